import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@parking/shared/i18n';
import { NS } from '../i18n';

/**
 * Text of an error code: domain rule codes ('email.invalidFormat') live in this namespace under
 * `codes`; server error names and the common codes ('RequiredField') in `errors`.
 */
export function useErrorText(): (code: string | null | undefined) => string | undefined {
  const { t } = useTranslation([NS, 'errors']);
  return useCallback(
    (code) => {
      if (!code) return undefined;
      if (code.includes('.')) return t(`${NS}:codes.${code}`);
      return t(errorKey(code));
    },
    [t],
  );
}

/** final-form treats only undefined as "valid"; the domain validators answer null. */
export function ff<V, A = unknown>(
  validate: (value: V, all: A) => string | null,
): (value: V, all: A) => string | undefined {
  return (value, all) => validate(value, all) ?? undefined;
}
