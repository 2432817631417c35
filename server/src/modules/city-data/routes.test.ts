import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/harness';
import { client, type Json } from '../parking-sessions/test-helpers';
import { generateCityData } from './seed';

type Feature = Json;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the demo map is deterministic, inside the city bounds and of realistic volume', () => {
  const a = generateCityData('sevastopol')!;
  const b = generateCityData('sevastopol')!;
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  expect(a.parkings.length).toBeGreaterThanOrEqual(300);
  expect(a.objects.length + generateCityData('rostov')!.objects.length).toBeGreaterThan(2000);
  for (const p of a.parkings) {
    expect(p.lat).toBeGreaterThanOrEqual(44.4);
    expect(p.lat).toBeLessThanOrEqual(44.97);
    expect(p.lon).toBeGreaterThanOrEqual(33.38);
    expect(p.lon).toBeLessThanOrEqual(33.93);
  }
  expect(a.parkings.some((p) => !p.active)).toBe(true);
  expect(new Set(a.parkings.map((p) => p.geometry_type))).toEqual(
    new Set(['Point', 'LineString', 'Polygon']),
  );
});

test('get-map-info/v3 serves features with zone prices, spaces, OverAll and times; inactive parkings have daycode -2', async () => {
  const res = await client(t, null).get('/api/info/get-map-info/v3');
  expect(res.status).toBe(200);
  const { result } = res.body;
  expect(result.type).toBe('FeatureCollection');
  expect(result.OverAll.parkings).toBeGreaterThanOrEqual(300);
  expect(result.times.updated).toEqual(expect.any(String));
  expect(result.zones.length).toBeGreaterThanOrEqual(5);
  const parking = result.features.find(
    (f: Feature) =>
      f.properties.objecttype === 'parkings' &&
      f.properties.active &&
      f.properties.zone &&
      f.geometry.type === 'LineString',
  );
  expect(parking.properties).toMatchObject({
    category: expect.any(String),
    code: expect.any(String),
    freeparking: expect.any(Boolean),
    spaces: {
      total: expect.any(Number),
      free: expect.any(Number),
      fordisabled: expect.any(Number),
    },
  });
  expect(parking.properties.zone.prices[0]).toEqual({
    day: expect.any(String),
    daycode: expect.any(Number),
    timestart: expect.any(String),
    timeend: expect.any(String),
    priceNum: expect.any(Number),
  });
  expect(parking.geometry.coordinates[0]).toEqual({
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  const point = result.features.find((f: Feature) => f.geometry.type === 'Point');
  expect(point.geometry.coordinates).toEqual({
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  const inactive = result.features.find(
    (f: Feature) =>
      f.properties.objecttype === 'parkings' && !f.properties.active && f.properties.zone,
  );
  expect(inactive.properties.zone.prices.every((p: Json) => p.daycode === -2)).toBe(true);
  const kinds = new Set(result.features.map((f: Feature) => f.properties.category));
  for (const kind of [
    'parkomat',
    'terminal',
    'infotable',
    'museum',
    'sight',
    'church',
    'residentzone',
  ])
    expect(kinds.has(kind)).toBe(true);
});

test('map data is compressed and revalidated with its ETag; each city has its own', async () => {
  const c = client(t, null);
  const gz = await c.get('/api/info/get-map-info-v2', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const body = JSON.parse(zlib.gunzipSync(gz.raw).toString('utf8'));
  expect(body.status).toBe('ok');
  expect(body.result.zones).toBeUndefined();
  const etag = String(gz.headers.etag);
  const again = await c.get('/api/info/get-map-info-v2', { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.raw.length).toBe(0);
  const rostov = await client(t, null, 'rostov').get('/api/info/get-map-info-v2', {
    'if-none-match': etag,
  });
  expect(rostov.status).toBe(200);
  expect(rostov.body.result.features[0].geometry).toBeDefined();
});

test('zones for the payment form and getZones of backend v2', async () => {
  const zones = await client(t, null).get('/api/info/zones');
  expect(zones.body.result[0]).toMatchObject({ name: 'Центр', value: '101', special: false });
  expect(zones.body.result[0].prices).toContainEqual({
    type: 'default',
    from: '08:00:00',
    to: '20:00:00',
    price: 60,
  });
  const backend = await client(t, null, 'rostov').get('/backend/v2/getZones');
  expect(backend.status).toBe(200);
  expect(backend.body.result).toContainEqual({
    code: '290',
    name: 'Резидентная зона',
    special: true,
  });
  const unknown = await client(t, null, 'atlantis').get('/backend/v2/getZones');
  expect(unknown.body.errorName).toBe('CityNotFound');
});
