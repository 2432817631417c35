import { createTestApp, type TestApp } from '../../../test/harness';
import { GatewayError, type MessagingGateway } from '../messaging/gateway';
import { DAY, MINUTE, SECOND } from './clock';
import { setPasswordHashParamsForTests } from './passwords';
import {
  client,
  codeIn,
  counts,
  lastCode,
  lastMessage,
  withoutRandomSecrets,
} from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;
let n = 0;
const uniquePhone = () => `7916${String(10000000 + ++n).slice(1)}`;
const form = (over: Record<string, unknown> = {}) => ({
  firstname: 'Анна',
  lastname: 'Иванова',
  middlename: '',
  email: `user${++n}@example.ru`,
  phone: uniquePhone(),
  pass: 'abcd',
  agreement: true,
  ...over,
});
const failing: MessagingGateway = {
  sendSms: () => Promise.reject(new GatewayError('down')),
  placeCall: () => Promise.reject(new GatewayError('down')),
  sendEmail: () => Promise.reject(new GatewayError('down')),
};

beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
afterEach(() => t.app.authModule.clock.reset());

test('SMS registration: form -> code from the outbox -> confirm-phone -> registration-v2 token -> login', async () => {
  const data = form({ phone: '+7 (916) 555-00-01', email: 'New.User@Example.ru' });
  const start = await api.post('/api/auth/registration', data);
  expect(start.body).toEqual({
    status: 'ok',
    result: {
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      confirmationType: 'SMS',
      phone: '79165550001',
    },
  });
  const salt = start.body.result!.salt as string;
  const code = await lastCode(t, '79165550001');
  expect(withoutRandomSecrets(start.raw)).not.toContain(code);
  // The outbox route (demo mode) shows it newest first.
  const outbox = await api.get('/api/dev/outbox?recipient=%2B79165550001&limit=5');
  expect((outbox.body.result as unknown as { body: string }[])[0]!.body).toContain(code);

  const wrong = code === '0000' ? '1111' : '0000';
  expect(
    (await api.post('/api/auth/confirm-phone', { token: salt, code: wrong })).body.errorName,
  ).toBe('IncorrectCode');
  const confirmed = await api.post('/api/auth/confirm-phone', { token: salt, code });
  expect(confirmed.body).toEqual({ status: 'ok', result: { confirmed: true } });
  expect(withoutRandomSecrets(confirmed.raw)).not.toContain(code);

  // The e-mail code works through confirm-email with the draft's salt.
  const mail = await lastMessage(t, 'new.user@example.ru');
  const emailCode = codeIn(mail!.body)!;
  expect(
    (await api.post('/api/auth/confirm-email', { token: salt, code: emailCode })).body.status,
  ).toBe('ok');

  const finished = await api.post('/api/auth/registration-v2', { salt });
  expect(finished.body).toMatchObject({
    status: 'ok',
    token: expect.any(String),
    id_session: expect.any(String),
  });
  // Finishing twice is refused; the account logs in by e-mail and by phone.
  expect((await api.post('/api/auth/registration-v2', { salt })).body.errorName).toBe('NotFound');
  expect(
    (await api.post('/api/auth/login', { login: 'new.user@example.ru', password: 'abcd' })).body
      .status,
  ).toBe('ok');
  expect(
    (await api.post('/api/auth/login', { login: '89165550001', password: 'abcd' })).body.status,
  ).toBe('ok');
  // The same data again: EmailExists, then PhoneExists.
  expect(
    (await api.post('/api/auth/registration', { ...data, email: 'NEW.user@example.ru' })).body
      .errorName,
  ).toBe('EmailExists');
  expect(
    (await api.post('/api/auth/registration', { ...data, email: 'other@example.ru' })).body
      .errorName,
  ).toBe('PhoneExists');
  expect(
    (await api.post('/api/auth/check-email', { email: 'new.user@example.ru' })).body.errorName,
  ).toBe('UserExists');
  expect((await api.post('/api/auth/check-phone', { phone: '79165550001' })).body.errorName).toBe(
    'PhoneExists',
  );
  expect((await api.post('/api/auth/check-email', { email: 'free@example.ru' })).body).toEqual({
    status: 'ok',
    result: { exists: false },
  });
  expect((await api.post('/api/auth/check-phone', { phone: '79165550099' })).body.status).toBe(
    'ok',
  );
});

test('call confirmation: the code is the last 4 digits of the calling number; resend by SMS after a call', async () => {
  const data = form({ confirmationType: 'call' });
  const start = await api.post('/api/auth/registration', data);
  expect(start.body.result).toMatchObject({ confirmationType: 'Call' });
  const salt = start.body.result!.salt as string;
  const call = await lastMessage(t, data.phone as string);
  expect(call!.channel).toBe('call');
  const state = await api.get(`/api/auth/get-confirmation-type-v2?token=${salt}`);
  expect(state.body.result).toEqual({
    confirmationType: 'Call',
    useSmsReplay: true,
    canSendCodeAgain: false,
  });
  t.app.authModule.clock.advance(11 * SECOND);
  expect(
    (await api.get(`/api/auth/get-confirmation-type-v2?token=${salt}`)).body.result!
      .canSendCodeAgain,
  ).toBe(true);
  const callCode = await lastCode(t, data.phone as string);
  // Resend by SMS: a new code; the call's code no longer works.
  const resent = await api.post('/api/profile/send-sms-code', { token: salt, isReply: true });
  expect(resent.body.result).toEqual({ salt, confirmationType: 'SMS' });
  const smsCode = await lastCode(t, data.phone as string);
  if (smsCode !== callCode)
    expect(
      (await api.post('/api/auth/confirm-phone', { token: salt, code: callCode })).body.errorName,
    ).toBe('IncorrectCode');
  // registration v1 finishes with the code directly and answers the id, no token.
  const done = await api.post('/api/auth/registration', { salt, code: smsCode });
  expect(done.body).toEqual({ status: 'ok', result: { id: expect.any(String) } });
  expect((await api.get('/api/auth/get-confirmation-type-v2')).body.result).toMatchObject({
    confirmationType: 'SMS',
  });
});

test('LimitSMS: 3 sends in 10 minutes and 10 s between sends', async () => {
  const data = form();
  const salt = (await api.post('/api/auth/registration', data)).body.result!.salt as string;
  expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.errorName).toBe(
    'LimitSMS',
  );
  t.app.authModule.clock.advance(11 * SECOND);
  expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.status).toBe('ok');
  t.app.authModule.clock.advance(11 * SECOND);
  expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.status).toBe('ok');
  t.app.authModule.clock.advance(11 * SECOND);
  const limited = await api.post('/api/profile/send-sms-code', { token: salt });
  expect(limited.status).toBe(429);
  expect(limited.body.errorName).toBe('LimitSMS');
  t.app.authModule.clock.advance(10 * MINUTE);
  expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.status).toBe('ok');
});

test('codes: 5 wrong tries burn the code; an expired code is refused', async () => {
  const data = form();
  const salt = (await api.post('/api/auth/registration', data)).body.result!.salt as string;
  const code = await lastCode(t, data.phone as string);
  const wrong = code === '9999' ? '9998' : '9999';
  for (let i = 0; i < 5; i++)
    expect(
      (await api.post('/api/auth/confirm-phone', { token: salt, code: wrong })).body.errorName,
    ).toBe('IncorrectCode');
  expect((await api.post('/api/auth/confirm-phone', { token: salt, code })).body.errorName).toBe(
    'IncorrectCode',
  );
  t.app.authModule.clock.advance(11 * SECOND);
  await api.post('/api/profile/send-sms-code', { token: salt });
  const fresh = await lastCode(t, data.phone as string);
  t.app.authModule.clock.advance(11 * MINUTE);
  expect(
    (await api.post('/api/auth/confirm-phone', { token: salt, code: fresh })).body.errorName,
  ).toBe('IncorrectCode');
});

test('a day allows 10 codes to one phone; new registrations do not reset it', async () => {
  const data = form();
  const salt = (await api.post('/api/auth/registration', data)).body.result!.salt as string;
  for (let sent = 1; sent < 10; sent++) {
    t.app.authModule.clock.advance(11 * MINUTE);
    expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.status).toBe('ok');
  }
  t.app.authModule.clock.advance(11 * MINUTE);
  expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.errorName).toBe(
    'LimitSMS',
  );
  const again = await api.post('/api/auth/registration', {
    ...data,
    email: `other${++n}@example.ru`,
  });
  expect(again.body.errorName).toBe('LimitSMS');
  expect(
    (await api.get(`/api/auth/get-confirmation-type-v2?token=${salt}`)).body.result,
  ).toMatchObject({ canSendCodeAgain: false });
  t.app.authModule.clock.advance(DAY);
  expect(
    (await api.post('/api/auth/registration', { ...data, email: `other${++n}@example.ru` })).body
      .status,
  ).toBe('ok');
});

test('wrong codes are capped per phone and day, across resends and new flows', async () => {
  const data = form();
  const salt = (await api.post('/api/auth/registration', data)).body.result!.salt as string;
  const wrongFor = (code: string) => (code === '9999' ? '9998' : '9999');
  for (let round = 0; round < 2; round++) {
    const code = await lastCode(t, data.phone as string);
    for (let i = 0; i < 5; i++)
      expect(
        (await api.post('/api/auth/confirm-phone', { token: salt, code: wrongFor(code) })).body
          .errorName,
      ).toBe('IncorrectCode');
    t.app.authModule.clock.advance(11 * MINUTE);
    expect((await api.post('/api/profile/send-sms-code', { token: salt })).body.status).toBe('ok');
  }
  // 10 wrong tries today: even the right code of a fresh send is refused.
  const refused = await api.post('/api/auth/confirm-phone', {
    token: salt,
    code: await lastCode(t, data.phone as string),
  });
  expect(refused.body.errorName).toBe('IncorrectCode');
  t.app.authModule.clock.advance(DAY);
  const next = (
    await api.post('/api/auth/registration', { ...data, email: `other${++n}@example.ru` })
  ).body.result!.salt as string;
  expect(
    (
      await api.post('/api/auth/confirm-phone', {
        token: next,
        code: await lastCode(t, data.phone as string),
      })
    ).body.status,
  ).toBe('ok');
});

test('change-phone during registration updates the draft only on success', async () => {
  const data = form();
  const salt = (await api.post('/api/auth/registration', data)).body.result!.salt as string;
  expect(
    (await api.post('/api/auth/change-phone', { token: salt, phone: '79780000001' })).body
      .errorName,
  ).toBe('PhoneExists');
  expect(
    (await api.post('/api/auth/change-phone', { token: salt, phone: '123' })).body.errorName,
  ).toBe('ValidationError');
  expect(
    (await api.post('/api/auth/change-phone', { token: salt, phone: '' })).body.errorName,
  ).toBe('PhoneEmpty');
  expect(
    (await api.post('/api/auth/change-phone', { token: 'f'.repeat(32), phone: '79165559999' })).body
      .errorName,
  ).toBe('NotFound');
  const next = uniquePhone();
  const changed = await api.post('/api/auth/change-phone', { token: salt, phone: next });
  expect(changed.body.result).toMatchObject({ salt, phone: next });
  const code = await lastCode(t, next);
  expect((await api.post('/api/auth/registration-v2', { salt, code })).body.status).toBe('ok');
  expect((await api.post('/api/auth/login', { login: next, password: 'abcd' })).body.status).toBe(
    'ok',
  );
});

test('SMSNotSend when the gateway fails: nothing is left behind', async () => {
  const before = await counts(t);
  const saved = t.app.authModule.gateway.current;
  t.app.authModule.gateway.current = failing;
  try {
    const res = await api.post('/api/auth/registration', form());
    expect(res.status).toBe(502);
    expect(res.body.errorName).toBe('SMSNotSend');
  } finally {
    t.app.authModule.gateway.current = saved;
  }
  expect(await counts(t)).toEqual(before);
});

describe('bad registration input: a clear errorName, nothing stored', () => {
  test.each([
    [{ phone: undefined }, 'PhoneEmpty'],
    [{ phone: '  ' }, 'PhoneEmpty'],
    [{ phone: '7916123' }, 'ValidationError'],
    [{ email: 'not-an-email' }, 'ValidationError'],
    [{ email: '' }, 'RequiredField'],
    [{ firstname: '' }, 'RequiredField'],
    [{ lastname: undefined }, 'RequiredField'],
    [{ pass: 'abc' }, 'ValidationError'],
    [{ agreement: false }, 'RequiredField'],
    [{ pass: 'p'.repeat(129) }, 'InvalidFormat'],
    [{ firstname: 'x'.repeat(101) }, 'InvalidFormat'],
    [{ email: { a: 1 } }, 'ItNeedToBeAString'],
    [{ phone: ['79161234567', '79161234568'] }, 'ItNeedToBeAString'],
  ])('%j -> %s', async (over, errorName) => {
    const before = await counts(t);
    const res = await api.post('/api/auth/registration', form(over));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ status: 'error', errorName });
    expect(await counts(t)).toEqual(before);
  });

  test('the loose password reading (more than 3 characters) is the server rule', async () => {
    expect((await api.post('/api/auth/registration', form({ pass: 'abcd' }))).body.status).toBe(
      'ok',
    );
    expect(
      (await api.post('/api/auth/registration', form({ pass: 'a'.repeat(40) }))).body.status,
    ).toBe('ok');
  });

  test('other calls: missing and wrong-typed fields', async () => {
    const before = await counts(t);
    expect((await api.post('/api/auth/check-email', {})).body.errorName).toBe('RequiredField');
    expect((await api.post('/api/auth/check-email', { email: 'bad' })).body.errorName).toBe(
      'ValidationError',
    );
    expect(
      (await api.post('/api/auth/check-phone', { phone: 'x'.repeat(40) })).body.errorName,
    ).toBe('InvalidFormat');
    expect((await api.post('/api/auth/confirm-phone', { token: 'nope' })).body.errorName).toBe(
      'RequiredField',
    );
    expect(
      (await api.post('/api/auth/confirm-phone', { token: 'nope', code: '1234' })).body.errorName,
    ).toBe('NotFound');
    expect(
      (await api.post('/api/auth/confirm-email', { token: 'nope', code: '1234' })).body.errorName,
    ).toBe('TokenNotFound');
    expect((await api.get('/api/auth/get-confirmation-type-v2?token=0123')).body.errorName).toBe(
      'NotFound',
    );
    expect(
      (await api.post('/api/auth/registration', { salt: 'f'.repeat(32) })).body.errorName,
    ).toBe('NotFound');
    expect(await counts(t)).toEqual(before);
  });
});

describe('codes to a logged-in account', () => {
  const token = async () =>
    (await api.post('/api/auth/login', { login: 'driver@sevastopol.demo', password: 'Demo1234' }))
      .body.token as string;

  test('send-sms-code: DoublePhone for a used phone; a code for a new one (salt answered, code not)', async () => {
    const tok = await token();
    expect(
      (
        await api.post('/api/profile/send-sms-code', {
          token: tok,
          phone: '79780000002',
          edit: true,
        })
      ).body.errorName,
    ).toBe('DoublePhone');
    expect(
      (await api.post('/api/profile/send-sms-code', { token: tok, phone: '12', edit: true })).body
        .errorName,
    ).toBe('ValidationError');
    expect(
      (
        await api.post('/api/profile/send-sms-code', {
          token: 'A'.repeat(43),
          phone: '79161112233',
        })
      ).body.errorName,
    ).toBe('TokenNotFound');
    const phone = uniquePhone();
    const sent = await api.post('/api/profile/send-sms-code', {
      token: tok,
      phone,
      edit: 'false',
      isReply: false,
    });
    expect(sent.body).toEqual({
      status: 'ok',
      result: { salt: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const code = await lastCode(t, phone);
    expect(withoutRandomSecrets(sent.raw)).not.toContain(code);
    // The profile module verifies it with the purpose and the account.
    const account = await t.app.authModule.sessions.authenticate(tok, 'sevastopol');
    const row = await t.app.authModule.codes.verifyCode({
      salt: sent.body.result!.salt as string,
      code,
      purposes: ['add-phone'],
      accountId: account.accountId,
    });
    expect(row.target).toBe(phone);
  });

  test('send-email-code: confirm the own e-mail through confirm-email; a new e-mail already used -> EmailExists', async () => {
    const tok = await token();
    expect(
      (
        await api.post('/api/profile/send-email-code', {
          token: tok,
          email: 'driver@rostov.demo',
          edit: true,
        })
      ).body.status,
    ).toBe('ok'); // other city: free
    expect(
      (
        await api.post('/api/profile/send-email-code', {
          token: tok,
          email: 'nopass@sevastopol.demo',
          edit: true,
        })
      ).body.errorName,
    ).toBe('EmailExists');
    expect(
      (await api.post('/api/profile/send-email-code', { token: tok, email: 'bad', edit: true }))
        .body.errorName,
    ).toBe('ValidationError');
    const sent = await api.post('/api/profile/send-email-code', { token: tok, edit: false });
    expect(sent.body.status).toBe('ok');
    const mail = await lastMessage(t, 'driver@sevastopol.demo');
    const code = codeIn(mail!.body)!;
    expect(withoutRandomSecrets(sent.raw)).not.toContain(code);
    expect(
      (
        await api.post('/api/auth/confirm-email', {
          token: tok,
          code: code === '0000' ? '0001' : '0000',
        })
      ).body.errorName,
    ).toBe('IncorrectCode');
    expect((await api.post('/api/auth/confirm-email', { token: tok, code })).body).toEqual({
      status: 'ok',
      result: { confirmed: true },
    });
  });
});

test('the dev outbox exists only in demo mode', async () => {
  const prod = await createTestApp({ env: { APP_MODE: 'production' } });
  try {
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorName).toBe('NotFound');
  } finally {
    await prod.close();
  }
  expect((await api.get('/api/dev/outbox?limit=0')).body.errorName).toBe('InvalidFormat');
});
