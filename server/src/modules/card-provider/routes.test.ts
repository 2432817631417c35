import { createTestApp, type TestApp } from '../../../test/harness';
import {
  client,
  counts,
  fund,
  ledgerState,
  newDriver,
  WEDNESDAY,
  type Driver,
} from '../parking-sessions/test-helpers';
import { SandboxProvider } from './provider';

let t: TestApp;
let me: Driver;
let provider: SandboxProvider;
const api = (d: Driver | null) => client(t, d?.token ?? null);
const callbackPath = '/api/payment/payment-from-portal';

beforeAll(async () => {
  t = await createTestApp();
  me = await newDriver(t);
  provider = new SandboxProvider(t.config.providerSecret!);
});
afterAll(() => t.close());
beforeEach(() => t.app.parkingModule.clock.set(WEDNESDAY('10:00')));

async function refill(amount: number | string, driver = me) {
  const res = await api(driver).post('/api/payment/refill', {
    PaymentService: 'card',
    RefillAmount: amount,
  });
  expect(res.status).toBe(200);
  return res.body as {
    result: { invoiceId: string; RedirectURL: string; amount: number };
    RedirectURL: string;
  };
}

const pay = (invoiceId: string, cardNumber: string, extra: Record<string, string> = {}) =>
  api(null).post('/api/payment/sandbox/pay', {
    invoiceId,
    cardNumber,
    cvc: '123',
    expiry: '12/30',
    ...extra,
  });

test('a refill by the sandbox card: RedirectURL to /payment, the card page pays, the balance is credited once', async () => {
  const answer = await refill('500,50');
  expect(answer.RedirectURL).toBe(answer.result.RedirectURL);
  const url = new URL(answer.RedirectURL, 'http://site');
  expect(url.pathname).toBe('/payment');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    amount: '500.50',
    currency: 'RUB',
    invoiceId: answer.result.invoiceId,
    type: 'refill',
    language: 'ru',
    requireEmail: 'true',
  });
  const order = await api(null).get(
    `/api/payment/sandbox/order?invoiceId=${answer.result.invoiceId}`,
  );
  expect(order.body.result).toMatchObject({ amount: 500.5, status: 'created', purpose: 'refill' });
  const paid = await pay(answer.result.invoiceId, '4242 4242 4242 4242', {
    email: 'payer@example.com',
  });
  expect(paid.body.result).toMatchObject({
    paymentStatus: 'done',
    purpose: 'refill',
    amount: 500.5,
  });
  // requireEmail: the e-mail the payer typed on the card page is kept with the invoice
  expect((await t.app.parkingModule.orders.find(answer.result.invoiceId))?.email).toBe(
    'payer@example.com',
  );
  expect((await api(me).get('/api/profile/get-balance')).body.result.balance).toBe(500.5);
  // paying a paid invoice again changes nothing
  expect((await pay(answer.result.invoiceId, '4242424242424242')).body.result.paymentStatus).toBe(
    'done',
  );
  expect(await ledgerState(t, me.accountId)).toEqual({ balance: 50_050, sum: 50_050, entries: 1 });
});

test('a declined card leaves the balance; 3-D Secure asks a code, 1234 pays', async () => {
  const declined = await refill(100);
  expect((await pay(declined.result.invoiceId, '4000000000000002')).body.result.paymentStatus).toBe(
    'declined',
  );
  const before = await ledgerState(t, me.accountId);
  const threeDs = await refill(200);
  expect(
    (await pay(threeDs.result.invoiceId, '4000 0000 0000 3220')).body.result.paymentStatus,
  ).toBe('needs3ds');
  expect(
    (await pay(threeDs.result.invoiceId, '4000000000003220', { code3ds: '0000' })).body.result
      .paymentStatus,
  ).toBe('declined');
  expect(await ledgerState(t, me.accountId)).toEqual(before);
  expect(
    (await pay(threeDs.result.invoiceId, '4000000000003220', { code3ds: '1234' })).body.result
      .paymentStatus,
  ).toBe('done');
  expect((await ledgerState(t, me.accountId)).balance).toBe(before.balance + 20_000);
  // the declined invoice can still be paid with another card
  expect((await pay(declined.result.invoiceId, '4242424242424242')).body.result.paymentStatus).toBe(
    'done',
  );
});

test.each([
  [{ PaymentService: 'card' }, 'NoSumEntered'],
  [{ PaymentService: 'card', RefillAmount: 'lots' }, 'ItNeedToBeANumber'],
  [{ PaymentService: 'card', RefillAmount: '0' }, 'InvalidFormat'],
  [{ PaymentService: 'card', RefillAmount: '15000.01' }, 'RefillAmountCanNotBeMaxAllowable'],
  [{ RefillAmount: '100' }, 'NotSelectedPaymentService'],
  [{ PaymentService: 'bitcoin', RefillAmount: '100' }, 'PaymentServiceNotFound'],
  [{ PaymentService: 'balance', RefillAmount: '100' }, 'PaymentServiceNotFound'],
  [{ PaymentService: 'card', RefillAmount: '100', phone: 'call me' }, 'InvalidFormat'],
  [{ PaymentService: 'card', RefillAmount: '1'.repeat(30) }, 'InvalidFormat'],
])('refill %j answers %s and creates nothing', async (body, errorName) => {
  const before = await counts(t);
  const res = await api(me).post('/api/payment/refill', body);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errorName).toBe(errorName);
  expect(await counts(t)).toEqual(before);
});

test('sandbox pay refuses bad input', async () => {
  expect((await pay('not-an-id', '4242424242424242')).body.errorName).toBe('NotFound');
  const order = await refill(10);
  expect((await pay(order.result.invoiceId, '42')).body.errorName).toBe('InvalidFormat');
  expect(
    (await pay(order.result.invoiceId, '4242424242424242', { expiry: '13/99' })).body.errorName,
  ).toBe('InvalidFormat');
  expect(
    (await pay(order.result.invoiceId, '4242424242424242', { email: 'not an address' })).body
      .errorName,
  ).toBe('InvalidFormat');
  expect(
    (await api(null).post('/api/payment/sandbox/pay', { invoiceId: order.result.invoiceId })).body
      .errorName,
  ).toBe('RequiredField');
});

describe('the provider callback', () => {
  const event = (invoiceId: string, billnumber: string, amount = '300.00') => ({
    source: 'sandbox',
    order: invoiceId,
    billnumber,
    amount,
    paymentDate: '2025-06-04T07:00:00Z',
    status: 'authorized',
  });
  const now = () => Math.floor(new Date(WEDNESDAY('10:00')).getTime() / 1000);
  const send = (raw: string, timestamp: number, signature = provider.sign(raw, timestamp)) =>
    api(null).post(callbackPath, raw, {
      'content-type': 'application/json',
      'x-signature': signature,
      'x-timestamp': String(timestamp),
    });

  test('bad signature, stale timestamp, replay and a duplicate event are refused; the event credits once', async () => {
    const driver = await newDriver(t);
    const order = await refill(300, driver);
    const raw = JSON.stringify(event(order.result.invoiceId, 'evt-1'));
    const forged = await send(raw, now(), provider.sign(raw.replace('300.00', '300.01'), now()));
    expect([forged.status, forged.body.errorName, forged.body.errorMessage]).toEqual([
      401,
      'PaymentServiceError',
      'Bad signature',
    ]);
    const tampered = await send(raw.replace('evt-1', 'evt-9'), now(), provider.sign(raw, now()));
    expect(tampered.status).toBe(401);
    const stale = await send(raw, now() - 301);
    expect([stale.status, stale.body.errorMessage]).toEqual([401, 'Stale timestamp']);
    const unsigned = await api(null).post(callbackPath, raw, {
      'content-type': 'application/json',
    });
    expect(unsigned.status).toBe(401);
    expect((await ledgerState(t, driver.accountId)).balance).toBe(0);

    const good = await send(raw, now());
    expect(good.body.result.orderStatus).toBe('completed');
    const replay = await send(raw, now());
    expect([replay.status, replay.body.errorMessage]).toEqual([409, 'Replayed callback']);
    const duplicate = await send(raw, now() + 1);
    expect([duplicate.status, duplicate.body.errorMessage]).toEqual([409, 'Duplicate event']);
    const second = await send(JSON.stringify(event(order.result.invoiceId, 'evt-2')), now());
    expect(second.body.result).toEqual({ orderStatus: 'completed', result: null });
    expect(await ledgerState(t, driver.accountId)).toEqual({
      balance: 30_000,
      sum: 30_000,
      entries: 1,
    });
  });

  test('GET with a signed query string; a wrong amount or unknown order is refused', async () => {
    const driver = await newDriver(t);
    const order = await refill(300, driver);
    const wrong = JSON.stringify(event(order.result.invoiceId, 'evt-get-0', '3.00'));
    expect((await send(wrong, now())).body.errorMessage).toBe('Amount does not match the order');
    const unknown = JSON.stringify(event('00000000-0000-0000-0000-000000000000', 'evt-x'));
    expect((await send(unknown, now())).status).toBe(404);
    const missing = JSON.stringify({ order: order.result.invoiceId });
    expect((await send(missing, now())).body.errorName).toBe('RequiredField');
    const query = new URLSearchParams(event(order.result.invoiceId, 'evt-get-1')).toString();
    const ts = now();
    const res = await api(null).get(`${callbackPath}?${query}`, {
      'x-signature': provider.sign(query, ts),
      'x-timestamp': String(ts),
    });
    expect(res.body.result.orderStatus).toBe('completed');
    expect((await ledgerState(t, driver.accountId)).balance).toBe(30_000);
  });
});

test('a session paid by card starts when the provider confirms; the card money passes through the wallet', async () => {
  const driver = await newDriver(t);
  await fund(t, driver, 1_000);
  const start = await api(driver).post('/api/payment/start', {
    Vehicle: 'К100КК92',
    Zone: '101',
    Duration: 60,
    PaymentService: 'card',
  });
  expect(start.body.result.amount).toBe(48); // 60 р less the 20 % card bonus
  expect((await api(driver).get('/api/payment/sessions')).body.result).toEqual([]);
  const paid = await pay(start.body.result.invoiceId, '4242424242424242');
  expect(paid.body.result.result.session).toMatchObject({
    transport: { numberTs: 'К100КК92' },
    sum: 48,
    status: 'active',
  });
  expect((await api(driver).get('/api/payment/sessions')).body.result).toHaveLength(1);
  expect(await ledgerState(t, driver.accountId)).toEqual({
    balance: 1_000,
    sum: 1_000,
    entries: 3,
  });

  const open = await api(driver).post('/api/payment/start/v2', {
    Vehicle: 'К101КК92',
    Zone: '101',
  });
  t.app.parkingModule.clock.set(WEDNESDAY('11:00'));
  const stop = await api(driver).post('/api/payment/cancel/v2', {
    OrderId: open.body.result.session.reservationId,
    PaymentService: 'card',
  });
  await pay(stop.body.result.invoiceId, '4242424242424242');
  const left = (await api(driver).get('/api/payment/sessions')).body.result.map(
    (s: { reservationId: string }) => s.reservationId,
  );
  expect(left).not.toContain(open.body.result.session.reservationId);
});

test('a guest pays a session by card', async () => {
  const token = (await api(null).post('/api/payment/guest-token', {})).body.result.token as string;
  const guest = client(t, token);
  const start = await guest.post('/api/payment/start', {
    Vehicle: 'К102КК92',
    Zone: '101',
    Duration: 30,
    PaymentService: 'card',
    phone: '89781234567',
  });
  const paid = await pay(start.body.result.invoiceId, '4242424242424242');
  expect(paid.body.result.paymentStatus).toBe('done');
  expect((await guest.get('/api/payment/sessions')).body.result[0]).toMatchObject({
    transport: { numberTs: 'К102КК92' },
    status: 'active',
  });
});

test('two card orders for one vehicle, both paid: it parks once and the second payment stays on the balance', async () => {
  const driver = await newDriver(t);
  const body = { Vehicle: 'К103КК92', Zone: '101', Duration: 60, PaymentService: 'card' };
  const first = await api(driver).post('/api/payment/start', body);
  const second = await api(driver).post('/api/payment/start', body);
  expect(
    (await pay(first.body.result.invoiceId, '4242424242424242')).body.result.result.session,
  ).toMatchObject({ status: 'active' });
  const again = await pay(second.body.result.invoiceId, '4242424242424242');
  expect(again.body.result).toMatchObject({
    paymentStatus: 'done',
    result: { alreadyParked: true, balance: 48 },
  });
  expect((await api(driver).get('/api/payment/sessions')).body.result).toHaveLength(1);
  expect(await ledgerState(t, driver.accountId)).toEqual({
    balance: 4_800,
    sum: 4_800,
    entries: 3,
  });
});
