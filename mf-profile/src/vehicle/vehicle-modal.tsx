import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import {
  applyMask,
  compactErrors,
  DEFAULT_VEHICLE_CATEGORY,
  detectPlateType,
  normalisePlate,
  STS_MASK,
  validateCategory,
  validatePlate,
  validatePlateNotOnAccount,
  validateVehicleSts,
  VEHICLE_CATEGORIES,
  type PlateFormat,
  type VehicleCategory,
} from '@parking/shared/domain';
import { addVehicle, deleteVehicle, editVehicle } from '../api/vehicles';
import type { Vehicle } from '../api/types';
import { apiErrorCode } from '../common/errors';
import { CheckboxField, SelectField, TextField } from '../common/fields';
import { DeleteModal, FormError, FormModal } from '../common/modal-form';
import { NS } from '../i18n';
import { StatePlate } from '../plate/state-plate';

export type DialogAction = 'add' | 'edit' | 'delete';

export interface VehicleModalProps {
  action: DialogAction;
  /** The vehicle to edit or delete. */
  vehicle?: Vehicle;
  /** The account's vehicles: a plate or certificate already there is refused. */
  vehicles: readonly Vehicle[];
  onClose(): void;
  onSaved(reason: string): void;
}

interface VehicleValues {
  grz: string;
  format: PlateFormat;
  category: VehicleCategory | '';
  sts: string;
  mainTs: boolean;
}

export function validateVehicle(
  values: Partial<VehicleValues>,
  vehicles: readonly Vehicle[],
  editingId?: string,
) {
  const format = values.format ?? 'rus';
  const others = vehicles.filter((v) => v.id !== editingId);
  return compactErrors({
    grz:
      validatePlate(values.grz, format) ??
      validatePlateNotOnAccount(
        values.grz,
        format,
        vehicles.map((v) => ({ id: v.id, numberTs: v.numberTs, format: v.format })),
        editingId,
      ),
    // A foreign plate has no type, so any chosen category agrees with it.
    category: validateCategory(
      format === 'rus' ? detectPlateType(values.grz) : null,
      values.category,
    ),
    sts: validateVehicleSts(
      values.sts,
      others.map((v) => v.sts),
    ),
  });
}

/** Vehicle add / edit / delete (spec 2, 4, 5): validations from shared/domain, an error banner on failure. */
export function VehicleModal({ action, vehicle, vehicles, onClose, onSaved }: VehicleModalProps) {
  const { t } = useTranslation(NS);
  const title = t(`vehicle.${action}Title`);

  if (action === 'delete' && vehicle)
    return (
      <DeleteModal
        title={title}
        question={t('vehicle.deleteQuestion')}
        remove={() => deleteVehicle(vehicle)}
        onDeleted={() => onSaved('vehicle deleted')}
        onClose={onClose}
      >
        <StatePlate plate={vehicle.numberTs} format={vehicle.format} />
      </DeleteModal>
    );

  const initialValues: VehicleValues = vehicle
    ? {
        grz: vehicle.numberTs,
        format: vehicle.format,
        category: vehicle.category,
        sts: applyMask(vehicle.sts, STS_MASK),
        mainTs: vehicle.mainTs,
      }
    : {
        grz: '',
        format: 'rus',
        category: DEFAULT_VEHICLE_CATEGORY,
        sts: '',
        mainTs: vehicles.length === 0,
      };

  const submit = async (values: VehicleValues): Promise<SubmissionErrors | void> => {
    const input = { ...values, category: values.category || DEFAULT_VEHICLE_CATEGORY };
    const response =
      action === 'edit' && vehicle ? await editVehicle(vehicle, input) : await addVehicle(input);
    if (!isOk(response)) return { [FORM_ERROR]: apiErrorCode(response) };
    onSaved(action === 'edit' ? 'vehicle edited' : 'vehicle added');
    onClose();
    return undefined;
  };

  return (
    <FormModal<VehicleValues>
      title={title}
      submitLabel={t('common.save')}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      validate={(values) => validateVehicle(values, vehicles, vehicle?.id)}
    >
      {({ submitError }) => (
        <>
          <FormError error={submitError} />
          <TextField
            name="grz"
            label={t('vehicle.number')}
            hint={t('vehicle.numberHint')}
            // Live: Latin look-alikes become Cyrillic, spaces go, upper case (spec 5).
            parse={(value: string) => normalisePlate(value)}
            autoComplete="off"
            required
          />
          <SelectField
            name="format"
            label={t('vehicle.format')}
            options={[
              { value: 'rus', label: t('vehicle.formatRus') },
              { value: 'foreign', label: t('vehicle.formatForeign') },
            ]}
            required
          />
          <SelectField
            name="category"
            label={t('vehicle.category')}
            placeholder={t('vehicle.categoryChoose')}
            options={VEHICLE_CATEGORIES.map((c) => ({
              value: c,
              label: t(`vehicle.categories.${c}`),
            }))}
            required
          />
          <TextField
            name="sts"
            label={t('vehicle.sts')}
            hint={t('vehicle.stsHint')}
            parse={(value: string) => applyMask(value, STS_MASK).toUpperCase()}
            autoComplete="off"
          />
          <CheckboxField name="mainTs" label={t('vehicle.main')} />
        </>
      )}
    </FormModal>
  );
}
