// Queries of the vehicles table. Every query names the account: a vehicle of another account is
// simply not found. Call with the transaction inside one (PGlite: the outer handle would wait).
import type { Insertable, Updateable } from 'kysely';
import { deleteOwned, updateOwned, type ProfileDb } from '../profile/db-helpers';
import type { VehicleRow, VehiclesTable } from '../profile/tables';

export type NewVehicle = Insertable<VehiclesTable>;
export type VehicleChanges = Updateable<VehiclesTable>;

export class VehiclesRepository {
  constructor(private readonly db: ProfileDb) {}

  /** Main first, then in the order they were added. */
  list(accountId: string): Promise<VehicleRow[]> {
    return this.db
      .selectFrom('vehicles')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('is_main', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  async insert(row: NewVehicle): Promise<VehicleRow> {
    return this.db.insertInto('vehicles').values(row).returningAll().executeTakeFirstOrThrow();
  }

  update(accountId: string, id: string, changes: VehicleChanges): Promise<VehicleRow> {
    return updateOwned(this.db, 'vehicles', accountId, id, changes);
  }

  delete(accountId: string, id: string): Promise<void> {
    return deleteOwned(this.db, 'vehicles', accountId, id);
  }

  async clearMain(accountId: string): Promise<void> {
    await this.db
      .updateTable('vehicles')
      .set({ is_main: false })
      .where('account_id', '=', accountId)
      .where('is_main', '=', true)
      .execute();
  }

  /** After the main vehicle is deleted the oldest remaining one becomes main. */
  async promoteOldest(accountId: string): Promise<void> {
    const oldest = await this.db
      .selectFrom('vehicles')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (oldest)
      await this.db
        .updateTable('vehicles')
        .set({ is_main: true })
        .where('id', '=', oldest.id)
        .execute();
  }
}
