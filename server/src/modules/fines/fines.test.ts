import { createTestApp, type TestApp } from '../../../test/harness';
import { call, newUser, type TestUser } from '../profile/test-kit';
import { withProfileTables } from '../profile/tables';
import { finePhoto } from './photo';
import { demoUin } from './seed';
import { FINE_STATUSES } from './tables';
import { demoDriver, withCitySettings } from './test-helpers';

let t: TestApp;
let driver: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  driver = await demoDriver(t);
});
afterAll(() => t.close());

const FINE_KEYS = [
  'uin',
  'article',
  'place',
  'offenseDate',
  'rulingDate',
  'date',
  'orderNumber',
  'fineStatus',
  'totalSum',
  'paidSum',
  'sts',
  'grz',
  'start',
  'end',
  'type',
  'provider',
].sort();

test('fines/v1 answers the demo driver fines of every status, matched by plate or STS, newest first', async () => {
  const res = await call(t.app, driver, 'GET', '/api/finesstorage/fines/v1');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('ok');
  expect(body.fines).toEqual(body.result);
  const fines = body.fines as Record<string, unknown>[];
  expect(fines).toHaveLength(11);
  expect(Object.keys(fines[0]!).sort()).toEqual(FINE_KEYS);
  expect(new Set(fines.map((f) => f.fineStatus))).toEqual(new Set(FINE_STATUSES));
  const uins = fines.map((f) => f.uin);
  expect(uins).not.toContain(demoUin('92', 12)); // a stranger's car
  expect(uins).toContain(demoUin('92', 11)); // old plate, same STS
  const dates = fines.map((f) => f.offenseDate as string);
  expect([...dates].sort().reverse()).toEqual(dates);
  const paid = fines.find((f) => f.fineStatus === 'paid')!;
  const partly = fines.find((f) => f.fineStatus === 'partlyPaid')!;
  const unpaid = fines.find((f) => f.fineStatus === 'unpaid')!;
  expect(paid).toMatchObject({ totalSum: 3000, paidSum: 3000 });
  expect(partly).toMatchObject({ totalSum: 3000, paidSum: 1500 });
  expect(unpaid.paidSum).toBe(0);
  expect(fines.some((f) => f.grz === '1234АВ92')).toBe(true);
});

test('fineimage/v1 answers the caller own fine photo as a base64 PNG', async () => {
  const uin = demoUin('92', 1);
  const res = await call(t.app, driver, 'GET', `/api/finesstorage/fineimage/v1?uin=${uin}`);
  expect(res.statusCode).toBe(200);
  const { image, result } = res.json();
  expect(result.image).toBe(image);
  const png = Buffer.from(image, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.equals(finePhoto(uin))).toBe(true);
});

test('another driver sees none of them and gets NotFound for their photos', async () => {
  const stranger = await newUser(t.app);
  const list = await call(t.app, stranger, 'GET', '/api/finesstorage/fines/v1');
  expect(list.json()).toMatchObject({ status: 'ok', fines: [] });
  const image = await call(
    t.app,
    stranger,
    'GET',
    `/api/finesstorage/fineimage/v1?uin=${demoUin('92', 1)}`,
  );
  expect(image.statusCode).toBe(404);
  expect(image.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
  // the stranger's own car's fine exists but belongs to no account: nobody gets it
  const other = await call(
    t.app,
    driver,
    'GET',
    `/api/finesstorage/fineimage/v1?uin=${demoUin('92', 12)}`,
  );
  expect(other.statusCode).toBe(404);
});

test('the same plate in another city does not match; the Rostov driver sees only Rostov fines', async () => {
  const rostov = await demoDriver(t, 'rostov');
  const fines = (await call(t.app, rostov, 'GET', '/api/finesstorage/fines/v1')).json().fines as {
    uin: string;
  }[];
  expect(fines).toHaveLength(11);
  expect(fines.every((f) => f.uin.startsWith('1881061'))).toBe(true);
  const cross = await call(
    t.app,
    rostov,
    'GET',
    `/api/finesstorage/fineimage/v1?uin=${demoUin('92', 1)}`,
  );
  expect(cross.statusCode).toBe(404);
});

test('an STS document of the account matches the fines of that certificate', async () => {
  const user = await newUser(t.app);
  await withProfileTables(t.database.db)
    .insertInto('documents')
    .values({ account_id: user.accountId, type: 'STS', number: '12АВ345678' })
    .execute();
  const fines = (await call(t.app, user, 'GET', '/api/finesstorage/fines/v1')).json().fines as {
    sts: string | null;
  }[];
  expect(fines.length).toBe(9); // 8 of the current car + 1 of its old plate
  expect(fines.every((f) => f.sts === '12АВ345678')).toBe(true);
});

test('without a valid private token: TokenNotFound 401', async () => {
  const none = await call(t.app, null, 'GET', '/api/finesstorage/fines/v1');
  expect(none.statusCode).toBe(401);
  expect(none.json().errorName).toBe('TokenNotFound');
  const corporate = await newUser(t.app, { kind: 'corporate' });
  expect((await call(t.app, corporate, 'GET', '/api/finesstorage/fines/v1')).statusCode).toBe(401);
  expect(
    (
      await call(t.app, null, 'GET', `/api/finesstorage/fineimage/v1?uin=${demoUin('92', 1)}`)
    ).json().errorName,
  ).toBe('TokenNotFound');
});

test.each([
  ['', 'RequiredField'],
  ['?uin=abc', 'InvalidFormat'],
  [`?uin=${'1'.repeat(300)}`, 'InvalidFormat'],
  ['?uin=123', 'InvalidFormat'],
])('fineimage/v1%s is refused with %s', async (query, errorName) => {
  const res = await call(t.app, driver, 'GET', `/api/finesstorage/fineimage/v1${query}`);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', errorName });
});

test('a city with fines viewing off (viewPenalty false) refuses both calls with InDevelopingError 403', async () => {
  await withCitySettings(t, 'sevastopol', { viewPenalty: false }, async () => {
    for (const url of [
      '/api/finesstorage/fines/v1',
      `/api/finesstorage/fineimage/v1?uin=${demoUin('92', 1)}`,
    ]) {
      const res = await call(t.app, driver, 'GET', url);
      expect([res.statusCode, res.json().status, res.json().errorName]).toEqual([
        403,
        'error',
        'InDevelopingError',
      ]);
    }
    // the token is still checked first
    expect((await call(t.app, null, 'GET', '/api/finesstorage/fines/v1')).json().errorName).toBe(
      'TokenNotFound',
    );
  });
  expect((await call(t.app, driver, 'GET', '/api/finesstorage/fines/v1')).statusCode).toBe(200);
});
