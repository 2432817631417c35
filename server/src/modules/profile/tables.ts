// Row types of the profile tables (migration 0020), joined to the foundation's DB and the accounts
// tables with `withProfileTables`, so this module owns its schema. Other modules may import them.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountsTables } from '../auth/tables';
import type {
  DocumentType,
  PlateFormat,
  PlateType,
  VehicleCategory,
  VehicleCountry,
} from '@parking/shared/domain';

type CreatedNow = ColumnType<Date, Date | undefined, never>;

export interface VehiclesTable {
  id: Generated<string>;
  account_id: string;
  /** Normalised plate without the region (a foreign plate whole). */
  number: string;
  /** null for foreign plates. */
  region: string | null;
  format: PlateFormat;
  plate_type: PlateType | null;
  category: Generated<VehicleCategory>;
  country: Generated<VehicleCountry>;
  sts: string | null;
  vin: string | null;
  imei: string | null;
  is_main: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedNow;
}

export interface DocumentsTable {
  id: Generated<string>;
  account_id: string;
  type: DocumentType;
  number: string;
  created_at: CreatedNow;
}

export interface AccountSettingsTable {
  account_id: string;
  report_history_operation: Generated<boolean>;
  push_off: Generated<boolean>;
  check_parking_session_before: Generated<boolean>;
  check_parking_session: Generated<boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

// A type alias, not an interface: withTables needs the implicit index signature.
export type ProfileTables = {
  vehicles: VehiclesTable;
  documents: DocumentsTable;
  account_settings: AccountSettingsTable;
};

export type ProfileDB = DB & AccountsTables & ProfileTables;
export type VehicleRow = Selectable<VehiclesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type AccountSettingsRow = Selectable<AccountSettingsTable>;

/** The foundation's database handle, typed with the accounts and profile tables too. */
export function withProfileTables(db: Kysely<DB>): Kysely<ProfileDB> {
  return db.withTables<AccountsTables>().withTables<ProfileTables>();
}
