import { DateTime } from 'luxon';
import { floor1 } from './money';
import { normalisePlate } from './plate';

export const TARIFF_ERROR_CODES = [
  'TariffNotFound',
  'CalendarIsEmpty',
  'TypeOfDayIsNotDefined',
  'RequiredField',
  'InvalidFormat',
  'FuturePost',
  'PostPaymentExpired',
  'PostWrongDay',
] as const;
export type TariffErrorCode = (typeof TARIFF_ERROR_CODES)[number];
export type SplitStayErrorCode = 'TariffNotFound' | 'CalendarIsEmpty' | 'TypeOfDayIsNotDefined';

// ---- day kinds and the production calendar ----

export const DAY_KINDS = ['weekday', 'saturday', 'sunday', 'holiday'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** One year of the production calendar; dates as 'YYYY-MM-DD'. */
export interface CalendarYear {
  holidays: readonly string[];
  /** Weekend days moved to working days: priced as a weekday. */
  workingDays: readonly string[];
}
/** Keyed by year. A year that is absent is 'CalendarIsEmpty', not 'no holidays'. */
export type ProductionCalendar = Readonly<Record<string | number, CalendarYear | undefined>>;

export type DayKindResult =
  { ok: true; kind: DayKind } | { ok: false; error: 'CalendarIsEmpty' | 'TypeOfDayIsNotDefined' };

type Instant = Date | string | DateTime;

/**
 * Kind of a calendar day: a holiday wins, a moved working day is a weekday, otherwise the
 * weekday number decides (Saturday 6, Sunday 7). A 'YYYY-MM-DD' string or a DateTime is taken
 * as the local date it names. A date listed both as holiday and working day, or an invalid
 * date, cannot be decided.
 */
export function dayKind(date: string | DateTime, calendar: ProductionCalendar): DayKindResult {
  const dt = typeof date === 'string' ? DateTime.fromISO(date, { setZone: true }) : date;
  if (!dt.isValid) return { ok: false, error: 'TypeOfDayIsNotDefined' };
  const year = calendar[dt.year];
  if (!year) return { ok: false, error: 'CalendarIsEmpty' };
  const iso = dt.toISODate() as string;
  const holiday = year.holidays.includes(iso);
  const working = year.workingDays.includes(iso);
  if (holiday && working) return { ok: false, error: 'TypeOfDayIsNotDefined' };
  if (holiday) return { ok: true, kind: 'holiday' };
  if (working) return { ok: true, kind: 'weekday' };
  if (dt.weekday === 6) return { ok: true, kind: 'saturday' };
  if (dt.weekday === 7) return { ok: true, kind: 'sunday' };
  return { ok: true, kind: 'weekday' };
}

// ---- zone tariff ----

/** [timestart, timeend) as 'HH:mm:ss' (or 'HH:mm'); timeend may be '24:00:00'. Price in kopecks per hour. */
export interface TariffInterval {
  timestart: string;
  timeend: string;
  pricePerHour: number;
}

/**
 * Intervals per day kind. A kind that is absent borrows from the next in line (holiday → sunday
 * → weekday; saturday, sunday → weekday), 'weekday' being the API's 'default'. An empty list
 * is a deliberate free day. Time not covered by any interval is free.
 */
export interface ZoneTariff {
  zone?: string;
  days: Partial<Record<DayKind, readonly TariffInterval[]>>;
}

const FALLBACK: Record<DayKind, DayKind[]> = {
  weekday: ['weekday'],
  saturday: ['saturday', 'weekday'],
  sunday: ['sunday', 'weekday'],
  holiday: ['holiday', 'sunday', 'weekday'],
};

/** Zone price row as the map and zone API deliver it (priceNum in kopecks). */
export interface ZonePriceRow {
  day: string;
  timestart: string;
  timeend: string;
  priceNum: number;
}

const API_DAY: Record<string, DayKind> = {
  default: 'weekday',
  weekday: 'weekday',
  saturday: 'saturday',
  '6': 'saturday',
  sunday: 'sunday',
  '7': 'sunday',
  holiday: 'holiday',
};

/** Builds a ZoneTariff from API price rows; rows of an unknown day type are left out. */
export function tariffFromZonePrices(rows: readonly ZonePriceRow[], zone?: string): ZoneTariff {
  const days: Partial<Record<DayKind, TariffInterval[]>> = {};
  for (const row of rows) {
    const kind = API_DAY[String(row.day).toLowerCase()];
    if (!kind) continue;
    (days[kind] ??= []).push({
      timestart: row.timestart,
      timeend: row.timeend,
      pricePerHour: row.priceNum,
    });
  }
  return { zone, days };
}

const DAY_SECONDS = 24 * 3600;

/** Seconds since midnight; null when not a time. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (m > 59 || s > 59) return null;
  const total = h * 3600 + m * 60 + s;
  return total <= DAY_SECONDS ? total : null;
}

interface ParsedInterval {
  start: number;
  end: number;
  price: number;
}

function parseIntervals(list: readonly TariffInterval[]): ParsedInterval[] | null {
  const out: ParsedInterval[] = [];
  for (const interval of list) {
    const start = parseTimeOfDay(interval.timestart);
    let end = parseTimeOfDay(interval.timeend);
    // '00:00:00' as an end is the coming midnight
    if (end === 0) end = DAY_SECONDS;
    if (start === null || end === null || end <= start || !(interval.pricePerHour >= 0))
      return null;
    out.push({ start, end, price: interval.pricePerHour });
  }
  return out.sort((a, b) => a.start - b.start);
}

function intervalsFor(tariff: ZoneTariff, kind: DayKind): readonly TariffInterval[] | null {
  for (const k of FALLBACK[kind]) {
    const list = tariff.days[k];
    if (list) return list;
  }
  return null;
}

// ---- splitting a stay ----

export interface StayPiece {
  /** ISO date-times with the zone's offset. */
  from: string;
  to: string;
  minutes: number;
  /** Kopecks per hour; 0 for time no interval covers. */
  pricePerHour: number;
  /** Kopecks: minutes × hourly / 60, floored to a whole kopeck. */
  cost: number;
  dayKind: DayKind;
}

export type SplitStayResult =
  { ok: true; intervals: StayPiece[]; total: number } | { ok: false; error: SplitStayErrorCode };

export interface SplitStayInput {
  start: Instant;
  durationMinutes: number;
  tariff: ZoneTariff | null | undefined;
  calendar: ProductionCalendar;
  /** IANA zone whose wall clock the tariff is written in ('Europe/Simferopol'). */
  timeZone: string;
}

/** Reads an instant in a zone; a string without an offset is wall time in that zone. */
export function toZoned(value: Instant, timeZone: string): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(timeZone);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: timeZone });
  return DateTime.fromISO(value, { zone: timeZone });
}

/**
 * Splits a stay into priced pieces at every interval boundary, at midnight and so at every change
 * of day kind, all on the zone's wall clock. Money is in kopecks.
 *
 * Rounding rule: each piece costs floor(duration × hourly price / 1 h) whole kopecks, and the total
 * is the sum of the pieces, so the breakdown always adds up to the total and the driver is never
 * charged a fraction of a kopeck more than the exact price. A non-positive duration prices nothing;
 * an unreadable start or time zone leaves the day undecidable ('TypeOfDayIsNotDefined').
 */
export function splitStay(input: SplitStayInput): SplitStayResult {
  const { tariff, calendar, timeZone } = input;
  if (!tariff || !tariff.days || !DAY_KINDS.some((k) => tariff.days[k]))
    return { ok: false, error: 'TariffNotFound' };
  const start = toZoned(input.start, timeZone);
  if (!start.isValid) return { ok: false, error: 'TypeOfDayIsNotDefined' };
  const duration =
    Number.isFinite(input.durationMinutes) && input.durationMinutes > 0 ? input.durationMinutes : 0;
  const end = start.plus({ milliseconds: Math.round(duration * 60_000) });

  const intervals: StayPiece[] = [];
  let total = 0;
  let cursor = start;
  while (cursor < end) {
    const kind = dayKind(cursor, calendar);
    if (!kind.ok) return { ok: false, error: kind.error };
    const list = intervalsFor(tariff, kind.kind);
    if (!list) return { ok: false, error: 'TariffNotFound' };
    const parsed = parseIntervals(list);
    if (!parsed) return { ok: false, error: 'TariffNotFound' };

    const dayStart = cursor.startOf('day');
    const nextMidnight = dayStart.plus({ days: 1 });
    const at = (seconds: number) =>
      seconds >= DAY_SECONDS
        ? nextMidnight
        : dayStart.set({
            hour: Math.floor(seconds / 3600),
            minute: Math.floor((seconds % 3600) / 60),
            second: seconds % 60,
          });
    const now = cursor.hour * 3600 + cursor.minute * 60 + cursor.second + cursor.millisecond / 1000;

    const hit = parsed.find((i) => i.start <= now && now < i.end);
    const nextStart = parsed.find((i) => i.start > now)?.start;
    const boundary = hit ? at(hit.end) : nextStart !== undefined ? at(nextStart) : nextMidnight;
    const price = hit ? hit.price : 0;
    const to = boundary < end ? boundary : end;
    if (to <= cursor) return { ok: false, error: 'TypeOfDayIsNotDefined' }; // a wall-clock gap we cannot step over

    const ms = to.toMillis() - cursor.toMillis();
    const cost = Math.floor((ms * price) / 3_600_000);
    intervals.push({
      from: cursor.toISO({ suppressMilliseconds: true }) as string,
      to: to.toISO({ suppressMilliseconds: true }) as string,
      minutes: ms / 60_000,
      pricePerHour: price,
      cost,
      dayKind: kind.kind,
    });
    total += cost;
    cursor = to;
  }
  return { ok: true, intervals, total };
}

// ---- benefits and discount ----

/** A benefit or subscription row as far as pricing needs it. */
export interface Benefit {
  name?: string;
  type?: string;
  variation?: string;
  /** Discount percent. */
  sale: number;
  /** Plate, or '#' (or nothing) for any vehicle. */
  transport?: string | null;
  /** Zone codes, 'all' or '#' (or nothing) for any; a string may list several separated by commas. */
  zone?: string | readonly string[] | null;
  /** 'DD/MM/YY HH:mm', 'DD/MM/YYYY HH:mm', either without time, or ISO; nothing means open-ended. */
  startOf?: string | null;
  endOf?: string | null;
}

export interface DiscountContext {
  /** When the stay starts; the benefit's window must contain it. */
  at: Instant;
  vehicle: string;
  zone: string;
  timeZone: string;
  /** City bonus (paying by a certain card), added to the benefit percent. */
  bonusPercent?: number;
}

export interface DiscountResult {
  /** Roubles, floored to 2 decimals. */
  price: number;
  discount: number;
  /** Floored to 1 decimal. */
  discountPercent: number;
  totalCost: number;
  benefitName: string;
  benefit: Benefit | null;
}

const BENEFIT_DATE_FORMATS = [
  'dd/MM/yy HH:mm',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yy',
  'dd/MM/yyyy',
  'dd.MM.yyyy HH:mm',
  'dd.MM.yyyy',
];

/** Benefit window bound in the city's zone; null when unreadable. */
export function parseBenefitDate(value: string, timeZone: string): DateTime | null {
  const text = value.trim();
  for (const format of BENEFIT_DATE_FORMATS) {
    const dt = DateTime.fromFormat(text, format, { zone: timeZone });
    if (dt.isValid) return dt;
  }
  const iso = DateTime.fromISO(text, { zone: timeZone });
  return iso.isValid ? iso : null;
}

const ANY = new Set(['#', 'all', '']);

function matchesZone(zone: Benefit['zone'], wanted: string): boolean {
  if (zone === null || zone === undefined) return true;
  const list = typeof zone === 'string' ? zone.split(',') : zone;
  const codes = list.map((z) => z.trim().toLowerCase());
  return codes.length === 0 || codes.some((z) => ANY.has(z) || z === wanted.trim().toLowerCase());
}

function matchesVehicle(transport: Benefit['transport'], vehicle: string): boolean {
  if (transport === null || transport === undefined || ANY.has(transport.trim())) return true;
  return normalisePlate(transport) === normalisePlate(vehicle);
}

function inWindow(benefit: Benefit, at: DateTime, timeZone: string): boolean {
  // a date without time is the whole day, so the end bound reaches its last minute
  const startText = benefit.startOf?.trim();
  const endText = benefit.endOf?.trim();
  if (startText) {
    const start = parseBenefitDate(startText, timeZone);
    if (!start || at < start) return false;
  }
  if (endText) {
    const end = parseBenefitDate(endText, timeZone);
    if (!end) return false;
    const bound = /\d:\d/.test(endText) ? end : end.endOf('day');
    if (at > bound) return false;
  }
  return true;
}

/** Benefits that apply to this stay: date window (inclusive), vehicle and zone. */
export function applicableBenefits(
  benefits: readonly Benefit[],
  context: DiscountContext,
): Benefit[] {
  const at = toZoned(context.at, context.timeZone);
  if (!at.isValid) return [];
  return benefits.filter(
    (b) =>
      b.sale > 0 &&
      matchesVehicle(b.transport, context.vehicle) &&
      matchesZone(b.zone, context.zone) &&
      inWindow(b, at, context.timeZone),
  );
}

/** The largest applicable benefit; the first listed wins a tie. */
export function bestBenefit(
  benefits: readonly Benefit[],
  context: DiscountContext,
): Benefit | null {
  return applicableBenefits(benefits, context).reduce<Benefit | null>(
    (best, b) => (!best || b.sale > best.sale ? b : best),
    null,
  );
}

/**
 * Discount on a stay's total (kopecks in, roubles out): the largest applicable benefit plus the
 * city bonus, capped at 100 %. The discount is floored to the kopeck and the final price is what
 * remains, so price = discount + totalCost always holds.
 */
export function applyDiscount(
  totalKopecks: number,
  benefits: readonly Benefit[],
  context: DiscountContext,
): DiscountResult {
  const total = Math.max(0, Math.floor(totalKopecks));
  const benefit = bestBenefit(benefits, context);
  const percent = Math.min(100, Math.max(0, (benefit?.sale ?? 0) + (context.bonusPercent ?? 0)));
  // micro-unit rounding first: 10001 × 15 / 100 must not floor 1500.15 down through binary noise
  const discountKopecks = Math.floor(Math.round(((total * percent) / 100) * 1e6) / 1e6);
  return {
    price: total / 100,
    discount: discountKopecks / 100,
    discountPercent: floor1(percent),
    totalCost: (total - discountKopecks) / 100,
    benefitName: benefit ? (benefit.name ?? benefit.type ?? benefit.variation ?? '') : '',
    benefit,
  };
}

// ---- durations ----

export interface DurationIntervals {
  min: number;
  max: number;
  step: number;
}
export const DEFAULT_DURATION_INTERVALS: DurationIntervals = { min: 15, max: 1440, step: 15 };
/** A today session's price preview is computed for this many minutes. */
export const TODAY_COST_PREVIEW_MINUTES = 60;
export const FULL_DAY_MINUTES = 1440;
/** Russian label of the zero duration; the UI translates by `kind`. */
export const NO_DURATION_LABEL_RU = 'Без времени';

/** Duration choices in minutes from the city settings, falling back to 15…1440 step 15. */
export function durationOptions(intervals?: Partial<DurationIntervals> | null): number[] {
  const pick = (v: number | undefined, d: number, positive: boolean) =>
    typeof v === 'number' && Number.isFinite(v) && (positive ? v > 0 : v >= 0) ? v : d;
  const min = pick(intervals?.min, DEFAULT_DURATION_INTERVALS.min, false);
  const max = pick(intervals?.max, DEFAULT_DURATION_INTERVALS.max, true);
  const step = pick(intervals?.step, DEFAULT_DURATION_INTERVALS.step, true);
  const out: number[] = [];
  for (let m = min; m <= max; m += step) out.push(m);
  return out;
}

export type DurationLabel =
  | { kind: 'none' }
  | { kind: 'fullDay'; text: '24:00' }
  | { kind: 'time'; hours: number; minutes: number };

/** 0 is 'Без времени', 1440 is '24:00', anything else hours and minutes. */
export function durationLabel(minutes: number): DurationLabel {
  if (!minutes || minutes <= 0) return { kind: 'none' };
  if (minutes === FULL_DAY_MINUTES) return { kind: 'fullDay', text: '24:00' };
  return { kind: 'time', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

// ---- post-payment ----

export type PostVariant = 'today' | 'yesterday';

/** Local date ('YYYY-MM-DD') of an instant in a zone. */
export function localDate(at: Instant, timeZone: string): string {
  return toZoned(at, timeZone).toISODate() ?? '';
}

/** Post-payment start from a picked 'HH:mm' on the variant's day (today or yesterday) in the zone. */
export function postStartFromTime(
  time: string,
  variant: PostVariant,
  now: Instant,
  timeZone: string,
): string | null {
  const seconds = parseTimeOfDay(time);
  if (seconds === null || seconds >= DAY_SECONDS) return null;
  const day = toZoned(now, timeZone)
    .startOf('day')
    .minus({ days: variant === 'yesterday' ? 1 : 0 });
  const dt = day.set({
    hour: Math.floor(seconds / 3600),
    minute: Math.floor((seconds % 3600) / 60),
  });
  return dt.toISO({ suppressMilliseconds: true });
}

/**
 * Start of a post-paid stay. Post-payment is possible only until 23:59 of the day the parking
 * began, or of the next day for yesterday's parking; so 'today' needs a start earlier today and
 * 'yesterday' a start on yesterday's date, any time of it (always in the past).
 */
export function validatePostStart(
  postStart: Instant | null | undefined,
  now: Instant,
  variant: PostVariant,
  timeZone: string,
): 'RequiredField' | 'InvalidFormat' | 'FuturePost' | 'PostPaymentExpired' | 'PostWrongDay' | null {
  if (
    postStart === null ||
    postStart === undefined ||
    (typeof postStart === 'string' && !postStart.trim())
  )
    return 'RequiredField';
  const start = toZoned(postStart, timeZone);
  const current = toZoned(now, timeZone);
  if (!start.isValid || !current.isValid) return 'InvalidFormat';
  if (start > current) return 'FuturePost';
  const allowedDay = current.startOf('day').minus({ days: variant === 'yesterday' ? 1 : 0 });
  const startDay = start.startOf('day');
  if (startDay < allowedDay) return 'PostPaymentExpired';
  if (startDay > allowedDay) return 'PostWrongDay';
  return null;
}
