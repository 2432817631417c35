// The Vehicle shape of the spec (section 3) as every vehicle call answers it.
import type {
  PlateFormat,
  PlateType,
  VehicleCategory,
  VehicleCountry,
} from '@parking/shared/domain';
import type { VehicleRow } from '../profile/tables';

export interface VehicleView {
  id: string;
  /** The main vehicle of the account (exactly one while any exist). */
  mainTs: boolean;
  /** Whole plate, normalised: number + region ('А123ВС77'); numberTs = name = grz. */
  numberTs: string;
  name: string;
  grz: string;
  /** Without the region ('А123ВС'). */
  number: string;
  /** null for a foreign plate. */
  region: string | null;
  formatGrz: PlateFormat;
  /** Russian template the plate matched; null for foreign. */
  plateType: PlateType | null;
  category: VehicleCategory;
  country: VehicleCountry;
  STSNumber: string | null;
  /** Document kind of STSNumber: the vehicle registration certificate. */
  docType: 'STS';
  active: boolean;
  vin: string | null;
  imei: string | null;
}

export function vehicleView(row: VehicleRow): VehicleView {
  const plate = `${row.number}${row.region ?? ''}`;
  return {
    id: row.id,
    mainTs: row.is_main,
    numberTs: plate,
    name: plate,
    grz: plate,
    number: row.number,
    region: row.region,
    formatGrz: row.format,
    plateType: row.plate_type,
    category: row.category,
    country: row.country,
    STSNumber: row.sts,
    docType: 'STS',
    active: row.active,
    vin: row.vin,
    imei: row.imei,
  };
}
