// Guest tokens and guest payments are limited per client address (module defaults), through HTTP.
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEFAULT_RATE_LIMITS } from '../parking-sessions/module';
import { counts, newDriver, WEDNESDAY, type Json } from '../parking-sessions/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.app.parkingModule.clock.set(WEDNESDAY('10:00')));

async function post(url: string, body: Json, from: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: {
      'x-city': 'sevastopol',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

test('guest tokens: the limit per address per minute, then 429 TooManyRequests with Retry-After and no row', async () => {
  const limit = DEFAULT_RATE_LIMITS.guestTokensPerMinute;
  for (let i = 0; i < limit; i++)
    expect((await post('/api/payment/guest-token', {}, '10.0.0.1')).status).toBe(200);
  const before = await counts(t);
  const refused = await post('/api/payment/guest-token', {}, '10.0.0.1');
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await counts(t)).toEqual(before);
  // another address is not affected; a minute later the first one may ask again
  expect((await post('/api/payment/guest-token', {}, '10.0.0.2')).status).toBe(200);
  t.app.parkingModule.clock.advance(60_001);
  expect((await post('/api/payment/guest-token', {}, '10.0.0.1')).status).toBe(200);
});

test('guest payments are limited per address; a logged-in driver is not', async () => {
  const token = (await post('/api/payment/guest-token', {}, '10.0.1.1')).body.result
    .token as string;
  const start = (i: number, from: string, tok = token) =>
    post(
      '/api/payment/start',
      {
        Vehicle: `А${String(100 + i).slice(-3)}ВС92`,
        Zone: '101',
        Duration: 60,
        PaymentService: 'card',
        phone: '+79781234567',
      },
      from,
      tok,
    );
  for (let i = 0; i < DEFAULT_RATE_LIMITS.guestPaymentsPerMinute; i++)
    expect((await start(i, '10.0.1.1')).status).toBe(200);
  const before = await counts(t);
  const refused = await start(99, '10.0.1.1');
  expect(refused.status).toBe(429);
  expect(refused.body.errorName).toBe('TooManyRequests');
  const v2 = await post(
    '/api/payment/start/v2',
    { Vehicle: 'А199ВС92', Zone: '101' },
    '10.0.1.1',
    token,
  );
  expect(v2.body.errorName).toBe('TooManyRequests');
  expect(await counts(t)).toEqual(before);

  const driver = await newDriver(t);
  const own = await post(
    '/api/payment/start',
    { Vehicle: 'А200ВС92', Zone: '101', Duration: 60, PaymentService: 'card' },
    '10.0.1.1',
    driver.token,
  );
  expect(own.status).toBe(200);
});
