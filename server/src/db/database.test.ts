import { sql } from 'kysely';
import { createTestDatabase } from '../../test/harness';
import type { Database } from './database';

// Behaviour later modules rely on, identical on PGlite and PostgreSQL.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await sql`create table counter (id int primary key, n int8 not null, day date not null)`.execute(
    database.db,
  );
  await sql`insert into counter values (1, 0, '2025-03-01')`.execute(database.db);
});
afterAll(() => drop());

test('int8 reads as a number, date as YYYY-MM-DD, jsonb as an object', async () => {
  const { rows } = await sql<{
    n: number;
    day: string;
    j: unknown;
  }>`select n, day, '{"a":[1]}'::jsonb as j from counter`.execute(database.db);
  expect(rows).toEqual([{ n: 0, day: '2025-03-01', j: { a: [1] } }]);
});

test('a failed transaction leaves nothing behind', async () => {
  await expect(
    database.db.transaction().execute(async (trx) => {
      await sql`update counter set n = n + 100 where id = 1`.execute(trx);
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
  expect(rows[0]!.n).toBe(0);
});

test('concurrent read-modify-write transactions with a row lock do not lose updates', async () => {
  const increment = () =>
    database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        n: number;
      }>`select n from counter where id = 1 for update`.execute(trx);
      await sql`update counter set n = ${rows[0]!.n + 1} where id = 1`.execute(trx);
    });
  await Promise.all(Array.from({ length: 20 }, increment));
  const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
  expect(rows[0]!.n).toBe(20);
});

test('affected row counts are reported', async () => {
  const result = await database.db
    .updateTable('cities')
    .set({ sort_order: 5 })
    .where('code', '=', 'nowhere')
    .executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(0);
});
