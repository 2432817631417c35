import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { parseAmount, validateRefillAmount } from '@parking/shared/domain';
import { TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { redirectOf, refill } from '../api/payments';
import { useCitySettings, withReceipt } from '../common/use-settings';
import { createRefillReceipt } from '../api/receipts';
import { errorText } from '../common/text';
import { PaymentDialog } from './payment-dialog';

export interface RefillModalProps {
  onClose(): void;
  /** Suggested amount in roubles (what a payment lacks). */
  amount?: number;
  onDone?(): void;
}

/** Balance top-up: amount (> 0, at most the city maximum), method, then the provider link or a receipt. */
export function RefillModal({ onClose, amount: initial, onDone }: RefillModalProps) {
  const { t } = useTranslation(NS);
  const { settings } = useCitySettings();
  const [amount, setAmount] = useState(initial ? String(Math.ceil(initial)) : '');
  const [touched, setTouched] = useState(false);
  const amountError = validateRefillAmount(amount, settings.maxRefillAmount || null);
  const value = parseAmount(amount);

  return (
    <PaymentDialog
      type="refill"
      amount={amountError ? null : value}
      methods={withReceipt(settings.paymentsMethods)}
      formKey={amount}
      ready={!amountError}
      onClose={onClose}
      onDone={onDone}
      createReceipt={(payer) => createRefillReceipt(value, payer)}
      request={async ({ method, phone }) => {
        const response = await refill({ paymentService: method.methodName, amount: value, phone });
        if (!isOk(response)) return { error: response.errorName };
        const link = redirectOf(response);
        return link ? { link } : { done: true };
      }}
    >
      <TextInput
        label={t('refill.amount')}
        inputMode="decimal"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(true)}
        error={(touched || amount) && amountError ? errorText(t, amountError) : undefined}
        hint={
          settings.maxRefillAmount ? t('refill.max', { max: settings.maxRefillAmount }) : undefined
        }
      />
    </PaymentDialog>
  );
}
