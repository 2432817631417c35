import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/harness';
import { client, fund, ledgerState, newDriver } from '../parking-sessions/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('get-balance is the sum of the ledger; a new account has 0; no token, no balance', async () => {
  const driver = await newDriver(t);
  expect((await client(t, driver.token).get('/api/profile/get-balance')).body.result).toEqual({
    balance: 0,
    balanceKopecks: 0,
    currency: 'RUB',
  });
  await fund(t, driver, 12_345);
  expect((await client(t, driver.token).get('/api/profile/get-balance')).body.result.balance).toBe(
    123.45,
  );
  expect(await ledgerState(t, driver.accountId)).toEqual({
    balance: 12_345,
    sum: 12_345,
    entries: 1,
  });
  const anonymous = await client(t, null).get('/api/profile/get-balance');
  expect([anonymous.status, anonymous.body.errorName]).toEqual([401, 'TokenNotFound']);
  expect((await client(t, 'garbage').get('/api/profile/get-balance')).body.errorName).toBe(
    'TokenNotFound',
  );
});

test('ledger entries are immutable and the balance can never be negative in the database either', async () => {
  const driver = await newDriver(t);
  await fund(t, driver, 100);
  await expect(
    sql`update ledger_entries set amount_kopecks = 1 where account_id = ${driver.accountId}`.execute(
      t.database.db,
    ),
  ).rejects.toThrow(/immutable/);
  await expect(
    sql`delete from ledger_entries where account_id = ${driver.accountId}`.execute(t.database.db),
  ).rejects.toThrow(/immutable/);
  await expect(
    sql`update accounts_balance set balance_kopecks = -1 where account_id = ${driver.accountId}`.execute(
      t.database.db,
    ),
  ).rejects.toThrow();
});
