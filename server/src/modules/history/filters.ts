// Turns the request's filter fields into a query: the period in the city's time zone, the types,
// the vehicle, zone, order number, driver, and where the page continues (keyset cursor).
import { DateTime } from 'luxon';
import {
  DEFAULT_PERIOD,
  OPERATION_TYPES,
  PERIOD_PRESETS,
  type OperationFilterType,
  type OperationType,
  type PeriodPreset,
} from '@parking/shared/contracts';
import { normalisePlate } from '@parking/shared/domain';
import { AppError } from '../../http/envelope';

export interface Range {
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

/** Position after which the next page starts: exact (micros + id) or the legacy plain instant. */
export type Continuation =
  { kind: 'keyset'; micros: number; id: number } | { kind: 'before'; micros: number } | null;

export interface OperationsQuery {
  accountId: string;
  period: PeriodPreset;
  range: Range;
  types: OperationType[] | null;
  /** Plate as typed and normalised: matches rows stored either way. */
  transport: string[] | null;
  zone: string | null;
  orderNumber: string | null;
  driverPhones: string[] | null;
  after: Continuation;
}

export type Fields = Record<string, unknown>;

/** String fields of the filter, with their maximum length: the routes' JSON schema uses it too. */
export const FILTER_FIELDS = {
  Period: 16,
  StartDate: 40,
  EndDate: 40,
  Operation: 32,
  Vehicle: 20,
  Zone: 100,
  OrderNumber: 100,
  Driver: 40,
  cursor: 64,
  dateOperation: 40,
  lastId: 20,
  type: 8,
  lng: 8,
} as const;

function invalid(field: string, message: string): AppError {
  return new AppError('InvalidFormat', 400, `${field}: ${message}`, { field });
}

function text(fields: Fields, key: string): string | null {
  const value = fields[key] ?? fields[key.charAt(0).toLowerCase() + key.slice(1)];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A day ('YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY') is the city's calendar day; an ISO date-time is
 * taken as written. `end` moves a day to the start of the next one (EndDate includes its day).
 */
export function parseDateBound(value: string, zone: string, end: boolean, field: string): Date {
  let day: DateTime | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ru = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(value);
  if (iso) day = DateTime.fromObject({ year: +iso[1]!, month: +iso[2]!, day: +iso[3]! }, { zone });
  else if (ru) day = DateTime.fromObject({ year: +ru[3]!, month: +ru[2]!, day: +ru[1]! }, { zone });
  if (day) {
    if (!day.isValid) throw invalid(field, 'not a date');
    return inRange((end ? day.plus({ days: 1 }) : day).toJSDate(), field);
  }
  const instant = DateTime.fromISO(value, { zone, setZone: false });
  if (!instant.isValid || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw invalid(field, 'expected YYYY-MM-DD, DD.MM.YYYY or an ISO date-time');
  return inRange(instant.toJSDate(), field);
}

// Bounds a date filter may take: year 0000 or 10000 would reach the database as a timestamp it
// cannot parse (a 500), and no operation lies outside them anyway.
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(3000, 0, 1);

function inRange(date: Date, field: string): Date {
  const time = date.getTime();
  if (time < EARLIEST || time > LATEST) throw invalid(field, 'a date between 1900 and 3000');
  return date;
}

/** The period's bounds in the city's zone: today is the city's today wherever the server runs. */
export function periodRange(
  period: PeriodPreset,
  zone: string,
  now: Date,
  start: string | null,
  end: string | null,
): Range {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const tomorrow = today.plus({ days: 1 }).toJSDate();
  switch (period) {
    case 'all':
      return { from: null, to: null };
    case 'today':
      return { from: today.toJSDate(), to: tomorrow };
    case 'yesterday':
      return { from: today.minus({ days: 1 }).toJSDate(), to: today.toJSDate() };
    case 'weekly':
      return { from: today.minus({ days: 6 }).toJSDate(), to: tomorrow };
    case 'monthly':
      return { from: today.minus({ months: 1 }).toJSDate(), to: tomorrow };
    case 'custom': {
      const from = start ? parseDateBound(start, zone, false, 'StartDate') : null;
      const to = end ? parseDateBound(end, zone, true, 'EndDate') : null;
      if (from && to && from >= to) throw invalid('StartDate', 'the start is after the end');
      return { from, to };
    }
  }
}

function parsePeriod(fields: Fields): PeriodPreset {
  const raw = text(fields, 'Period');
  if (raw === null)
    return text(fields, 'StartDate') || text(fields, 'EndDate') ? 'custom' : DEFAULT_PERIOD;
  const period = raw.toLowerCase() as PeriodPreset;
  if (!PERIOD_PRESETS.includes(period))
    throw invalid('Period', `one of ${PERIOD_PRESETS.join(', ')}`);
  return period;
}

function parseTypes(fields: Fields): OperationType[] | null {
  const raw = text(fields, 'Operation') as OperationFilterType | null;
  if (raw === null || raw === 'all') return null;
  if (raw === 'subscription') return ['paymentSubscription'];
  if (!(OPERATION_TYPES as readonly string[]).includes(raw))
    throw invalid('Operation', `one of all, subscription, ${OPERATION_TYPES.join(', ')}`);
  return [raw];
}

/** 11 digits starting with 7 (the portal's phone form), from '+7 (978) …', '8978…' or '978…'. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

// Both parts must stay exact as JS numbers (an id past 2^53 would reach the database rounded,
// past 2^63 as a bigint overflow).
const CURSOR_PATTERN = /^(\d{1,16})_(\d{1,15})$/;

export function encodeCursor(micros: number, id: number): string {
  return `${micros}_${id}`;
}

function parseContinuation(fields: Fields): Continuation {
  const cursor = text(fields, 'cursor');
  if (cursor !== null) {
    const match = CURSOR_PATTERN.exec(cursor);
    if (!match || !Number.isSafeInteger(Number(match[1])))
      throw invalid('cursor', 'not a cursor of this API');
    return { kind: 'keyset', micros: Number(match[1]), id: Number(match[2]) };
  }
  const date = text(fields, 'dateOperation');
  if (date === null) return null;
  const micros = microsFromIso(date);
  if (micros === null) throw invalid('dateOperation', 'expected an ISO date-time');
  const lastId = text(fields, 'lastId');
  if (lastId !== null) {
    if (!/^\d{1,15}$/.test(lastId)) throw invalid('lastId', 'expected an operation id');
    return { kind: 'keyset', micros, id: Number(lastId) };
  }
  // The legacy form: strictly older than the instant (rows sharing it with the last one are lost).
  return { kind: 'before', micros };
}

/** Dates leave as ISO UTC with microseconds, so a dateOperation sent back is exact. */
export function isoFromMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const fraction = String(micros - Math.floor(micros / 1_000_000) * 1_000_000).padStart(6, '0');
  return `${new Date(ms).toISOString().slice(0, 19)}.${fraction}Z`;
}

/** Microseconds since the epoch of an ISO date-time with up to 6 fraction digits, or null. */
export function microsFromIso(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}:?\d{2})$/.exec(
    value,
  );
  if (!match) return null;
  const at = DateTime.fromISO(`${match[1]}${match[3]}`, { setZone: true });
  if (!at.isValid) return null;
  return at.toMillis() * 1000 + Number((match[2] ?? '').padEnd(6, '0'));
}

export function parseFilter(
  fields: Fields,
  context: { accountId: string; userType: 'private' | 'corporate'; timeZone: string; now: Date },
): OperationsQuery {
  const period = parsePeriod(fields);
  const vehicle = text(fields, 'Vehicle');
  const driver = context.userType === 'corporate' ? text(fields, 'Driver') : null;
  let driverPhones: string[] | null = null;
  if (driver !== null) {
    const digits = phoneDigits(driver);
    if (digits.length < 5) throw invalid('Driver', "expected the driver's phone");
    driverPhones = [...new Set([driver, digits, `+${digits}`])];
  }
  return {
    accountId: context.accountId,
    period,
    range: periodRange(
      period,
      context.timeZone,
      context.now,
      text(fields, 'StartDate'),
      text(fields, 'EndDate'),
    ),
    types: parseTypes(fields),
    transport: vehicle === null ? null : [...new Set([vehicle, normalisePlate(vehicle)])],
    zone: text(fields, 'Zone'),
    orderNumber: text(fields, 'OrderNumber'),
    driverPhones,
    after: parseContinuation(fields),
  };
}
