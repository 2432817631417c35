import { createTestApp, type TestApp } from '../../../test/harness';
import { generateCityData } from '../city-data/seed';
import { withMoneyTables } from '../parking-sessions/tables';
import {
  client,
  counts,
  fund,
  ledgerState,
  newDriver,
  type Driver,
} from '../parking-sessions/test-helpers';

let t: TestApp;
let me: Driver;
const barrier = generateCityData('rostov')!.parkings.find(
  (p) => p.kind === 'barrier' && p.active,
)!.code;
const road = generateCityData('rostov')!.parkings.find((p) => p.kind === 'road' && p.active)!.code;
const NOON = '2025-06-04T12:00:00+03:00';

beforeAll(async () => {
  t = await createTestApp();
  me = await newDriver(t, 'rostov');
  await fund(t, me, 500_000);
});
afterAll(() => t.close());
beforeEach(() => t.app.parkingModule.clock.set(NOON));

// backend v2: the token in the Authorization header, here without the Bearer word
const api = (d: Driver) => ({
  get: (url: string) => client(t, null, 'rostov').get(url, { authorization: d.token }),
  post: (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    client(t, null, 'rostov').post(url, body, { authorization: d.token, ...headers }),
});

test('costPlane quotes a price for 30 s; payPlane pays exactly that quote from the balance, once', async () => {
  const quote = await api(me).get(
    `/backend/v2/costPlane?ticketNumber=T-1001&parkingNumber=${barrier}`,
  );
  expect(quote.status).toBe(200);
  expect(quote.body.result).toMatchObject({
    cost: expect.any(Number),
    sessionId: expect.any(String),
    parkingNumber: barrier,
  });
  expect(quote.body.result.cost).toBeGreaterThan(0);
  const before = await ledgerState(t, me.accountId);
  const paid = await api(me).post('/backend/v2/payPlane', {
    paymentService: 'balance',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  });
  expect(paid.body.result).toMatchObject({ paid: true, cost: quote.body.result.cost });
  const after = await ledgerState(t, me.accountId);
  expect(after.balance).toBe(before.balance - Math.round(quote.body.result.cost * 100));
  expect(after.sum).toBe(after.balance);
  const twice = await api(me).post('/backend/v2/payPlane', {
    paymentService: 'balance',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  });
  expect(twice.body.errorName).toBe('ParkingSessionIsOver');
});

test('an expired quote answers PriceChangedTryLater; within its 30 s it pays the quoted price; a free stay ParkingSessionWasFree', async () => {
  const quote = await api(me).get(
    `/backend/v2/costPlane?ticketNumber=T-2002&parkingNumber=${barrier}`,
  );
  t.app.parkingModule.clock.advance(31_000);
  const late = await api(me).post('/backend/v2/payPlane', {
    paymentService: 'balance',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  });
  expect(late.body.errorName).toBe('PriceChangedTryLater');
  t.app.parkingModule.clock.set(NOON);
  const fresh = await api(me).get(
    `/backend/v2/costPlane?ticketNumber=T-2002&parkingNumber=${barrier}`,
  );
  t.app.parkingModule.clock.set(new Date(new Date(NOON).getTime() + 25_000));
  const before = await ledgerState(t, me.accountId);
  const inTime = await api(me).post('/backend/v2/payPlane', {
    paymentService: 'balance',
    parkingNumber: barrier,
    sessionId: fresh.body.result.sessionId,
  });
  // 25 s more at the payment step (a few kopecks at 60 р/h) do not move a quote still valid
  expect(inTime.body.result).toMatchObject({ paid: true, cost: fresh.body.result.cost });
  const after = await ledgerState(t, me.accountId);
  expect(after.balance).toBe(before.balance - Math.round(fresh.body.result.cost * 100));
  const free = await api(me).get(
    `/backend/v2/costPlane?ticketNumber=0555&parkingNumber=${barrier}`,
  );
  expect(free.body.errorName).toBe('ParkingSessionWasFree');
});

test('payPlane by card gives a RedirectURL; another user cannot pay my quote', async () => {
  const quote = await api(me).get(
    `/backend/v2/costPlane?ticketNumber=T-3003&parkingNumber=${barrier}`,
  );
  const other = await newDriver(t, 'rostov');
  const stolen = await api(other).post('/backend/v2/payPlane', {
    paymentService: 'balance',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  });
  expect(stolen.body.errorName).toBe('ParkingSessionNotFound');
  const card = await api(me).post('/backend/v2/payPlane', {
    paymentService: 'card',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  });
  expect(card.body.RedirectURL).toContain('type=planar');
});

test.each([
  ['/backend/v2/costPlane?parkingNumber=X', 'RequiredField'],
  ['/backend/v2/costPlane?ticketNumber=T-1', 'RequiredField'],
  ['/backend/v2/costPlane?ticketNumber=bad%20ticket&parkingNumber=1', 'InvalidFormat'],
  [`/backend/v2/costPlane?ticketNumber=T-1&parkingNumber=${'9'.repeat(40)}`, 'InvalidFormat'],
  ['/backend/v2/costPlane?ticketNumber=T-1&parkingNumber=nope', 'CantFindParking'],
])('GET %s answers %s', async (url, errorName) => {
  const before = await counts(t);
  const res = await api(me).get(url);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errorName).toBe(errorName);
  expect(await counts(t)).toEqual(before);
});

test('road parkings have no tickets; payPlane checks its input; no token no quote', async () => {
  expect(
    (await api(me).get(`/backend/v2/costPlane?ticketNumber=T-1&parkingNumber=${road}`)).body
      .errorName,
  ).toBe('CantFindParking');
  expect(
    (
      await api(me).post('/backend/v2/payPlane', {
        paymentService: 'balance',
        parkingNumber: barrier,
      })
    ).body.errorName,
  ).toBe('RequiredField');
  expect(
    (await api(me).post('/backend/v2/payPlane', { paymentService: 'balance', sessionId: 'zzz' }))
      .body.errorName,
  ).toBe('ParkingSessionNotFound');
  expect(
    (await api(me).post('/backend/v2/payPlane', { sessionId: 123, paymentService: ['a', 'b'] }))
      .body.errorName,
  ).toBe('ItNeedToBeAString');
  const anonymous = await client(t, null, 'rostov').get(
    `/backend/v2/costPlane?ticketNumber=T-1&parkingNumber=${barrier}`,
  );
  expect(anonymous.body.errorName).toBe('TokenNotFound');
});

test('two card links for one quote, both paid: the ticket is paid once, the second payment stays on the balance', async () => {
  const driver = await newDriver(t, 'rostov');
  const quote = await api(driver).get(
    `/backend/v2/costPlane?ticketNumber=T-4004&parkingNumber=${barrier}`,
  );
  const body = {
    paymentService: 'card',
    parkingNumber: barrier,
    sessionId: quote.body.result.sessionId,
  };
  const first = await api(driver).post('/backend/v2/payPlane', body);
  const second = await api(driver).post('/backend/v2/payPlane', body);
  const pay = (invoiceId: string) =>
    client(t, null, 'rostov').post('/api/payment/sandbox/pay', {
      invoiceId,
      cardNumber: '4242424242424242',
      cvc: '123',
      expiry: '12/30',
    });
  expect((await pay(first.body.result.invoiceId)).body.result.result).toEqual({ paid: true });
  expect((await pay(second.body.result.invoiceId)).body.result.result).toEqual({
    alreadyPaid: true,
  });
  const cost = Math.round(quote.body.result.cost * 100);
  const gates = await withMoneyTables(t.database.db)
    .selectFrom('operations')
    .select('type')
    .where('account_id', '=', driver.accountId)
    .execute();
  expect(gates.map((o) => o.type).sort()).toEqual(['paymentGate', 'refill']);
  expect(await ledgerState(t, driver.accountId)).toEqual({ balance: cost, sum: cost, entries: 3 });
});

test('a city without barrier payments refuses costPlane and payPlane', async () => {
  const sev = await newDriver(t, 'sevastopol');
  const sevBarrier = generateCityData('sevastopol')!.parkings.find(
    (p) => p.kind === 'barrier' && p.active,
  )!.code;
  const ask = await client(t, null, 'sevastopol').get(
    `/backend/v2/costPlane?ticketNumber=T-1&parkingNumber=${sevBarrier}`,
    { authorization: sev.token },
  );
  expect([ask.status, ask.body.errorName]).toEqual([403, 'InDevelopingError']);
  const payIt = await client(t, null, 'sevastopol').post(
    '/backend/v2/payPlane',
    {
      paymentService: 'balance',
      parkingNumber: sevBarrier,
      sessionId: '00000000-0000-0000-0000-000000000000',
    },
    { authorization: sev.token },
  );
  expect(payIt.body.errorName).toBe('InDevelopingError');
});
