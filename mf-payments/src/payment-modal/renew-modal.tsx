import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { PaymentMethod } from '@parking/shared/contracts';
import { durationOptions } from '@parking/shared/domain';
import { Alert, Button, Modal, Select } from '@parking/shared/ui';
import { NS } from '../i18n';
import { getCost, redirectOf, renewParking } from '../api/payments';
import { plateOf, type CostResult, type ParkingSession } from '../api/types';
import { sessionPlace } from '../common/session-title';
import { durationText, errorText } from '../common/text';
import { cardMethods, useCitySettings } from '../common/use-settings';
import { PaymentDialog } from './payment-dialog';

export interface RenewModalProps {
  session: ParkingSession;
  onClose(): void;
  onSuccess?(text: string): void;
}

/** Extend a session: the cost comes first; from the balance when it covers it, else by card link. */
export function RenewModal({ session, onClose, onSuccess }: RenewModalProps) {
  const { t } = useTranslation(NS);
  const { settings } = useCitySettings();
  const options = useMemo(() => durationOptions(settings.intervals), [settings.intervals]);
  const [duration, setDuration] = useState(options[0] ?? 15);
  const [cost, setCost] = useState<CostResult | null>(null);
  const [costError, setCostError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setCost(null);
    setCostError(null);
    void getCost(
      {
        vehicle: plateOf(session),
        zone: session.zone,
        duration,
        parkingCode: session.parkingCode,
        reservationId: session.reservationId,
      },
      controller.signal,
    ).then((r) => {
      if (controller.signal.aborted) return;
      if (isOk(r)) setCost(r.result);
      else if (r.errorName !== 'CostCalculationError') setCostError(r.errorName);
    });
    return () => controller.abort();
  }, [duration, session]);

  const fromBalance = !settings.dontUseBalance && !!cost?.moneyEnough;
  const methods: PaymentMethod[] = fromBalance
    ? [
        {
          methodName: 'balance',
          methodNameForShow: t('methods.balance'),
          methodDescription: '',
          isPhoneRequired: false,
        },
        ...cardMethods(settings.paymentsMethods),
      ]
    : cardMethods(settings.paymentsMethods);

  return (
    <PaymentDialog
      type="renew"
      amount={cost?.totalcost ?? null}
      methods={methods}
      defaultMethod={fromBalance ? 'balance' : undefined}
      formKey={`${duration}:${fromBalance}`}
      ready={!!cost && cost.totalcost > 0}
      onClose={onClose}
      onDone={({ viaLink, message }) => {
        if (!viaLink) {
          bus.emit('profile:changed', { reason: 'sessionRenewed' });
          onSuccess?.(message ?? t('renew.done'));
        }
      }}
      request={async ({ method, phone }) => {
        const response = await renewParking({
          reservationId: session.reservationId,
          duration,
          paymentService: method.methodName,
          phone,
        });
        if (!isOk(response)) return { error: response.errorName };
        const link = redirectOf(response);
        // the provider charges what the server fixed (a card bonus may lower it): show that
        return link
          ? { link, amount: response.result?.amount ?? null }
          : { done: true, message: t('renew.done') };
      }}
    >
      <p>
        {sessionPlace(t, session)}, {t('parking.vehicle', { plate: plateOf(session) })}
      </p>
      <Select
        label={t('form.duration')}
        required
        options={options.map((m) => ({ value: String(m), label: durationText(t, m) }))}
        value={String(duration)}
        onChange={(e) => setDuration(Number(e.target.value))}
      />
      {costError && <Alert variant="danger">{errorText(t, costError)}</Alert>}
    </PaymentDialog>
  );
}

/** A short 'done' dialog (the spec's success messages). */
export function PaymentDoneNotice({
  text,
  onClose,
  title,
}: {
  text: string;
  onClose(): void;
  title?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open
      onClose={onClose}
      title={title ?? t('success.title')}
      closeLabel={t('common.close')}
      footer={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <Alert variant="success">{text}</Alert>
    </Modal>
  );
}
