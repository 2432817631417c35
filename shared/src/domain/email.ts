export const EMAIL_ERROR_CODES = [
  'RequiredField',
  'email.invalidFormat',
  'email.required',
  'email.maxLength',
  'email.mustBeValid',
] as const;
export type EmailErrorCode = (typeof EMAIL_ERROR_CODES)[number];

export const RECEIPT_EMAIL_MAX_LENGTH = 50;

/**
 * Local part of dot-separated atoms, a domain of labels and a letter TLD of two or more;
 * Cyrillic domains are accepted because .рф addresses are common in these cities.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9А-Яа-яЁё](?:[A-Za-z0-9А-Яа-яЁё-]*[A-Za-z0-9А-Яа-яЁё])?\.)+[A-Za-zА-Яа-яЁё]{2,}$/;

export function isEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** Login, registration and profile e-mail. */
export function validateEmail(
  value: string | null | undefined,
): 'RequiredField' | 'email.invalidFormat' | null {
  if (!(value ?? '').trim()) return 'RequiredField';
  return isEmail(value) ? null : 'email.invalidFormat';
}

/** Receipt e-mail: 'Необходимо заполнить', 'Длинна не более 50 символов', 'Неверный формат адреса'. */
export function validateReceiptEmail(
  value: string | null | undefined,
): 'email.required' | 'email.maxLength' | 'email.invalidFormat' | null {
  const text = (value ?? '').trim();
  if (!text) return 'email.required';
  if (text.length > RECEIPT_EMAIL_MAX_LENGTH) return 'email.maxLength';
  return isEmail(text) ? null : 'email.invalidFormat';
}

/** Feedback e-mail: required and valid, one message for both ('Email must be valid'). */
export function validateFeedbackEmail(
  value: string | null | undefined,
): 'email.mustBeValid' | null {
  return isEmail(value) ? null : 'email.mustBeValid';
}
