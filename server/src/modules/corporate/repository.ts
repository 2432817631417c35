// Every query of the corporate module. Each query is scoped by account_id: a company reaches only
// its own rows, whatever id a client sends. Inside a transaction use `repo.in(trx)` (on PGlite the
// outer handle would wait for the transaction's own lock).
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { PlateFormat } from '@parking/shared/domain';
import { walletBalance } from '../wallet/ledger';
import type {
  CorporateDB,
  CorporateDriversTable,
  DeviceRow,
  DriverRow,
  VehicleRow,
} from './tables';

export interface CompanyRow {
  id: string;
  city: string;
  email: string | null;
  inn: string | null;
  company_name: string | null;
}

export interface NewDriver {
  lastName: string;
  firstName: string;
  patronymic: string;
  phone: string;
  vehicleId: string | null;
}

export class CorporateRepository {
  constructor(readonly db: Kysely<CorporateDB>) {}

  in(trx: Transaction<CorporateDB>): CorporateRepository {
    return new CorporateRepository(trx);
  }

  /**
   * One change of a company at a time: the account row is locked first, so two requests adding
   * the same plate or device queue and the second sees the first's row (an answer, not a 5xx).
   */
  transaction<T>(accountId: string, work: (repo: CorporateRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`.execute(trx);
      return work(this.in(trx));
    });
  }

  async company(accountId: string): Promise<CompanyRow | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['id', 'city', 'email', 'inn', 'company_name'])
      .where('id', '=', accountId)
      .where('kind', '=', 'corporate')
      .executeTakeFirst();
    return row ?? null;
  }

  /** Kopecks; a company that never had money has no balance row yet. */
  balance(accountId: string): Promise<number> {
    return walletBalance(this.db, accountId);
  }

  // --- vehicles ---
  vehicles(accountId: string): Promise<VehicleRow[]> {
    return this.db
      .selectFrom('corporate_vehicles')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('plate')
      .execute();
  }

  async vehicle(accountId: string, id: string): Promise<VehicleRow | null> {
    return (
      (await this.db
        .selectFrom('corporate_vehicles')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  /** By plate, case-insensitively. */
  async vehicleByPlate(accountId: string, plate: string): Promise<VehicleRow | null> {
    return (
      (await this.db
        .selectFrom('corporate_vehicles')
        .selectAll()
        .where('account_id', '=', accountId)
        .where((eb) => eb(eb.fn('upper', ['plate']), '=', plate.toUpperCase()))
        .executeTakeFirst()) ?? null
    );
  }

  async insertVehicle(row: {
    accountId: string;
    city: string;
    plate: string;
    format: PlateFormat;
    country: string;
  }): Promise<VehicleRow> {
    return this.db
      .insertInto('corporate_vehicles')
      .values({
        account_id: row.accountId,
        city: row.city,
        plate: row.plate,
        format: row.format,
        country: row.country,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateVehicle(
    accountId: string,
    id: string,
    values: { plate?: string; format?: PlateFormat; active?: boolean },
  ): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('corporate_vehicles')
      .set(values)
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }

  async deleteVehicle(accountId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('corporate_vehicles')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // --- tracking devices ---
  devices(accountId: string): Promise<DeviceRow[]> {
    return this.db
      .selectFrom('tracking_devices')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertDevice(row: {
    accountId: string;
    city: string;
    vin: string | null;
    imei: string | null;
    vehicleId: string | null;
  }): Promise<DeviceRow> {
    return (
      this.db
        .insertInto('tracking_devices')
        // Adding a device activates it (spec section 4).
        .values({
          account_id: row.accountId,
          city: row.city,
          vin: row.vin,
          imei: row.imei,
          vehicle_id: row.vehicleId,
          active: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    );
  }

  async updateDevice(
    accountId: string,
    id: string,
    values: { vin?: string | null; imei?: string | null; active?: boolean },
  ): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('tracking_devices')
      .set(values)
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }

  async deleteDevice(accountId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('tracking_devices')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }

  // --- drivers ---
  drivers(accountId: string): Promise<DriverRow[]> {
    return this.db
      .selectFrom('corporate_drivers')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
  }

  async driverByPhone(accountId: string, phone: string): Promise<DriverRow | null> {
    return (
      (await this.db
        .selectFrom('corporate_drivers')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('phone', '=', phone)
        .executeTakeFirst()) ?? null
    );
  }

  async insertDriver(accountId: string, city: string, driver: NewDriver): Promise<DriverRow> {
    return this.db
      .insertInto('corporate_drivers')
      .values({
        account_id: accountId,
        city,
        last_name: driver.lastName,
        first_name: driver.firstName,
        patronymic: driver.patronymic,
        phone: driver.phone,
        vehicle_id: driver.vehicleId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateDriver(
    accountId: string,
    id: string,
    values: Partial<NewDriver> & { active?: boolean },
  ): Promise<void> {
    const set: Updateable<CorporateDriversTable> = {};
    if (values.lastName !== undefined) set.last_name = values.lastName;
    if (values.firstName !== undefined) set.first_name = values.firstName;
    if (values.patronymic !== undefined) set.patronymic = values.patronymic;
    if (values.phone !== undefined) set.phone = values.phone;
    if (values.vehicleId !== undefined) set.vehicle_id = values.vehicleId;
    if (values.active !== undefined) set.active = values.active;
    if (Object.keys(set).length === 0) return;
    await this.db
      .updateTable('corporate_drivers')
      .set(set)
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }

  async deleteDriver(accountId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('corporate_drivers')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }
}

/** The index a unique violation (SQLSTATE 23505) hit; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}
