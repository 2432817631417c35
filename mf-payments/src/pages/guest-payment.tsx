import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { isOk } from '@parking/shared/api';
import {
  durationOptions,
  normalisePlate,
  validateGuestPhone,
  validatePlate,
} from '@parking/shared/domain';
import { useCurrentSession } from '@parking/shared/session';
import { Alert, Button, Select, TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { issueGuestToken, redirectOf, startParking } from '../api/payments';
import { CostBreakdown, CostTotal } from '../common/cost-breakdown';
import { MethodSelect, PaymentPhoneInput } from '../common/payment-fields';
import { durationText, errorText } from '../common/text';
import { cardMethods, useCitySettings } from '../common/use-settings';
import { useCost } from '../profile-parking/use-cost';
import { matches, roadsidePlaces, usePlaces } from '../profile-parking/use-places';

interface GuestValues {
  place: string;
  plate: string;
  duration: string;
  method: string;
  phone: string;
}

const EMPTY: GuestValues = { place: '', plate: '', duration: '', method: '', phone: '+7' };

/** /guest-payment: pay for parking without an account, by card; a cost breakdown by interval. */
export function GuestPaymentPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const { settings, timeZone } = useCitySettings();
  const session = useCurrentSession();
  const { places } = usePlaces();
  const durations = useMemo(() => durationOptions(settings.intervals), [settings.intervals]);
  const methods = cardMethods(settings.paymentsMethods);
  const [values, setValues] = useState<GuestValues>(EMPTY);
  const [query, setQuery] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  // ?parking=<code> (the map's 'pay here'): preselect it, or its zone, once the places arrive
  const [params] = useSearchParams();
  const presetCode = params.get('parking');
  const presetApplied = useRef(false);
  useEffect(() => {
    if (!presetCode || presetApplied.current) return;
    const preset = places.find((p) => p.parkingCode === presetCode);
    // a barrier parking is paid by ticket, not here
    if (!preset || (preset.barrier && settings.paymentByParkingId)) return;
    presetApplied.current = true;
    const id = settings.paymentByParkingId ? preset.id : `zone:${preset.zone}`;
    setValues((v) => (v.place ? v : { ...v, place: id }));
  }, [places, presetCode, settings.paymentByParkingId]);

  const pool = roadsidePlaces(places, settings.paymentByParkingId);
  const place = places.find((p) => p.id === values.place);
  const method = methods.find((m) => m.methodName === values.method);
  const errors = {
    place: place ? null : 'RequiredField',
    plate: validatePlate(values.plate, 'rus'),
    duration: values.duration ? null : 'RequiredField',
    method: method ? null : 'RequiredField',
    phone: validateGuestPhone(values.phone),
  };
  const costRequest =
    place && !errors.plate && values.duration
      ? {
          vehicle: normalisePlate(values.plate),
          zone: place.zone,
          duration: Number(values.duration),
          parkingCode: settings.paymentByParkingId ? place.parkingCode : null,
          // priced for the chosen method: what the card will be charged (a card bonus included)
          paymentService: method?.methodName ?? null,
        }
      : null;
  const { cost, error: costError, loading } = useCost(costRequest);

  if (!settings.useSessionWithoutRegister || session)
    return <Navigate to={basePath || '/'} replace />;

  const set = (name: keyof GuestValues) => (e: { target: { value: string } }) => {
    setLink(null);
    setValues((v) => ({ ...v, [name]: e.target.value }));
  };
  const show = (name: keyof typeof errors) =>
    touched ? errorText(t, errors[name]) || undefined : undefined;

  const submit = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean) || !costRequest || !cost || busy) return;
    setBusy(true);
    setError(null);
    const guest = await issueGuestToken();
    if (!isOk(guest)) {
      setBusy(false);
      setError(guest.errorName);
      return;
    }
    const r = await startParking({
      ...costRequest,
      paymentService: values.method,
      phone: values.phone.replace(/\D/g, ''),
      guestToken: guest.result.token,
    });
    setBusy(false);
    if (!isOk(r)) {
      setError(r.errorName);
      return;
    }
    // spec: the guest form resets after submit; the link stays to open the provider
    setValues(EMPTY);
    setTouched(false);
    setLink(redirectOf(r));
  };

  return (
    <section aria-labelledby="payments-guestPayment-title" className="payments-card">
      <h1 id="payments-guestPayment-title">{t('guestPayment.title')}</h1>
      {link && (
        <Alert variant="success">
          {t('guestPayment.created')}{' '}
          <a href={link} className="pk-button pk-button--primary">
            {t('paymentModal.pay')}
          </a>
        </Alert>
      )}
      <form
        className="payments-form"
        noValidate
        aria-label={t('guestPayment.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {error && <Alert variant="danger">{errorText(t, error)}</Alert>}
        <TextInput
          label={t('form.search')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Select
          label={settings.paymentByParkingId ? t('form.parking') : t('form.zone')}
          required
          placeholder={t('form.choose')}
          options={pool
            .filter((p) => p.id === values.place || matches(p, query))
            .map((p) => ({
              value: p.id,
              label:
                p.kind === 'zone'
                  ? t('form.zoneOption', { zone: p.zone, name: p.zoneName })
                  : t('form.parkingOption', {
                      code: p.parkingCode,
                      zone: p.zone,
                      address: p.address,
                    }),
            }))}
          value={values.place}
          onChange={set('place')}
          error={show('place')}
        />
        <TextInput
          label={t('form.plate')}
          required
          autoComplete="off"
          value={values.plate}
          onChange={set('plate')}
          error={touched || values.plate ? errorText(t, errors.plate) || undefined : undefined}
          hint={t('form.plateHint')}
        />
        <Select
          label={t('form.duration')}
          required
          placeholder={t('form.choose')}
          options={durations.map((m) => ({ value: String(m), label: durationText(t, m) }))}
          value={values.duration}
          onChange={set('duration')}
          error={show('duration')}
        />
        <MethodSelect
          methods={methods}
          value={values.method}
          onChange={set('method')}
          error={show('method')}
        />
        <PaymentPhoneInput value={values.phone} onChange={set('phone')} error={show('phone')} />
        <div aria-live="polite">
          {loading && <p>{t('cost.loading')}</p>}
          {costError && <Alert variant="danger">{errorText(t, costError)}</Alert>}
          {cost && !loading && (
            <>
              <CostBreakdown cost={cost} timeZone={timeZone} />
              <CostTotal label={t('cost.total')} total={cost.totalcost} cost={cost} />
            </>
          )}
        </div>
        <Button type="submit" loading={busy} disabled={!cost || loading}>
          {t('guestPayment.submit')}
        </Button>
      </form>
    </section>
  );
}
