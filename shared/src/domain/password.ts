import { isEmail } from './email';
import { isEasyLoginPhone } from './phone';

export const PASSWORD_ERROR_CODES = [
  'RequiredField',
  'password.strongValidate',
  'password.length6to20',
  'password.minLength4',
  'password.confirmPassword',
  'password.passwordsNotMatch',
  'login.invalidFormat',
  'email.invalidFormat',
] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

export const PROFILE_PASSWORD = { min: 4, max: 20 } as const;
export const RESTORE_PASSWORD = { min: 6, max: 20 } as const;

type Text = string | null | undefined;

function lengthWithin(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/** Profile forms (change password): 4 to 20 characters. */
export function validateProfilePassword(
  value: Text,
): 'RequiredField' | 'password.strongValidate' | null {
  const text = value ?? '';
  if (!text) return 'RequiredField';
  return lengthWithin(text, PROFILE_PASSWORD.min, PROFILE_PASSWORD.max)
    ? null
    : 'password.strongValidate';
}

/** Password restore, new password: 6 to 20 characters. */
export function validateRestorePassword(
  value: Text,
): 'RequiredField' | 'password.length6to20' | null {
  const text = value ?? '';
  if (!text) return 'RequiredField';
  return lengthWithin(text, RESTORE_PASSWORD.min, RESTORE_PASSWORD.max)
    ? null
    : 'password.length6to20';
}

/** Registration, the 6-to-20 reading. The spec keeps both readings; the caller picks one. */
export function registrationPasswordStrict(
  value: Text,
): 'RequiredField' | 'password.length6to20' | null {
  return validateRestorePassword(value);
}

/** Registration, the 'more than 3 characters' reading (no upper bound). */
export function registrationPasswordLoose(
  value: Text,
): 'RequiredField' | 'password.minLength4' | null {
  const text = value ?? '';
  if (!text) return 'RequiredField';
  return text.length > 3 ? null : 'password.minLength4';
}

/** Repeat field: non-empty, then equal to the password. */
export function validateConfirmPassword(
  password: Text,
  confirm: Text,
): 'password.confirmPassword' | 'password.passwordsNotMatch' | null {
  if (!confirm) return 'password.confirmPassword';
  return (password ?? '') === confirm ? null : 'password.passwordsNotMatch';
}

/** Login password: only non-empty; length rules would lock out older accounts. */
export function validateLoginPassword(value: Text): 'RequiredField' | null {
  return value ? null : 'RequiredField';
}

/**
 * Login identifier: an e-mail, or in easy login also a phone (7, 8 or +7 then 9 to 10 digits).
 */
export function validateLoginIdentifier(
  value: Text,
  easyLogin: boolean,
): 'RequiredField' | 'login.invalidFormat' | 'email.invalidFormat' | null {
  const text = (value ?? '').trim();
  if (!text) return 'RequiredField';
  if (isEmail(text)) return null;
  if (!easyLogin) return 'email.invalidFormat';
  return isEasyLoginPhone(text) ? null : 'login.invalidFormat';
}

/** Which kind of identifier the easy-login field holds, for the restore call's `type`. */
export function loginIdentifierKind(value: Text): 'email' | 'phone' | null {
  const text = (value ?? '').trim();
  if (isEmail(text)) return 'email';
  if (isEasyLoginPhone(text)) return 'phone';
  return null;
}
