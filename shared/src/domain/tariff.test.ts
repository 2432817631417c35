import {
  applyDiscount,
  bestBenefit,
  dayKind,
  durationLabel,
  durationOptions,
  parseBenefitDate,
  postStartFromTime,
  splitStay,
  tariffFromZonePrices,
  validatePostStart,
  type Benefit,
  type ProductionCalendar,
  type ZoneTariff,
} from './tariff';

const SIMF = 'Europe/Simferopol'; // UTC+3 all year

const calendar: ProductionCalendar = {
  2025: {
    holidays: ['2025-01-01', '2025-05-09', '2025-06-12', '2025-11-04'],
    workingDays: ['2025-11-01'], // a Saturday worked as a weekday
  },
  2024: { holidays: ['2024-12-31'], workingDays: ['2024-12-31'] }, // contradictory on purpose
};

/** Kopecks per hour; 00:00–08:00 on weekdays is covered by nothing, so free. */
const tariff: ZoneTariff = {
  zone: '101',
  days: {
    weekday: [
      { timestart: '08:00:00', timeend: '20:00:00', pricePerHour: 6000 },
      { timestart: '20:00:00', timeend: '24:00:00', pricePerHour: 3000 },
    ],
    saturday: [{ timestart: '08:00:00', timeend: '20:00:00', pricePerHour: 3000 }],
    sunday: [],
    holiday: [{ timestart: '00:00:00', timeend: '24:00:00', pricePerHour: 1000 }],
  },
};

const flat: ZoneTariff = {
  days: { weekday: [{ timestart: '00:00', timeend: '00:00', pricePerHour: 5000 }] },
};

describe('dayKind', () => {
  it.each([
    ['2025-03-05', { ok: true, kind: 'weekday' }], // Wednesday
    ['2025-03-08', { ok: true, kind: 'saturday' }],
    ['2025-03-09', { ok: true, kind: 'sunday' }],
    ['2025-06-12', { ok: true, kind: 'holiday' }], // Thursday holiday
    ['2025-11-01', { ok: true, kind: 'weekday' }], // moved working Saturday
    ['2025-11-04', { ok: true, kind: 'holiday' }],
    ['2026-01-05', { ok: false, error: 'CalendarIsEmpty' }],
    ['2024-12-31', { ok: false, error: 'TypeOfDayIsNotDefined' }],
    ['2025-02-30', { ok: false, error: 'TypeOfDayIsNotDefined' }],
  ])('%s -> %j', (date, expected) => expect(dayKind(date, calendar)).toEqual(expected));
});

describe('splitStay', () => {
  type Row = [
    string,
    string,
    number,
    ZoneTariff | null,
    string,
    (
      | { ok: true; total: number; pieces: [string, string, number, number, number, string][] }
      | { ok: false; error: string }
    ),
  ];
  const rows: Row[] = [
    [
      'across two intervals',
      '2025-03-05T19:30:00+03:00',
      60,
      tariff,
      SIMF,
      {
        ok: true,
        total: 4500,
        pieces: [
          ['2025-03-05T19:30:00+03:00', '2025-03-05T20:00:00+03:00', 30, 6000, 3000, 'weekday'],
          ['2025-03-05T20:00:00+03:00', '2025-03-05T20:30:00+03:00', 30, 3000, 1500, 'weekday'],
        ],
      },
    ],
    [
      'across midnight into free night time',
      '2025-03-05T23:30:00+03:00',
      60,
      tariff,
      SIMF,
      {
        ok: true,
        total: 1500,
        pieces: [
          ['2025-03-05T23:30:00+03:00', '2025-03-06T00:00:00+03:00', 30, 3000, 1500, 'weekday'],
          ['2025-03-06T00:00:00+03:00', '2025-03-06T00:30:00+03:00', 30, 0, 0, 'weekday'],
        ],
      },
    ],
    [
      'Friday evening to Saturday morning',
      '2025-03-07T23:00:00+03:00',
      600,
      tariff,
      SIMF,
      {
        ok: true,
        total: 6000,
        pieces: [
          ['2025-03-07T23:00:00+03:00', '2025-03-08T00:00:00+03:00', 60, 3000, 3000, 'weekday'],
          ['2025-03-08T00:00:00+03:00', '2025-03-08T08:00:00+03:00', 480, 0, 0, 'saturday'],
          ['2025-03-08T08:00:00+03:00', '2025-03-08T09:00:00+03:00', 60, 3000, 3000, 'saturday'],
        ],
      },
    ],
    [
      'a free Sunday',
      '2025-03-09T12:00:00+03:00',
      120,
      tariff,
      SIMF,
      {
        ok: true,
        total: 0,
        pieces: [['2025-03-09T12:00:00+03:00', '2025-03-09T14:00:00+03:00', 120, 0, 0, 'sunday']],
      },
    ],
    [
      'a holiday on a Thursday',
      '2025-06-12T10:00:00+03:00',
      120,
      tariff,
      SIMF,
      {
        ok: true,
        total: 2000,
        pieces: [
          ['2025-06-12T10:00:00+03:00', '2025-06-12T12:00:00+03:00', 120, 1000, 2000, 'holiday'],
        ],
      },
    ],
    [
      'a moved working Saturday priced as a weekday',
      '2025-11-01T10:00:00+03:00',
      60,
      tariff,
      SIMF,
      {
        ok: true,
        total: 6000,
        pieces: [
          ['2025-11-01T10:00:00+03:00', '2025-11-01T11:00:00+03:00', 60, 6000, 6000, 'weekday'],
        ],
      },
    ],
    [
      'holiday eve into the holiday',
      '2025-06-11T23:45:00+03:00',
      30,
      tariff,
      SIMF,
      {
        ok: true,
        total: 750 + 250,
        pieces: [
          ['2025-06-11T23:45:00+03:00', '2025-06-12T00:00:00+03:00', 15, 3000, 750, 'weekday'],
          ['2025-06-12T00:00:00+03:00', '2025-06-12T00:15:00+03:00', 15, 1000, 250, 'holiday'],
        ],
      },
    ],
    [
      'missing calendar year',
      '2026-03-04T10:00:00+03:00',
      60,
      tariff,
      SIMF,
      { ok: false, error: 'CalendarIsEmpty' },
    ],
    [
      'a stay running into a missing year',
      '2025-12-31T23:00:00+03:00',
      120,
      tariff,
      SIMF,
      { ok: false, error: 'CalendarIsEmpty' },
    ],
    [
      'an undecidable day',
      '2024-12-31T10:00:00+03:00',
      60,
      tariff,
      SIMF,
      { ok: false, error: 'TypeOfDayIsNotDefined' },
    ],
    [
      'no tariff',
      '2025-03-05T10:00:00+03:00',
      60,
      null,
      SIMF,
      { ok: false, error: 'TariffNotFound' },
    ],
    [
      'a tariff with no days',
      '2025-03-05T10:00:00+03:00',
      60,
      { days: {} },
      SIMF,
      { ok: false, error: 'TariffNotFound' },
    ],
    [
      'a malformed interval',
      '2025-03-05T10:00:00+03:00',
      60,
      { days: { weekday: [{ timestart: '10:00', timeend: '09:00', pricePerHour: 1 }] } },
      SIMF,
      { ok: false, error: 'TariffNotFound' },
    ],
    [
      'rounding: 7 minutes at 50 р/h is 583.33 kopecks, floored',
      '2025-03-05T10:00:00+03:00',
      7,
      flat,
      SIMF,
      {
        ok: true,
        total: 583,
        pieces: [
          ['2025-03-05T10:00:00+03:00', '2025-03-05T10:07:00+03:00', 7, 5000, 583, 'weekday'],
        ],
      },
    ],
    [
      'rounding per piece: 1 + 1 minute across a boundary',
      '2025-03-05T19:59:00+03:00',
      2,
      tariff,
      SIMF,
      {
        ok: true,
        total: 100 + 50,
        pieces: [
          ['2025-03-05T19:59:00+03:00', '2025-03-05T20:00:00+03:00', 1, 6000, 100, 'weekday'],
          ['2025-03-05T20:00:00+03:00', '2025-03-05T20:01:00+03:00', 1, 3000, 50, 'weekday'],
        ],
      },
    ],
    [
      'an absent Saturday borrows the weekday ("default") prices',
      '2025-03-08T10:00:00+03:00',
      60,
      flat,
      SIMF,
      {
        ok: true,
        total: 5000,
        pieces: [
          ['2025-03-08T10:00:00+03:00', '2025-03-08T11:00:00+03:00', 60, 5000, 5000, 'saturday'],
        ],
      },
    ],
    [
      'Simferopol wall clock: 17:30Z is 20:30 local, evening price',
      '2025-03-05T17:30:00Z',
      60,
      tariff,
      SIMF,
      {
        ok: true,
        total: 3000,
        pieces: [
          ['2025-03-05T20:30:00+03:00', '2025-03-05T21:30:00+03:00', 60, 3000, 3000, 'weekday'],
        ],
      },
    ],
    [
      'UTC wall clock: the same instant is 17:30, day price',
      '2025-03-05T17:30:00Z',
      60,
      tariff,
      'UTC',
      {
        ok: true,
        total: 6000,
        pieces: [['2025-03-05T17:30:00Z', '2025-03-05T18:30:00Z', 60, 6000, 6000, 'weekday']],
      },
    ],
    [
      'Simferopol: Friday 22:30Z is already Saturday night, free',
      '2025-03-07T22:30:00Z',
      60,
      tariff,
      SIMF,
      {
        ok: true,
        total: 0,
        pieces: [['2025-03-08T01:30:00+03:00', '2025-03-08T02:30:00+03:00', 60, 0, 0, 'saturday']],
      },
    ],
    [
      'UTC: the same instant is still Friday evening',
      '2025-03-07T22:30:00Z',
      60,
      tariff,
      'UTC',
      {
        ok: true,
        total: 3000,
        pieces: [['2025-03-07T22:30:00Z', '2025-03-07T23:30:00Z', 60, 3000, 3000, 'weekday']],
      },
    ],
    [
      'zero duration prices nothing',
      '2025-03-05T10:00:00+03:00',
      0,
      tariff,
      SIMF,
      { ok: true, total: 0, pieces: [] },
    ],
  ];

  it.each(rows)('%s', (_name, start, durationMinutes, zoneTariff, timeZone, expected) => {
    const result = splitStay({ start, durationMinutes, tariff: zoneTariff, calendar, timeZone });
    if (!expected.ok) {
      expect(result).toEqual({ ok: false, error: expected.error });
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.intervals.map((p) => [p.from, p.to, p.minutes, p.pricePerHour, p.cost, p.dayKind]),
    ).toEqual(expected.pieces);
    expect(result.total).toBe(expected.total);
    expect(result.intervals.reduce((sum, p) => sum + p.minutes, 0)).toBe(durationMinutes);
  });

  it('accepts a Date and a full day of 1440 minutes', () => {
    const result = splitStay({
      start: new Date('2025-03-05T05:00:00Z'),
      durationMinutes: 1440,
      tariff,
      calendar,
      timeZone: SIMF,
    });
    // 08:00–20:00 at 60 р, 20:00–24:00 at 30 р, then Thursday 00:00–08:00 free
    expect(result).toMatchObject({ ok: true, total: 12 * 6000 + 4 * 3000 });
  });
});

describe('tariffFromZonePrices', () => {
  it('maps API day types onto day kinds', () => {
    const built = tariffFromZonePrices(
      [
        { day: 'default', timestart: '08:00:00', timeend: '20:00:00', priceNum: 5000 },
        { day: 'Saturday', timestart: '08:00:00', timeend: '18:00:00', priceNum: 2500 },
        { day: '7', timestart: '10:00:00', timeend: '12:00:00', priceNum: 100 },
        { day: 'unknown', timestart: '00:00:00', timeend: '24:00:00', priceNum: 1 },
      ],
      '101',
    );
    expect(built).toEqual({
      zone: '101',
      days: {
        weekday: [{ timestart: '08:00:00', timeend: '20:00:00', pricePerHour: 5000 }],
        saturday: [{ timestart: '08:00:00', timeend: '18:00:00', pricePerHour: 2500 }],
        sunday: [{ timestart: '10:00:00', timeend: '12:00:00', pricePerHour: 100 }],
      },
    });
  });
});

describe('applyDiscount', () => {
  const benefits: Benefit[] = [
    {
      name: 'Резидент',
      sale: 50,
      transport: 'А123ВС77',
      zone: ['101'],
      startOf: '01/01/25 00:00',
      endOf: '31/12/2025 23:59',
    },
    { name: 'Льгота', sale: 30, transport: '#', zone: '#' },
    {
      name: 'Многодетные',
      sale: 70,
      transport: '#',
      zone: 'all',
      startOf: '01/06/2025 00:00',
      endOf: '30/06/2025 23:59',
    },
    { name: 'Другая машина', sale: 90, transport: 'В456ОР77', zone: '#' },
    { name: 'Другая зона', sale: 80, zone: '202, 203' },
  ];
  const ctx = (
    at: string,
    vehicle: string,
    zone: string,
    extra: { timeZone?: string; bonusPercent?: number } = {},
  ) => ({
    at,
    vehicle,
    zone,
    timeZone: extra.timeZone ?? SIMF,
    bonusPercent: extra.bonusPercent,
  });

  it.each([
    ['own vehicle and zone', ctx('2025-03-05T10:00:00+03:00', 'А123ВС77', '101'), 'Резидент'],
    [
      'Latin letters still match the vehicle',
      ctx('2025-03-05T10:00:00+03:00', 'a123bc77', '101'),
      'Резидент',
    ],
    [
      'another vehicle gets only the any-vehicle benefit',
      ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '101'),
      'Льгота',
    ],
    [
      'largest of three applicable (June)',
      ctx('2025-06-15T10:00:00+03:00', 'А123ВС77', '101'),
      'Многодетные',
    ],
    ['zone list in a string', ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '203'), 'Другая зона'],
    ['window end is inclusive', ctx('2025-12-31T23:59:00+03:00', 'А123ВС77', '101'), 'Резидент'],
    ['after the window', ctx('2026-01-01T00:00:00+03:00', 'А123ВС77', '101'), 'Льгота'],
    [
      'window read in Simferopol: 21:00Z on 31.12 is already 2026',
      ctx('2025-12-31T21:00:00Z', 'А123ВС77', '101'),
      'Льгота',
    ],
    [
      'window read in UTC: the same instant is still 2025',
      ctx('2025-12-31T21:00:00Z', 'А123ВС77', '101', { timeZone: 'UTC' }),
      'Резидент',
    ],
  ])('%s', (_name, context, name) => expect(bestBenefit(benefits, context)?.name).toBe(name));

  it.each([
    [
      'plain 50 %',
      10000,
      ctx('2025-03-05T10:00:00+03:00', 'А123ВС77', '101'),
      { price: 100, discount: 50, discountPercent: 50, totalCost: 50, benefitName: 'Резидент' },
    ],
    [
      'benefit plus city bonus',
      10000,
      ctx('2025-03-05T10:00:00+03:00', 'А123ВС77', '101', { bonusPercent: 20 }),
      { price: 100, discount: 70, discountPercent: 70, totalCost: 30, benefitName: 'Резидент' },
    ],
    [
      'bonus alone',
      10000,
      ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '999', { bonusPercent: 20 }),
      { price: 100, discount: 20, discountPercent: 20, totalCost: 80, benefitName: '' },
    ],
    [
      'capped at 100 %',
      10000,
      ctx('2025-03-05T10:00:00+03:00', 'В456ОР77', '101', { bonusPercent: 20 }),
      {
        price: 100,
        discount: 100,
        discountPercent: 100,
        totalCost: 0,
        benefitName: 'Другая машина',
      },
    ],
    [
      'no benefit, no bonus',
      583,
      ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '999'),
      { price: 5.83, discount: 0, discountPercent: 0, totalCost: 5.83, benefitName: '' },
    ],
    [
      'rounding: 15 % of 100.01 is 15.0015, floored to 15.00',
      10001,
      ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '999', { bonusPercent: 15 }),
      { price: 100.01, discount: 15, discountPercent: 15, totalCost: 85.01, benefitName: '' },
    ],
    [
      'rounding: 50 % of 100.01 floors the discount, not the rest',
      10001,
      ctx('2025-03-05T10:00:00+03:00', 'А123ВС77', '101'),
      {
        price: 100.01,
        discount: 50,
        discountPercent: 50,
        totalCost: 50.01,
        benefitName: 'Резидент',
      },
    ],
    [
      'rounding: 33.35 % shows as 33.3',
      999,
      ctx('2025-03-05T10:00:00+03:00', 'К001КК77', '999', { bonusPercent: 33.35 }),
      { price: 9.99, discount: 3.33, discountPercent: 33.3, totalCost: 6.66, benefitName: '' },
    ],
  ])('%s', (_name, total, context, expected) => {
    // rows without a benefit name run against no benefits, so only the bonus counts
    const list = expected.benefitName ? benefits : [];
    expect(applyDiscount(total, list, context)).toMatchObject(expected);
  });

  it.each([
    ['01/02/25 10:30', '2025-02-01T10:30:00.000+03:00'],
    ['01/02/2025 10:30', '2025-02-01T10:30:00.000+03:00'],
    ['01/02/2025', '2025-02-01T00:00:00.000+03:00'],
    ['2025-02-01T10:30:00', '2025-02-01T10:30:00.000+03:00'],
  ])('parseBenefitDate(%j)', (value, iso) =>
    expect(parseBenefitDate(value, SIMF)?.toISO()).toBe(iso),
  );

  it('treats a date-only end as the whole day', () => {
    const dayOnly: Benefit[] = [
      { name: 'day', sale: 10, startOf: '01/03/2025', endOf: '05/03/2025' },
    ];
    expect(bestBenefit(dayOnly, ctx('2025-03-05T23:00:00+03:00', 'К001КК77', '1'))?.name).toBe(
      'day',
    );
    expect(bestBenefit(dayOnly, ctx('2025-03-06T00:00:00+03:00', 'К001КК77', '1'))).toBeNull();
  });
});

describe('durations', () => {
  it('defaults to 15…1440 step 15', () => {
    const options = durationOptions();
    expect(options).toHaveLength(96);
    expect(options[0]).toBe(15);
    expect(options[95]).toBe(1440);
  });

  it.each([
    [{ min: 30, max: 120, step: 30 }, [30, 60, 90, 120]],
    [{ min: 0, max: 60, step: 30 }, [0, 30, 60]],
    [{ min: 60, max: 100, step: 30 }, [60, 90]],
    [{ min: 15, max: 45, step: 0 }, [15, 30, 45]],
    [{ max: 45 }, [15, 30, 45]],
  ])('%j -> %j', (intervals, expected) => expect(durationOptions(intervals)).toEqual(expected));

  it.each([
    [0, { kind: 'none' }],
    [1440, { kind: 'fullDay', text: '24:00' }],
    [45, { kind: 'time', hours: 0, minutes: 45 }],
    [90, { kind: 'time', hours: 1, minutes: 30 }],
    [120, { kind: 'time', hours: 2, minutes: 0 }],
  ])('label of %i', (minutes, expected) => expect(durationLabel(minutes)).toEqual(expected));
});

describe('post-payment', () => {
  const now = '2025-03-05T12:00:00+03:00';
  it.each([
    ['earlier today', '2025-03-05T10:00:00+03:00', now, 'today', SIMF, null],
    ['right now', now, now, 'today', SIMF, null],
    ['later today', '2025-03-05T13:00:00+03:00', now, 'today', SIMF, 'FuturePost'],
    [
      'yesterday under the today variant',
      '2025-03-04T23:00:00+03:00',
      now,
      'today',
      SIMF,
      'PostPaymentExpired',
    ],
    ['yesterday morning', '2025-03-04T10:00:00+03:00', now, 'yesterday', SIMF, null],
    ['yesterday 23:59', '2025-03-04T23:59:00+03:00', now, 'yesterday', SIMF, null],
    [
      'the day before yesterday',
      '2025-03-03T23:00:00+03:00',
      now,
      'yesterday',
      SIMF,
      'PostPaymentExpired',
    ],
    [
      'today under the yesterday variant',
      '2025-03-05T09:00:00+03:00',
      now,
      'yesterday',
      SIMF,
      'PostWrongDay',
    ],
    [
      'future under the yesterday variant',
      '2025-03-05T13:00:00+03:00',
      now,
      'yesterday',
      SIMF,
      'FuturePost',
    ],
    ['missing', null, now, 'today', SIMF, 'RequiredField'],
    ['blank', '', now, 'today', SIMF, 'RequiredField'],
    ['garbage', 'soon', now, 'today', SIMF, 'InvalidFormat'],
    [
      'Simferopol: 23:00 local, now 01:30 next day',
      '2025-03-05T20:00:00Z',
      '2025-03-05T22:30:00Z',
      'today',
      SIMF,
      'PostPaymentExpired',
    ],
    [
      'UTC: the same instants share a day',
      '2025-03-05T20:00:00Z',
      '2025-03-05T22:30:00Z',
      'today',
      'UTC',
      null,
    ],
    [
      'Simferopol: the same start is yesterday there',
      '2025-03-05T20:00:00Z',
      '2025-03-05T22:30:00Z',
      'yesterday',
      SIMF,
      null,
    ],
  ] as const)('%s', (_name, start, current, variant, timeZone, expected) =>
    expect(validatePostStart(start, current, variant, timeZone)).toBe(expected),
  );

  it.each([
    ['10:15', 'yesterday', '2025-03-04T10:15:00+03:00'],
    ['10:15', 'today', '2025-03-05T10:15:00+03:00'],
    ['25:00', 'today', null],
  ] as const)('postStartFromTime(%j, %s)', (time, variant, expected) =>
    expect(postStartFromTime(time, variant, now, SIMF)).toBe(expected),
  );
});
