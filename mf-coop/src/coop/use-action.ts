import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '@parking/shared/api';
import { NS } from '../i18n';
import { errorText } from './errors';

/** A row action (toggle, remove): which row is busy and the last refusal's text, for the list's alert. */
export function useAction(onSuccess: () => Promise<void> | void) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (id: string, call: () => Promise<ApiResponse<unknown>>): Promise<boolean> => {
    setBusy(id);
    setError(null);
    const response = await call();
    setBusy(null);
    if (response.status === 'ok') {
      await onSuccess();
      return true;
    }
    setError(errorText(t, response));
    return false;
  };
  return { busy, error, clearError: () => setError(null), run };
}
