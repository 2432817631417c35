import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { Alert, Button, Select, TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { costPlane, payPlane, redirectOf } from '../api/payments';
import type { PlanarQuote } from '../api/types';
import { errorText, money } from '../common/text';
import { announceChange } from '../common/use-profile';
import { cardMethods, useCitySettings } from '../common/use-settings';

/** Spec section 9: a quoted planar price must be paid within 30 s; status messages show 7 s. */
export const PLANAR_PAY_WINDOW_MS = 30_000;
export const STATUS_MESSAGE_MS = 7_000;

type Status = { kind: 'success' | 'info' | 'danger'; text: string } | null;

/** Barrier (planar) parking by ticket: price step, then a 30-second payment step. */
export function PlanarForm({ parkingNumber: preset = '' }: { parkingNumber?: string }) {
  const { t } = useTranslation(NS);
  const { settings } = useCitySettings();
  const [ticket, setTicket] = useState('');
  const [parkingNumber, setParkingNumber] = useState(preset);
  const [service, setService] = useState(settings.dontUseBalance ? '' : 'balance');
  const [quote, setQuote] = useState<PlanarQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [link, setLink] = useState<string | null>(null);
  const windowTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  useEffect(() => () => clearWindow(), []);

  function clearWindow() {
    if (windowTimer.current) clearTimeout(windowTimer.current);
    windowTimer.current = null;
  }

  const backToPrice = (next: Status) => {
    clearWindow();
    setQuote(null);
    setLink(null);
    setStatus(next);
    // a fresh price step: its emptied ticket field shows no 'required' error until submitted
    setTouched(false);
  };

  const methods = [
    ...(settings.dontUseBalance ? [] : [{ value: 'balance', label: t('methods.balance') }]),
    ...cardMethods(settings.paymentsMethods).map((m) => ({
      value: m.methodName,
      label: m.methodNameForShow || m.methodName,
    })),
  ];

  const askPrice = async () => {
    setTouched(true);
    if (!ticket.trim() || !parkingNumber.trim() || busy) return;
    setBusy(true);
    setStatus(null);
    const response = await costPlane(ticket.trim(), parkingNumber.trim());
    setBusy(false);
    if (!isOk(response) && response.errorName !== 'ParkingSessionWasFree') {
      setStatus({ kind: 'danger', text: errorText(t, response.errorName) });
      return;
    }
    if (!isOk(response) || !(Number(response.result.cost) > 0)) {
      setStatus({ kind: 'info', text: t('planar.free') });
      return;
    }
    setQuote(response.result);
    windowTimer.current = setTimeout(
      () => backToPrice({ kind: 'danger', text: errorText(t, 'PriceChangedTryLater') }),
      PLANAR_PAY_WINDOW_MS,
    );
  };

  const pay = async () => {
    if (!quote || !service || busy) return;
    setBusy(true);
    const response = await payPlane({
      paymentService: service,
      parkingNumber: quote.parkingNumber || parkingNumber,
      sessionId: quote.sessionId,
    });
    setBusy(false);
    if (!isOk(response)) {
      setTicket('');
      backToPrice({ kind: 'danger', text: errorText(t, response.errorName) });
      return;
    }
    const url = redirectOf(response);
    if (url) {
      clearWindow();
      setLink(url);
      return;
    }
    announceChange('planarPaid');
    setTicket('');
    backToPrice({ kind: 'success', text: t('planar.paid') });
  };

  return (
    <div className="payments-form">
      {status && <Alert variant={status.kind}>{status.text}</Alert>}
      {!quote ? (
        <form
          className="payments-form"
          noValidate
          aria-label={t('planar.title')}
          onSubmit={(e) => {
            e.preventDefault();
            void askPrice();
          }}
        >
          <TextInput
            label={t('planar.parkingNumber')}
            required
            value={parkingNumber}
            onChange={(e) => setParkingNumber(e.target.value)}
            error={touched && !parkingNumber.trim() ? errorText(t, 'RequiredField') : undefined}
          />
          <TextInput
            label={t('planar.ticket')}
            required
            value={ticket}
            onChange={(e) => setTicket(e.target.value)}
            error={touched && !ticket.trim() ? errorText(t, 'RequiredField') : undefined}
          />
          <Button type="submit" loading={busy}>
            {t('planar.getPrice')}
          </Button>
        </form>
      ) : (
        <form
          className="payments-form"
          noValidate
          aria-label={t('planar.payTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          <p>
            {t('planar.price')} <strong>{money(quote.cost)}</strong>
          </p>
          <p>{t('planar.window')}</p>
          <Select
            label={t('paymentModal.method')}
            required
            placeholder={t('paymentModal.methodPlaceholder')}
            options={methods}
            value={service}
            onChange={(e) => setService(e.target.value)}
          />
          {link ? (
            <a
              className="pk-button pk-button--primary"
              href={link}
              target="_blank"
              rel="opener"
              onClick={() => backToPrice(null)}
            >
              {t('paymentModal.pay')}
            </a>
          ) : (
            <Button type="submit" loading={busy} disabled={!service}>
              {t('planar.pay')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => backToPrice(null)}>
            {t('common.cancel')}
          </Button>
        </form>
      )}
    </div>
  );
}
