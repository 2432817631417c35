// Row types of the corporate tables (migration 0080), joined to the foundation's DB with
// withTables so the module owns its schema. The accounts and wallet tables come from their modules.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { PlateFormat } from '@parking/shared/domain';
import type { DB } from '../../db/schema';
import type { AccountsTables } from '../auth/tables';
import { withMoneyTables, type MoneyDB } from '../parking-sessions/tables';

type CreatedNow = ColumnType<Date, Date | undefined, never>;

export interface CorporateVehiclesTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  plate: string;
  format: PlateFormat;
  country: Generated<string>;
  active: Generated<boolean>;
  created_at: CreatedNow;
}

export interface TrackingDevicesTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  vin: string | null;
  imei: string | null;
  vehicle_id: string | null;
  active: Generated<boolean>;
  created_at: CreatedNow;
}

export interface CorporateDriversTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  last_name: string;
  first_name: Generated<string>;
  patronymic: Generated<string>;
  phone: string;
  vehicle_id: string | null;
  active: Generated<boolean>;
  created_at: CreatedNow;
}

export type CorporateTables = {
  corporate_vehicles: CorporateVehiclesTable;
  tracking_devices: TrackingDevicesTable;
  corporate_drivers: CorporateDriversTable;
};

/** What this module reads and writes: its tables, the accounts, and the wallet (balance, operations). */
export type CorporateDB = MoneyDB & AccountsTables & CorporateTables;

export type VehicleRow = Selectable<CorporateVehiclesTable>;
export type DeviceRow = Selectable<TrackingDevicesTable>;
export type DriverRow = Selectable<CorporateDriversTable>;

export function withCorporateTables(db: Kysely<DB>): Kysely<CorporateDB> {
  return withMoneyTables(db).withTables<AccountsTables & CorporateTables>();
}
