import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateProfile, CorporateVehicle } from '@parking/shared/contracts';
import { addVehicle, editVehicle, removeVehicle, setDeviceActive } from '../api/corporate';
import { NS } from '../i18n';
import { EntityList } from './entity-list';
import { FormDialog, type FormValues } from './form-dialog';

const FIELD_MAP = { number: 'number', VINNumber: 'VINNumber', IMEI: 'IMEI' };

export function trackerLabel(device: { imei: string | null; vin: string | null } | null): string {
  if (!device) return '—';
  return [device.imei, device.vin].filter(Boolean).join(' / ');
}

export function VehiclesSection({
  profile,
  reload,
}: {
  profile: CorporateProfile;
  reload(): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<CorporateVehicle | 'new' | null>(null);
  const inn = profile.inn ?? '';

  const validate = (values: FormValues) =>
    values.number?.trim() ? {} : { number: t('errors.required') };

  return (
    <EntityList
      titleId="coop-vehicles-title"
      title={t('vehicles.title')}
      addLabel={t('vehicles.add')}
      emptyText={t('vehicles.empty')}
      items={profile.ts}
      columns={[t('vehicles.plate'), t('vehicles.format'), t('vehicles.tracker')]}
      cells={(v) => [v.grz, t(`vehicles.formats.${v.formatGrz}`), trackerLabel(v.device)]}
      subject={(v) => v.grz}
      onAdd={() => setEditing('new')}
      onEdit={(v) => setEditing(v)}
      toggle={(v) => setDeviceActive({ grz: v.grz, vin: v.vin, imei: v.imei }, !v.active, inn)}
      removeTitle={t('vehicles.removeTitle')}
      removeQuestion={(v) => t('vehicles.removeQuestion', { plate: v.grz })}
      remove={(v) => removeVehicle(v.id)}
      reload={reload}
    >
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? t('vehicles.addTitle') : t('vehicles.editTitle')}
        initialValues={
          editing && editing !== 'new'
            ? { number: editing.grz, VINNumber: editing.vin ?? '', IMEI: editing.imei ?? '' }
            : { number: '', VINNumber: '', IMEI: '' }
        }
        fields={[
          { name: 'number', label: t('vehicles.plate'), required: true },
          { name: 'VINNumber', label: t('devices.vin'), hint: t('devices.vinHint') },
          {
            name: 'IMEI',
            label: t('devices.imei'),
            hint: t('devices.imeiHint'),
            inputMode: 'numeric',
          },
        ]}
        validate={validate}
        fieldMap={FIELD_MAP}
        submit={(values) => {
          const body = {
            number: values.number ?? '',
            VINNumber: values.VINNumber ?? '',
            IMEI: values.IMEI ?? '',
          };
          return editing && editing !== 'new' ? editVehicle(editing.id, body) : addVehicle(body);
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
