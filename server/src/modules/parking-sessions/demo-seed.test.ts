import { createTestApp, type TestApp } from '../../../test/harness';
import { withAccountTables } from '../auth/tables';
import { withMoneyTables } from './tables';
import { seedDemoMoney } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (login: string, city: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-city': city },
    payload: { login, password: 'Demo1234' },
  });
  return res.json().token as string;
};
const get = (url: string, token: string, city: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-city': city, authorization: `Bearer ${token}` },
  });
const post = (url: string, token: string, city: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-city': city, authorization: `Bearer ${token}` },
    payload,
  });

// A Wednesday noon in Sevastopol: five weeks back all lie inside the seeded 2026 calendar.
const NOW = new Date('2026-03-18T09:00:00Z');

const DRIVERS = [
  ['sevastopol', 'driver@sevastopol.demo'],
  ['rostov', 'driver@rostov.demo'],
] as const;

test('the demo drivers start empty and the seed fills both', async () => {
  for (const [city, email] of DRIVERS) {
    expect(
      (await get('/api/profile/get-balance', await login(email, city), city)).json().result.balance,
    ).toBe(0);
  }
  expect(await seedDemoMoney(t.database.db, NOW)).toEqual(DRIVERS.map(([, email]) => email));
});

test.each(DRIVERS)(
  '%s: the demo driver has top-ups, parkings, an extension and a refund, and a small balance',
  async (city, email) => {
    const token = await login(email, city);

    const rows = (
      await post('/api/profile/get-operations-with-filter', token, city, { Period: 'all' })
    ).json().result as { type: string; sum: number; zone: string | null }[];
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['refill', 'payment', 'renew', 'cancel']),
    );
    expect(rows.filter((r) => r.type === 'payment').length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.type === 'payment').every((r) => r.sum > 0 && r.zone)).toBe(true);

    // The balance the profile shows is what the history adds up to, and what the ledger holds.
    const balance = (await get('/api/profile/get-balance', token, city)).json().result
      .balance as number;
    const signed = rows.reduce(
      (acc, r) => acc + (r.type === 'refill' || r.type === 'cancel' ? r.sum : -r.sum),
      0,
    );
    expect(balance).toBeCloseTo(signed, 2);
    const db = withMoneyTables(t.database.db);
    const accountId = (
      await withAccountTables(t.database.db)
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
    const entries = await db
      .selectFrom('ledger_entries')
      .select('amount_kopecks')
      .where('account_id', '=', accountId)
      .execute();
    expect(entries.reduce((acc, e) => acc + Number(e.amount_kopecks), 0)).toBe(
      Math.round(balance * 100),
    );
    // Top-ups came only when a parking needed one: under 50 р is left, so the demo's first day
    // parking asks for a top-up.
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThan(50);
  },
);

test('a second run leaves accounts with operations alone', async () => {
  const before = await withMoneyTables(t.database.db)
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(await seedDemoMoney(t.database.db, NOW)).toEqual([]);
  const after = await withMoneyTables(t.database.db)
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});
