import { DateTime } from 'luxon';
import { COMMON_ERROR_CODES, compactErrors, isBlank, toText } from './common';
import { validateFeedbackEmail } from './email';
import { validateFeedbackPhone } from './phone';
import { validatePostStart, type PostVariant } from './tariff';

export const FORM_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  'payer.ogrn',
  'payer.inn',
  'payer.kpp',
  'payer.digitsOnly',
  'payer.dateInvalid',
  'email.mustBeValid',
  'phone.mustBeValid',
  'FuturePost',
  'PostPaymentExpired',
  'PostWrongDay',
  'subscription.startBeforeMin',
  'subscription.startTooFar',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

// ---- generic ----

/** Empty (undefined, null, blank string, empty list) gives 'RequiredField'. */
export function required(value: unknown): 'RequiredField' | null {
  return isBlank(value) ? 'RequiredField' : null;
}

/** Empty passes (pair with `required`); otherwise it must read as a number ('ItNeedToBeANumber'). */
export function isNumber(value: unknown): 'ItNeedToBeANumber' | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'ItNeedToBeANumber';
  const text = toText(value).trim().replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? null : 'ItNeedToBeANumber';
}

/** Runs validators in order and returns the first error, as final-form expects of one field. */
export function composeValidators<V, C extends string>(
  ...validators: ((value: V) => C | null)[]
): (value: V) => C | null {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return null;
  };
}

const onlyDigits = (value: unknown, length?: number | number[]) => {
  const text = toText(value).trim();
  if (!/^\d+$/.test(text)) return false;
  if (length === undefined) return true;
  return (Array.isArray(length) ? length : [length]).includes(text.length);
};

// ---- receipt payer ----

export interface LegalPayer {
  name: string;
  ogrn: string;
  inn: string;
  kpp: string;
  address: string;
}

/** Legal entity: name and address required; OGRN 13 digits, INN 10 or 12, KPP 9. */
export function validateLegalPayer(values: Partial<LegalPayer>) {
  const digits = (
    value: unknown,
    length: number | number[],
    code: 'payer.ogrn' | 'payer.inn' | 'payer.kpp',
  ) => (isBlank(value) ? ('RequiredField' as const) : onlyDigits(value, length) ? null : code);
  return compactErrors({
    name: required(values.name),
    address: required(values.address),
    ogrn: digits(values.ogrn, 13, 'payer.ogrn'),
    inn: digits(values.inn, [10, 12], 'payer.inn'),
    kpp: digits(values.kpp, 9, 'payer.kpp'),
  });
}

export interface IndividualPayer {
  firstName: string;
  lastName: string;
  middleName: string;
  /** 1 passport, 2 driving licence. */
  typeDoc: 1 | 2 | '1' | '2';
  seriesDoc: string;
  numberDoc: string;
  /** 'YYYY-MM-DD'. */
  DateDoc: string;
  issuer: string;
  address: string;
}

/** Issue date 'YYYY-MM-DD', a real calendar date in 1900–2099 ('Дата не корректна'). */
export function validateIssueDate(value: unknown): 'RequiredField' | 'payer.dateInvalid' | null {
  if (isBlank(value)) return 'RequiredField';
  const text = toText(value).trim();
  if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(text)) return 'payer.dateInvalid';
  return DateTime.fromFormat(text, 'yyyy-MM-dd').isValid ? null : 'payer.dateInvalid';
}

/**
 * Individual: series and number digits only ('Пожалуйста, укажите только цифры'), issue date
 * checked, every other field required — the spec makes no exception for the middle name.
 */
export function validateIndividualPayer(values: Partial<IndividualPayer>) {
  const digits = (value: unknown) =>
    isBlank(value)
      ? ('RequiredField' as const)
      : onlyDigits(value)
        ? null
        : ('payer.digitsOnly' as const);
  return compactErrors({
    firstName: required(values.firstName),
    lastName: required(values.lastName),
    middleName: required(values.middleName),
    typeDoc: ['1', '2'].includes(toText(values.typeDoc)) ? null : ('RequiredField' as const),
    seriesDoc: digits(values.seriesDoc),
    numberDoc: digits(values.numberDoc),
    DateDoc: validateIssueDate(values.DateDoc),
    issuer: required(values.issuer),
    address: required(values.address),
  });
}

// ---- feedback ----

export interface FeedbackForm {
  idSubject?: string | null;
  message: string;
  phone?: string | null;
  email: string;
}

/** Message required after trimming; topic optional; e-mail required and valid; phone optional but valid. */
export function validateFeedbackForm(values: Partial<FeedbackForm>) {
  return compactErrors({
    message: required(values.message),
    email: validateFeedbackEmail(values.email),
    phone: validateFeedbackPhone(values.phone),
  });
}

// ---- start parking ----

export type PaymentTiming = 'today' | 'post' | 'postYesterday';

export interface StartParkingForm {
  parking: unknown;
  vehicle: unknown;
  type: PaymentTiming;
  duration?: number | null;
  postStart?: string | Date | null;
}

/**
 * Parking and vehicle required. Post types need a duration and a start, and the start passes
 * validatePostStart ('postYesterday' checks against yesterday's date).
 */
export function validateStartParkingForm(
  values: Partial<StartParkingForm>,
  context: { now: Date | string; timeZone: string },
) {
  const post = values.type === 'post' || values.type === 'postYesterday';
  const variant: PostVariant = values.type === 'postYesterday' ? 'yesterday' : 'today';
  return compactErrors({
    parking: required(values.parking),
    vehicle: required(values.vehicle),
    duration: post ? required(values.duration) : null,
    postStart: post
      ? validatePostStart(values.postStart ?? null, context.now, variant, context.timeZone)
      : null,
  });
}

// ---- subscriptions ----

/** Today's date in the city zone; 'today' in these rules always means the city's today. */
function cityToday(now: Date | string, timeZone: string): DateTime {
  const dt =
    typeof now === 'string'
      ? DateTime.fromISO(now, { zone: timeZone })
      : DateTime.fromJSDate(now, { zone: timeZone });
  return dt.startOf('day');
}

function parseDate(value: unknown, timeZone: string): DateTime | null {
  if (isBlank(value)) return null;
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: timeZone })
      : DateTime.fromISO(toText(value), { zone: timeZone });
  return dt.isValid ? dt.startOf('day') : null;
}

/**
 * A subscription start between today + minOffsetDays and one month after today, both inclusive.
 */
export function validateSubscriptionStart(
  value: unknown,
  context: { now: Date | string; timeZone: string; minOffsetDays?: number },
):
  | 'RequiredField'
  | 'InvalidFormat'
  | 'subscription.startBeforeMin'
  | 'subscription.startTooFar'
  | null {
  if (isBlank(value)) return 'RequiredField';
  const start = parseDate(value, context.timeZone);
  if (!start) return 'InvalidFormat';
  const today = cityToday(context.now, context.timeZone);
  if (start < today.plus({ days: context.minOffsetDays ?? 0 }))
    return 'subscription.startBeforeMin';
  if (start > today.plus({ months: 1 })) return 'subscription.startTooFar';
  return null;
}

export interface ConstructorForm {
  vehicle: unknown;
  zones: readonly unknown[];
  startDate: string | Date | null;
  /** Validity period in days. */
  timing: number | null;
}

/** Constructor: vehicle, at least one zone, start not before today and at most a month ahead, timing set. */
export function validateConstructorForm(
  values: Partial<ConstructorForm>,
  context: { now: Date | string; timeZone: string },
) {
  return compactErrors({
    vehicle: required(values.vehicle),
    zones: required(values.zones),
    startDate: validateSubscriptionStart(values.startDate, { ...context, minOffsetDays: 0 }),
    timing: required(values.timing),
  });
}

/** The constructor's start date field defaults to tomorrow (city time), as 'YYYY-MM-DD'. */
export function defaultConstructorStart(now: Date | string, timeZone: string): string {
  return cityToday(now, timeZone).plus({ days: 1 }).toISODate() as string;
}

export interface SubscriptionForm {
  vehicle: unknown;
  startDate: string | Date | null;
  duration?: number | null;
  /** 'prev_day' is fixed at yesterday, so its start is not checked. */
  permitType: string;
}

/**
 * Buying a catalogue subscription: vehicle and date required; the start between today +
 * the city's offset and a month ahead; the previous-day type is fixed at yesterday and needs
 * a duration.
 */
export function validateSubscriptionForm(
  values: Partial<SubscriptionForm>,
  context: { now: Date | string; timeZone: string; minOffsetDays?: number },
) {
  const prevDay = values.permitType === 'prev_day';
  return compactErrors({
    vehicle: required(values.vehicle),
    startDate: prevDay ? null : validateSubscriptionStart(values.startDate, context),
    duration: prevDay ? required(values.duration) : null,
  });
}
