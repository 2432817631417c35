// Text for a refused call: the corporate rule codes the server adds (`code`), then the shared
// error catalogue (errors:<errorName>), then whatever message came.
import type { ApiError } from '@parking/shared/api';
import type { TFunction } from 'i18next';

const CODE_KEYS: Readonly<Record<string, string>> = {
  'coop.vehicleExists': 'errors.vehicleExists',
  'coop.deviceTaken': 'errors.deviceTaken',
  'coop.trackerExists': 'errors.trackerExists',
  'coop.vehicleNotFound': 'errors.vehicleNotFound',
  'coop.innMismatch': 'errors.innMismatch',
  'phone.incorrectNumber': 'errors.phoneIncorrect',
  RequiredField: 'errors.required',
  InvalidFormat: 'errors.invalidFormat',
};

export function errorText(t: TFunction, error: ApiError): string {
  const code = typeof error.code === 'string' ? error.code : null;
  if (code && CODE_KEYS[code]) return t(`coop:${CODE_KEYS[code]}`);
  if (error.errorName === 'DoublePhone') return t('coop:errors.doublePhone');
  if (error.errorName === 'NotFound') return t('coop:errors.notFound');
  return t(`errors:${error.errorName}`, {
    defaultValue: error.errorMessage ?? t('errors:UnknownError'),
  });
}

/** The form field a refusal is about (the server's `field`, mapped to the form's names). */
export function errorField(error: ApiError, map: Readonly<Record<string, string>>): string | null {
  const field = typeof error.field === 'string' ? error.field.replace(/^body\./, '') : null;
  return field && map[field] ? map[field] : null;
}
