// Small database helpers every profile feature uses.
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { ProfileDB } from './tables';

export type ProfileDb = Kysely<ProfileDB> | Transaction<ProfileDB>;

/**
 * Serialises every change of one account's phones / vehicles / documents: the "exactly one main"
 * rules are checked and written by one transaction at a time (a partial unique index alone would
 * turn a race into a 5xx instead of a correct answer).
 */
export async function lockAccount(
  trx: Transaction<ProfileDB>,
  accountId: string,
): Promise<boolean> {
  const { rows } = await sql<{
    id: string;
  }>`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`.execute(trx);
  return rows.length > 0;
}

/** The constraint or index a unique violation (SQLSTATE 23505) hit; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** Profile tables whose rows belong to one account and are named by id. */
type OwnedTable = 'documents' | 'vehicles';

/** Changes an account's own row; another account's id matches nothing (and throws). */
export function updateOwned<T extends OwnedTable>(
  db: ProfileDb,
  table: T,
  accountId: string,
  id: string,
  changes: Updateable<ProfileDB[T]>,
): Promise<Selectable<ProfileDB[T]>> {
  return db
    .updateTable(table as OwnedTable)
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Selectable<ProfileDB[T]>>;
}

/** Deletes an account's own row; another account's id matches nothing. */
export async function deleteOwned(
  db: ProfileDb,
  table: OwnedTable,
  accountId: string,
  id: string,
): Promise<void> {
  await db.deleteFrom(table).where('account_id', '=', accountId).where('id', '=', id).execute();
}
