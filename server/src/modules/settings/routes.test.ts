import { createTestApp, type TestApp } from '../../../test/harness';
import { call, callForm, newUser } from '../profile/test-kit';

// A busy shared machine: the project's testTimeout does not reach a file run through the root config.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GET = '/api/profile/get-settings-v1';
const CHANGE = '/api/profile/change-settings-v1';

test('defaults before any change', async () => {
  const user = await newUser(t.app);
  const res = await call(t.app, user, 'GET', GET);
  expect(res.json()).toEqual({
    status: 'ok',
    result: {
      reportHistoryOperation: false,
      pushOff: false,
      checkParkingSessionBefore: true,
      checkParkingSession: true,
    },
  });
});

test('each setting changes alone, from JSON booleans or form strings, and survives a reload', async () => {
  const user = await newUser(t.app);
  let res = await call(t.app, user, 'PUT', CHANGE, { name: 'reportHistoryOperation', value: true });
  expect(res.json().result).toEqual({
    reportHistoryOperation: true,
    pushOff: false,
    checkParkingSessionBefore: true,
    checkParkingSession: true,
  });
  res = await callForm(t.app, user, 'PUT', CHANGE, { name: 'pushOff', value: 'true' });
  expect(res.json().result.pushOff).toBe(true);
  await call(t.app, user, 'PUT', CHANGE, { name: 'checkParkingSessionBefore', value: 0 });
  await callForm(t.app, user, 'PUT', CHANGE, { name: 'checkParkingSession', value: 'false' });
  await call(t.app, user, 'PUT', CHANGE, { name: 'reportHistoryOperation', value: false });
  expect((await call(t.app, user, 'GET', GET)).json().result).toEqual({
    reportHistoryOperation: false,
    pushOff: true,
    checkParkingSessionBefore: false,
    checkParkingSession: false,
  });
  expect(
    (await call(t.app, user, 'GET', '/api/profile/get-profile')).json().result.settings.pushOff,
  ).toBe(true);
});

test.each([
  ['unknown name', { name: 'isAdmin', value: true }, 'ValidationError', 'name', 'InvalidFormat'],
  ['missing name', { value: true }, 'RequiredField', 'name', 'RequiredField'],
  ['missing value', { name: 'pushOff' }, 'RequiredField', 'value', 'RequiredField'],
  [
    'value that is no flag',
    { name: 'pushOff', value: 'maybe' },
    'ValidationError',
    'value',
    'InvalidFormat',
  ],
  [
    'wrong-typed name',
    { name: { a: 1 }, value: true },
    'ItNeedToBeAString',
    'name',
    'ItNeedToBeAString',
  ],
  [
    'oversized name',
    { name: 'x'.repeat(1000), value: true },
    'ValidationError',
    'name',
    'InvalidFormat',
  ],
  [
    'prototype key as name',
    { name: 'constructor', value: true },
    'ValidationError',
    'name',
    'InvalidFormat',
  ],
])('refuses %s, nothing changes', async (_name, payload, errorName, field, code) => {
  const user = await newUser(t.app);
  const before = (await call(t.app, user, 'GET', GET)).json().result;
  const res = await call(t.app, user, 'PUT', CHANGE, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', errorName, field, code });
  expect((await call(t.app, user, 'GET', GET)).json().result).toEqual(before);
});

test('without a token: TokenNotFound', async () => {
  expect((await call(t.app, null, 'GET', GET)).json().errorName).toBe('TokenNotFound');
  expect(
    (await call(t.app, null, 'PUT', CHANGE, { name: 'pushOff', value: true })).statusCode,
  ).toBe(401);
});
