// Queries of the receipts table; each names the account, so another account's receipt is not found.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ReceiptRow, ReceiptsDB, ReceiptsTable } from './tables';

export class ReceiptsRepository {
  constructor(private readonly db: Kysely<ReceiptsDB>) {}

  insert(row: Insertable<ReceiptsTable>): Promise<ReceiptRow> {
    return this.db.insertInto('receipts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Newest first. */
  list(accountId: string, city: string): Promise<ReceiptRow[]> {
    return this.db
      .selectFrom('receipts')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(accountId: string, city: string, receiptNumber: string): Promise<ReceiptRow | undefined> {
    return this.db
      .selectFrom('receipts')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .where('receipt_number', '=', receiptNumber)
      .executeTakeFirst();
  }

  /** The caller's plates as stored on vehicles: number + region ('А123ВС92'). */
  async plates(accountId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('vehicles')
      .select(sql<string>`number || coalesce(region, '')`.as('grz'))
      .where('account_id', '=', accountId)
      .execute();
    return rows.map((row) => row.grz);
  }
}
