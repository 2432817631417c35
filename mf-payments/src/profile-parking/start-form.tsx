import { useMemo, useRef, useState, type RefObject } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResponse } from '@parking/shared/api';
import {
  durationOptions,
  normalisePlate,
  postStartFromTime,
  TODAY_COST_PREVIEW_MINUTES,
  validatePlate,
  validatePlateNotParked,
  validateStartParkingForm,
  type PaymentTiming,
} from '@parking/shared/domain';
import { Alert, Button, Select, TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { redirectOf, startNoBalance, startParking, type CostRequest } from '../api/payments';
import type { CostResult, PayResult, ProfileVehicle } from '../api/types';
import { CostBreakdown, CostTotal } from '../common/cost-breakdown';
import { durationText, errorText, money } from '../common/text';
import { announceChange } from '../common/use-profile';
import { cardMethods, useCitySettings } from '../common/use-settings';
import { PaymentDialog } from '../payment-modal/payment-dialog';
import { RefillModal } from '../payment-modal/refill-modal';
import { PaymentDoneNotice } from '../payment-modal/renew-modal';
import { useCost } from './use-cost';
import { matches, roadsidePlaces, type Place } from './use-places';

export interface StartValues {
  type: PaymentTiming;
  vehicle?: string;
  place?: string;
  duration?: string;
  postTime?: string;
}

export interface StartFormProps {
  places: readonly Place[];
  vehicles: readonly ProfileVehicle[];
  /** Plates with a running session: they cannot start another. */
  parkedPlates: readonly string[];
  preselected?: string | null;
  /** Test hook: the clock. */
  now?: () => Date;
}

type Request = CostRequest & { place: Place; type: PaymentTiming };

/** The roadside start form: timing, vehicle, zone or parking, duration, live cost, pay. */
export function StartForm({
  places,
  vehicles,
  parkedPlates,
  preselected,
  now = () => new Date(),
}: StartFormProps) {
  const { t } = useTranslation(NS);
  const { settings, timeZone } = useCitySettings();
  const durations = useMemo(() => durationOptions(settings.intervals), [settings.intervals]);
  const timings: PaymentTiming[] = [
    'today',
    ...(settings.usePostPayment ? (['post'] as const) : []),
    ...(settings.usePostPaymentYesterday ? (['postYesterday'] as const) : []),
  ];
  const mainVehicle = vehicles.find((v) => v.mainTs) ?? vehicles[0];
  const initialValues = useMemo<StartValues>(
    () => ({ type: 'today', vehicle: mainVehicle?.numberTs, place: preselected ?? undefined }),
    [mainVehicle?.numberTs, preselected],
  );

  const [success, setSuccess] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The notice's opener (submit) is disabled once the form resets: focus goes back to the form's
  // first field, not to the page's start.
  const closeSuccess = () => {
    setSuccess(null);
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus(), 0);
  };
  const [refillFor, setRefillFor] = useState<number | null>(null);
  const [cardPayment, setCardPayment] = useState<{
    request: Request;
    cost: CostResult;
    reset(): void;
  } | null>(null);

  // a post-payment's start: the typed time on the chosen day, in the city's zone
  const postStartOf = (values: StartValues) =>
    values.type !== 'today' && values.postTime
      ? postStartFromTime(
          values.postTime,
          values.type === 'postYesterday' ? 'yesterday' : 'today',
          now(),
          timeZone,
        )
      : null;

  const validate = (values: StartValues) => {
    const place = places.find((p) => p.id === values.place);
    const post = values.type !== 'today';
    const postStart = postStartOf(values);
    const errors: Record<string, string | undefined> = validateStartParkingForm(
      {
        parking: place ?? null,
        vehicle: values.vehicle,
        type: values.type,
        duration: values.duration ? Number(values.duration) : null,
        postStart: post ? (postStart ?? values.postTime ?? null) : null,
      },
      { now: now(), timeZone },
    );
    if (!errors.vehicle && values.vehicle) {
      const known = vehicles.find((v) => v.numberTs === values.vehicle);
      errors.vehicle =
        (known ? null : validatePlate(values.vehicle, 'rus')) ??
        validatePlateNotParked(values.vehicle, parkedPlates) ??
        undefined;
    }
    // the domain names its fields parking / postStart; the form's are place / postTime
    const byField = {
      vehicle: errors.vehicle,
      place: errors.parking,
      duration: errors.duration,
      postTime: errors.postStart,
    };
    return Object.fromEntries(Object.entries(byField).filter(([, v]) => v));
  };

  const requestOf = (values: StartValues, errors: Record<string, unknown>): Request | null => {
    const place = places.find((p) => p.id === values.place);
    const openEnded = settings.dontUseBalance && values.type === 'today';
    if (
      !place ||
      !values.vehicle ||
      (!values.duration && !openEnded) ||
      Object.keys(errors).length > 0
    )
      return null;
    const known = vehicles.find((v) => v.numberTs === values.vehicle);
    return {
      place,
      type: values.type,
      vehicle: known ? known.numberTs : normalisePlate(values.vehicle),
      zone: place.zone,
      // an open-ended (no-balance) session shows the price of an hour (spec: today priced for 60 min)
      duration: openEnded ? TODAY_COST_PREVIEW_MINUTES : Number(values.duration),
      parkingCode: settings.paymentByParkingId ? place.parkingCode : null,
      timestart: postStartOf(values),
      numberFormat: known?.formatGrz ?? 'rus',
      category: known?.category ?? 'B',
    };
  };

  return (
    <>
      <Form<StartValues>
        onSubmit={() => undefined}
        validate={validate}
        initialValues={initialValues}
        render={({ values, errors, form }) => (
          <StartFormBody
            formRef={formRef}
            values={values}
            errors={(errors ?? {}) as Record<string, string>}
            request={requestOf(values, errors ?? {})}
            timings={timings}
            durations={durations}
            places={places}
            vehicles={vehicles}
            onTiming={(type) =>
              form.batch(() => {
                form.change('type', type);
                // spec section 4: today clears the start time, post clears the duration
                if (type === 'today') form.change('postTime', undefined);
                else form.change('duration', undefined);
              })
            }
            onPaid={(text) => {
              setSuccess(text);
              form.restart(initialValues);
            }}
            onShort={(amount) => setRefillFor(amount)}
            onCard={(request, cost) =>
              setCardPayment({ request, cost, reset: () => form.restart(initialValues) })
            }
          />
        )}
      />
      {success && <PaymentDoneNotice text={success} onClose={closeSuccess} />}
      {refillFor !== null && <RefillModal amount={refillFor} onClose={() => setRefillFor(null)} />}
      {cardPayment && (
        <PaymentDialog
          type="start"
          amount={cardPayment.cost.totalcost}
          methods={cardMethods(settings.paymentsMethods)}
          onClose={() => setCardPayment(null)}
          onDone={() => {
            announceChange('parkingStarted');
            cardPayment.reset();
          }}
          request={async ({ method, phone }) => {
            const r = cardPayment.request;
            const response = await startParking({ ...r, paymentService: method.methodName, phone });
            if (!isOk(response)) return { error: response.errorName };
            const link = redirectOf(response);
            return link
              ? { link, amount: response.result?.amount ?? null }
              : { done: true, message: t('success.parkingPaid') };
          }}
        />
      )}
    </>
  );
}

interface BodyProps {
  formRef: RefObject<HTMLFormElement | null>;
  values: StartValues;
  errors: Record<string, string>;
  request: Request | null;
  timings: PaymentTiming[];
  durations: number[];
  places: readonly Place[];
  vehicles: readonly ProfileVehicle[];
  onTiming(type: PaymentTiming): void;
  onPaid(text: string): void;
  onShort(amount: number): void;
  onCard(request: Request, cost: CostResult): void;
}

function StartFormBody({
  formRef,
  values,
  errors,
  request,
  timings,
  durations,
  places,
  vehicles,
  onTiming,
  onPaid,
  onShort,
  onCard,
}: BodyProps) {
  const { t } = useTranslation(NS);
  const { settings, timeZone } = useCitySettings();
  const costRequest: CostRequest | null = request
    ? {
        vehicle: request.vehicle,
        zone: request.zone,
        duration: request.duration,
        parkingCode: request.parkingCode,
        timestart: request.timestart,
        numberFormat: request.numberFormat,
        category: request.category,
      }
    : null;
  const { cost, error: costError, loading } = useCost(costRequest);
  const openEnded = settings.dontUseBalance && values.type === 'today';
  const [query, setQuery] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // parkings are offered only where sessions are paid by parking id; zones always
  const pool = roadsidePlaces(places, settings.paymentByParkingId);
  const shown = pool.filter((p) => p.id === values.place || matches(p, query));
  const placeLabel = (p: Place) =>
    p.kind === 'zone'
      ? t('form.zoneOption', { zone: p.zone, name: p.zoneName })
      : t('form.parkingOption', { code: p.parkingCode, zone: p.zone, address: p.address });
  const total = cost?.intervals?.reduce((sum, i) => sum + Number(i.cost || 0), 0) ?? 0;
  // spec section 4: submit needs a computed cost with intervals and a non-zero total
  const canSubmit =
    !!request &&
    !!cost &&
    cost.intervals?.length > 0 &&
    (total > 0 || cost.price > 0) &&
    !loading &&
    !submitting;

  /** A start the server settles at once: the session runs, or its error shows above the button. */
  const start = async (call: () => Promise<ApiResponse<PayResult>>, successKey: string) => {
    setSubmitting(true);
    const response = await call();
    setSubmitting(false);
    if (!isOk(response)) {
      setSubmitError(response.errorName);
      return;
    }
    announceChange('parkingStarted');
    onPaid(t(successKey));
  };

  const submit = async () => {
    if (!request || !cost || !canSubmit) return;
    setSubmitError(null);
    // no-balance city, now: the session starts open-ended and is paid when it stops (start/v2)
    if (openEnded) return start(() => startNoBalance(request), 'success.parkingStarted');
    if (settings.dontUseBalance) {
      onCard(request, cost);
      return;
    }
    if (!cost.moneyEnough) {
      onShort(Math.max(1, cost.totalcost - (cost.balance ?? 0)));
      return;
    }
    const { place: _p, type: _t, ...call } = request;
    return start(() => startParking({ ...call, paymentService: 'balance' }), 'success.parkingPaid');
  };

  const show = (name: string, touched: boolean | undefined) =>
    touched || values[name as keyof StartValues]
      ? errorText(t, errors[name]) || undefined
      : undefined;

  return (
    <form
      ref={formRef}
      className="payments-form"
      noValidate
      aria-label={t('form.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {timings.length > 1 && (
        <fieldset className="payments-radios">
          <legend>{t('form.timing')}</legend>
          {timings.map((timing) => (
            <label key={timing}>
              <input
                type="radio"
                name="type"
                value={timing}
                checked={values.type === timing}
                onChange={() => onTiming(timing)}
              />{' '}
              {t(`form.timings.${timing}`)}
            </label>
          ))}
        </fieldset>
      )}
      {vehicles.length > 0 ? (
        <Field name="vehicle">
          {({ input, meta }) => (
            <Select
              {...input}
              label={t('form.vehicle')}
              required
              placeholder={t('form.choose')}
              options={vehicles.map((v) => ({ value: v.numberTs, label: v.numberTs }))}
              error={show('vehicle', meta.touched)}
            />
          )}
        </Field>
      ) : (
        <Field name="vehicle">
          {({ input, meta }) => (
            <TextInput
              {...input}
              label={t('form.plate')}
              required
              autoComplete="off"
              maxLength={12}
              hint={t('form.plateHint')}
              error={show('vehicle', meta.touched)}
            />
          )}
        </Field>
      )}
      <TextInput
        label={t('form.search')}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <Field name="place">
        {({ input, meta }) => (
          <Select
            {...input}
            label={settings.paymentByParkingId ? t('form.parking') : t('form.zone')}
            required
            placeholder={t('form.choose')}
            options={shown.map((p) => ({ value: p.id, label: placeLabel(p) }))}
            error={meta.touched ? errorText(t, errors.place) || undefined : undefined}
          />
        )}
      </Field>
      {values.type !== 'today' && (
        <Field name="postTime">
          {({ input, meta }) => (
            <TextInput
              {...input}
              type="time"
              label={t('form.postTime')}
              required
              error={show('postTime', meta.touched)}
            />
          )}
        </Field>
      )}
      {openEnded ? (
        <p className="payments-note">{t('form.openEndedNote')}</p>
      ) : (
        <Field name="duration">
          {({ input, meta }) => (
            <Select
              {...input}
              value={input.value ?? ''}
              label={t('form.duration')}
              required
              placeholder={t('form.choose')}
              options={durations.map((m) => ({ value: String(m), label: durationText(t, m) }))}
              error={meta.touched ? errorText(t, errors.duration) || undefined : undefined}
            />
          )}
        </Field>
      )}
      <div aria-live="polite" className="payments-cost">
        {loading && <p>{t('cost.loading')}</p>}
        {costError && <Alert variant="danger">{errorText(t, costError)}</Alert>}
        {(cost || costError) && !loading && (
          <CostTotal
            label={openEnded ? t('cost.perHour') : t('cost.total')}
            total={costError ? 0 : (cost?.totalcost ?? 0)}
            cost={cost}
          />
        )}
        {cost && !loading && !openEnded && <CostBreakdown cost={cost} timeZone={timeZone} />}
        {cost && !loading && !settings.dontUseBalance && !cost.moneyEnough && (
          <p>{t('cost.short', { balance: money(cost.balance) })}</p>
        )}
      </div>
      {submitError && <Alert variant="danger">{errorText(t, submitError)}</Alert>}
      <Button type="submit" disabled={!canSubmit} loading={submitting}>
        {openEnded
          ? t('form.startSession')
          : settings.dontUseBalance || (cost && !cost.moneyEnough)
            ? t('form.toPayment')
            : t('form.submit')}
      </Button>
    </form>
  );
}
