// The subscription constructor: vehicle, zones (chips), start date (tomorrow by default) and
// validity; 'далее' asks the server for the matching offers. The button is enabled only with no
// field errors and a form changed since the last search; any change clears the offers. 'Оплатить'
// opens the payment step; a purchase paid at once leads to /profile/abonements with a notice.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { DateTime } from 'luxon';
import { bus } from '@parking/shared/bus';
import type { ApiError } from '@parking/shared/contracts';
import { defaultConstructorStart, validateConstructorForm } from '@parking/shared/domain';
import { Alert, Button, ErrorCard, Select, TextInput, VisuallyHidden } from '@parking/shared/ui';
import {
  getTiming,
  getZones,
  selectAbonements,
  type ConstructorOffer,
  type ConstructorZone,
} from '../api';
import { errorText, formatRub, profilePath, useCitySettings, useVehicles } from '../common';
import { NS } from '../i18n';
import { SubscriptionPaymentModal } from '../payment/subscription-payment-modal';

export interface ConstructorValues {
  vehicle: string;
  zones: string[];
  startDate: string;
  timing: string;
}

const START_ERRORS = ['subscription.startBeforeMin', 'subscription.startTooFar'];

type Init =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; zones: ConstructorZone[]; timings: number[] };
type Offers =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; offers: ConstructorOffer[] };

/** What a search was made with: a form equal to it has nothing new to search. */
const searchKey = (v: Partial<ConstructorValues>) =>
  JSON.stringify([v.vehicle ?? '', [...(v.zones ?? [])].sort(), v.startDate ?? '', v.timing ?? '']);

/** Calls onChange after render whenever the form's search key changes. */
function OnFormChange({
  values,
  onChange,
}: {
  values: Partial<ConstructorValues>;
  onChange(key: string): void;
}) {
  const key = searchKey(values);
  useEffect(() => onChange(key), [key, onChange]);
  return null;
}

function ZoneChip({ zone, onRemove }: { zone: ConstructorZone; onRemove(): void }) {
  const { t } = useTranslation(NS);
  return (
    <li className="abon-chip" data-zone={zone.code}>
      {zone.special && (
        <>
          <span aria-hidden="true" className="abon-chip__icon">
            ★
          </span>
          <VisuallyHidden>{t('builder.specialZone')}: </VisuallyHidden>
        </>
      )}
      <span>
        {zone.code} {zone.name}
      </span>
      <button
        type="button"
        className="abon-chip__remove"
        aria-label={t('builder.removeZone', { zone: zone.code })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

export function ConstructorScreen({ basePath = '' }: { basePath?: string }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const { timeZone, paymentMethods, constructorOff } = useCitySettings();
  const vehicles = useVehicles();
  const [init, setInit] = useState<Init>({ status: 'loading' });
  const [offers, setOffers] = useState<Offers>({ status: 'idle' });
  const [lastSearch, setLastSearch] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ offer: ConstructorOffer; vehicle: string } | null>(null);
  const searchedKey = useRef<string | null>(null);

  const load = useCallback(async () => {
    setInit({ status: 'loading' });
    const [zones, timing] = await Promise.all([getZones(), getTiming()]);
    if (zones.status !== 'ok' || timing.status !== 'ok') setInit({ status: 'error' });
    else setInit({ status: 'done', zones: zones.result, timings: timing.result });
  }, []);
  useEffect(() => {
    if (!constructorOff) void load();
  }, [load, constructorOff]);

  const firstTiming = init.status === 'done' ? init.timings[0] : undefined;
  const mainVehicle = vehicles[0] ?? '';
  // memoised: a new object would make final-form reinitialise the form on every render
  const initialValues = useMemo<ConstructorValues>(
    () => ({
      vehicle: mainVehicle,
      zones: [],
      startDate: defaultConstructorStart(new Date(), timeZone),
      timing: firstTiming === undefined ? '' : String(firstTiming),
    }),
    [mainVehicle, timeZone, firstTiming],
  );

  const onFormChange = useCallback((key: string) => {
    if (searchedKey.current !== null && key !== searchedKey.current) {
      searchedKey.current = null;
      setOffers({ status: 'idle' });
    }
  }, []);

  const validate = (values: ConstructorValues) =>
    validateConstructorForm(
      {
        vehicle: values.vehicle,
        zones: values.zones ?? [],
        startDate: values.startDate,
        timing: values.timing ? Number(values.timing) : null,
      },
      { now: new Date(), timeZone },
    );

  // The server names a start-date rule in errorMessage (its minOffsetDays may be stricter than the
  // form's 'not before today'): shown as text, never as the raw code; other errors by their name.
  const searchErrorText = (res: ApiError): string => {
    if (
      res.errorMessage === 'subscription.startBeforeMin' &&
      typeof res.minOffsetDays === 'number' &&
      res.minOffsetDays > 0
    ) {
      const earliest = DateTime.now()
        .setZone(timeZone)
        .startOf('day')
        .plus({ days: res.minOffsetDays })
        .toFormat('dd.MM.yyyy');
      return t('builder.startNotBefore', { date: earliest });
    }
    if (res.errorMessage && START_ERRORS.includes(res.errorMessage))
      return t(`builder.fieldErrors.${res.errorMessage}`);
    return errorText(t, res);
  };

  const search = async (values: ConstructorValues) => {
    const key = searchKey(values);
    setLastSearch(key);
    searchedKey.current = key;
    setOffers({ status: 'loading' });
    const res = await selectAbonements({
      zones: values.zones,
      dateStart: values.startDate,
      timing: Number(values.timing),
    });
    if (searchedKey.current !== key) return; // changed meanwhile
    if (res.status !== 'ok') setOffers({ status: 'error', message: searchErrorText(res) });
    else setOffers({ status: 'done', offers: res.result });
  };

  const purchased = () => {
    setPaying(null);
    bus.emit('profile:changed', { reason: 'subscription' });
    navigate(profilePath(basePath, 'abonements'), { state: { abonementsNotice: 'purchased' } });
  };

  const fieldError = (meta: { error?: string; touched?: boolean; modified?: boolean }) =>
    meta.error && (meta.touched || meta.modified)
      ? t(`builder.fieldErrors.${meta.error}`, { defaultValue: t(`errors:${meta.error}`) })
      : undefined;

  // the constructor is reachable only where the city turned it on (spec section 2)
  if (constructorOff) return <Navigate to={profilePath(basePath, 'abonements')} replace />;

  return (
    <section aria-labelledby="abonements-constructor-title" className="abon-constructor">
      <h1 id="abonements-constructor-title">{t('builder.title')}</h1>
      {init.status === 'loading' && <p role="status">{t('builder.loading')}</p>}
      {init.status === 'error' && (
        <ErrorCard
          title={t('builder.initError')}
          retryLabel={t('builder.retry')}
          onRetry={() => void load()}
        />
      )}
      {init.status === 'done' && (
        <Form<ConstructorValues>
          onSubmit={search}
          initialValues={initialValues}
          validate={validate}
          subscription={{ values: true, hasValidationErrors: true, submitting: true }}
        >
          {({ handleSubmit, values, hasValidationErrors, form }) => {
            const zonesValue = Array.isArray(values.zones) ? values.zones : [];
            const changed = searchKey(values) !== lastSearch;
            return (
              <form onSubmit={handleSubmit} noValidate aria-label={t('builder.title')}>
                <OnFormChange values={values} onChange={onFormChange} />
                <Field<string> name="vehicle">
                  {({ input, meta }) => (
                    <Select
                      {...input}
                      label={t('builder.vehicle')}
                      required
                      placeholder={t('builder.chooseVehicle')}
                      options={vehicles.map((v) => ({ value: v, label: v }))}
                      error={fieldError(meta)}
                    />
                  )}
                </Field>
                <Field<string[]> name="zones">
                  {({ meta }) => (
                    <fieldset className="abon-zones">
                      <legend>{t('builder.zones')}</legend>
                      <ul className="abon-chips" aria-label={t('builder.zones')}>
                        {zonesValue.map((code) => {
                          const zone = init.zones.find((z) => z.code === code) ?? {
                            code,
                            name: '',
                            special: false,
                          };
                          return (
                            <ZoneChip
                              key={code}
                              zone={zone}
                              onRemove={() =>
                                form.change(
                                  'zones',
                                  zonesValue.filter((z) => z !== code),
                                )
                              }
                            />
                          );
                        })}
                      </ul>
                      <Select
                        label={t('builder.addZone')}
                        value=""
                        placeholder={t('builder.chooseZone')}
                        options={init.zones
                          .filter((z) => !zonesValue.includes(z.code))
                          .map((z) => ({
                            value: z.code,
                            label: `${z.special ? '★ ' : ''}${z.code} ${z.name}${z.special ? ` (${t('builder.specialZone')})` : ''}`,
                          }))}
                        onChange={(e) => {
                          if (e.target.value) {
                            form.change('zones', [...zonesValue, e.target.value]);
                          }
                        }}
                        error={
                          zonesValue.length === 0 && meta.modified
                            ? fieldError({ ...meta, touched: true })
                            : undefined
                        }
                      />
                    </fieldset>
                  )}
                </Field>
                <Field<string> name="startDate">
                  {({ input, meta }) => (
                    <TextInput
                      {...input}
                      type="date"
                      label={t('builder.startDate')}
                      required
                      error={fieldError(meta)}
                    />
                  )}
                </Field>
                <Field<string> name="timing">
                  {({ input, meta }) => (
                    <Select
                      {...input}
                      label={t('builder.timing')}
                      required
                      options={init.timings.map((n) => ({
                        value: String(n),
                        label: t('builder.days', { count: n }),
                      }))}
                      error={fieldError(meta)}
                    />
                  )}
                </Field>
                <Button
                  type="submit"
                  disabled={hasValidationErrors || !changed || offers.status === 'loading'}
                >
                  {t('builder.search')}
                </Button>
              </form>
            );
          }}
        </Form>
      )}

      <div aria-live="polite" className="abon-offers">
        {offers.status === 'loading' && <p role="status">{t('builder.loading')}</p>}
        {offers.status === 'error' && <Alert variant="danger">{offers.message}</Alert>}
        {offers.status === 'done' && offers.offers.length === 0 && <p>{t('builder.noOffers')}</p>}
        {offers.status === 'done' && offers.offers.length > 0 && (
          <>
            <h2>{t('builder.offersTitle')}</h2>
            <ul className="abon-offer-list">
              {offers.offers.map((offer) => (
                <li key={offer.permissionKindCode}>
                  <article
                    className="abon-offer"
                    aria-labelledby={`offer-${offer.permissionKindCode}`}
                  >
                    <h3 id={`offer-${offer.permissionKindCode}`}>{offer.permissionKind}</h3>
                    <p className="abon-offer__price">
                      {t('builder.price', { price: formatRub(offer.price, i18n.language) })}
                    </p>
                    <p>{offer.description}</p>
                    <Button
                      onClick={() => {
                        const vehicle = JSON.parse(lastSearch ?? '[""]')[0] as string;
                        setPaying({ offer, vehicle });
                      }}
                    >
                      {t('builder.pay')}
                    </Button>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {paying && (
        <SubscriptionPaymentModal
          offer={paying.offer}
          vehicle={paying.vehicle}
          methods={paymentMethods}
          onClose={() => setPaying(null)}
          onPurchased={purchased}
        />
      )}
    </section>
  );
}
