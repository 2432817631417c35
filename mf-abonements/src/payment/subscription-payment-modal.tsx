// The payment step of a subscription (payment modal of type 'subscription'): the method from the
// city's settings, the phone when the method needs it, then the purchase. Paid from the balance at
// once (amount 0) -> onPurchased; otherwise the button becomes a link to the provider.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePaymentPhone } from '@parking/shared/domain';
import { Alert, Button, Modal, Select, TextInput } from '@parking/shared/ui';
import type { PaymentMethod } from '@parking/shared/contracts';
import { buySubscription, type ConstructorOffer } from '../api';
import { errorText, formatRub } from '../common';
import { NS } from '../i18n';

export interface SubscriptionPaymentModalProps {
  offer: ConstructorOffer;
  vehicle: string;
  methods: readonly PaymentMethod[];
  onClose(): void;
  onPurchased(): void;
}

/** One purchase attempt's Idempotency-Key: a repeated request (a retry after a lost answer) is answered, not charged again. */
function newAttemptKey(): string {
  return `subscription-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const sameSite = (url: string) =>
  new URL(url, window.location.href).origin === window.location.origin;

export function SubscriptionPaymentModal({
  offer,
  vehicle,
  methods,
  onClose,
  onPurchased,
}: SubscriptionPaymentModalProps) {
  const { t, i18n } = useTranslation(NS);
  const [method, setMethod] = useState(methods[0]?.methodName ?? '');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; amount: number } | null>(null);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const chosen = methods.find((m) => m.methodName === method);
  const phoneProblem = chosen?.isPhoneRequired ? validatePaymentPhone(phone, true) : null;

  // changing the form drops a link asked for before
  const change = (apply: () => void) => {
    apply();
    setLink(null);
    setError(null);
    setAttemptKey(newAttemptKey());
  };

  const pay = async () => {
    if (!chosen || phoneProblem) return;
    setBusy(true);
    setError(null);
    const res = await buySubscription({
      vehicle,
      codeSubscription: offer.permissionKindCode,
      paymentService: chosen.methodName,
      timestart: offer.permissionType === 'prev_day' ? null : offer.startDate,
      ...(phone ? { phone } : {}),
      idempotencyKey: attemptKey,
    });
    setBusy(false);
    if (res.status !== 'ok') {
      setError(errorText(t, res));
      return;
    }
    // a zero top-up amount means it was bought at once; anything else must come with the provider's link
    if (Number(res.result.amount) === 0) {
      onPurchased();
      return;
    }
    const redirect =
      res.result.RedirectURL ?? (typeof res.RedirectURL === 'string' ? res.RedirectURL : undefined);
    if (!redirect) {
      setError(t('errors:PaymentServiceError'));
      return;
    }
    setLink({ url: redirect.replace(',', '.'), amount: res.result.amount });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('payment.title')}
      closeLabel={t('payment.close')}
      size="lg"
      footer={
        <>
          {link ? (
            <a
              className="pk-button pk-button--primary"
              href={link.url}
              target="_blank"
              // the sandbox page is same-site: keeping the opener lets the new tab inherit the
              // return address, so a paid purchase comes back here instead of to the home page
              rel={sameSite(link.url) ? 'opener' : 'noopener noreferrer'}
              onClick={onClose}
            >
              {t('payment.goPay')}
            </a>
          ) : (
            <Button onClick={pay} loading={busy} disabled={!chosen || Boolean(phoneProblem)}>
              {t('payment.pay')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('payment.cancel')}
          </Button>
        </>
      }
    >
      {error && <Alert variant="danger">{error}</Alert>}
      <p>
        <strong>{offer.permissionKind}</strong>, {vehicle}
      </p>
      <p>{t('payment.amount', { amount: formatRub(offer.price, i18n.language) })}</p>
      {link && (
        <Alert variant="info">
          {t('payment.topUp', { amount: formatRub(link.amount, i18n.language) })}
        </Alert>
      )}
      <p>{t('payment.choose')}</p>
      <Select
        label={t('payment.method')}
        value={method}
        required
        options={methods.map((m) => ({ value: m.methodName, label: m.methodNameForShow }))}
        onChange={(e) => change(() => setMethod(e.target.value))}
        hint={chosen?.methodDescription}
      />
      {chosen?.isPhoneRequired && (
        <TextInput
          label={t('payment.phone')}
          type="tel"
          required
          value={phone}
          onChange={(e) => change(() => setPhone(e.target.value))}
          error={phone && phoneProblem ? t(`errors:${phoneProblem}`) : undefined}
        />
      )}
    </Modal>
  );
}
