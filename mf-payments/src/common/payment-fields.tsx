import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@parking/shared/contracts';
import { Select, TextInput, type SelectProps, type TextInputProps } from '@parking/shared/ui';
import { NS } from '../i18n';

type Given<P> = Omit<P, 'label' | 'required' | 'placeholder' | 'options' | 'type' | 'autoComplete'>;

/** The required choice of how to pay, among the city's methods (by their shown names). */
export function MethodSelect({
  methods,
  ...props
}: Given<SelectProps> & { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation(NS);
  return (
    <Select
      {...props}
      label={t('paymentModal.method')}
      required
      placeholder={t('paymentModal.methodPlaceholder')}
      options={methods.map((m) => ({
        value: m.methodName,
        label: m.methodNameForShow || m.methodName,
      }))}
    />
  );
}

/** The payer's phone, which the chosen method's provider asks for. */
export function PaymentPhoneInput(props: Given<TextInputProps>) {
  const { t } = useTranslation(NS);
  return (
    <TextInput {...props} label={t('paymentModal.phone')} type="tel" autoComplete="tel" required />
  );
}
