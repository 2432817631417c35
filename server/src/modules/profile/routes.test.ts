import { createTestApp, type TestApp } from '../../../test/harness';
import { call, callForm, freshPhone, lastCode, newUser, type TestUser } from './test-kit';

// A busy shared machine: the project's testTimeout does not reach a file run through the root config.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE_KEYS = [
  'email',
  'emailConfirmed',
  'firstName',
  'lastName',
  'middleName',
  'sessions',
  'balance',
  'ts',
  'telephone',
  'telephones',
  'paymentsMethods',
  'documents',
  'hasPrivateData',
  'privateDataPage',
  'editEmailOnMainStep',
  'settings',
].sort();

const profileOf = async (user: TestUser) =>
  (await call(t.app, user, 'GET', '/api/profile/get-profile')).json().result;

async function setCityOption(city: string, key: string, value: unknown) {
  const row = await t.database.db
    .selectFrom('cities')
    .select('options')
    .where('code', '=', city)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('cities')
    .set({ options: JSON.stringify({ ...row.options, [key]: value }) })
    .where('code', '=', city)
    .execute();
}

async function addPhone(user: TestUser, phone = freshPhone()) {
  const sent = await call(t.app, user, 'POST', '/api/profile/send-sms-code', {
    phone,
    edit: false,
  });
  expect(sent.statusCode).toBe(200);
  const res = await call(t.app, user, 'POST', '/api/profile/add-phone', {
    phone,
    code: await lastCode(t.app, phone),
  });
  expect(res.statusCode).toBe(200);
  return phone;
}

describe('get-profile v1..v6', () => {
  test('every version answers the same profile', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', '/api/profile/car', { grz: 'А123ВС92' });
    const v1 = await call(t.app, user, 'GET', '/api/profile/get-profile');
    expect(v1.statusCode).toBe(200);
    expect(Object.keys(v1.json().result).sort()).toEqual(PROFILE_KEYS);
    expect(v1.json().result).toMatchObject({
      email: user.email,
      firstName: 'Тест',
      lastName: 'Тестов',
      middleName: '',
      sessions: [],
      balance: 0,
      telephone: user.phone,
      telephones: [{ phone: user.phone, isMain: true }],
      hasPrivateData: true,
      documents: [],
    });
    expect(v1.json().result.ts).toEqual([
      expect.objectContaining({ numberTs: 'А123ВС92', mainTs: true }),
    ]);
    expect(
      v1.json().result.paymentsMethods.map((m: { methodName: string }) => m.methodName),
    ).toEqual(['balance', 'card', 'receipt']);
    for (const v of ['v2', 'v3', 'v4', 'v5', 'v6']) {
      const res = await call(t.app, user, 'GET', `/api/profile/get-profile-${v}`);
      expect(res.json()).toEqual(v1.json());
    }
  });

  test('the token may come as a query parameter; the balance comes from the wallet in roubles', async () => {
    const user = await newUser(t.app);
    await t.database.db
      .withTables<{
        accounts_balance: { account_id: string; city: string; balance_kopecks: number };
      }>()
      .insertInto('accounts_balance')
      .values({ account_id: user.accountId, city: user.city, balance_kopecks: 12345 })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profile/get-profile-v3?token=${user.token}&city=${user.city}`,
    });
    expect(res.json().result.balance).toBe(123.45);
  });

  test('no token, a bad token, another city or a corporate token: TokenNotFound 401', async () => {
    const user = await newUser(t.app);
    expect((await call(t.app, null, 'GET', '/api/profile/get-profile')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/profile/get-profile',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    const otherCity = await t.app.inject({
      method: 'GET',
      url: '/api/profile/get-profile',
      headers: { authorization: `Bearer ${user.token}`, 'x-city': 'rostov' },
    });
    expect(otherCity.json().errorName).toBe('TokenNotFound');
    const corp = await newUser(t.app, { kind: 'corporate' });
    expect((await call(t.app, corp, 'GET', '/api/profile/get-profile')).json().errorName).toBe(
      'TokenNotFound',
    );
  });

  test('the demo drivers carry the seeded vehicles (standard, moto A, foreign), a document and settings', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-city': 'sevastopol' },
      payload: { login: 'driver@sevastopol.demo', password: 'Demo1234' },
    });
    const token = login.json().result.token as string;
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/get-profile',
        headers: { 'x-city': 'sevastopol', authorization: `Bearer ${token}` },
      })
    ).json().result;
    expect(
      profile.ts.map(
        (v: { numberTs: string; category: string; formatGrz: string; mainTs: boolean }) => [
          v.numberTs,
          v.category,
          v.formatGrz,
          v.mainTs,
        ],
      ),
    ).toEqual([
      ['А123ВС92', 'B', 'rus', true],
      ['1234АВ92', 'A', 'rus', false],
      ['LV1234', 'B', 'foreign', false],
    ]);
    expect(profile.documents).toEqual([
      expect.objectContaining({ type: 'VU', title: '99 АВ 123456' }),
    ]);
    expect(profile.settings.reportHistoryOperation).toBe(true);
  });
});

describe('PUT /api/profile/change-profile', () => {
  test('only changed fields are written (form-encoded, spec names)', async () => {
    const user = await newUser(t.app);
    const res = await callForm(t.app, user, 'PUT', '/api/profile/change-profile', {
      firstname: 'Пётр',
      lastname: 'Тестов',
      middlename: 'Ильич',
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.changed).toEqual(['firstname', 'middlename']);
    expect(res.json().result.profile).toMatchObject({
      firstName: 'Пётr'.replace('r', 'р'),
      lastName: 'Тестов',
      middleName: 'Ильич',
      email: user.email,
    });
    const none = await call(t.app, user, 'PUT', '/api/profile/change-profile', {
      firstName: 'Пётр',
    });
    expect(none.json().result.changed).toEqual([]);
  });

  test.each([
    ['empty first name', { firstname: '' }, 400, 'RequiredField', 'firstname', 'RequiredField'],
    ['blank last name', { lastname: '   ' }, 400, 'RequiredField', 'lastname', 'RequiredField'],
    [
      'oversized name',
      { lastname: 'Я'.repeat(101) },
      400,
      'ValidationError',
      'lastname',
      'InvalidFormat',
    ],
    [
      'wrong-typed name',
      { firstname: { x: 1 } },
      400,
      'ItNeedToBeAString',
      'firstname',
      'ItNeedToBeAString',
    ],
    // PostgreSQL text cannot hold NUL: refused for every route before the handler (error envelope).
    [
      'a NUL in a name',
      { middlename: 'Иль\u0000ич' },
      400,
      'InvalidFormat',
      'middlename',
      'text.nulByte',
    ],
    [
      'a control character in a name',
      { firstname: 'Ив\u0007ан' },
      400,
      'ValidationError',
      'firstname',
      'InvalidFormat',
    ],
    [
      'direct e-mail change (goes through the code)',
      { email: 'new@test.demo' },
      403,
      'ValidationError',
      'email',
      'email.changeNeedsCode',
    ],
  ])('refuses %s, nothing changes', async (_name, payload, status, errorName, field, code) => {
    const user = await newUser(t.app);
    const before = await profileOf(user);
    const res = await call(t.app, user, 'PUT', '/api/profile/change-profile', {
      firstname: 'Иван',
      ...payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', errorName, field, code });
    expect(await profileOf(user)).toEqual(before);
  });

  test('a city with editEmailOnMainStep edits the e-mail directly (unconfirmed), refusing a taken or bad one', async () => {
    const other = await newUser(t.app, { city: 'rostov' });
    const user = await newUser(t.app, { city: 'rostov' });
    await setCityOption('rostov', 'editEmailOnMainStep', true);
    try {
      let res = await call(t.app, user, 'PUT', '/api/profile/change-profile', {
        email: 'Fresh@Test.demo',
      });
      expect(res.json().result).toMatchObject({
        changed: ['email'],
        profile: { email: 'fresh@test.demo', emailConfirmed: false, editEmailOnMainStep: true },
      });
      res = await call(t.app, user, 'PUT', '/api/profile/change-profile', { email: other.email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorName: 'EmailExists', field: 'email' });
      res = await call(t.app, user, 'PUT', '/api/profile/change-profile', {
        email: 'not-an-email',
      });
      expect(res.json()).toMatchObject({
        errorName: 'ValidationError',
        field: 'email',
        code: 'email.invalidFormat',
      });
      expect((await profileOf(user)).email).toBe('fresh@test.demo');
    } finally {
      await setCityOption('rostov', 'editEmailOnMainStep', false);
    }
  });

  test('a city without private data refuses name changes', async () => {
    const user = await newUser(t.app, { city: 'rostov' });
    await setCityOption('rostov', 'hasPrivateData', false);
    try {
      const res = await call(t.app, user, 'PUT', '/api/profile/change-profile', {
        firstname: 'Другое',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errorName: 'ValidationError',
        field: 'firstname',
        code: 'profile.privateDataDisabled',
      });
    } finally {
      await setCityOption('rostov', 'hasPrivateData', true);
    }
  });
});

describe('phones', () => {
  test('add-phone confirms the send-sms-code (edit=false) code; the phone is added as not main', async () => {
    const user = await newUser(t.app);
    const phone = freshPhone();
    const sent = await call(t.app, user, 'POST', '/api/profile/send-sms-code', {
      phone: `+${phone}`,
      edit: false,
    });
    expect(sent.json().status).toBe('ok');
    const code = await lastCode(t.app, phone);
    const wrong = await call(t.app, user, 'POST', '/api/profile/add-phone', {
      phone,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.json()).toMatchObject({ status: 'error', errorName: 'IncorrectCode' });
    const res = await callForm(t.app, user, 'POST', '/api/profile/add-phone', {
      phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
      code,
      salt: sent.json().result.salt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      telephone: user.phone,
      telephones: [
        { phone: user.phone, isMain: true },
        { phone, isMain: false },
      ],
    });
    // A code is single-use.
    const again = await call(t.app, user, 'POST', '/api/profile/add-phone', { phone, code });
    expect(again.json().errorName).toBe('IncorrectCode');
  });

  test('add-phone refusals: no code sent, a change-phone code, expired code, bad input', async () => {
    const user = await newUser(t.app);
    const phone = freshPhone();
    const expectError = async (
      payload: unknown,
      status: number,
      errorName: string,
      field?: string,
    ) => {
      const res = await call(t.app, user, 'POST', '/api/profile/add-phone', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 'error', errorName, ...(field ? { field } : {}) });
    };
    await expectError({ phone, code: '1234' }, 400, 'IncorrectCode');
    await call(t.app, user, 'POST', '/api/profile/send-sms-code', { phone, edit: true });
    await expectError({ phone, code: await lastCode(t.app, phone) }, 400, 'IncorrectCode');
    await expectError({ code: '1234' }, 400, 'RequiredField', 'phone');
    await expectError({ phone }, 400, 'RequiredField', 'code');
    await expectError({ phone: '123', code: '1234' }, 400, 'ValidationError', 'phone');
    await expectError({ phone: [phone], code: '1234' }, 400, 'ItNeedToBeAString', 'phone');
    await expectError({ phone, code: '1'.repeat(100) }, 400, 'ValidationError', 'code');
    const phone2 = freshPhone();
    await call(t.app, user, 'POST', '/api/profile/send-sms-code', { phone: phone2, edit: false });
    const code = await lastCode(t.app, phone2);
    t.app.authModule.clock.advance(11 * 60 * 1000);
    try {
      await expectError({ phone: phone2, code }, 400, 'IncorrectCode');
    } finally {
      t.app.authModule.clock.reset();
    }
    expect((await profileOf(user)).telephones).toEqual([{ phone: user.phone, isMain: true }]);
  });

  test('set-main-phone moves the mark; delete-phone removes only a phone that is not main', async () => {
    const user = await newUser(t.app);
    const second = await addPhone(user);
    let res = await call(t.app, user, 'PUT', '/api/profile/set-main-phone', { phone: second });
    expect(res.json().result).toEqual({
      telephone: second,
      telephones: [
        { phone: second, isMain: true },
        { phone: user.phone, isMain: false },
      ],
    });
    res = await call(t.app, user, 'DELETE', '/api/profile/delete-phone', { phone: second });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorName: 'ValidationError',
      field: 'phone',
      code: 'phone.mainCannotBeDeleted',
    });
    res = await callForm(t.app, user, 'DELETE', '/api/profile/delete-phone', {
      phone: `8${user.phone.slice(1)}`,
    });
    expect(res.json().result).toEqual({
      telephone: second,
      telephones: [{ phone: second, isMain: true }],
    });
    expect((await profileOf(user)).telephone).toBe(second);
  });

  test.each([
    ['delete-phone', 'DELETE', '/api/profile/delete-phone'],
    ['set-main-phone', 'PUT', '/api/profile/set-main-phone'],
  ] as const)(
    '%s refusals: unknown phone, bad and missing input; nothing changes',
    async (_name, method, url) => {
      const user = await newUser(t.app);
      const before = await profileOf(user);
      const cases: Array<[unknown, number, string, string]> = [
        [{ phone: freshPhone() }, 404, 'NotFound', 'phone'],
        [{ phone: '12' }, 400, 'ValidationError', 'phone'],
        [{}, 400, 'RequiredField', 'phone'],
        [{ phone: { a: 1 } }, 400, 'ItNeedToBeAString', 'phone'],
        [{ phone: '7'.repeat(300) }, 400, 'ValidationError', 'phone'],
      ];
      for (const [payload, status, errorName, field] of cases) {
        const res = await call(t.app, user, method, url, payload);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ status: 'error', errorName, field });
      }
      expect(await profileOf(user)).toEqual(before);
    },
  );

  test('confirm-phone-change: the new phone becomes main and the old main phone is removed', async () => {
    const user = await newUser(t.app);
    const extra = await addPhone(user);
    const phone = freshPhone();
    const sent = await call(t.app, user, 'POST', '/api/profile/send-sms-code', {
      phone,
      edit: true,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t.app, phone);
    const wrong = await call(t.app, user, 'POST', '/api/profile/confirm-phone-change', {
      phone,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.json().errorName).toBe('IncorrectCode');
    expect((await profileOf(user)).telephone).toBe(user.phone);
    const res = await call(t.app, user, 'POST', '/api/profile/confirm-phone-change', {
      phone,
      code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      telephone: phone,
      telephones: [
        { phone, isMain: true },
        { phone: extra, isMain: false },
      ],
    });
    // The add-phone code does not confirm a change, nor the reverse.
    const other = freshPhone();
    await call(t.app, user, 'POST', '/api/profile/send-sms-code', { phone: other, edit: false });
    const misuse = await call(t.app, user, 'POST', '/api/profile/confirm-phone-change', {
      phone: other,
      code: await lastCode(t.app, other),
    });
    expect(misuse.json().errorName).toBe('IncorrectCode');
  });

  test('a phone taken meanwhile by another account is DoublePhone, nothing changes', async () => {
    const user = await newUser(t.app);
    const phone = freshPhone();
    await call(t.app, user, 'POST', '/api/profile/send-sms-code', { phone, edit: false });
    const code = await lastCode(t.app, phone);
    const thief = await newUser(t.app);
    // Taken between the send and the confirm (written directly: the send limits stop a second code).
    await t.database.db
      .withTables<{
        account_phones: { account_id: string; city: string; phone: string; is_main: boolean };
      }>()
      .insertInto('account_phones')
      .values({ account_id: thief.accountId, city: thief.city, phone, is_main: false })
      .execute();
    const res = await call(t.app, user, 'POST', '/api/profile/add-phone', { phone, code });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorName).toBe('DoublePhone');
    expect((await profileOf(user)).telephones).toEqual([{ phone: user.phone, isMain: true }]);
  });

  test('20 concurrent set-main-phone calls leave exactly one main phone', async () => {
    const user = await newUser(t.app);
    const phones = [user.phone, await addPhone(user), await addPhone(user), await addPhone(user)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user, 'PUT', '/api/profile/set-main-phone', {
          phone: phones[i % phones.length],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const { telephones } = await profileOf(user);
    expect(telephones).toHaveLength(4);
    expect(telephones.filter((p: { isMain: boolean }) => p.isMain)).toHaveLength(1);
  });
});

describe('confirm-email-change', () => {
  test('confirms the send-email-code (edit=true) code: the e-mail changes and counts as confirmed', async () => {
    const user = await newUser(t.app);
    const email = `changed${user.phone}@test.demo`;
    const sent = await call(t.app, user, 'POST', '/api/profile/send-email-code', {
      email: email.toUpperCase(),
      edit: true,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t.app, email);
    const wrongTarget = await call(t.app, user, 'POST', '/api/profile/confirm-email-change', {
      email: `x${email}`,
      code,
    });
    expect(wrongTarget.json().errorName).toBe('IncorrectCode');
    const res = await call(t.app, user, 'POST', '/api/profile/confirm-email-change', {
      email,
      code,
    });
    expect(res.json()).toEqual({ status: 'ok', result: { email, emailConfirmed: true } });
    expect(await profileOf(user)).toMatchObject({ email, emailConfirmed: true });
  });

  test('refusals: bad e-mail, missing code, no code sent, taken meanwhile', async () => {
    const user = await newUser(t.app);
    const expectError = async (payload: unknown, status: number, errorName: string) => {
      const res = await call(t.app, user, 'POST', '/api/profile/confirm-email-change', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 'error', errorName });
    };
    await expectError({ email: 'bad', code: '1234' }, 400, 'ValidationError');
    await expectError({ email: 'a@b.demo' }, 400, 'RequiredField');
    await expectError({ email: 'nobody@test.demo', code: '1234' }, 400, 'IncorrectCode');
    const email = `race${user.phone}@test.demo`;
    await call(t.app, user, 'POST', '/api/profile/send-email-code', { email, edit: true });
    const code = await lastCode(t.app, email);
    const other = await newUser(t.app);
    await t.database.db
      .withTables<{ accounts: { id: string; email: string } }>()
      .updateTable('accounts')
      .set({ email })
      .where('id', '=', other.accountId)
      .execute();
    await expectError({ email, code }, 409, 'EmailExists');
    expect((await profileOf(user)).email).toBe(user.email);
  });
});
