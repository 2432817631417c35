// The Russian production calendar (Government decrees on moving days off): non-working holiday
// periods are 'holidays' (priced with the holiday tariff), Saturdays made working days are
// 'workingDays' (priced as weekdays). 2027 follows the published draft decree.
import type { CalendarYear } from '@parking/shared/domain';

function range(from: string, to: string): string[] {
  const out: string[] = [];
  const end = new Date(`${to}T00:00:00Z`).getTime();
  for (let t = new Date(`${from}T00:00:00Z`).getTime(); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export const RUSSIAN_CALENDAR: Record<number, CalendarYear> = {
  2025: {
    holidays: [
      ...range('2025-01-01', '2025-01-08'),
      '2025-02-23',
      '2025-03-08',
      ...range('2025-05-01', '2025-05-04'),
      ...range('2025-05-08', '2025-05-11'),
      ...range('2025-06-12', '2025-06-15'),
      ...range('2025-11-02', '2025-11-04'),
      '2025-12-31',
    ],
    workingDays: ['2025-11-01'],
  },
  2026: {
    holidays: [
      ...range('2026-01-01', '2026-01-11'),
      ...range('2026-02-21', '2026-02-23'),
      ...range('2026-03-07', '2026-03-09'),
      ...range('2026-05-01', '2026-05-03'),
      ...range('2026-05-09', '2026-05-11'),
      ...range('2026-06-12', '2026-06-14'),
      '2026-11-04',
      '2026-12-31',
    ],
    workingDays: [],
  },
  2027: {
    holidays: [
      ...range('2027-01-01', '2027-01-10'),
      ...range('2027-02-21', '2027-02-23'),
      ...range('2027-03-06', '2027-03-08'),
      ...range('2027-05-01', '2027-05-03'),
      ...range('2027-05-08', '2027-05-10'),
      ...range('2027-06-12', '2027-06-14'),
      ...range('2027-11-04', '2027-11-07'),
      '2027-12-31',
    ],
    workingDays: [],
  },
};
