// Every profile call acts only on the token's own account: a second user who knows the first
// user's ids, plates, phones and code flows can neither read nor change any of them.
import { createTestApp, type TestApp } from '../../../test/harness';
import { call, freshPhone, lastCode, newUser, type TestUser } from './test-kit';

// A busy shared machine: the project's testTimeout does not reach a file run through the root config.
jest.setTimeout(60_000);

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let ownerVehicleIds: string[];
let ownerDocumentId: string;
let ownerSecondPhone: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t.app);
  intruder = await newUser(t.app);
  ownerVehicleIds = [];
  for (const grz of ['А111АА92', 'А222АА92'])
    ownerVehicleIds.push(
      (
        await call(t.app, owner, 'POST', '/api/profile/car', {
          grz,
          sts: grz === 'А111АА92' ? '11АА111111' : '',
        })
      ).json().result.car.id,
    );
  ownerDocumentId = (
    await call(t.app, owner, 'POST', '/api/profile/document', { type: 'VU', number: '12АБ345678' })
  ).json().result.document.id;
  await call(t.app, owner, 'PUT', '/api/profile/change-settings-v1', {
    name: 'pushOff',
    value: true,
  });
  ownerSecondPhone = freshPhone();
  await call(t.app, owner, 'POST', '/api/profile/send-sms-code', {
    phone: ownerSecondPhone,
    edit: false,
  });
  await call(t.app, owner, 'POST', '/api/profile/add-phone', {
    phone: ownerSecondPhone,
    code: await lastCode(t.app, ownerSecondPhone),
  });
});
afterAll(() => t.close());

const ownerProfile = async () =>
  (await call(t.app, owner, 'GET', '/api/profile/get-profile')).json().result;

test('the owner has the data the intruder will go after', async () => {
  const profile = await ownerProfile();
  expect(profile.ts).toHaveLength(2);
  expect(profile.documents).toHaveLength(1);
  expect(profile.telephones).toHaveLength(2);
  expect(profile.settings.pushOff).toBe(true);
});

test('the intruder reads only their own profile, vehicles, documents and settings', async () => {
  const profile = (await call(t.app, intruder, 'GET', '/api/profile/get-profile')).json().result;
  expect(profile).toMatchObject({
    email: intruder.email,
    ts: [],
    documents: [],
    telephones: [{ phone: intruder.phone, isMain: true }],
  });
  expect((await call(t.app, intruder, 'GET', '/api/profile/car')).json().result.ts).toEqual([]);
  expect(
    (await call(t.app, intruder, 'GET', '/api/profile/document')).json().result.documents,
  ).toEqual([]);
  expect(
    (await call(t.app, intruder, 'GET', '/api/profile/get-settings-v1')).json().result.pushOff,
  ).toBe(false);
});

test("every change aimed at the owner's records is NotFound (or IncorrectCode) and changes nothing", async () => {
  const before = await ownerProfile();
  const attempts: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown, string]> = [
    [
      'set-main-phone',
      'PUT',
      '/api/profile/set-main-phone',
      { phone: ownerSecondPhone },
      'NotFound',
    ],
    [
      'delete-phone',
      'DELETE',
      '/api/profile/delete-phone',
      { phone: ownerSecondPhone },
      'NotFound',
    ],
    [
      'delete main phone',
      'DELETE',
      '/api/profile/delete-phone',
      { phone: owner.phone },
      'NotFound',
    ],
    [
      'edit vehicle by id',
      'PUT',
      '/api/profile/car',
      { car: { id: ownerVehicleIds[0], newgrz: 'Х000ХХ92' } },
      'NotFound',
    ],
    [
      'edit vehicle by plate',
      'PUT',
      '/api/profile/car',
      { car: { oldgrz: 'А111АА92', newgrz: 'Х000ХХ92' } },
      'NotFound',
    ],
    [
      'make vehicle main',
      'PUT',
      '/api/profile/change-cars-v2',
      { car: { id: ownerVehicleIds[1], mainTs: true } },
      'NotFound',
    ],
    [
      'make vehicle main (Russian keys)',
      'PUT',
      '/api/profile/change-cars',
      { car: { номер: 'А222АА92', основной: true } },
      'NotFound',
    ],
    ['delete vehicle by id', 'DELETE', '/api/profile/car', { id: ownerVehicleIds[0] }, 'NotFound'],
    ['delete vehicle by plate', 'DELETE', '/api/profile/car', { grz: 'А222АА92' }, 'NotFound'],
    [
      'edit document',
      'PUT',
      '/api/profile/document',
      { id: ownerDocumentId, type: 'STS', number: '99ХХ999999' },
      'NotFound',
    ],
    ['delete document', 'DELETE', '/api/profile/document', { id: ownerDocumentId }, 'NotFound'],
  ];
  for (const [name, method, url, payload, errorName] of attempts) {
    const res = await call(t.app, intruder, method, url, payload);
    expect({ name, status: res.statusCode, errorName: res.json().errorName }).toEqual({
      name,
      status: 404,
      errorName,
    });
  }
  await call(t.app, intruder, 'PUT', '/api/profile/change-settings-v1', {
    name: 'pushOff',
    value: false,
  });
  await call(t.app, intruder, 'PUT', '/api/profile/change-settings-v1', {
    name: 'reportHistoryOperation',
    value: true,
  });
  expect(await ownerProfile()).toEqual(before);
});

test("the owner's pending codes do not work for the intruder", async () => {
  const phone = freshPhone();
  await call(t.app, owner, 'POST', '/api/profile/send-sms-code', { phone, edit: false });
  const code = await lastCode(t.app, phone);
  const salt = (await t.app.authModule.repo.latestCodeSalt(owner.accountId, 'add-phone'))!;
  const stolen = await call(t.app, intruder, 'POST', '/api/profile/add-phone', {
    phone,
    code,
    salt,
  });
  expect(stolen.json().errorName).toBe('IncorrectCode');
  const email = `owner-new${owner.phone}@test.demo`;
  await call(t.app, owner, 'POST', '/api/profile/send-email-code', { email, edit: true });
  const emailCode = await lastCode(t.app, email);
  expect(
    (
      await call(t.app, intruder, 'POST', '/api/profile/confirm-email-change', {
        email,
        code: emailCode,
      })
    ).json().errorName,
  ).toBe('IncorrectCode');
  expect(
    (await call(t.app, intruder, 'GET', '/api/profile/get-profile')).json().result,
  ).toMatchObject({ email: intruder.email, telephones: [{ phone: intruder.phone, isMain: true }] });
  // The codes are still the owner's to use.
  expect(
    (await call(t.app, owner, 'POST', '/api/profile/add-phone', { phone, code })).statusCode,
  ).toBe(200);
});

test("the intruder may register the same plate and STS on their own account without touching the owner's", async () => {
  const before = await ownerProfile();
  const res = await call(t.app, intruder, 'POST', '/api/profile/car', {
    grz: 'А111АА92',
    sts: '11АА111111',
    mainTs: true,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result.ts).toHaveLength(1);
  expect(await ownerProfile()).toEqual(before);
});

test("the owner's token does not work in another city", async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/profile/get-profile',
    headers: { authorization: `Bearer ${owner.token}`, 'x-city': 'rostov' },
  });
  expect(res.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
});
