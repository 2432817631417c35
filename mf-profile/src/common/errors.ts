import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '@parking/shared/api';
import { DOMAIN_ERROR_CODES } from '@parking/shared/domain';
import { errorKey } from '@parking/shared/i18n';
import { NS } from '../i18n';

const DOMAIN = new Set<string>(DOMAIN_ERROR_CODES);

/** Codes only the server checks (no shared rule): their message under serverErrors. */
const SERVER_CODES: Readonly<Record<string, string>> = {
  'phone.mainCannotBeDeleted': 'MainPhoneCannotBeDeleted',
  'email.changeNeedsCode': 'EmailChangeNeedsCode',
  'profile.privateDataDisabled': 'PrivateDataDisabled',
};

/**
 * The code to show for a failed call: a rule the server checked comes as ValidationError with
 * the domain code beside it (`code: 'plate.occupied'`), which says more than the name.
 */
export function apiErrorCode(response: ApiResponse<unknown>): string {
  if (response.status === 'ok') return '';
  const code = typeof response.code === 'string' ? response.code : '';
  if (DOMAIN.has(code)) return code;
  return SERVER_CODES[code] ?? response.errorName;
}

/**
 * Text of an error code: a domain validator's code (profile:validation.*), else a server
 * errorName (this remote's wording first, then the shared 'errors' catalogue).
 */
export function useErrorText(): (code: string | null | undefined) => string {
  const { t } = useTranslation(NS);
  return useCallback(
    (code) => {
      if (!code) return '';
      if (DOMAIN.has(code)) return t(`validation.${code}`);
      return t([`serverErrors.${code}`, errorKey(code)], { ns: [NS, 'errors'] });
    },
    [t],
  );
}
