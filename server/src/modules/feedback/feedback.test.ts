import { createTestApp, type TestApp } from '../../../test/harness';
import { withAccountTables } from '../auth/tables';
import { countRows, demoDriver, withCitySettings } from '../fines/test-helpers';
import { call, newUser, type TestUser } from '../profile/test-kit';
import { operatorReply } from './operator';

let t: TestApp;
let driver: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  driver = await demoDriver(t);
});
afterAll(() => t.close());

const REG = '/api/appealProcessing/appealRegistration/v1';
const LIST = '/api/appealProcessing/getAppeals/v1';
const MESSAGES = '/api/appealProcessing/getMessages/v1';
const REPLY = '/api/appealProcessing/messageRegistration/v1';
const form = {
  idSubject: 'payment',
  message: '  Не списались деньги  ',
  phone: '+7 (978) 123-45-67',
  email: 'me@example.com',
};

async function register(user: TestUser, appeal: Record<string, unknown> = form): Promise<number> {
  const res = await call(t.app, user, 'POST', REG, { appeal });
  expect(res.statusCode).toBe(200);
  return res.json().result.idAppeal as number;
}

test('appealRegistration registers the appeal and answers the user message', async () => {
  const user = await newUser(t.app);
  const res = await call(t.app, user, 'POST', REG, { appeal: form });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.userMessage).toBe(body.result.userMessage);
  expect(body.userMessage).toContain(`№ ${body.result.idAppeal}`);
  const list = (await call(t.app, user, 'GET', LIST)).json().result;
  expect(list.count).toBe(1);
  expect(list.items[0]).toMatchObject({
    appeal: { id: body.result.idAppeal, subject: 'payment', subjectLabel: 'Оплата парковки' },
    lastMessage: { text: 'Не списались деньги', out: true },
    status: 'registered',
  });
});

test('the form may be flat and form-encoded; the topic is optional and the e-mail comes from the profile', async () => {
  const user = await newUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: REG,
    headers: {
      'x-city': 'sevastopol',
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ message: 'Вопрос без темы' }).toString(),
  });
  expect(res.statusCode).toBe(200);
  const item = (await call(t.app, user, 'GET', LIST)).json().result.items[0];
  expect(item.appeal).toMatchObject({ subject: null, subjectLabel: null });
  const row = await t.database.db
    .selectFrom('appeals' as never)
    .selectAll()
    .where('id' as never, '=', res.json().result.idAppeal as never)
    .executeTakeFirstOrThrow();
  expect((row as { email: string }).email).toBe(user.email);
});

test('SetEmailInProfile when neither the form nor the profile has an e-mail', async () => {
  const user = await newUser(t.app);
  await withAccountTables(t.database.db)
    .updateTable('accounts')
    .set({ email: null })
    .where('id', '=', user.accountId)
    .execute();
  const before = await countRows(t, 'appeals');
  const res = await call(t.app, user, 'POST', REG, { appeal: { message: 'Нет почты' } });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ status: 'error', errorName: 'SetEmailInProfile' });
  expect(await countRows(t, 'appeals')).toBe(before);
  expect(
    (
      await call(t.app, user, 'POST', REG, {
        appeal: { message: 'С почтой', email: 'x@example.com' },
      })
    ).statusCode,
  ).toBe(200);
});

test.each([
  ['a blank message', { ...form, message: '   ' }, 'RequiredField', undefined],
  ['no message', { email: 'a@example.com' }, 'RequiredField', undefined],
  ['a bad e-mail', { ...form, email: 'nope' }, 'ValidationError', 'email.mustBeValid'],
  ['a bad phone', { ...form, phone: '12345' }, 'ValidationError', 'phone.mustBeValid'],
  ['an unknown topic', { ...form, idSubject: 'weather' }, 'InvalidFormat', undefined],
  ['an oversized message', { ...form, message: 'x'.repeat(4001) }, 'InvalidFormat', undefined],
  [
    'an oversized e-mail',
    { ...form, email: `${'a'.repeat(250)}@ex.com` },
    'InvalidFormat',
    undefined,
  ],
  ['a message that is an object', { ...form, message: { a: 1 } }, 'ItNeedToBeAString', undefined],
])(
  'appealRegistration with %s is refused with %s and changes nothing',
  async (_name, appeal, errorName, code) => {
    const before = [await countRows(t, 'appeals'), await countRows(t, 'appeal_messages')];
    const res = await call(t.app, driver, 'POST', REG, { appeal });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName, ...(code ? { code } : {}) });
    expect([await countRows(t, 'appeals'), await countRows(t, 'appeal_messages')]).toEqual(before);
  },
);

test('the demo threads have both sides and every status of the seed', async () => {
  const list = (await call(t.app, driver, 'GET', LIST)).json().result;
  expect(list.count).toBeGreaterThanOrEqual(3);
  expect(new Set(list.items.map((i: { status: string }) => i.status))).toEqual(
    new Set(['completed', 'needs_clarification', 'in_work']),
  );
  const thread = (
    await call(t.app, driver, 'GET', `${MESSAGES}?idAppeal=${list.items[0].appeal.id}`)
  ).json().result;
  expect(thread.messages.map((m: { out: boolean }) => m.out)).toEqual([true, false]);
  expect(Object.keys(thread.messages[0]).sort()).toEqual(['date', 'id', 'out', 'text']);
});

test('messageRegistration adds the driver message; a thread waiting for clarification goes back to work', async () => {
  const id = await register(driver);
  await operatorReply(t.database.db, {
    appealId: id,
    text: 'Уточните номер машины',
    status: 'needs_clarification',
  });
  const res = await call(t.app, driver, 'POST', REPLY, { message: '  А123ВС92 ', idAppeal: id });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatchObject({
    message: { text: 'А123ВС92', out: true },
    status: 'in_work',
  });
  const thread = (await call(t.app, driver, 'GET', `${MESSAGES}?idAppeal=${id}`)).json().result;
  expect(thread).toMatchObject({ idAppeal: id, status: 'in_work' });
  expect(thread.messages.map((m: { text: string; out: boolean }) => [m.text, m.out])).toEqual([
    ['Не списались деньги', true],
    ['Уточните номер машины', false],
    ['А123ВС92', true],
  ]);
  await operatorReply(t.database.db, { appealId: id, text: 'Готово', status: 'completed' });
  expect(
    (await call(t.app, driver, 'POST', REPLY, { message: 'Снова вопрос', idAppeal: id })).json()
      .result.status,
  ).toBe('registered');
});

test.each([
  ['a blank message', { message: '  ' }, 'RequiredField'],
  ['no message', {}, 'RequiredField'],
  ['no appeal id', { message: 'x', idAppeal: undefined }, 'RequiredField'],
  ['a word for the id', { message: 'x', idAppeal: 'abc' }, 'ItNeedToBeANumber'],
  ['an oversized message', { message: 'x'.repeat(4001) }, 'InvalidFormat'],
])('messageRegistration with %s is refused with %s', async (_name, body, errorName) => {
  const id = await register(driver);
  const before = await countRows(t, 'appeal_messages');
  const res = await call(t.app, driver, 'POST', REPLY, { idAppeal: id, ...body });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', errorName });
  expect(await countRows(t, 'appeal_messages')).toBe(before);
});

test('another driver appeal is NotFound for its messages and replies, and not listed', async () => {
  const id = await register(driver);
  const stranger = await newUser(t.app);
  const before = await countRows(t, 'appeal_messages');
  const read = await call(t.app, stranger, 'GET', `${MESSAGES}?idAppeal=${id}`);
  expect(read.statusCode).toBe(404);
  expect(read.json().errorName).toBe('NotFound');
  const write = await call(t.app, stranger, 'POST', REPLY, { message: 'чужое', idAppeal: id });
  expect(write.statusCode).toBe(404);
  expect(await countRows(t, 'appeal_messages')).toBe(before);
  expect((await call(t.app, stranger, 'GET', LIST)).json().result).toEqual({ count: 0, items: [] });
});

test('without a valid private token every feedback call is TokenNotFound', async () => {
  const corporate = await newUser(t.app, { kind: 'corporate' });
  for (const user of [null, corporate]) {
    expect((await call(t.app, user, 'POST', REG, { appeal: form })).statusCode).toBe(401);
    expect((await call(t.app, user, 'GET', LIST)).json().errorName).toBe('TokenNotFound');
    expect((await call(t.app, user, 'GET', `${MESSAGES}?idAppeal=1`)).statusCode).toBe(401);
    expect((await call(t.app, user, 'POST', REPLY, { message: 'x', idAppeal: 1 })).statusCode).toBe(
      401,
    );
  }
});

test('getMessages validates the id', async () => {
  expect((await call(t.app, driver, 'GET', MESSAGES)).json().errorName).toBe('RequiredField');
  expect((await call(t.app, driver, 'GET', `${MESSAGES}?idAppeal=x`)).json().errorName).toBe(
    'ItNeedToBeANumber',
  );
  expect((await call(t.app, driver, 'GET', `${MESSAGES}?idAppeal=999999`)).statusCode).toBe(404);
});

test('demo POST /api/dev/operator-reply answers in the thread and may set the status', async () => {
  const id = await register(driver);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/operator-reply',
    payload: { idAppeal: id, text: 'Ответ оператора' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatchObject({
    idAppeal: id,
    status: 'in_work',
    message: { text: 'Ответ оператора', out: false },
  });
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/dev/operator-reply',
    payload: { idAppeal: id, text: 'Закрываем', status: 'completed' },
  });
  expect(done.json().result.status).toBe('completed');
  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/dev/operator-reply',
    payload: { idAppeal: 999999, text: 'x' },
  });
  expect(missing.statusCode).toBe(404);
  const badStatus = await t.app.inject({
    method: 'POST',
    url: '/api/dev/operator-reply',
    payload: { idAppeal: id, text: 'x', status: 'lost' },
  });
  expect(badStatus.json().errorName).toBe('InvalidFormat');
  const blank = await t.app.inject({
    method: 'POST',
    url: '/api/dev/operator-reply',
    payload: { idAppeal: id, text: '  ' },
  });
  expect(blank.json().errorName).toBe('RequiredField');
});

test('a city with feedback off (useFeedback false) refuses every call with InDevelopingError 403 and changes nothing', async () => {
  const id = await register(driver);
  await withCitySettings(t, 'sevastopol', { useFeedback: false }, async () => {
    const before = [await countRows(t, 'appeals'), await countRows(t, 'appeal_messages')];
    const calls = [
      await call(t.app, driver, 'POST', REG, { appeal: form }),
      await call(t.app, driver, 'GET', LIST),
      await call(t.app, driver, 'GET', `${MESSAGES}?idAppeal=${id}`),
      await call(t.app, driver, 'POST', REPLY, { idAppeal: id, message: 'Ещё вопрос' }),
    ];
    for (const res of calls)
      expect([res.statusCode, res.json().errorName]).toEqual([403, 'InDevelopingError']);
    expect([await countRows(t, 'appeals'), await countRows(t, 'appeal_messages')]).toEqual(before);
  });
});

test('the user message comes in the asked language (Russian by default)', async () => {
  const user = await newUser(t.app);
  const en = await call(t.app, user, 'POST', REG, { appeal: form, lang: 'en' });
  expect(en.json().userMessage).toBe(
    `Appeal No. ${en.json().result.idAppeal} is registered. The answer will appear under Feedback and be sent to me@example.com.`,
  );
  const ru = await call(t.app, user, 'POST', REG, { appeal: form });
  expect(ru.json().userMessage).toMatch(/^Обращение № \d+ зарегистрировано/);
  const bad = await call(t.app, user, 'POST', REG, { appeal: form, lang: 'de' });
  expect([bad.statusCode, bad.json().errorName]).toEqual([400, 'InvalidFormat']);
});

test('the user message follows Accept-Language (the client sends its interface language); a body lang overrides it', async () => {
  const user = await newUser(t.app);
  const register = (acceptLanguage: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: REG,
      headers: {
        'x-city': user.city,
        authorization: `Bearer ${user.token}`,
        'accept-language': acceptLanguage,
      },
      payload,
    });
  const en = await register('en-US,en;q=0.9', { appeal: form });
  expect(en.json().userMessage).toMatch(/^Appeal No\. \d+ is registered\./);
  expect(en.json().result.userMessage).toBe(en.json().userMessage);
  const ru = await register('ru', { appeal: form });
  expect(ru.json().userMessage).toMatch(/^Обращение № \d+ зарегистрировано/);
  const overridden = await register('en', { appeal: form, lang: 'ru' });
  expect(overridden.json().userMessage).toMatch(/^Обращение № \d+ зарегистрировано/);
});
