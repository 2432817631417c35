import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@parking/shared/ui';
import { useErrorText } from '../form/errors';
import { NS } from '../i18n';

/** Spec section 9: the countdown before a code may be asked for again, and the success flash. */
export const RESEND_COUNTDOWN_S = 10;
export const RESEND_FLASH_MS = 800;

export type ResendMode = 'sms' | 'call' | 'email';

export interface ResendControlProps {
  mode: ResendMode;
  /**
   * false when the server said no more codes can be sent for now (canSendCodeAgain); null while
   * that is being asked again. Read only once the countdown is over: right after a code went out
   * the server says false for its own short gap, which is not the limit.
   */
  canSend?: boolean | null;
  /** Sends again (bySms: a call's code by SMS instead); resolves to an error name or null. */
  onResend(bySms: boolean): Promise<string | null>;
  /** The countdown reached 0: the owner may ask the server again whether a code can be sent. */
  onCountdownEnd?(): void;
}

/**
 * Counts down from 10 s (a code has just gone out), then offers the resend link: 'send again'
 * for SMS and e-mail, 'call again' and 'resend by SMS' after a call. A successful resend
 * flashes for 800 ms and starts the countdown again.
 */
export function ResendControl({
  mode,
  canSend = true,
  onResend,
  onCountdownEnd,
}: ResendControlProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [left, setLeft] = useState(RESEND_COUNTDOWN_S);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  // Only the end of a countdown (not the first render) asks again.
  const ended = useRef(false);
  useEffect(() => {
    if (counting) ended.current = true;
    else if (ended.current) {
      ended.current = false;
      onCountdownEnd?.();
    }
  }, [counting, onCountdownEnd]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), RESEND_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const resend = async (bySms: boolean) => {
    setBusy(true);
    setError(null);
    const failure = await onResend(bySms);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    setSent(true);
    setFlash(true);
    setLeft(RESEND_COUNTDOWN_S);
  };

  return (
    <div
      className={cx('auth-resend', flash && 'auth-resend--success')}
      data-flash={flash || undefined}
    >
      {left > 0 ? (
        // Announced once when it appears, not every second.
        <p aria-live="off">{t('resend.countdown', { count: left })}</p>
      ) : canSend === null ? null : !canSend ? (
        <p>{t('resend.limit')}</p>
      ) : (
        <div className="auth-resend__actions">
          <Button variant="link" loading={busy} onClick={() => void resend(false)}>
            {t(mode === 'call' ? 'resend.callAgain' : 'resend.sendAgain')}
          </Button>
          {mode === 'call' && (
            <Button variant="link" loading={busy} onClick={() => void resend(true)}>
              {t('resend.bySms')}
            </Button>
          )}
        </div>
      )}
      <div role="status">{sent && flash ? t('resend.sent') : ''}</div>
      {error && (
        <p role="alert" className="pk-field__error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
