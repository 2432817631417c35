import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { takeReturnAddress } from '@parking/shared/session';
import { validateEmail } from '@parking/shared/domain';
import { Alert, Button, TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { sandboxOrder, sandboxPay } from '../api/payments';
import { errorText, money } from '../common/text';

/** How long the result stays before the page moves on. */
export const RESULT_DELAY_MS = 2500;

type Outcome = { ok: boolean; text: string } | null;

/**
 * The page to go back to, without a `?modal=` it carried: the top-up was started from the refill
 * modal, and coming back to that modal again after paying would offer to pay a second time.
 */
export function returnPath(stored: string | null): string | null {
  if (!stored) return null;
  const url = new URL(stored, 'http://return.invalid');
  url.searchParams.delete('modal');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** Order states that can no longer be paid: the page says so and goes home. */
const DEAD_ORDER = new Set(['failed', 'expired', 'cancelled']);

/** /payment: the sandbox card widget launched from amount, currency, invoiceId, email, type, language. */
export function CardPaymentPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invoiceId = params.get('invoiceId');
  const queryAmount = Number(params.get('amount') ?? 0);
  const currency = params.get('currency') || 'RUB';
  // the provider asks the payer's e-mail (for the fiscal receipt) when the invoice has none
  const requireEmail = params.get('requireEmail') === 'true';
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [needs3ds, setNeeds3ds] = useState(false);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [orderAmount, setOrderAmount] = useState<number | null>(null);

  // The provider must know the invoice: an unknown or dead one goes home (spec: 'on failure').
  useEffect(() => {
    if (!invoiceId) return undefined;
    const controller = new AbortController();
    void sandboxOrder(invoiceId, controller.signal).then((r) => {
      if (controller.signal.aborted) return;
      if (!isOk(r)) {
        // a network failure leaves the form: paying reports it and may be retried
        if (r.errorName === 'NotFound') setOutcome({ ok: false, text: t('card.unknownInvoice') });
        return;
      }
      if (DEAD_ORDER.has(r.result.status))
        setOutcome({ ok: false, text: t('card.unknownInvoice') });
      else if (r.result.status === 'completed')
        setOutcome({ ok: true, text: t('card.alreadyPaid') });
      else if (Number.isFinite(r.result.amount)) setOrderAmount(r.result.amount);
    });
    return () => controller.abort();
  }, [invoiceId, t]);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => {
      // success goes back to where the payment started; a failure goes home
      const back = outcome.ok ? returnPath(takeReturnAddress()) : null;
      navigate(back ?? (basePath || '/'), { replace: true });
    }, RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate, basePath]);

  if (!invoiceId) return <Navigate to={basePath || '/'} replace />;
  // what the provider will charge wins over the address's amount
  const amount = orderAmount ?? queryAmount;

  const errors = {
    card: /^\d{16}$/.test(card.replace(/\s/g, ''))
      ? null
      : card
        ? 'InvalidFormat'
        : 'RequiredField',
    expiry: /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry.trim())
      ? null
      : expiry
        ? 'InvalidFormat'
        : 'RequiredField',
    cvc: /^\d{3}$/.test(cvc.trim()) ? null : cvc ? 'InvalidFormat' : 'RequiredField',
    code:
      !needs3ds || /^\d{4}$/.test(code.trim()) ? null : code ? 'InvalidFormat' : 'RequiredField',
    email: requireEmail && !needs3ds ? validateEmail(email) : null,
  };

  const submit = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean) || busy) return;
    setBusy(true);
    setError(null);
    const r = await sandboxPay({
      invoiceId,
      cardNumber: card.replace(/\s/g, ''),
      cvc: cvc.trim(),
      expiry: expiry.trim(),
      code3ds: needs3ds ? code.trim() : undefined,
      email: requireEmail ? email.trim() : undefined,
    });
    setBusy(false);
    if (!isOk(r)) {
      if (r.errorName === 'NotFound') setOutcome({ ok: false, text: t('card.unknownInvoice') });
      else setError(r.errorName);
      return;
    }
    const status = String(r.result.paymentStatus ?? r.result.status ?? '');
    if (status === 'needs3ds') {
      setNeeds3ds(true);
      // the code field is new: no 'required' error before the payer has typed anything
      setTouched(false);
      return;
    }
    if (status === 'done') {
      bus.emit('profile:changed', { reason: 'cardPaid' });
      setOutcome({ ok: true, text: t('card.paid') });
    } else setOutcome({ ok: false, text: t('card.declined') });
  };

  const show = (name: keyof typeof errors, value: string) =>
    touched || value ? errorText(t, errors[name]) || undefined : undefined;

  return (
    <section aria-labelledby="payments-payment-title" className="payments-card">
      <h1 id="payments-payment-title">{t('payment.title')}</h1>
      {outcome?.ok !== false && (
        <p className="payments-amount">
          {t('card.amount')}{' '}
          <strong>{currency === 'RUB' ? money(amount) : `${amount.toFixed(2)} ${currency}`}</strong>
        </p>
      )}
      {outcome ? (
        <Alert variant={outcome.ok ? 'success' : 'danger'} role="alert">
          {outcome.text}
        </Alert>
      ) : (
        <form
          className="payments-form"
          noValidate
          aria-label={t('card.form')}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {error && <Alert variant="danger">{errorText(t, error)}</Alert>}
          {!needs3ds ? (
            <>
              <TextInput
                label={t('card.number')}
                inputMode="numeric"
                autoComplete="cc-number"
                required
                value={card}
                onChange={(e) => setCard(e.target.value)}
                error={show('card', card)}
                hint={t('card.testHint')}
              />
              <TextInput
                label={t('card.expiry')}
                placeholder="MM/YY"
                autoComplete="cc-exp"
                required
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
                error={show('expiry', expiry)}
              />
              <TextInput
                label={t('card.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                value={cvc}
                onChange={(e) => setCvc(e.target.value)}
                error={show('cvc', cvc)}
              />
              {requireEmail && (
                <TextInput
                  label={t('card.email')}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={show('email', email)}
                  hint={t('card.emailHint')}
                />
              )}
            </>
          ) : (
            <TextInput
              label={t('card.code3ds')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={show('code', code)}
              hint={t('card.code3dsHint')}
            />
          )}
          <Button type="submit" loading={busy}>
            {needs3ds ? t('card.confirm') : t('card.pay')}
          </Button>
        </form>
      )}
    </section>
  );
}
