import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateDevice, CorporateProfile } from '@parking/shared/contracts';
import { addVehicle, editVehicle, setDeviceActive } from '../api/corporate';
import { NS } from '../i18n';
import { EntityList } from './entity-list';
import { FormDialog, type FormValues } from './form-dialog';

const FIELD_MAP = { number: 'number', VINNumber: 'VINNumber', IMEI: 'IMEI' };

/**
 * Trackers live on vehicles: adding one either mounts it on a vehicle without one (PUT ts/{id})
 * or adds a new vehicle with it (POST ts/1); removing it takes it off its vehicle.
 */
export function DevicesSection({
  profile,
  reload,
}: {
  profile: CorporateProfile;
  reload(): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<CorporateDevice | 'new' | null>(null);
  const inn = profile.inn ?? '';
  const subject = (d: CorporateDevice) => d.imei ?? d.vin ?? d.id;

  const validate = (values: FormValues) => {
    const errors: Partial<FormValues> = {};
    if (editing === 'new' && !values.vehicle && !values.number?.trim())
      errors.number = t('errors.required');
    if (!values.VINNumber?.trim() && !values.IMEI?.trim()) errors.IMEI = t('devices.vinOrImei');
    return errors;
  };
  const freeVehicles = profile.ts
    .filter((v) => !v.device)
    .map((v) => ({ value: v.id, label: v.grz }));

  return (
    <EntityList
      titleId="coop-devices-title"
      title={t('devices.title')}
      addLabel={t('devices.add')}
      emptyText={t('devices.empty')}
      items={profile.devices}
      columns={[t('devices.imei'), t('devices.vin'), t('devices.vehicle')]}
      cells={(d) => [d.imei ?? '—', d.vin ?? '—', d.grz ?? '—']}
      subject={subject}
      onAdd={() => setEditing('new')}
      onEdit={(d) => setEditing(d)}
      toggle={(d) => setDeviceActive({ vin: d.vin, imei: d.imei }, !d.active, inn)}
      removeTitle={t('devices.removeTitle')}
      removeQuestion={(d) => t('devices.removeQuestion', { device: subject(d) })}
      remove={(d) => editVehicle(d.tsId ?? '', { VINNumber: '', IMEI: '' })}
      reload={reload}
    >
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? t('devices.addTitle') : t('devices.editTitle')}
        initialValues={
          editing && editing !== 'new'
            ? { VINNumber: editing.vin ?? '', IMEI: editing.imei ?? '' }
            : { vehicle: '', number: '', VINNumber: '', IMEI: '' }
        }
        fields={[
          ...(editing === 'new'
            ? [
                {
                  name: 'vehicle',
                  label: t('devices.vehicle'),
                  options: freeVehicles,
                  placeholder: t('devices.newVehicle'),
                },
                { name: 'number', label: t('devices.newPlate'), hint: t('devices.newPlateHint') },
              ]
            : []),
          { name: 'VINNumber', label: t('devices.vin'), hint: t('devices.vinHint') },
          {
            name: 'IMEI',
            label: t('devices.imei'),
            hint: t('devices.imeiHint'),
            inputMode: 'numeric' as const,
          },
        ]}
        validate={validate}
        fieldMap={FIELD_MAP}
        submit={(values) => {
          const tracker = { VINNumber: values.VINNumber ?? '', IMEI: values.IMEI ?? '' };
          if (editing && editing !== 'new') return editVehicle(editing.tsId ?? '', tracker);
          return values.vehicle
            ? editVehicle(values.vehicle, tracker)
            : addVehicle({ number: values.number ?? '', ...tracker });
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
