// Bad input never gets a 5xx: every profile and corporate call of issues 4 and 9, each field given
// values of the wrong type, oversized, empty, or carrying NUL (which PostgreSQL text cannot hold),
// and raw bodies that are not objects. Each answer is an envelope below 500.
import { createTestApp, type TestApp } from '../../../test/harness';
import { call, newUser, type Method, type TestUser } from './test-kit';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEIRD: unknown[] = [
  [1],
  { a: 1 },
  123,
  true,
  null,
  '',
  'x'.repeat(5000),
  '\u0000',
  'Иван\u0000ов Иван',
  '7978\u00001234567',
  'А123\u0000ВС77',
];
// A valid base, so each weird field is the only thing wrong.
const BASE = {
  phone: '79781234567',
  driver: 'Иванов Иван',
  grz: 'А123ВС77',
  number: 'AB 123',
  type: 'STS',
  name: 'pushOff',
  value: true,
  inn: '1',
  code: '1234',
  email: 'a@b.ru',
};

const PRIVATE_CALLS: Array<[Method, string, string[]]> = [
  ['PUT', '/api/profile/change-profile', ['firstname', 'lastname', 'middlename', 'email']],
  ['DELETE', '/api/profile/delete-phone', ['phone']],
  ['PUT', '/api/profile/set-main-phone', ['phone']],
  ['POST', '/api/profile/add-phone', ['phone', 'code', 'salt']],
  ['POST', '/api/profile/confirm-phone-change', ['phone', 'code']],
  ['POST', '/api/profile/confirm-email-change', ['email', 'code']],
  ['PUT', '/api/profile/change-settings-v1', ['name', 'value']],
  [
    'POST',
    '/api/profile/car',
    ['grz', 'car', 'category', 'format', 'sts', 'VIN', 'IMEI', 'mainTs', 'region', 'номер'],
  ],
  ['PUT', '/api/profile/car', ['car', 'id', 'oldgrz', 'newgrz']],
  ['PUT', '/api/profile/change-cars', ['car']],
  ['PUT', '/api/profile/change-cars-v2', ['car']],
  ['DELETE', '/api/profile/car', ['id', 'grz', 'car']],
  ['POST', '/api/profile/document', ['type', 'number']],
  ['PUT', '/api/profile/document', ['id', 'type', 'number']],
  ['DELETE', '/api/profile/document', ['id']],
];
const CORPORATE_CALLS: Array<[Method, string, string[]]> = [
  ['PUT', '/api/corp-profile/add-driver', ['driver', 'phone', 'car_number']],
  [
    'POST',
    '/api/corp-profile/edit-driver',
    ['driver', 'phone', 'driver_n', 'phone_n', 'car_number_n'],
  ],
  ['DELETE', '/api/corp-profile/remove-driver', ['driver', 'phone']],
  ['PUT', '/api/corp-profile/activate-driver', ['fio', 'phone_number', 'inn']],
  ['PUT', '/api/corp-profile/deactivate-device', ['grz', 'vin', 'imei', 'inn']],
  ['POST', '/api/profile/ts/1', ['number', 'VINNumber', 'IMEI']],
];

async function sweep(who: TestUser, calls: Array<[Method, string, string[]]>): Promise<string[]> {
  const bad: string[] = [];
  for (const [method, url, keys] of calls) {
    for (const key of keys) {
      for (const value of WEIRD) {
        const res = await call(t.app, who, method, url, { ...BASE, [key]: value });
        const body = res.json() as { status?: string };
        if (res.statusCode >= 500 || !body.status)
          bad.push(
            `${method} ${url} ${key}=${JSON.stringify(value).slice(0, 24)} -> ${res.statusCode}`,
          );
      }
    }
    for (const payload of ['[1,2]', '"text"', '{bad json', 'null']) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          'x-city': who.city,
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/json',
        },
        payload,
      });
      if (res.statusCode >= 500) bad.push(`${method} ${url} raw ${payload} -> ${res.statusCode}`);
    }
  }
  return bad;
}

test('private profile calls answer bad input with an error envelope, never a 5xx', async () => {
  expect(await sweep(await newUser(t.app), PRIVATE_CALLS)).toEqual([]);
});

test('corporate calls answer bad input with an error envelope, never a 5xx', async () => {
  const company = await newUser(t.app, { kind: 'corporate' });
  expect(await sweep(company, CORPORATE_CALLS)).toEqual([]);
  for (const url of [
    '/api/profile/ts/zzz',
    '/api/profile/ts/00000000-0000-0000-0000-000000000000',
    '/api/profile/ts/%00',
  ]) {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(
        t.app,
        company,
        method,
        url,
        method === 'PUT' ? { number: 'X1' } : undefined,
      );
      expect(res.statusCode).toBeLessThan(500);
    }
  }
});
