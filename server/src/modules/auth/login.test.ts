import svgCaptcha from 'svg-captcha';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, MINUTE } from './clock';
import { setPasswordHashParamsForTests } from './passwords';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { client, counts } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;
let ipCounter = 0;
/** A fresh client address per test: the per-address limit must not leak between tests. */
const freshIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

const login = (
  body: Record<string, unknown>,
  ip = freshIp(),
  version = 'login',
  city = 'sevastopol',
) => api.post(`/api/auth/${version}`, body, { 'x-test-ip': ip, 'x-city': city });

describe('private login', () => {
  test.each(['login', 'login-v2', 'login-v3', 'login-v4', 'login-v5'])(
    '%s: e-mail + password -> token and id_session',
    async (version) => {
      const res = await login(
        { login: 'Driver@Sevastopol.demo', password: 'Demo1234' },
        freshIp(),
        version,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'ok',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id_session: expect.any(String),
      });
      expect(res.body.result).toMatchObject({
        token: res.body.token,
        id_session: res.body.id_session,
        userType: 'private',
      });
    },
  );

  test('phone login in any usual form; form-encoded body', async () => {
    for (const phone of ['79780000002', '+7 (978) 000-00-02', '89780000002']) {
      const res = await api.post(
        '/api/auth/login',
        `login=${encodeURIComponent(phone)}&password=Demo1234`,
        { 'x-test-ip': freshIp() },
      );
      expect(res.body.status).toBe('ok');
    }
  });

  test('wrong password -> IncorrectLogin; unknown login -> UnregistredAccount; no password -> EmptyPass with the e-mail', async () => {
    expect((await login({ login: 'driver@sevastopol.demo', password: 'nope' })).body).toMatchObject(
      { status: 'error', errorName: 'IncorrectLogin' },
    );
    expect(
      (await login({ login: 'ghost@sevastopol.demo', password: 'Demo1234' })).body,
    ).toMatchObject({ errorName: 'UnregistredAccount' });
    const empty = await login({ login: 'nopass@sevastopol.demo', password: 'whatever' });
    expect(empty.body).toMatchObject({ errorName: 'EmptyPass', email: 'nopass@sevastopol.demo' });
    expect(empty.body.token).toBeUndefined();
    // By phone: EmptyPass, but the account's e-mail is not told to whoever knows the phone.
    const byPhone = await login({ login: '+7 978 000-00-03', password: 'whatever' });
    expect(byPhone.body.errorName).toBe('EmptyPass');
    expect(byPhone.raw).not.toContain('nopass@');
  });

  test('an account of one city does not exist in another', async () => {
    expect(
      (
        await login(
          { login: 'driver@sevastopol.demo', password: 'Demo1234' },
          freshIp(),
          'login',
          'rostov',
        )
      ).body.errorName,
    ).toBe('UnregistredAccount');
    expect(
      (
        await login(
          { login: 'driver@rostov.demo', password: 'Demo1234' },
          freshIp(),
          'login',
          'rostov',
        )
      ).body.status,
    ).toBe('ok');
  });

  test('an unknown login costs a password hash too (no enumeration by timing)', async () => {
    const time = async (body: Record<string, unknown>) => {
      const start = process.hrtime.bigint();
      await login(body);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time({ login: 'ghost@sevastopol.demo', password: 'x' }); // warm the dummy hash
    const unknown = await time({ login: 'ghost2@sevastopol.demo', password: 'x' });
    const wrong = await time({ login: 'driver@sevastopol.demo', password: 'x' });
    expect(unknown).toBeGreaterThan(wrong / 3);
  });

  test.each([
    [{ password: 'Demo1234' }, 'RequiredField'],
    [{ login: 'driver@sevastopol.demo' }, 'RequiredField'],
    [{ login: '', password: 'Demo1234' }, 'RequiredField'],
    [{ login: 'driver@sevastopol.demo', password: '' }, 'RequiredField'],
    [{ login: 'not a login', password: 'Demo1234' }, 'ValidationError'],
    [{ login: { $ne: 1 }, password: 'Demo1234' }, 'ItNeedToBeAString'],
    [{ login: 'driver@sevastopol.demo', password: ['a', 'b'] }, 'ItNeedToBeAString'],
    [{ login: 'x'.repeat(300) + '@a.ru', password: 'Demo1234' }, 'InvalidFormat'],
    [{ login: 'driver@sevastopol.demo', password: 'p'.repeat(129) }, 'InvalidFormat'],
  ])('bad input %j -> %s, nothing stored', async (body, errorName) => {
    const before = await counts(t);
    const res = await login(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ status: 'error', errorName });
    expect(await counts(t)).toEqual(before);
  });
});

describe('brute force', () => {
  test('3 failures -> LoginTryLimit + captcha; missing/wrong answer refused; right answer + password logs in', async () => {
    const ip = freshIp();
    const who = { login: '79780000002' };
    expect((await login({ ...who, password: 'bad1' }, ip)).body.errorName).toBe('IncorrectLogin');
    expect((await login({ ...who, password: 'bad2' }, ip)).body.errorName).toBe('IncorrectLogin');
    jest.spyOn(svgCaptcha, 'create').mockReturnValue({ text: 'k7mPq', data: '<svg>k7mPq</svg>' });
    const limited = await login({ ...who, password: 'bad3' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      errorName: 'LoginTryLimit',
      captcha: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      captchaId: expect.any(String),
    });
    expect(limited.raw).not.toContain('k7mPq'); // the answer is not in the answer

    // The right password without a captcha is still refused.
    const noCaptcha = await login({ ...who, password: 'Demo1234' }, ip);
    expect(noCaptcha.body).toMatchObject({
      errorName: 'LoginTryLimit',
      captcha: expect.any(String),
    });

    const wrong = await login(
      { ...who, password: 'Demo1234', captcha: 'wrong', captchaId: noCaptcha.body.captchaId },
      ip,
    );
    expect(wrong.body).toMatchObject({
      errorName: 'CaptchaIncorrect',
      captcha: expect.any(String),
      captchaId: expect.any(String),
    });
    // A used challenge cannot be answered again, even correctly.
    expect(
      (
        await login(
          { ...who, password: 'Demo1234', captcha: 'k7mPq', captchaId: noCaptcha.body.captchaId },
          ip,
        )
      ).body.errorName,
    ).toBe('CaptchaIncorrect');

    const fresh = (await login({ ...who, password: 'Demo1234' }, ip)).body;
    // Right captcha, wrong password: IncorrectLogin (with the next captcha).
    const badPass = await login(
      { ...who, password: 'bad4', captcha: 'K7MPQ', captchaId: fresh.captchaId },
      ip,
    );
    expect(badPass.body).toMatchObject({
      errorName: 'IncorrectLogin',
      captcha: expect.any(String),
    });
    // Without an id the newest challenge of the login is used (the spec's client sends only captcha).
    const ok = await login({ ...who, password: 'Demo1234', captcha: 'k7mpq' }, ip);
    expect(ok.body.status).toBe('ok');
    // A success resets the count for the login.
    expect((await login({ ...who, password: 'bad5' }, freshIp())).body.errorName).toBe(
      'IncorrectLogin',
    );
  });

  test('an expired captcha (5 min) is refused', async () => {
    const ip = freshIp();
    const who = { login: 'driver@rostov.demo' };
    for (let i = 0; i < 3; i++) await login({ ...who, password: 'bad' }, ip, 'login', 'rostov');
    jest.spyOn(svgCaptcha, 'create').mockReturnValue({ text: 'abcde', data: '<svg/>' });
    const challenge = (await login({ ...who, password: 'Demo1234' }, ip, 'login', 'rostov')).body;
    t.app.authModule.clock.advance(6 * MINUTE);
    try {
      expect(
        (
          await login(
            { ...who, password: 'Demo1234', captcha: 'abcde', captchaId: challenge.captchaId },
            ip,
            'login',
            'rostov',
          )
        ).body.errorName,
      ).toBe('CaptchaIncorrect');
    } finally {
      t.app.authModule.clock.advance(-6 * MINUTE);
    }
  });

  test('the window is 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await login({ login: 'ghost-window@sevastopol.demo', password: 'x' }, ip);
    expect(
      (await login({ login: 'ghost-window@sevastopol.demo', password: 'x' }, freshIp())).body
        .errorName,
    ).toBe('LoginTryLimit');
    t.app.authModule.clock.advance(16 * MINUTE);
    try {
      expect(
        (await login({ login: 'ghost-window@sevastopol.demo', password: 'x' }, freshIp())).body
          .errorName,
      ).toBe('UnregistredAccount');
    } finally {
      t.app.authModule.clock.advance(-16 * MINUTE);
    }
  });

  test('10 failures from one address require a captcha for any login', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      await login({ login: `spray${i}@sevastopol.demo`, password: 'x' }, ip);
    expect(
      (await login({ login: 'driver@sevastopol.demo', password: 'Demo1234' }, ip)).body.errorName,
    ).toBe('LoginTryLimit');
    expect(
      (await login({ login: 'driver@sevastopol.demo', password: 'Demo1234' }, freshIp())).body
        .status,
    ).toBe('ok');
  });

  test('demo mode tells a captcha answer (GET /api/dev/captcha); production has no such route', async () => {
    const issued = (await api.get('/api/auth/captcha')).body.result as { captchaId: string };
    const told = await api.get(`/api/dev/captcha?captchaId=${issued.captchaId}`);
    expect(told.body).toEqual({
      status: 'ok',
      result: { answer: expect.stringMatching(/^\S{5}$/) },
    });
    const answer = (told.body.result as { answer: string }).answer;
    expect(
      (
        await api.post('/api/auth/check-captcha', {
          'g-recaptcha-response': answer,
          captchaId: issued.captchaId,
        })
      ).body.status,
    ).toBe('ok');
    expect(
      (await api.get('/api/dev/captcha?captchaId=00000000-0000-0000-0000-000000000000')).body
        .errorName,
    ).toBe('NotFound');
    const prod = await createTestApp({ env: { APP_MODE: 'production' } });
    try {
      const res = await prod.app.inject({
        method: 'GET',
        url: `/api/dev/captcha?captchaId=${issued.captchaId}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorName).toBe('NotFound');
    } finally {
      await prod.close();
    }
  });

  test('check-captcha: right answer ok (single use), wrong -> CaptchaIncorrect with a new one', async () => {
    jest.spyOn(svgCaptcha, 'create').mockReturnValue({ text: 'zz9yx', data: '<svg/>' });
    const issued = (await api.get('/api/auth/captcha')).body.result as {
      captchaId: string;
      captcha: string;
    };
    expect(issued.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      (
        await api.post('/api/auth/check-captcha', {
          'g-recaptcha-response': 'zz9yx',
          captchaId: issued.captchaId,
        })
      ).body,
    ).toEqual({ status: 'ok', result: { valid: true } });
    expect(
      (
        await api.post('/api/auth/check-captcha', {
          'g-recaptcha-response': 'zz9yx',
          captchaId: issued.captchaId,
        })
      ).body.errorName,
    ).toBe('CaptchaIncorrect');
    const other = (await api.get('/api/auth/captcha')).body.result as { captchaId: string };
    const wrong = await api.post('/api/auth/check-captcha', {
      'g-recaptcha-response': `${other.captchaId}:nope`,
    });
    expect(wrong.body).toMatchObject({
      errorName: 'CaptchaIncorrect',
      captcha: expect.any(String),
    });
    expect((await api.post('/api/auth/check-captcha', {})).body.errorName).toBe('RequiredField');
    expect(
      (await api.post('/api/auth/check-captcha', { 'g-recaptcha-response': 'abc' })).body.errorName,
    ).toBe('RequiredField');
  });
});

describe('corporate login', () => {
  test('inn + contract number -> a corporate token', async () => {
    const res = await api.post(
      '/api/auth/login-corp-v1',
      { inn: '9204000001', contractNumber: 'SEV-001' },
      { 'x-test-ip': freshIp() },
    );
    expect(res.body).toMatchObject({
      status: 'ok',
      token: expect.any(String),
      result: { userType: 'corporate' },
    });
  });

  test('wrong contract -> IncorrectLogin; unknown inn -> UnregistredAccount; bad input', async () => {
    expect(
      (
        await api.post(
          '/api/auth/login-corp-v1',
          { inn: '9204000001', contractNumber: 'SEV-999' },
          { 'x-test-ip': freshIp() },
        )
      ).body.errorName,
    ).toBe('IncorrectLogin');
    expect(
      (
        await api.post(
          '/api/auth/login-corp-v1',
          { inn: '9204999999', contractNumber: 'SEV-001' },
          { 'x-test-ip': freshIp() },
        )
      ).body.errorName,
    ).toBe('UnregistredAccount');
    const before = await counts(t);
    expect(
      (await api.post('/api/auth/login-corp-v1', { contractNumber: 'SEV-001' })).body.errorName,
    ).toBe('RequiredField');
    expect(
      (await api.post('/api/auth/login-corp-v1', { inn: '12ab', contractNumber: 'SEV-001' })).body
        .errorName,
    ).toBe('ValidationError');
    expect(
      (
        await api.post('/api/auth/login-corp-v1', {
          inn: '9204000001',
          contractNumber: 'x'.repeat(65),
        })
      ).body.errorName,
    ).toBe('InvalidFormat');
    expect(await counts(t)).toEqual(before);
  });
});

describe('sessions', () => {
  const tokenFor = async (body = { login: 'driver@sevastopol.demo', password: 'Demo1234' }) =>
    (await login(body)).body.token as string;
  const whoAmI = (token: string, city = 'sevastopol') =>
    api.put(
      '/api/profile/change-password',
      { token, pass: '', currentpass: '' },
      { 'x-city': city },
    );

  test('the token is stored only as its sha256', async () => {
    const token = await tokenFor();
    const rows = await t.database.db
      .withTables<{ auth_sessions: { token_hash: string } }>()
      .selectFrom('auth_sessions')
      .select('token_hash')
      .execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  test('unknown token, no token, another city -> TokenNotFound', async () => {
    const token = await tokenFor();
    expect((await whoAmI('A'.repeat(43))).body).toMatchObject({
      status: 'error',
      errorName: 'TokenNotFound',
    });
    expect((await api.put('/api/profile/change-password', { pass: 'abcd' })).status).toBe(401);
    expect((await whoAmI(token, 'rostov')).body.errorName).toBe('TokenNotFound');
    // A corporate token is not a private one.
    const corp = (
      await api.post(
        '/api/auth/login-corp-v1',
        { inn: '9204000001', contractNumber: 'SEV-001' },
        { 'x-test-ip': freshIp() },
      )
    ).body.token as string;
    expect((await whoAmI(corp)).body.errorName).toBe('TokenNotFound');
    // A live private token passes authentication (and fails on the empty password instead).
    expect((await whoAmI(token)).body.errorName).toBe('RequiredField');
  });

  test('idle expiry slides with use; absolute expiry does not', async () => {
    const token = await tokenFor();
    const clock = t.app.authModule.clock;
    try {
      clock.advance(SESSION_IDLE_MS - DAY);
      expect((await whoAmI(token)).body.errorName).toBe('RequiredField'); // used: the idle window restarts
      clock.advance(SESSION_IDLE_MS - DAY);
      expect((await whoAmI(token)).body.errorName).toBe('RequiredField');
      clock.advance(SESSION_IDLE_MS);
      const expired = await whoAmI(token);
      expect(expired.status).toBe(401);
      expect(expired.body.errorName).toBe('TokenExpired');
    } finally {
      clock.reset();
    }
    const busy = await tokenFor();
    try {
      for (let used = 0; used < SESSION_ABSOLUTE_MS - DAY; used += 20 * DAY) {
        clock.advance(20 * DAY);
        if (used + 20 * DAY < SESSION_ABSOLUTE_MS)
          expect((await whoAmI(busy)).body.errorName).toBe('RequiredField');
      }
      clock.advance(5 * DAY);
      expect((await whoAmI(busy)).body.errorName).toBe('TokenExpired');
    } finally {
      clock.reset();
    }
  });

  test('logout revokes the token; logging out again is fine', async () => {
    const token = await tokenFor();
    expect((await api.post('/api/auth/logout', { token })).body).toEqual({
      status: 'ok',
      result: { loggedOut: true },
    });
    expect((await whoAmI(token)).body.errorName).toBe('TokenNotFound');
    expect((await api.post('/api/auth/logout', { token })).body).toEqual({
      status: 'ok',
      result: { loggedOut: false },
    });
    // Another city's X-City cannot end the session.
    const other = await tokenFor();
    expect(
      (await api.post('/api/auth/logout', { token: other }, { 'x-city': 'rostov' })).body.result,
    ).toEqual({ loggedOut: false });
    expect((await whoAmI(other)).body.errorName).toBe('RequiredField');
  });
});

describe('change-password', () => {
  test('wrong current -> CurrentPasswordIncorrect; short -> ValidationError; success ends other sessions only', async () => {
    const body = { login: '79780000001', password: 'Demo1234' };
    const mine = (await login(body)).body.token as string;
    const other = (await login(body)).body.token as string;
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: 'Next5678',
          currentpass: 'wrong',
        })
      ).body,
    ).toMatchObject({
      errorName: 'CurrentPasswordIncorrect',
      field: 'currentpass',
    });
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: 'abc',
          currentpass: 'Demo1234',
        })
      ).body,
    ).toMatchObject({ errorName: 'ValidationError', code: 'password.strongValidate' });
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: 'x'.repeat(21),
          currentpass: 'Demo1234',
        })
      ).body.errorName,
    ).toBe('ValidationError');
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: { a: 1 },
          currentpass: 'Demo1234',
        })
      ).body.errorName,
    ).toBe('ItNeedToBeAString');
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: 'Next5678',
          currentpass: 'Demo1234',
        })
      ).body,
    ).toEqual({ status: 'ok', result: { changed: true } });
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: other,
          pass: 'Next5678',
          currentpass: 'Demo1234',
        })
      ).body.errorName,
    ).toBe('TokenNotFound');
    expect((await login(body)).body.errorName).toBe('IncorrectLogin');
    expect((await login({ ...body, password: 'Next5678' })).body.status).toBe('ok');
    // Put it back for the other tests.
    expect(
      (
        await api.put('/api/profile/change-password', {
          token: mine,
          pass: 'Demo1234',
          currentpass: 'Next5678',
        })
      ).body.status,
    ).toBe('ok');
  });
});
