// The texts of codes, links and generated passwords follow the request's language (request.lang):
// Russian by default, English when the client's Accept-Language (or a `lang` field) says so. The
// code and the link stay exactly what the flows check; no answer ever carries them.
import { createTestApp, type TestApp } from '../../../test/harness';
import { MINUTE, SECOND } from './clock';
import { hashPassword, setPasswordHashParamsForTests } from './passwords';
import {
  client,
  codeIn,
  lastCode,
  lastMessage,
  newPasswordIn,
  withoutRandomSecrets,
} from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof client>;
let n = 0;

beforeAll(async () => {
  setPasswordHashParamsForTests();
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
afterEach(() => t.app.authModule.clock.reset());

const EN = { 'accept-language': 'en-US,en;q=0.9,ru;q=0.8' };
const RU = { 'accept-language': 'ru-RU,ru;q=0.9' };
const CYRILLIC = /[а-яё]/i;

const registration = () => {
  const k = ++n;
  return {
    firstname: 'Анна',
    lastname: 'Иванова',
    email: `lang${k}@example.ru`,
    phone: `7916777${String(k).padStart(4, '0')}`,
    pass: 'abcd',
    agreement: true,
  };
};

describe.each([
  { lang: 'ru (no header)', headers: {} as Record<string, string>, russian: true },
  { lang: 'ru', headers: RU, russian: true },
  { lang: 'en', headers: EN, russian: false },
  { lang: 'en (lang field)', headers: { ...RU }, russian: false, field: true },
])('registration in $lang', ({ headers, russian, field }) => {
  test('the SMS and the e-mail are in that language, carry the code and the link, and no answer leaks them', async () => {
    const data = { ...registration(), ...(field ? { lang: 'en' } : {}) };
    const start = await api.post('/api/auth/registration', data, headers);
    expect(start.body.status).toBe('ok');
    const salt = start.body.result!.salt as string;

    const sms = (await lastMessage(t, data.phone))!;
    const smsCode = await lastCode(t, data.phone);
    expect(sms.body).toBe(
      russian
        ? `Код для регистрации в «Городских парковках»: ${smsCode}. Действует 10 минут. Никому его не сообщайте.`
        : `City Parking: your registration code ${smsCode}. Valid for 10 minutes. Do not share it with anyone.`,
    );

    const mail = (await lastMessage(t, data.email))!;
    const mailCode = codeIn(mail.body)!;
    expect(mail.subject).toBe(russian ? 'Подтвердите e-mail' : 'Confirm your e-mail');
    expect(CYRILLIC.test(mail.body)).toBe(russian);
    expect(mail.body).toMatch(
      new RegExp(
        `http://localhost:8080/confirmation/email\\?token=[0-9a-f]{32}&code=${mailCode}\\n`,
      ),
    );
    expect(mail.body.split('\n')[0]).toBe(
      russian ? `Ваш код подтверждения: ${mailCode}` : `Your confirmation code: ${mailCode}`,
    );

    for (const raw of [start.raw]) {
      expect(withoutRandomSecrets(raw)).not.toContain(smsCode);
      expect(withoutRandomSecrets(raw)).not.toContain(mailCode);
    }
    // The codes work whatever the language.
    const email = await api.post('/api/auth/confirm-email', { token: salt, code: mailCode });
    expect(email.body).toEqual({ status: 'ok', result: { confirmed: true } });
    expect(withoutRandomSecrets(email.raw)).not.toContain(mailCode);
    const done = await api.post('/api/auth/registration', { salt, code: smsCode }, headers);
    expect(done.body).toEqual({ status: 'ok', result: { id: expect.any(String) } });
    expect(withoutRandomSecrets(done.raw)).not.toContain(smsCode);
  });
});

test('restore: the link e-mail, the SMS code and the generated password follow the language', async () => {
  const email = 'lang.restore@sevastopol.test';
  const phone = '79167779999';
  await t.app.authModule.repo.createAccount({
    city: 'sevastopol',
    kind: 'private',
    email,
    emailConfirmed: true,
    passwordHash: await hashPassword('Old12345'),
    phone,
  });
  const clock = t.app.authModule.clock;

  for (const [headers, russian] of [
    [{}, true],
    [EN, false],
  ] as const) {
    // Past the per-target send window (3 in 10 minutes): each language sends two of each.
    clock.advance(11 * MINUTE);
    const link = await api.get(
      `/api/profile/restore-password/send-email?email=${encodeURIComponent(email)}`,
      headers,
    );
    expect(link.body).toEqual({ status: 'ok', result: { sent: true } });
    const mail = (await lastMessage(t, email))!;
    const url = /http:\/\/localhost:8080\/restore-password\/3\/[A-Za-z0-9_-]{43}/.exec(
      mail.body,
    )![0];
    expect(mail.subject).toBe(russian ? 'Восстановление пароля' : 'Password restore');
    expect(mail.body.split('\n')[0]).toBe(
      russian
        ? `Чтобы задать новый пароль, перейдите по ссылке: ${url}`
        : `To set a new password open ${url}`,
    );
    expect(link.raw).not.toContain(url.split('/').pop()!);

    clock.advance(11 * SECOND);
    const sent = await api.post('/api/profile/restore-password/send-code', { phone }, headers);
    const code = await lastCode(t, phone);
    expect((await lastMessage(t, phone))!.body).toBe(
      russian
        ? `Код для восстановления пароля в «Городских парковках»: ${code}. Действует 10 минут. Никому его не сообщайте.`
        : `City Parking: your password reset code ${code}. Valid for 10 minutes. Do not share it with anyone.`,
    );
    expect(withoutRandomSecrets(sent.raw)).not.toContain(code);

    clock.advance(11 * SECOND);
    const byEmail = await api.put(
      '/api/profile/restore-password-v2/change',
      { login: email, type: 'email' },
      headers,
    );
    const newMail = (await lastMessage(t, email))!;
    const password = newPasswordIn(newMail.body)!;
    expect(newMail.subject).toBe(russian ? 'Ваш новый пароль' : 'Your new password');
    expect(newMail.body.split('\n')[0]).toBe(
      russian ? `Ваш новый пароль: ${password}` : `Your new password: ${password}`,
    );
    expect(newMail.body).toContain(russian ? 'в течение 24 часов' : 'It works for 24 hours');
    expect(byEmail.raw).not.toContain(password);

    clock.advance(11 * SECOND);
    const bySms = await api.put(
      '/api/profile/restore-password-v2/change',
      { login: phone, type: 'phone' },
      headers,
    );
    const text = (await lastMessage(t, phone))!.body;
    const texted = newPasswordIn(text)!;
    expect(text).toBe(
      russian
        ? `«Городские парковки»: ваш новый пароль ${texted} (действует 24 ч; старый работает, пока вы не войдёте с новым)`
        : `City Parking: your new password ${texted} (24 h; the old one works until you use it)`,
    );
    expect(bySms.raw).not.toContain(texted);
  }
});

test('profile codes (a phone to add, the own e-mail) follow the language', async () => {
  const login = await api.post('/api/auth/login', {
    login: 'driver@sevastopol.demo',
    password: 'Demo1234',
  });
  const token = login.body.token as string;
  const phone = '79167778888';
  const sms = await api.post('/api/profile/send-sms-code', { token, phone, edit: false }, EN);
  expect(sms.body.status).toBe('ok');
  const code = await lastCode(t, phone);
  expect((await lastMessage(t, phone))!.body).toBe(
    `City Parking: your phone confirmation code ${code}. Valid for 10 minutes. Do not share it with anyone.`,
  );
  expect(withoutRandomSecrets(sms.raw)).not.toContain(code);

  const mail = await api.post('/api/profile/send-email-code', { token, edit: false });
  expect(mail.body.status).toBe('ok');
  const message = (await lastMessage(t, 'driver@sevastopol.demo'))!;
  expect(message.subject).toBe('Подтвердите e-mail');
  expect(message.body.split('\n')[0]).toBe(`Ваш код подтверждения: ${codeIn(message.body)}`);
  expect(withoutRandomSecrets(mail.raw)).not.toContain(codeIn(message.body)!);
});
