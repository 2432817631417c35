import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/health answers ok with the engine in use', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ok',
    result: { db: 'ok', engine: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
  });
});

test('health needs no city, even an unknown one', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-city': 'atlantis' },
  });
  expect(res.statusCode).toBe(200);
});
