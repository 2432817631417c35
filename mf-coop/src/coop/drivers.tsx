import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, validateRegistrationPhone, splitDriverName } from '@parking/shared/domain';
import type { CorporateDriver, CorporateProfile } from '@parking/shared/contracts';
import { addDriver, editDriver, removeDriver, setDriverActive } from '../api/corporate';
import { NS } from '../i18n';
import { EntityList } from './entity-list';
import { FormDialog, type FormValues } from './form-dialog';
import { StatusBadge } from './row-actions';

const FIELD_MAP = {
  driver: 'driver',
  driver_n: 'driver',
  phone: 'phone',
  phone_n: 'phone',
  car_number: 'car_number',
  car_number_n: 'car_number',
};

export function DriversSection({
  profile,
  reload,
}: {
  profile: CorporateProfile;
  reload(): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<CorporateDriver | 'new' | null>(null);
  const inn = profile.inn ?? '';

  const validate = (values: FormValues) => {
    const errors: Partial<FormValues> = {};
    if (!splitDriverName(values.driver).lastName) errors.driver = t('errors.required');
    const phone = validateRegistrationPhone(values.phone);
    if (phone)
      errors.phone = t(phone === 'RequiredField' ? 'errors.required' : 'errors.phoneIncorrect');
    return errors;
  };
  const vehicleOptions = profile.ts.map((v) => ({ value: v.grz, label: v.grz }));

  return (
    <EntityList
      titleId="coop-drivers-title"
      title={t('drivers.title')}
      addLabel={t('drivers.add')}
      emptyText={t('drivers.empty')}
      items={profile.drivers}
      columns={[t('drivers.name'), t('drivers.phone'), t('drivers.vehicle'), t('drivers.device')]}
      cells={(d) => [
        d.name,
        formatPhone(d.phone),
        d.ts ?? '—',
        d.device ? <StatusBadge active={d.device.active} /> : '—',
      ]}
      subject={(d) => d.name}
      onAdd={() => setEditing('new')}
      onEdit={(d) => setEditing(d)}
      toggle={(d) => setDriverActive(d, !d.active, inn)}
      removeTitle={t('drivers.removeTitle')}
      removeQuestion={(d) => t('drivers.removeQuestion', { name: d.name })}
      remove={(d) => removeDriver(d)}
      reload={reload}
    >
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? t('drivers.addTitle') : t('drivers.editTitle')}
        initialValues={
          editing && editing !== 'new'
            ? { driver: editing.name, phone: editing.phone, car_number: editing.ts ?? '' }
            : { driver: '', phone: '', car_number: '' }
        }
        fields={[
          {
            name: 'driver',
            label: t('drivers.fullName'),
            hint: t('drivers.fullNameHint'),
            required: true,
            autoComplete: 'off',
          },
          {
            name: 'phone',
            label: t('drivers.phone'),
            hint: t('drivers.phoneHint'),
            required: true,
            inputMode: 'tel',
          },
          {
            name: 'car_number',
            label: t('drivers.vehicle'),
            options: vehicleOptions,
            placeholder: t('drivers.noVehicle'),
          },
        ]}
        validate={validate}
        fieldMap={FIELD_MAP}
        submit={(values) => {
          const next = {
            driver: values.driver ?? '',
            phone: values.phone ?? '',
            car_number: values.car_number ?? '',
          };
          return editing && editing !== 'new' ? editDriver(editing, next) : addDriver(next);
        }}
        onDone={() => {
          setEditing(null);
          void reload();
        }}
        onClose={() => setEditing(null)}
      />
    </EntityList>
  );
}
