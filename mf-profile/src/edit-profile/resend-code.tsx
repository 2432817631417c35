import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@parking/shared/ui';
import { NS } from '../i18n';

/** Spec 9: the resend countdown and the success flash after a resend. */
export const RESEND_SECONDS = 10;
export const RESEND_FLASH_MS = 800;

export interface ResendCodeProps {
  /** Sends the code again: null when it went, else the text of the refusal (LimitSMS, ...). */
  onResend(): Promise<string | null>;
}

/** 'Send again in N s', then a resend link; a successful resend flashes and starts over. */
export function ResendCode({ onResend }: ResendCodeProps) {
  const { t } = useTranslation(NS);
  const [left, setLeft] = useState(RESEND_SECONDS);
  // A new round restarts the countdown (after a successful resend).
  const [round, setRound] = useState(0);
  const [flash, setFlash] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    setLeft(RESEND_SECONDS);
    ticker.current = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(ticker.current);
  }, [round]);
  // Nothing left to count once the link shows.
  useEffect(() => {
    if (left === 0) clearInterval(ticker.current);
  }, [left]);

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const resend = async () => {
    setBusy(true);
    setError(null);
    const refusal = await onResend();
    setBusy(false);
    // A refused resend says why (spec 8: each code-send error is shown); the link stays.
    if (refusal !== null) {
      setError(refusal);
      return;
    }
    setFlash(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(false), RESEND_FLASH_MS);
    setRound((r) => r + 1);
  };

  return (
    <div className={cx('resend-code', flash && 'resend-code--success')} aria-live="polite">
      {flash && <span className="resend-code__done">{t('edit.codeResent')} </span>}
      {error && <span className="resend-code__error">{error} </span>}
      {left > 0 ? (
        <span>{t('edit.resendIn', { count: left })}</span>
      ) : (
        <Button variant="link" loading={busy} onClick={() => void resend()}>
          {t('edit.resend')}
        </Button>
      )}
    </div>
  );
}
