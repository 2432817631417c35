import { applyMask } from './mask';

export const PHONE_ERROR_CODES = [
  'RequiredField',
  'InvalidFormat',
  'phone.incorrectNumber',
  'phone.cannotBeEmpty',
  'phone.needToBe11Chars',
  'phone.mustBeValid',
] as const;
export type PhoneErrorCode = (typeof PHONE_ERROR_CODES)[number];

export const PHONE_LENGTH = 11;
/** Default input mask (spec: +7 (999) 999 - 99 - 99). */
export const PHONE_MASK = '+7 (999) 999 - 99 - 99';

/** Separators a masked or hand-typed phone may carry; the login and payment patterns ignore them. */
const SEPARATORS = /[\s()-]/g;
const EASY_LOGIN_PHONE = /^(\+7|7|8)\d{9,10}$/;
const PAYMENT_PHONE = /^(\+7|7|8)\d{10}$/;

export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Reduces a phone to the 11-digit form the API stores (7XXXXXXXXXX): digits only, a leading
 * 8 becomes 7, a 10-digit number starting with 9 gets the 7. Anything else comes back as its digits.
 */
export function normalisePhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** Registration sends the phone with its plus kept. */
export function registrationPhone(value: string | null | undefined): string {
  return (value ?? '').replace(/[^\d+]/g, '');
}

/** SMS-code calls take digits only. */
export function smsPhone(value: string | null | undefined): string {
  return phoneDigits(value);
}

/** Registration and profile: exactly 11 digits once everything else is stripped. */
export function validateRegistrationPhone(
  value: string | null | undefined,
): 'RequiredField' | 'phone.incorrectNumber' | null {
  if (!(value ?? '').trim()) return 'RequiredField';
  return phoneDigits(value).length === PHONE_LENGTH ? null : 'phone.incorrectNumber';
}

/** Easy login: 7, 8 or +7 followed by 9 to 10 digits. */
export function isEasyLoginPhone(value: string | null | undefined): boolean {
  return EASY_LOGIN_PHONE.test((value ?? '').replace(SEPARATORS, ''));
}

/** Payment phone: +7, 7 or 8 then 10 digits; required only when the payment method needs it. */
export function validatePaymentPhone(
  value: string | null | undefined,
  required = true,
): 'RequiredField' | 'InvalidFormat' | null {
  const compact = (value ?? '').replace(SEPARATORS, '');
  if (!compact) return required ? 'RequiredField' : null;
  return PAYMENT_PHONE.test(compact) ? null : 'InvalidFormat';
}

/**
 * Guest payment phone, counted in digits because the mask pre-fills '+7':
 * one digit or less is empty ('Phone cannot be empty'), fewer than 11 is short ('Need to be 11 chars').
 */
export function validateGuestPhone(
  value: string | null | undefined,
): 'phone.cannotBeEmpty' | 'phone.needToBe11Chars' | null {
  const digits = phoneDigits(value);
  if (digits.length <= 1) return 'phone.cannotBeEmpty';
  if (digits.length < PHONE_LENGTH) return 'phone.needToBe11Chars';
  return null;
}

/** Feedback form phone: optional, and when given 7, 8 or +7 then 9 to 10 digits ('Phone must be valid'). */
export function validateFeedbackPhone(
  value: string | null | undefined,
): 'phone.mustBeValid' | null {
  const compact = (value ?? '').replace(SEPARATORS, '');
  if (!compact) return null;
  return EASY_LOGIN_PHONE.test(compact) ? null : 'phone.mustBeValid';
}

/**
 * Display format `+ d (ddd) ddd-dd-dd` as the spec writes it. A value that does not normalise
 * to 11 digits is shown as typed rather than guessed at.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = normalisePhone(value);
  if (digits.length !== PHONE_LENGTH) return value ?? '';
  return `+ ${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/**
 * Fits typed input into PHONE_MASK. A leading 8 is read as the country prefix (as normalisePhone
 * does), so '8912…' and '+7912…' mask alike.
 */
export function maskPhone(value: string | null | undefined): string {
  let digits = phoneDigits(value);
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return applyMask(digits, PHONE_MASK);
}

/** Masked value back to the 11-digit API form. */
export function unmaskPhone(masked: string | null | undefined): string {
  return normalisePhone(masked);
}
