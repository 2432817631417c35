import { minutesLeftIfSoon, sessionTimeOf } from './text';

const ZONE = 'Europe/Moscow';
// 2026-11-22 12:00 in Moscow
const NOW = Date.parse('2026-11-22T09:00:00Z');

describe('sessionTimeOf: today at HH:mm, otherwise date and time', () => {
  it.each([
    ['later today', '2026-11-22T18:30:00Z', 'ru', '21:30'],
    ['earlier today', '2026-11-21T21:05:00Z', 'ru', '00:05'],
    ['tomorrow in the city, still today in UTC', '2026-11-22T21:05:00Z', 'ru', '23 ноября 00:05'],
    ['yesterday', '2026-11-21T20:59:00Z', 'en', '21 November 23:59'],
    ['a day ahead, in English', '2026-11-23T09:00:00Z', 'en', '23 November 12:00'],
    ['no time', null, 'ru', '—'],
    ['not a date', 'soon', 'ru', '—'],
  ])('%s', (_case, iso, lng, expected) => {
    expect(sessionTimeOf(iso, ZONE, lng, NOW)).toBe(expected);
  });
});

describe('minutesLeftIfSoon: relative time only under 15 minutes left', () => {
  it.each([
    ['14 min 59 s left', NOW + 899_000, 15],
    ['3 s left', NOW + 3_000, 1],
    ['exactly 15 min left', NOW + 900_000, null],
    ['already over', NOW - 1_000, null],
  ])('%s', (_case, end, expected) => {
    expect(minutesLeftIfSoon(new Date(end).toISOString(), NOW)).toBe(expected);
  });
  it('no end, no relative time', () => expect(minutesLeftIfSoon(null, NOW)).toBeNull());
});
