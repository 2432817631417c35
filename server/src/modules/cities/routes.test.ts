import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/cities lists every city as a CityConfig, in sort order', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/cities' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('ok');
  expect(body.result.map((c: { city: string }) => c.city)).toEqual(['sevastopol', 'rostov']);
  expect(body.result[0]).toEqual({
    city: 'sevastopol',
    nameForShow: { ru: 'Севастополь', en: 'Sevastopol' },
    apiUrl: '/api',
    mapBounds: [
      [33.38, 44.4],
      [33.93, 44.97],
    ],
    mapSource: 'self-hosted',
    parkingPeriod: 15,
    planarParkingAvailable: false,
    profile: 'private-and-corporate',
    timeZone: 'Europe/Simferopol',
  });
  expect(body.result[1]).toMatchObject({
    city: 'rostov',
    timeZone: 'Europe/Moscow',
    nameForShow: { en: 'Rostov-on-Don' },
  });
});

test('the list does not depend on the requested city', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/cities',
    headers: { 'x-city': 'unknown-town' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toHaveLength(2);
});
