import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@parking/shared/contracts';
import { validatePaymentPhone } from '@parking/shared/domain';
import { Alert, Button, Modal } from '@parking/shared/ui';
import { NS } from '../i18n';
import { MethodSelect, PaymentPhoneInput } from '../common/payment-fields';
import { errorText, money } from '../common/text';
import type { CreatedReceipt } from '../api/receipts';
import { ReceiptPayerForm, ReceiptResult, type CreateReceipt } from './receipt-flow';
import './payment.css';

export const ACTION_TYPES = ['start', 'renew', 'refill', 'subscription', 'receipt'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Title key of an action; anything else is a 'replenishment'. */
export function titleKey(type: string | null | undefined): string {
  return `paymentModal.titles.${(ACTION_TYPES as readonly string[]).includes(type ?? '') ? type : 'other'}`;
}

export interface PaymentChoice {
  method: PaymentMethod;
  phone: string;
}

/** What a pay request gave: a provider link, done (paid from the balance), or an error name. */
export type PayOutcome =
  { link: string; amount?: number | null } | { done: true; message?: string } | { error: string };

export interface PaymentDialogProps {
  type: string;
  /** Roubles to pay, once known. */
  amount?: number | null;
  methods: readonly PaymentMethod[];
  /** Fields of the caller above the method choice (a top-up amount, a duration). */
  children?: ReactNode;
  note?: ReactNode;
  /** Any change here (the caller's own fields) drops a link already obtained. */
  formKey?: unknown;
  /** The caller's fields are valid. */
  ready?: boolean;
  defaultMethod?: string;
  defaultPhone?: string;
  request(choice: PaymentChoice): Promise<PayOutcome>;
  onClose(): void;
  /** Paid from the balance, or the provider link was followed. */
  onDone?(outcome: { viaLink: boolean; message?: string }): void;
  /** Orders a receipt for this payment: choosing the 'receipt' method switches to receipt mode. */
  createReceipt?: CreateReceipt;
}

/** methodName of the receipt method in settings.paymentsMethods (shown as 'Квитанция'). */
export const RECEIPT_METHOD = 'receipt';

/**
 * The payment modal: title by action, error alert, amount, method select (+ phone when the
 * method needs one) and the link-then-pay button: the first press asks for the provider link,
 * then the button is that link (new tab). Changing anything resets the link.
 */
export function PaymentDialog({
  type,
  amount,
  methods,
  children,
  note,
  formKey,
  ready = true,
  defaultMethod,
  defaultPhone = '',
  request,
  onClose,
  onDone,
  createReceipt,
}: PaymentDialogProps) {
  const { t } = useTranslation(NS);
  const [methodName, setMethodName] = useState(
    defaultMethod ?? (methods.length === 1 ? methods[0].methodName : ''),
  );
  const [phone, setPhone] = useState(defaultPhone);
  const [touched, setTouched] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  // the amount the server fixed with the link (a stopped no-balance session's price)
  const [linkAmount, setLinkAmount] = useState<number | null>(null);
  const shownAmount = link && linkAmount !== null ? linkAmount : amount;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.methodName === methodName) ?? null;
  const phoneError = method?.isPhoneRequired ? validatePaymentPhone(phone, true) : null;
  const methodError = touched && !method ? 'RequiredField' : null;
  const fromBalance = method?.methodName === 'balance';
  const receiptMode = !!createReceipt && method?.methodName === RECEIPT_METHOD;
  const [receipt, setReceipt] = useState<CreatedReceipt | null>(null);

  // a default that arrives later (the renew cost decides whether the balance is offered)
  useEffect(() => {
    if (defaultMethod) setMethodName(defaultMethod);
  }, [defaultMethod]);

  // changing the form resets the link
  useEffect(() => {
    setLink(null);
    setLinkAmount(null);
  }, [methodName, phone, formKey]);

  const submit = async () => {
    setTouched(true);
    if (!method || phoneError || !ready || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await request({ method, phone });
    setBusy(false);
    if ('error' in outcome) setError(outcome.error);
    else if ('link' in outcome) {
      setLink(outcome.link);
      setLinkAmount(
        typeof outcome.amount === 'number' && Number.isFinite(outcome.amount)
          ? outcome.amount
          : null,
      );
    } else {
      onDone?.({ viaLink: false, message: outcome.message });
      onClose();
    }
  };

  // Same-site links (the sandbox page) keep the opener so the new tab inherits the return address.
  const sameSite = link
    ? new URL(link, window.location.href).origin === window.location.origin
    : false;

  return (
    <Modal
      open
      onClose={onClose}
      title={t(titleKey(receiptMode ? 'receipt' : type))}
      closeLabel={t('common.close')}
      size="xl"
      footer={
        receiptMode ? (
          // the receipt steps carry their own buttons ('Next', print, download, e-mail)
          <div className="payments-actions payments-no-print">
            <Button variant="secondary" onClick={onClose}>
              {receipt ? t('common.close') : t('common.cancel')}
            </Button>
          </div>
        ) : (
          <div className="payments-actions">
            {link ? (
              <a
                className="pk-button pk-button--primary"
                href={link}
                target="_blank"
                rel={sameSite ? 'opener' : 'noopener noreferrer'}
                onClick={() => {
                  onDone?.({ viaLink: true });
                  onClose();
                }}
              >
                {t('paymentModal.pay')}
              </a>
            ) : (
              <Button onClick={submit} loading={busy} disabled={!ready}>
                {fromBalance ? t('paymentModal.payFromBalance') : t('paymentModal.getLink')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </div>
        )
      }
    >
      {receiptMode && receipt ? (
        <ReceiptResult receipt={receipt} amount={amount} />
      ) : (
        <>
          {error && <Alert variant="danger">{errorText(t, error)}</Alert>}
          {note && <p className="payments-note">{note}</p>}
          {children}
          {shownAmount !== null && shownAmount !== undefined && shownAmount > 0 && (
            <p className="payments-amount">
              {t('paymentModal.amount')} <strong>{money(shownAmount)}</strong>
            </p>
          )}
          <p>{t('paymentModal.chooseMethod')}</p>
          <MethodSelect
            methods={methods}
            value={methodName}
            onChange={(e) => setMethodName(e.target.value)}
            error={methodError ? errorText(t, methodError) : undefined}
            hint={method?.methodDescription || undefined}
          />
          {!receiptMode && method?.isPhoneRequired && (
            <PaymentPhoneInput
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={touched && phoneError ? errorText(t, phoneError) : undefined}
            />
          )}
          {receiptMode && createReceipt && (
            <ReceiptPayerForm ready={ready} create={createReceipt} onCreated={setReceipt} />
          )}
        </>
      )}
    </Modal>
  );
}
