// Every call of the accounts module against malformed input: missing, wrong-typed, oversized and
// odd values (a NUL character, which PostgreSQL text cannot hold) in the body and in the query.
// Whatever comes, the answer is the error envelope with a 4xx, never a 5xx.
import { createTestApp, type TestApp } from '../../../test/harness';
import { setPasswordHashParamsForTests } from './passwords';
import { client, counts } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** Each call with a body that would otherwise pass (so a bad field is what fails). */
const CALLS: Array<[Method, string, Record<string, unknown>]> = [
  [
    'POST',
    '/api/auth/login',
    {
      login: 'driver@sevastopol.demo',
      password: 'wrong',
      captcha: 'abc',
      captchaId: '00000000-0000-0000-0000-000000000000',
    },
  ],
  ['POST', '/api/auth/login-v5', { login: '79780000001', password: 'wrong' }],
  ['POST', '/api/auth/login-corp-v1', { inn: '9204000001', contractNumber: 'SEV-001' }],
  ['POST', '/api/auth/logout', { token: 'A'.repeat(43) }],
  [
    'POST',
    '/api/auth/registration',
    {
      firstname: 'A',
      lastname: 'B',
      middlename: 'C',
      email: 'probe@x.ru',
      phone: '79160000000',
      pass: 'abcdef',
      agreement: 'true',
      confirmationType: 'SMS',
    },
  ],
  ['POST', '/api/auth/registration-v2', { salt: 'f'.repeat(32), code: '1234' }],
  ['POST', '/api/auth/check-email', { email: 'a@b.ru' }],
  ['POST', '/api/auth/check-phone', { phone: '79160000000' }],
  [
    'POST',
    '/api/auth/confirm-email',
    { token: 'f'.repeat(32), code: '1234', salt: 'f'.repeat(32) },
  ],
  ['POST', '/api/auth/confirm-phone', { token: 'f'.repeat(32), code: '1234' }],
  ['POST', '/api/auth/change-phone', { token: 'f'.repeat(32), phone: '79160000001' }],
  ['GET', '/api/auth/get-confirmation-type-v2', { token: 'f'.repeat(32), salt: 'f'.repeat(32) }],
  [
    'POST',
    '/api/auth/check-captcha',
    { 'g-recaptcha-response': 'abc', captchaId: '00000000-0000-0000-0000-000000000000' },
  ],
  ['GET', '/api/profile/restore-password/send-email', { email: 'nobody@sevastopol.demo' }],
  ['POST', '/api/profile/restore-password/send-code', { phone: '79160000009', type: 'sms' }],
  ['GET', '/api/profile/restore-password/check', { token: 'f'.repeat(32), code: '1234' }],
  [
    'PUT',
    '/api/profile/restore-password/change',
    { token: 'f'.repeat(32), pass: 'abcdef', code: '1234' },
  ],
  [
    'PUT',
    '/api/profile/restore-password-v2/change',
    { login: 'nobody@sevastopol.demo', type: 'email' },
  ],
  [
    'POST',
    '/api/profile/send-email-code',
    { token: 'A'.repeat(43), email: 'a@b.ru', edit: 'true' },
  ],
  [
    'POST',
    '/api/profile/send-sms-code',
    { token: 'A'.repeat(43), phone: '79160000000', edit: 'true', isReply: 'false' },
  ],
  [
    'PUT',
    '/api/profile/change-password',
    { token: 'A'.repeat(43), pass: 'abcdef', currentpass: 'abcdef' },
  ],
  ['GET', '/backend/v2/yandexID', { token: 'abc', city: 'sevastopol' }],
  ['GET', '/api/dev/outbox', { recipient: '79780000001', limit: 5 }],
  ['GET', '/api/dev/captcha', { captchaId: '00000000-0000-0000-0000-000000000000' }],
];
const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e300,
  true,
  {},
  { a: { b: 1 } },
  [],
  ['a', 'b'],
  '',
  ' ',
  'x'.repeat(5000),
  'a\u0000b',
  '😀'.repeat(20),
  'null',
  "' OR 1=1 --",
];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function send(
  method: Method,
  url: string,
  body: Record<string, unknown> | string | undefined,
  form = false,
) {
  if (method === 'GET') {
    const query =
      body && typeof body === 'object'
        ? new URLSearchParams(
            Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]),
          ).toString()
        : '';
    return t.app.inject({ method, url: `${url}?${query}`, headers: { 'x-city': 'sevastopol' } });
  }
  const payload =
    body === undefined
      ? undefined
      : typeof body === 'string'
        ? body
        : form
          ? new URLSearchParams(
              Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]),
            ).toString()
          : JSON.stringify(body);
  const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  return t.app.inject({
    method,
    url,
    headers: {
      'x-city': 'sevastopol',
      ...(payload === undefined ? {} : { 'content-type': contentType }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

test.each(CALLS)('%s %s: no 5xx whatever the input', async (method, url, valid) => {
  const tries: Array<[Record<string, unknown> | string | undefined, boolean]> = [
    [undefined, false],
    ['{"broken": ', false],
    ['[]', false],
    ['null', false],
    [{}, false],
  ];
  for (const field of Object.keys(valid)) {
    for (const value of ODD_VALUES) {
      tries.push([{ ...valid, [field]: value }, false], [{ ...valid, [field]: value }, true]);
    }
    const { [field]: _missing, ...rest } = valid;
    tries.push([rest, false]);
  }
  const failures: string[] = [];
  for (const [body, form] of tries) {
    const res = await send(method, url, body, form);
    const json = (() => {
      try {
        return res.json() as { status?: string };
      } catch {
        return null;
      }
    })();
    if (
      res.statusCode >= 500 ||
      json === null ||
      (res.statusCode >= 400 && json.status !== 'error')
    ) {
      failures.push(
        `${form ? 'form' : 'json'} ${asText(body).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
      );
    }
  }
  expect(failures).toEqual([]);
});

// The error plugin refuses a NUL before any handler (InvalidFormat); a module may name it ValidationError.
const refusedAsBadInput = (res: {
  status: number;
  body: { status: string; errorName?: string };
}) => {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.status).toBe('error');
  expect(['ValidationError', 'InvalidFormat', 'CityNotFound']).toContain(res.body.errorName);
};

describe('a NUL character is refused as bad input and changes nothing', () => {
  test.each(['firstname', 'lastname', 'middlename'])('registration %s', async (field) => {
    const before = await counts(t);
    const body = {
      ...CALLS[4]![2],
      email: 'nul@x.ru',
      phone: '79160000077',
      [field]: 'An\u0000na',
    };
    refusedAsBadInput(await api.post('/api/auth/registration', body));
    expect(await counts(t)).toEqual(before);
  });

  test('in the query: the external login, the outbox, the city of any /api call', async () => {
    refusedAsBadInput(await api.get('/backend/v2/yandexID?token=abc&city=%00'));
    refusedAsBadInput(await api.get('/api/dev/outbox?recipient=a%00b'));
    refusedAsBadInput(await api.get('/api/auth/get-confirmation-type-v2?city=%00'));
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/info/get-options-info?city=a%00b',
    });
    refusedAsBadInput({ status: other.statusCode, body: other.json() });
  });
});
