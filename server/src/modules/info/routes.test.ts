import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const SETTINGS_KEYS = [
  'intervals',
  'useTsCategory',
  'useFlatParking',
  'usePostPayment',
  'usePostPaymentYesterday',
  'useSessionWithoutRegister',
  'paymentByParkingId',
  'paymentsMethods',
  'dontUseBalance',
  'topics',
  'useBonus',
  'viewPenalty',
  'useReceipts',
  'useSubscriptionConstructor',
  'useFeedback',
  'easyAuth',
  'privateDataPage',
  'maxRefillAmount',
  'bonusDiscountPercent',
  'subscriptionMinStartOffsetDays',
].sort();
const OPTIONS_KEYS = [
  'map',
  'menuItems',
  'numberSmsSendTo',
  'appLinks',
  'contacts',
  'notification',
  'isClose',
  'isCoopProfile',
  'initialZoom',
  'hasPrivateData',
].sort();

test('get-options-info (v1) answers the SiteOptions of the default city', async () => {
  const res = await get('/api/info/get-options-info');
  expect(res.statusCode).toBe(200);
  const { status, result } = res.json();
  expect(status).toBe('ok');
  expect(Object.keys(result).sort()).toEqual(OPTIONS_KEYS);
  expect(result.map.mapCenter).toEqual([33.5254, 44.6167]);
  expect(result).toMatchObject({
    numberSmsSendTo: '7878',
    initialZoom: 16,
    isCoopProfile: true,
    hasPrivateData: true,
    isClose: false,
  });
  expect(result.menuItems.header[0]).toEqual({
    path: '/',
    title: { ru: 'Карта парковок', en: 'Parking map' },
    itemOrder: 1,
  });
  expect(result.menuItems.footer.length).toBeGreaterThan(0);
  expect(result.menuItems.mobile.length).toBeGreaterThan(0);
});

test('get-options-info-v2 adds the settings to the options', async () => {
  const { result } = (await get('/api/info/get-options-info-v2', { 'x-city': 'rostov' })).json();
  expect(Object.keys(result).sort()).toEqual([...OPTIONS_KEYS, 'settings'].sort());
  expect(result.map.mapCenter).toEqual([39.7015, 47.2357]);
  expect(Object.keys(result.settings).sort()).toEqual(SETTINGS_KEYS);
});

test('get-options-info-v3 and /api/options answer OptionsInfo {city, options, settings}', async () => {
  const v3 = (await get('/api/info/get-options-info-v3?city=rostov')).json();
  const options = (await get('/api/options?city=rostov')).json();
  expect(options).toEqual(v3);
  expect(Object.keys(v3.result).sort()).toEqual(['city', 'options', 'settings']);
  expect(v3.result.city).toBe('rostov');
  expect(Object.keys(v3.result.options).sort()).toEqual(OPTIONS_KEYS);
  expect(v3.result.settings.intervals).toEqual({ min: 15, max: 1440, step: 15 });
  expect(
    v3.result.settings.paymentsMethods.map((m: { methodName: string }) => m.methodName),
  ).toEqual(['balance', 'card', 'receipt']);
});

test('get-settings answers the CitySettings of the requested city', async () => {
  const sev = (await get('/api/info/get-settings', { 'x-city': 'sevastopol' })).json().result;
  const rnd = (await get('/api/info/get-settings', { 'x-city': 'rostov' })).json().result;
  expect(Object.keys(sev).sort()).toEqual(SETTINGS_KEYS);
  expect(sev.paymentByParkingId).toBe(false);
  expect(rnd.paymentByParkingId).toBe(true);
});

test('?city= wins over the X-City header, and codes are case-insensitive', async () => {
  const res = await get('/api/info/get-options-info-v3?city=ROSTOV', { 'x-city': 'sevastopol' });
  expect(res.json().result.city).toBe('rostov');
});

test('notification popup answers {title, message, updated}', async () => {
  const res = await get('/api/notification/popup', { 'x-city': 'sevastopol' });
  expect(res.statusCode).toBe(200);
  const { result } = res.json();
  expect(Object.keys(result).sort()).toEqual(['message', 'title', 'updated']);
  expect(result.title).toBe('Бесплатная парковка в праздники');
  expect(new Date(result.updated).toISOString()).toBe(result.updated);
});

test('notification popup answers null when the city has no notification', async () => {
  const row = await t.database.db
    .selectFrom('cities')
    .select('options')
    .where('code', '=', 'rostov')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('cities')
    .set({ options: JSON.stringify({ ...row.options, notification: null }) })
    .where('code', '=', 'rostov')
    .execute();
  const res = await get('/api/notification/popup?city=rostov');
  expect(res.json()).toEqual({ status: 'ok', result: null });
});

test('an unknown city is CityNotFound 404 in the envelope', async () => {
  const res = await get('/api/options', { 'x-city': 'atlantis' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
});

test('demo mode: POST /api/dev/notification renews the notification date; production has no such route', async () => {
  const before = (await get('/api/notification/popup', { 'x-city': 'sevastopol' })).json().result;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/notification',
    headers: { 'x-city': 'sevastopol', 'content-type': 'application/json' },
    payload: { title: 'Новое' },
  });
  expect(res.json()).toMatchObject({
    status: 'ok',
    result: { title: 'Новое', message: before.message },
  });
  const after = (await get('/api/notification/popup', { 'x-city': 'sevastopol' })).json().result;
  expect(after.title).toBe('Новое');
  expect(Date.parse(after.updated)).toBeGreaterThan(Date.parse(before.updated));
  const prod = await createTestApp({ env: { APP_MODE: 'production' } });
  try {
    const refused = await prod.app.inject({
      method: 'POST',
      url: '/api/dev/notification',
      payload: {},
    });
    expect(refused.statusCode).toBe(404);
  } finally {
    await prod.close();
  }
});
