import { createTestApp, type TestApp } from '../../../test/harness';
import { call, callForm, newUser, type TestUser } from '../profile/test-kit';

// A busy shared machine: the project's testTimeout does not reach a file run through the root config.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOC = '/api/profile/document';

async function documents(user: TestUser) {
  return (await call(t.app, user, 'GET', DOC)).json().result.documents as Array<
    Record<string, unknown>
  >;
}

async function refused(
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  payload: unknown,
  expected: { status: number; errorName: string; field?: string; code?: string },
) {
  const before = await documents(user);
  const res = await call(t.app, user, method, DOC, payload);
  expect(res.statusCode).toBe(expected.status);
  expect(res.json()).toMatchObject({
    status: 'error',
    errorName: expected.errorName,
    ...(expected.field ? { field: expected.field } : {}),
    ...(expected.code ? { code: expected.code } : {}),
  });
  expect(await documents(user)).toEqual(before);
}

test('add an STS and a VU: normalised, titled, typed; they show in the profile', async () => {
  const user = await newUser(t.app);
  let res = await call(t.app, user, 'POST', DOC, { type: 'STS', number: '77 ab 123456' });
  expect(res.statusCode).toBe(200);
  expect(res.json().result.document).toEqual({
    id: expect.any(String),
    title: '77 AB 123456',
    type: 'STS',
    typeLabel: 'Свидетельство о регистрации ТС',
    number: '77AB123456',
  });
  res = await callForm(t.app, user, 'POST', DOC, { type: 'vu', number: '99 99 123456' });
  expect(res.json().result.document).toMatchObject({
    type: 'VU',
    number: '9999123456',
    typeLabel: 'Водительское удостоверение',
  });
  expect(res.json().result.documents).toHaveLength(2);
  const profile = (await call(t.app, user, 'GET', '/api/profile/get-profile')).json().result;
  expect(profile.documents.map((d: { type: string }) => d.type)).toEqual(['STS', 'VU']);
});

test('the same number may be an STS and a VU; a duplicate of one type is refused', async () => {
  const user = await newUser(t.app);
  await call(t.app, user, 'POST', DOC, { type: 'STS', number: '12АБ345678' });
  expect(
    (await call(t.app, user, 'POST', DOC, { type: 'VU', number: '12АБ345678' })).statusCode,
  ).toBe(200);
  await refused(
    user,
    'POST',
    { type: 'STS', number: '12 аб 345678' },
    { status: 409, errorName: 'ValidationError', field: 'number', code: 'document.occupied' },
  );
});

test.each([
  [
    'type missing',
    { number: '12АБ345678' },
    400,
    'ValidationError',
    'type',
    'document.typeRequired',
  ],
  [
    'unknown type',
    { type: 'PASSPORT', number: '12АБ345678' },
    400,
    'ValidationError',
    'type',
    'document.typeRequired',
  ],
  ['number missing', { type: 'STS' }, 400, 'ValidationError', 'number', 'document.numberRequired'],
  [
    'bad STS',
    { type: 'STS', number: '12 345' },
    400,
    'ValidationError',
    'number',
    'sts.invalidFormat',
  ],
  [
    'bad VU',
    { type: 'VU', number: '1А 12 123456' },
    400,
    'ValidationError',
    'number',
    'vu.invalidFormat',
  ],
  [
    'wrong-typed number',
    { type: 'VU', number: ['1'] },
    400,
    'ItNeedToBeAString',
    'number',
    undefined,
  ],
  [
    'oversized number',
    { type: 'VU', number: '1'.repeat(500) },
    400,
    'ValidationError',
    'number',
    'InvalidFormat',
  ],
])('POST refuses: %s', async (_name, payload, status, errorName, field, code) => {
  const user = await newUser(t.app);
  await refused(user, 'POST', payload, { status, errorName, field, ...(code ? { code } : {}) });
});

test('edit: number and type change; the document itself does not count as a duplicate', async () => {
  const user = await newUser(t.app);
  const { document } = (
    await call(t.app, user, 'POST', DOC, { type: 'STS', number: '12АБ345678' })
  ).json().result;
  await call(t.app, user, 'POST', DOC, { type: 'STS', number: '12АБ000000' });
  let res = await call(t.app, user, 'PUT', DOC, { id: document.id, number: '12 АБ 345678' });
  expect(res.statusCode).toBe(200);
  res = await call(t.app, user, 'PUT', DOC, {
    id: document.id,
    type: 'VU',
    number: '12 34 567890',
  });
  expect(res.json().result.document).toMatchObject({
    id: document.id,
    type: 'VU',
    number: '1234567890',
  });
  await refused(
    user,
    'PUT',
    { id: document.id, type: 'STS', number: '12АБ000000' },
    { status: 409, errorName: 'ValidationError', field: 'number', code: 'document.occupied' },
  );
  await refused(
    user,
    'PUT',
    { id: document.id, type: 'XX', number: '12АБ000001' },
    { status: 400, errorName: 'ValidationError', field: 'type', code: 'document.typeRequired' },
  );
  await refused(
    user,
    'PUT',
    { id: document.id, number: '' },
    { status: 400, errorName: 'ValidationError', field: 'number', code: 'document.numberRequired' },
  );
  await refused(
    user,
    'PUT',
    { number: '12АБ000001' },
    { status: 400, errorName: 'RequiredField', field: 'id' },
  );
  await refused(
    user,
    'PUT',
    { id: '00000000-0000-4000-8000-000000000000', number: '12АБ000001' },
    { status: 404, errorName: 'NotFound', field: 'id' },
  );
  await refused(
    user,
    'PUT',
    { id: 'nope', number: '12АБ000001' },
    { status: 404, errorName: 'NotFound', field: 'id' },
  );
});

test('delete by body or query; unknown and missing ids are refused', async () => {
  const user = await newUser(t.app);
  const a = (await call(t.app, user, 'POST', DOC, { type: 'STS', number: '12АБ345678' })).json()
    .result.document;
  const b = (await call(t.app, user, 'POST', DOC, { type: 'VU', number: '12АБ345678' })).json()
    .result.document;
  let res = await call(t.app, user, 'DELETE', DOC, { id: a.id });
  expect(res.json().result.documents.map((d: { id: string }) => d.id)).toEqual([b.id]);
  res = await call(t.app, user, 'DELETE', `${DOC}?id=${b.id}`);
  expect(res.json().result.documents).toEqual([]);
  await refused(user, 'DELETE', { id: a.id }, { status: 404, errorName: 'NotFound' });
  await refused(user, 'DELETE', {}, { status: 400, errorName: 'RequiredField', field: 'id' });
});

test('without a token every document call is TokenNotFound', async () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    const res = await call(
      t.app,
      null,
      method,
      DOC,
      method === 'GET' ? undefined : { type: 'STS', number: '12АБ345678' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errorName).toBe('TokenNotFound');
  }
});
