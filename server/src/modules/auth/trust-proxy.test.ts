// TRUST_PROXY: X-Forwarded-For names the client only when configured, and only from the proxies
// it names; otherwise the header is ignored (anyone could forge it to dodge the per-address limit).
import { createTestApp, type TestApp } from '../../../test/harness';
import { setPasswordHashParamsForTests } from './passwords';
import { FAILURES_PER_ADDRESS } from './service';
import { withAccountTables } from './tables';

const apps: TestApp[] = [];
const start = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
};
beforeAll(() => setPasswordHashParamsForTests());
afterAll(async () => {
  for (const t of apps) await t.close();
});

const login = (t: TestApp, body: Record<string, string>, from: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: {
      'x-city': 'sevastopol',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: body,
  });

/** The address the server saw for a successful login (sessions keep it). */
const seenAddress = async (t: TestApp, from: string, forwardedFor?: string) => {
  const res = (
    await login(t, { login: 'driver@sevastopol.demo', password: 'Demo1234' }, from, forwardedFor)
  ).json();
  const session = await withAccountTables(t.database.db)
    .selectFrom('auth_sessions')
    .select('client_ip')
    .where('id', '=', res.id_session)
    .executeTakeFirstOrThrow();
  return session.client_ip;
};

test('off by default: the header is ignored, so forged addresses still count as one', async () => {
  const t = await start();
  expect(t.config.trustProxy).toBe(false);
  expect(await seenAddress(t, '10.4.0.1', '203.0.113.7')).toBe('10.4.0.1');
  // Each try claims another address and another login: the limit still sees one address.
  for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
    await login(
      t,
      { login: `nobody${i}@sevastopol.demo`, password: 'x' },
      '10.4.0.2',
      `198.51.100.${i}`,
    );
  }
  const limited = (
    await login(
      t,
      { login: 'someone-else@sevastopol.demo', password: 'x' },
      '10.4.0.2',
      '198.51.100.200',
    )
  ).json();
  expect(limited.errorName).toBe('LoginTryLimit');
});

test('TRUST_PROXY=<proxy address>: the client behind that proxy is told apart; others cannot forge it', async () => {
  const t = await start({ TRUST_PROXY: '10.5.0.1' });
  expect(await seenAddress(t, '10.5.0.1', '203.0.113.7')).toBe('203.0.113.7');
  // Not from the trusted proxy: the header is ignored.
  expect(await seenAddress(t, '10.5.0.9', '203.0.113.8')).toBe('10.5.0.9');
  // Visitors behind the proxy each have their own limit.
  for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
    await login(
      t,
      { login: `nobody${i}@sevastopol.demo`, password: 'x' },
      '10.5.0.1',
      '198.51.100.1',
    );
  }
  expect(
    (
      await login(
        t,
        { login: 'someone-else@sevastopol.demo', password: 'x' },
        '10.5.0.1',
        '198.51.100.1',
      )
    ).json().errorName,
  ).toBe('LoginTryLimit');
  expect(
    (
      await login(
        t,
        { login: 'someone-else@sevastopol.demo', password: 'x' },
        '10.5.0.1',
        '198.51.100.2',
      )
    ).json().errorName,
  ).toBe('UnregistredAccount');
});

test("TRUST_PROXY=1: one hop, so a value the client put before the proxy's own is not believed", async () => {
  const t = await start({ TRUST_PROXY: '1' });
  expect(await seenAddress(t, '10.6.0.1', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
});
