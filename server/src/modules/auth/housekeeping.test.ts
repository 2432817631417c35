// Rows anyone can create are bounded: expired captchas, old login attempts and expired pending
// passwords go; live ones stay. Time moves through the module's clock.
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, MINUTE } from './clock';
import { AuthHousekeeping, LOGIN_ATTEMPTS_KEEP_MS } from './housekeeping';
import { setPasswordHashParamsForTests } from './passwords';
import { withAccountTables } from './tables';
import { client } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
afterEach(() => t.app.authModule.clock.reset());

const db = () => withAccountTables(t.database.db);
const captchaIds = async () =>
  (await db().selectFrom('captcha_challenges').select('id').execute()).map((row) => row.id);
const attemptLogins = async () =>
  (await db().selectFrom('login_attempts').select('login_key').execute()).map(
    (row) => row.login_key,
  );
const newCaptcha = async () =>
  (await api.get('/api/auth/captcha')).body.result!.captchaId as string;
const failLogin = async (login: string) =>
  expect(
    (await api.post('/api/auth/login', { login, password: 'nope' }, { 'x-test-ip': '10.3.0.1' }))
      .body.errorName,
  ).toBe('UnregistredAccount');

test('a sweep deletes expired captchas, old login attempts and expired pending passwords; live ones stay', async () => {
  const { clock, repo, housekeeping } = t.app.authModule;
  await failLogin('old-try@sevastopol.demo');
  const account = await repo.findByEmail('sevastopol', 'driver@sevastopol.demo');
  await repo.savePendingPassword({
    accountId: account!.id,
    passwordHash: '$argon2id$expired',
    now: clock.now(),
    expiresAt: new Date(clock.now().getTime() + DAY),
  });

  clock.advance(LOGIN_ATTEMPTS_KEEP_MS + MINUTE);
  const expired = await newCaptcha();
  clock.advance(6 * MINUTE); // past the captcha's 5 minutes
  const live = await newCaptcha();
  await failLogin('recent-try@sevastopol.demo');
  const rostov = await repo.findByEmail('rostov', 'driver@rostov.demo');
  await repo.savePendingPassword({
    accountId: rostov!.id,
    passwordHash: '$argon2id$live',
    now: clock.now(),
    expiresAt: new Date(clock.now().getTime() + DAY),
  });

  expect(await captchaIds()).toEqual(expect.arrayContaining([expired, live]));
  const result = await housekeeping.sweep();
  expect(result.captchas).toBeGreaterThanOrEqual(1);
  expect(result.loginAttempts).toBeGreaterThanOrEqual(1);
  expect(result.pendingPasswords).toBe(1);

  const ids = await captchaIds();
  expect(ids).toContain(live);
  expect(ids).not.toContain(expired);
  const logins = await attemptLogins();
  expect(logins).toContain('recent-try@sevastopol.demo');
  expect(logins).not.toContain('old-try@sevastopol.demo');
  expect(await repo.livePendingPassword(account!.id, new Date(0))).toBeNull();
  expect(await repo.livePendingPassword(rostov!.id, clock.now())).toMatchObject({
    password_hash: '$argon2id$live',
  });

  // A live captcha still answers after the sweep (nothing it needs was taken).
  expect(
    (
      await api.post('/api/auth/check-captcha', {
        captchaId: live,
        'g-recaptcha-response': 'wrong',
      })
    ).body.errorName,
  ).toBe('CaptchaIncorrect');
});

test('the sweep runs on a timer that never keeps the process alive', async () => {
  const { repo, captcha, clock } = t.app.authModule;
  const housekeeping = new AuthHousekeeping(repo, captcha, clock, 10);
  const errors: unknown[] = [];
  housekeeping.start((error) => errors.push(error));
  try {
    clock.advance(10 * MINUTE);
    const before = await newCaptcha();
    clock.advance(6 * MINUTE);
    const swept = await housekeeping.nextSweep();
    expect(swept.captchas).toBeGreaterThanOrEqual(1);
    expect(await captchaIds()).not.toContain(before);
  } finally {
    await housekeeping.stop();
  }
  expect(housekeeping.running).toBe(false);
  expect(errors).toEqual([]);
});

test("the app starts its module's timer when ready and stops it on close", async () => {
  const other = await createTestApp({ seed: false });
  const { housekeeping } = other.app.authModule;
  expect(housekeeping.running).toBe(true);
  await other.close();
  expect(housekeeping.running).toBe(false);
});
