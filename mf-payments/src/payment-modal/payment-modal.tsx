import '../i18n';
import type { PaymentMethod } from '@parking/shared/contracts';
import { createSubscriptionReceipt } from '../api/receipts';
import { useCitySettings, withReceipt } from '../common/use-settings';
import { PaymentDialog, type PayOutcome, type PaymentChoice } from './payment-dialog';
import { RefillModal } from './refill-modal';

export interface PaymentModalProps {
  onClose: () => void;
  /** 'refill' (default: the shell's `?modal=refill`), 'start', 'renew', 'subscription', 'receipt', or other. */
  type?: string;
  /** Roubles: the suggested top-up, or the amount to pay. */
  amount?: number;
  methods?: PaymentMethod[];
  /** For types other than refill: asks the server for the payment (link, done or error). */
  request?: (choice: PaymentChoice) => Promise<PayOutcome>;
  onDone?: () => void;
  /** A subscription that may also be ordered as a receipt (creatsubscription). */
  subscription?: { codeSubscription: string; grz: string };
}

/**
 * Exposed './PaymentModal'. Without a request (the shell opening `?modal=refill`) it is the
 * balance top-up; other remotes pass their own request for start, renew or subscription.
 */
export default function PaymentModal({
  onClose,
  type = 'refill',
  amount,
  methods,
  request,
  onDone,
  subscription,
}: PaymentModalProps) {
  const { settings } = useCitySettings();
  if (type === 'refill' || !request)
    return <RefillModal onClose={onClose} amount={amount} onDone={onDone} />;
  const sub = type === 'subscription' ? subscription : undefined;
  return (
    <PaymentDialog
      type={type}
      amount={amount}
      methods={
        methods ??
        (sub
          ? withReceipt(settings.paymentsMethods)
          : settings.paymentsMethods.filter((m) => m.methodName !== 'receipt'))
      }
      request={request}
      onClose={onClose}
      onDone={onDone}
      createReceipt={
        sub ? (payer) => createSubscriptionReceipt(sub.codeSubscription, sub.grz, payer) : undefined
      }
    />
  );
}
