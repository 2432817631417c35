import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GatewayError } from '../messaging/gateway';
import { SECOND } from './clock';
import { hashPassword, setPasswordHashParamsForTests } from './passwords';
import { PENDING_PASSWORD_TTL_MS } from './restore';
import {
  client,
  counts,
  lastCode,
  lastMessage,
  newPasswordIn,
  withoutRandomSecrets,
} from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
afterEach(() => t.app.authModule.clock.reset());

const canLogin = async (login: string, password: string, city = 'sevastopol') =>
  (
    await api.post(
      '/api/auth/login',
      { login, password },
      { 'x-city': city, 'x-test-ip': `10.1.0.${Math.floor(Math.random() * 250)}` },
    )
  ).body.status === 'ok';

test('restore by SMS code: send-code -> check -> change; sessions end; the old password stops working', async () => {
  const session = (
    await api.post('/api/auth/login', { login: '79780000002', password: 'Demo1234' })
  ).body.token as string;
  const sent = await api.post('/api/profile/restore-password/send-code', {
    phone: '+7 978 000-00-02',
    type: 'sms',
  });
  expect(sent.body.result).toEqual({
    salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    confirmationType: 'SMS',
  });
  const salt = sent.body.result!.salt as string;
  const code = await lastCode(t, '79780000002');
  expect(withoutRandomSecrets(sent.raw)).not.toContain(code);
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, pass: 'Fresh123' })).body
      .errorName,
  ).toBe('IncorrectCode');
  expect(
    (
      await api.get(
        `/api/profile/restore-password/check?token=${salt}&code=${code === '1234' ? '4321' : '1234'}`,
      )
    ).body.errorName,
  ).toBe('IncorrectCode');
  expect(
    (await api.get(`/api/profile/restore-password/check?token=${salt}&code=${code}`)).body,
  ).toEqual({ status: 'ok', result: { valid: true } });
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, pass: 'short' })).body,
  ).toMatchObject({ errorName: 'ValidationError', code: 'password.length6to20' });
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, pass: 'x'.repeat(21) }))
      .body.errorName,
  ).toBe('ValidationError');
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, pass: 'Fresh123' })).body,
  ).toEqual({ status: 'ok', result: { changed: true } });
  // Single use.
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, pass: 'Other123' })).body
      .errorName,
  ).toBe('IncorrectCode');
  expect(await canLogin('79780000002', 'Demo1234')).toBe(false);
  expect(await canLogin('79780000002', 'Fresh123')).toBe(true);
  expect(
    (
      await api.put('/api/profile/change-password', {
        token: session,
        pass: 'abcd',
        currentpass: 'x',
      })
    ).body.errorName,
  ).toBe('TokenNotFound');
});

test('restore by call code, code given straight to change', async () => {
  const sent = await api.post(
    '/api/profile/restore-password/send-code',
    { phone: '79280000002', type: 'call' },
    { 'x-city': 'rostov' },
  );
  expect(sent.body.result).toMatchObject({ confirmationType: 'Call' });
  const message = await lastMessage(t, '79280000002');
  expect(message!.channel).toBe('call');
  const code = await lastCode(t, '79280000002');
  const salt = sent.body.result!.salt as string;
  // Another city's X-City cannot use the flow.
  expect(
    (await api.put('/api/profile/restore-password/change', { token: salt, code, pass: 'Fresh123' }))
      .body.errorName,
  ).toBe('IncorrectCode');
  t.app.authModule.clock.advance(11 * SECOND);
  const again = await api.post(
    '/api/profile/restore-password/send-code',
    { phone: '79280000002', type: 'call' },
    { 'x-city': 'rostov' },
  );
  const code2 = await lastCode(t, '79280000002');
  const done = await api.put(
    '/api/profile/restore-password/change',
    { token: again.body.result!.salt, code: code2, pass: 'Fresh123' },
    { 'x-city': 'rostov' },
  );
  expect(done.body.status).toBe('ok');
  expect(await canLogin('79280000002', 'Fresh123', 'rostov')).toBe(true);
});

test('restore by e-mail link: /restore-password/3/<token>, check, change once', async () => {
  expect(
    (
      await api.get('/api/profile/restore-password/send-email?email=DRIVER@rostov.demo', {
        'x-city': 'rostov',
      })
    ).body,
  ).toEqual({ status: 'ok', result: { sent: true } });
  const mail = await lastMessage(t, 'driver@rostov.demo');
  const token = /\/restore-password\/3\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
  expect(mail!.body).toContain('http://localhost:8080/restore-password/3/');
  expect(
    (await api.get(`/api/profile/restore-password/check?token=${token}`, { 'x-city': 'rostov' }))
      .body.status,
  ).toBe('ok');
  expect((await api.get(`/api/profile/restore-password/check?token=${token}`)).body.errorName).toBe(
    'IncorrectCode',
  ); // other city
  expect(
    (
      await api.get(`/api/profile/restore-password/check?token=${'a'.repeat(43)}`, {
        'x-city': 'rostov',
      })
    ).body.errorName,
  ).toBe('IncorrectCode');
  expect(
    (
      await api.put(
        '/api/profile/restore-password/change',
        { token, pass: 'ByLink123' },
        { 'x-city': 'rostov' },
      )
    ).body.status,
  ).toBe('ok');
  expect(
    (
      await api.put(
        '/api/profile/restore-password/change',
        { token, pass: 'ByLink456' },
        { 'x-city': 'rostov' },
      )
    ).body.errorName,
  ).toBe('IncorrectCode');
  expect(await canLogin('driver@rostov.demo', 'ByLink123', 'rostov')).toBe(true);
});

test('restore errors and bad input change nothing', async () => {
  const before = await counts(t);
  expect(
    (await api.get('/api/profile/restore-password/send-email?email=ghost@sevastopol.demo')).body
      .errorName,
  ).toBe('UnregistredAccount');
  expect((await api.get('/api/profile/restore-password/send-email?email=bad')).body.errorName).toBe(
    'ValidationError',
  );
  expect((await api.get('/api/profile/restore-password/send-email')).body.errorName).toBe(
    'RequiredField',
  );
  expect(
    (await api.post('/api/profile/restore-password/send-code', { phone: '79169999999' })).body
      .errorName,
  ).toBe('UnregistredAccount');
  expect(
    (
      await api.post('/api/profile/restore-password/send-code', {
        phone: '79780000001',
        type: 'pigeon',
      })
    ).body.errorName,
  ).toBe('InvalidFormat');
  expect((await api.get('/api/profile/restore-password/check')).body.errorName).toBe(
    'RequiredField',
  );
  expect(
    (await api.put('/api/profile/restore-password/change', { pass: 'Fresh123' })).body.errorName,
  ).toBe('RequiredField');
  expect(
    (await api.put('/api/profile/restore-password/change', { token: { x: 1 }, pass: 'Fresh123' }))
      .body.errorName,
  ).toBe('ItNeedToBeAString');
  expect(
    (
      await api.put('/api/profile/restore-password-v2/change', {
        login: 'ghost@sevastopol.demo',
        type: 'email',
      })
    ).body.errorName,
  ).toBe('UnregistredAccount');
  expect(
    (
      await api.put('/api/profile/restore-password-v2/change', {
        login: 'driver@sevastopol.demo',
        type: 'fax',
      })
    ).body.errorName,
  ).toBe('ValidationError');
  expect(
    (
      await api.put('/api/profile/restore-password-v2/change', {
        login: '79780000002',
        type: 'email',
      })
    ).body.errorName,
  ).toBe('SetEmailInProfile');
  expect(
    (await api.put('/api/profile/restore-password-v2/change', { type: 'email' })).body.errorName,
  ).toBe('RequiredField');
  expect(await counts(t)).toEqual(before);
});

test('easy restore sends a new password by e-mail or SMS; a failed send keeps the old one (SMSNotSend)', async () => {
  const saved = t.app.authModule.gateway.current;
  t.app.authModule.gateway.current = {
    ...saved,
    sendSms: () => Promise.reject(new GatewayError('down')),
    placeCall: saved.placeCall.bind(saved),
    sendEmail: saved.sendEmail.bind(saved),
  };
  const before = await counts(t);
  try {
    const res = await api.put('/api/profile/restore-password-v2/change', {
      login: 'driver@sevastopol.demo',
      type: 'phone',
    });
    expect(res.status).toBe(502);
    expect(res.body.errorName).toBe('SMSNotSend');
  } finally {
    t.app.authModule.gateway.current = saved;
  }
  expect(await counts(t)).toEqual(before);
  expect(await canLogin('driver@sevastopol.demo', 'Demo1234')).toBe(true);

  const res = await api.put('/api/profile/restore-password-v2/change', {
    login: 'driver@sevastopol.demo',
    type: 'email',
  });
  expect(res.body).toEqual({ status: 'ok', result: { sent: true } });
  const mail = await lastMessage(t, 'driver@sevastopol.demo');
  const password = newPasswordIn(mail!.body)!;
  expect(res.raw).not.toContain(password);
  expect(await canLogin('driver@sevastopol.demo', password)).toBe(true);
  t.app.authModule.clock.advance(11 * SECOND);
  expect(
    (
      await api.put('/api/profile/restore-password-v2/change', {
        login: '+7 978 000 00 01',
        type: 'phone',
      })
    ).body.status,
  ).toBe('ok');
  const sms = await lastMessage(t, '79780000001');
  expect(await canLogin('79780000001', newPasswordIn(sms!.body)!)).toBe(true);
});

describe('easy restore is safe: the generated password replaces the old one only when it is used', () => {
  let accountNo = 0;
  let ipNo = 0;
  /** An account of its own per test: fresh send limits and login failure counts. */
  const freshAccount = async (password: string | null = 'Old12345') => {
    const n = ++accountNo;
    const email = `easy${n}@sevastopol.test`;
    const phone = `7916555${String(n).padStart(4, '0')}`;
    await t.app.authModule.repo.createAccount({
      city: 'sevastopol',
      kind: 'private',
      email,
      emailConfirmed: true,
      passwordHash: password && (await hashPassword(password)),
      phone,
    });
    return { email, phone };
  };
  const login = (loginName: string, password: string) =>
    api.post(
      '/api/auth/login',
      { login: loginName, password },
      { 'x-test-ip': `10.2.0.${++ipNo % 250}` },
    );
  const profile = async (token: string) =>
    (await api.get(`/api/profile/get-profile?token=${token}`)).body;
  const reset = (loginName: string, type: 'email' | 'phone') =>
    api.put('/api/profile/restore-password-v2/change', { login: loginName, type });
  const mailedPassword = async (email: string) =>
    newPasswordIn((await lastMessage(t, email))!.body)!;
  const textedPassword = async (phone: string) =>
    newPasswordIn((await lastMessage(t, phone))!.body)!;

  test('after a reset the old password and sessions keep working; the first login with the new one ends them', async () => {
    const { email } = await freshAccount();
    const session = (await login(email, 'Old12345')).body.token as string;

    const res = await reset(email, 'email');
    expect(res.body).toEqual({ status: 'ok', result: { sent: true } });
    const generated = await mailedPassword(email);
    expect(res.raw).not.toContain(generated);
    expect((await lastMessage(t, email))!.body).toContain('Пока вы не войдёте с новым паролем');

    // Whoever asked (maybe not the owner) changed nothing yet.
    expect((await login(email, 'Old12345')).body.status).toBe('ok');
    expect((await profile(session)).status).toBe('ok');

    const fresh = await login(email, generated);
    expect(fresh.body.status).toBe('ok');
    // Now it is the password: the old one stops, other sessions end, the new session works.
    const old = await login(email, 'Old12345');
    expect(old.body.errorName).toBe('IncorrectLogin');
    expect(old.raw).not.toContain(generated);
    expect((await profile(session)).errorName).toBe('TokenNotFound');
    expect((await profile(fresh.body.token as string)).status).toBe('ok');
    expect((await login(email, generated)).body.status).toBe('ok');
  });

  test('a second reset makes the first generated password useless; by SMS too', async () => {
    const { email, phone } = await freshAccount();
    expect((await reset(phone, 'phone')).body.status).toBe('ok');
    const first = await textedPassword(phone);
    t.app.authModule.clock.advance(11 * SECOND); // the send limits' gap between two sends
    expect((await reset(email, 'phone')).body.status).toBe('ok');
    const second = await textedPassword(phone);
    expect(second).not.toBe(first);

    expect((await login(phone, first)).body.errorName).toBe('IncorrectLogin');
    expect((await login(email, 'Old12345')).body.status).toBe('ok');
    expect((await login(phone, second)).body.status).toBe('ok');
    expect((await login(phone, first)).body.errorName).toBe('IncorrectLogin');
  });

  test('a generated password expires after 24 hours; the old password is still the password', async () => {
    const { email } = await freshAccount();
    await reset(email, 'email');
    const generated = await mailedPassword(email);
    t.app.authModule.clock.advance(PENDING_PASSWORD_TTL_MS + SECOND);
    expect((await login(email, generated)).body.errorName).toBe('IncorrectLogin');
    expect((await login(email, 'Old12345')).body.status).toBe('ok');
  });

  test('a password set another way (profile change) cancels a pending generated one', async () => {
    const { email } = await freshAccount();
    const session = (await login(email, 'Old12345')).body.token as string;
    await reset(email, 'email');
    const generated = await mailedPassword(email);
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: session,
          pass: 'Chosen123',
          currentpass: 'Old12345',
        })
      ).body.status,
    ).toBe('ok');
    expect((await login(email, generated)).body.errorName).toBe('IncorrectLogin');
    expect((await login(email, 'Chosen123')).body.status).toBe('ok');
  });

  test('an account without a password (EmptyPass) logs in with the generated one', async () => {
    const { email } = await freshAccount(null);
    expect((await login(email, 'guess')).body.errorName).toBe('EmptyPass');
    await reset(email, 'email');
    const generated = await mailedPassword(email);
    expect((await login(email, 'guess')).body.errorName).toBe('EmptyPass');
    expect((await login(email, generated)).body.status).toBe('ok');
    expect((await login(email, generated)).body.status).toBe('ok');
  });

  test('the send limits still hold; a refused send changes nothing', async () => {
    const { email } = await freshAccount();
    expect((await reset(email, 'email')).body.status).toBe('ok');
    const before = await counts(t);
    const tooSoon = await reset(email, 'email');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errorName).toBe('LimitSMS');
    expect(await counts(t)).toEqual(before);
    // The pending one from the first send still works.
    expect((await login(email, await mailedPassword(email))).body.status).toBe('ok');
  });
});

test('SMTP: with SMTP_URL set, e-mails go out through a local SMTP server, not the outbox', async () => {
  const received: { to: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const smtpApp = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Parking <robot@parking.test>',
      PUBLIC_URL: 'https://parking.test/',
    },
  });
  try {
    const res = await smtpApp.app.inject({
      method: 'GET',
      url: '/api/profile/restore-password/send-email?email=driver@sevastopol.demo',
      headers: { 'x-city': 'sevastopol' },
    });
    expect(res.json()).toEqual({ status: 'ok', result: { sent: true } });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('driver@sevastopol.demo');
    expect(received[0]!.text).toContain('robot@parking.test');
    // The Russian text travels base64-encoded (UTF-8): decode the body before reading it.
    const [head, ...rest] = received[0]!.text.split(/\r?\n\r?\n/);
    const raw = rest.join('\n\n');
    const body = /Content-Transfer-Encoding: base64/i.test(head!)
      ? Buffer.from(raw, 'base64').toString('utf8')
      : raw.replace(/=\r?\n/g, '');
    expect(body).toMatch(
      /^Чтобы задать новый пароль, перейдите по ссылке: https:\/\/parking\.test\/restore-password\/3\/[A-Za-z0-9_-]{43}\n/,
    );
    expect(await lastMessage(smtpApp, 'driver@sevastopol.demo')).toBeUndefined();
  } finally {
    await smtpApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  // A dead SMTP server: SMSNotSend, nothing left.
  const dead = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  try {
    const res = await dead.app.inject({
      method: 'GET',
      url: '/api/profile/restore-password/send-email?email=driver@sevastopol.demo',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorName).toBe('SMSNotSend');
  } finally {
    await dead.close();
  }
});

describe('Yandex ID', () => {
  let fake: http.Server;
  let url: string;
  const users: Record<string, object> = {
    'good-token': {
      id: '1001',
      client_id: 'test-client',
      default_email: 'Yandex.User@ya.ru',
      first_name: 'Я',
      last_name: 'Пользователь',
      default_phone: { number: '+79161230000' },
    },
    'demo-token': { id: '1002', client_id: 'test-client', default_email: 'driver@sevastopol.demo' },
    'foreign-token': { id: '1003', client_id: 'other-app', default_email: 'x@ya.ru' },
    'unproved-token': { id: '1004', client_id: 'test-client', default_email: 'unproved@ya.ru' },
    'corp-token': { id: '1005', client_id: 'test-client', default_email: 'corp@sevastopol.demo' },
  };
  let app: TestApp;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const token = /^OAuth (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (token === 'broken') {
        res.writeHead(500).end('oops');
        return;
      }
      const user = users[token];
      res
        .writeHead(user ? 200 : 401, { 'content-type': 'application/json' })
        .end(JSON.stringify(user ?? { error: 'invalid token' }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/info?format=json`;
    app = await createTestApp({
      env: { YANDEX_CLIENT_ID: 'test-client', YANDEX_USERINFO_URL: url },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
  const yandex = (token: string, city = 'sevastopol') =>
    app.app.inject({
      method: 'GET',
      url: `/backend/v2/yandexID?token=${token}`,
      headers: { 'x-city': city },
    });

  test('a new identity makes a password-less account and logs in; the same identity finds it again', async () => {
    const first = (await yandex('good-token')).json();
    expect(first).toMatchObject({
      status: 'ok',
      token: expect.any(String),
      result: { token: expect.any(String), id_session: expect.any(String) },
    });
    const again = (await yandex('good-token')).json();
    expect(again.status).toBe('ok');
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'yandex.user@ya.ru', password: 'anything' },
      headers: { 'x-city': 'sevastopol' },
    });
    expect(login.json().errorName).toBe('EmptyPass');
    // An e-mail that already has an account is linked to it.
    expect((await yandex('demo-token')).json().status).toBe('ok');
  });

  test('an e-mail is joined only to a private account that confirmed it', async () => {
    const accountOf = async (res: { json(): { token?: string } }) =>
      (await app.app.authModule.sessions.authenticate(res.json().token ?? null, 'sevastopol'))
        .accountId;
    const demo = await app.app.authModule.repo.findByEmail('sevastopol', 'driver@sevastopol.demo');
    expect(await accountOf(await yandex('demo-token'))).toBe(demo!.id);

    // Someone registered with this address but never proved it: the identity's owner gets an account of their own.
    const squatter = await app.app.authModule.repo.createAccount({
      city: 'sevastopol',
      kind: 'private',
      email: 'unproved@ya.ru',
      emailConfirmed: false,
      passwordHash: null,
    });
    const own = await accountOf(await yandex('unproved-token'));
    expect(own).not.toBe(squatter.id);
    expect((await app.app.authModule.repo.findById(own))!.email).toBeNull();
    expect(await accountOf(await yandex('unproved-token'))).toBe(own);

    // A corporate account holding the e-mail is neither joined nor a 500.
    const corp = await yandex('corp-token');
    expect(corp.statusCode).toBe(200);
    const corpAccount = await app.app.authModule.repo.findByEmail(
      'sevastopol',
      'corp@sevastopol.demo',
    );
    expect(await accountOf(corp)).not.toBe(corpAccount!.id);
  });

  test('refused, foreign or broken tokens', async () => {
    expect((await yandex('unknown')).json().errorName).toBe('IncorrectLogin');
    expect((await yandex('foreign-token')).json().errorName).toBe('IncorrectLogin');
    const broken = await yandex('broken');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().errorName).toBe('UnknownError');
    expect(
      (await app.app.inject({ method: 'GET', url: '/backend/v2/yandexID' })).json().errorName,
    ).toBe('RequiredField');
    expect((await yandex('good-token', 'atlantis')).json().errorName).toBe('CityNotFound');
  });

  test('off unless configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/v2/yandexID?token=good-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorName).toBe('NotFound');
  });
});
