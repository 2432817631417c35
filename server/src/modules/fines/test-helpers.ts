// Shared by the fines, receipts, feedback and content HTTP tests (not a test file itself).
import { sql } from 'kysely';
import type { TestApp } from '../../../test/harness';
import type { TestUser } from '../profile/test-kit';
import { withProfileTables } from '../profile/tables';

/** A session for a seeded demo driver (auth/demo-accounts.ts). */
export async function demoDriver(
  t: TestApp,
  city: 'sevastopol' | 'rostov' = 'sevastopol',
): Promise<TestUser> {
  const email = `driver@${city}.demo`;
  const account = await withProfileTables(t.database.db)
    .selectFrom('accounts')
    .select('id')
    .where('city', '=', city)
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirstOrThrow();
  const { token } = await t.app.authModule.sessions.create({
    accountId: account.id,
    city,
    userType: 'private',
    clientIp: null,
  });
  return { accountId: account.id, token, city, phone: '', email };
}

/** Row count of a table, to prove a refused call changed nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
    t.database.db,
  );
  return Number(rows[0]!.n);
}

/**
 * Changes some of a city's settings (read on every request) for the duration of `body`, then puts
 * the previous settings back, so the other tests of the file see the seeded city.
 */
export async function withCitySettings(
  t: TestApp,
  city: string,
  patch: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  const db = withProfileTables(t.database.db);
  const row = await db
    .selectFrom('cities')
    .select('settings')
    .where('code', '=', city)
    .executeTakeFirstOrThrow();
  const write = (settings: unknown) =>
    db
      .updateTable('cities')
      .set({ settings: JSON.stringify(settings) } as never)
      .where('code', '=', city)
      .execute();
  await write({ ...(row.settings as object), ...patch });
  try {
    await body();
  } finally {
    await write(row.settings);
  }
}
