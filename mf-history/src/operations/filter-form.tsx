// The filter column: period presets (custom opens start and end dates), operation type, vehicle
// (the profile's ts), zone, order number, and the driver for corporate accounts. Changes reach the
// list 300 ms after the last one, so typing a number does not fire a request per key.
import { useEffect, useMemo, useRef } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Select, TextInput, type SelectProps, type TextInputProps } from '@parking/shared/ui';
import {
  DEFAULT_FILTER,
  OPERATION_FILTER_TYPES,
  PERIOD_PRESETS,
  resetInvalidRange,
  type FilterValues,
} from '../model/filter';
import { NS } from '../i18n';

export const FILTER_DEBOUNCE_MS = 300;

export interface FilterFormProps {
  initialValues?: FilterValues;
  vehicles: readonly string[];
  showDriver?: boolean;
  onChange(values: FilterValues): void;
}

type Bound = 'name' | 'value' | 'onChange';

// The filter reports on every change (no blur or touched state), so a control needs only its
// name, value and onChange from final-form.
function FilterSelect({ name, ...props }: Omit<SelectProps, Bound> & { name: string }) {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <Select {...props} name={input.name} value={input.value} onChange={input.onChange} />
      )}
    </Field>
  );
}

function FilterText({ name, ...props }: Omit<TextInputProps, Bound> & { name: string }) {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <TextInput {...props} name={input.name} value={input.value} onChange={input.onChange} />
      )}
    </Field>
  );
}

export function FilterForm({
  initialValues = DEFAULT_FILTER,
  vehicles,
  showDriver = false,
  onChange,
}: FilterFormProps) {
  const { t } = useTranslation(NS);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const initial = useMemo(() => initialValues, [initialValues]);

  return (
    <Form<FilterValues> onSubmit={() => undefined} initialValues={initial}>
      {({ form, values }) => (
        <form
          className="history-filter"
          aria-label={t('filter.title')}
          onSubmit={(event) => event.preventDefault()}
        >
          <h2 className="history-filter__title">{t('filter.title')}</h2>
          <FormSpy<FilterValues>
            subscription={{ values: true }}
            onChange={({ values: next }) => {
              const fixed = resetInvalidRange(next);
              // A start after the end is reset (final-form may not notify this spy of its own change).
              if (fixed !== next) form.change('startDate', fixed.startDate);
              if (timer.current) clearTimeout(timer.current);
              timer.current = setTimeout(() => onChangeRef.current(fixed), FILTER_DEBOUNCE_MS);
            }}
          />
          <FilterSelect
            name="period"
            label={t('filter.period')}
            options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
          />
          {values.period === 'custom' && (
            <div className="history-filter__dates">
              <FilterText
                name="startDate"
                type="date"
                label={t('filter.startDate')}
                max={values.endDate || undefined}
              />
              <FilterText
                name="endDate"
                type="date"
                label={t('filter.endDate')}
                min={values.startDate || undefined}
              />
            </div>
          )}
          <FilterSelect
            name="operation"
            label={t('filter.operation')}
            options={OPERATION_FILTER_TYPES.map((type) => ({
              value: type,
              label: t(`type.${type}`),
            }))}
          />
          <FilterSelect
            name="vehicle"
            label={t('filter.vehicle')}
            options={[
              { value: '', label: t('filter.allVehicles') },
              ...vehicles.map((v) => ({ value: v, label: v })),
            ]}
          />
          <FilterText name="zone" label={t('filter.zone')} autoComplete="off" maxLength={100} />
          <FilterText
            name="orderNumber"
            label={t('filter.orderNumber')}
            autoComplete="off"
            maxLength={100}
          />
          {showDriver && (
            <FilterText
              name="driver"
              type="tel"
              label={t('filter.driver')}
              autoComplete="off"
              maxLength={40}
            />
          )}
          <button
            type="button"
            className="history-filter__reset pk-button pk-button--link"
            onClick={() => form.reset(DEFAULT_FILTER)}
          >
            {t('filter.reset')}
          </button>
        </form>
      )}
    </Form>
  );
}
