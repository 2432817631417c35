// A city without a balance (dontUseBalance): refunds of card-paid money go back to the card through
// the provider, never to the wallet the city does not show.
import { withMoneyTables } from '../parking-sessions/tables';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  client,
  ledgerState,
  newDriver,
  WEDNESDAY,
  type Driver,
  type Json,
} from '../parking-sessions/test-helpers';

let t: TestApp;
let me: Driver;
const api = (d: Driver | null) => client(t, d?.token ?? null);

async function setNoBalance(on: boolean) {
  const row = await t.database.db
    .selectFrom('cities')
    .select('settings')
    .where('code', '=', 'sevastopol')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('cities')
    .set({ settings: JSON.stringify({ ...row.settings, dontUseBalance: on }) })
    .where('code', '=', 'sevastopol')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  me = await newDriver(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.app.parkingModule.clock.set(WEDNESDAY('10:00'));
  await setNoBalance(true);
});

/** Asks for a card payment link and pays it with the sandbox's good card. */
async function payByCard(url: string, body: Json, driver = me): Promise<Json> {
  const asked = await api(driver).post(url, { ...body, PaymentService: 'card' });
  expect(asked.status).toBe(200);
  const paid = await api(null).post('/api/payment/sandbox/pay', {
    invoiceId: asked.body.result.invoiceId,
    cardNumber: '4242424242424242',
    cvc: '123',
    expiry: '12/30',
    email: 'a@b.ru',
  });
  expect(paid.body.result.paymentStatus).toBe('done');
  return {
    invoiceId: asked.body.result.invoiceId as string,
    result: paid.body.result.result as Json,
  };
}

const db = () => withMoneyTables(t.database.db);
const refundsOf = (orderId: string) =>
  db()
    .selectFrom('card_refunds')
    .select(['amount_kopecks', 'provider', 'provider_ref'])
    .where('order_id', '=', orderId)
    .execute();

test('cancel of a card-paid session refunds the unused part to the cards (newest order first), no wallet money moves', async () => {
  const start = await payByCard('/api/payment/start', {
    Vehicle: 'А301ВС92',
    Zone: '101',
    Duration: 120,
  });
  const id = start.result.session.reservationId as string;
  // 120 min at 60 р/h less the city's 20 % card bonus = 96 р; a renewal of 60 min = 48 р
  const renew = await payByCard('/api/payment/renew', { ReservationId: id, Duration: 60 });
  expect(renew.result.session).toMatchObject({ sum: 144, endDate: '2025-06-04T10:00:00.000Z' });
  const before = await ledgerState(t, me.accountId);
  expect(before).toMatchObject({ balance: 0, sum: 0 });

  t.app.parkingModule.clock.set(WEDNESDAY('10:30'));
  const cancel = await api(me).post(
    '/api/payment/cancel',
    { ReservationId: id },
    { 'idempotency-key': 'cancel-card-1' },
  );
  expect(cancel.status).toBe(200);
  // 150 unused minutes: 150 р less 20 % = 120 р; 48 from the renewal, 72 from the start
  expect(cancel.body.result).toMatchObject({ refund: 120, refundTo: 'card', balance: 0 });
  expect(await refundsOf(renew.invoiceId)).toEqual([
    expect.objectContaining({
      provider: 'sandbox',
      provider_ref: expect.stringMatching(/^sb-refund-/),
    }),
  ]);
  expect((await refundsOf(renew.invoiceId)).map((r) => Number(r.amount_kopecks))).toEqual([4_800]);
  expect((await refundsOf(start.invoiceId)).map((r) => Number(r.amount_kopecks))).toEqual([7_200]);
  expect(await ledgerState(t, me.accountId)).toEqual(before);

  // a retry replays the answer; a second cancel is refused; nothing is refunded twice
  const retry = await api(me).post(
    '/api/payment/cancel',
    { ReservationId: id },
    { 'idempotency-key': 'cancel-card-1' },
  );
  expect(retry.body.result).toEqual(cancel.body.result);
  expect((await api(me).post('/api/payment/cancel', { ReservationId: id })).body.errorName).toBe(
    'ParkingSessionIsOver',
  );
  expect(await db().selectFrom('card_refunds').select('id').execute()).toHaveLength(2);

  // the history shows the refund as a cancel of the refunded sum
  const history = await api(me).get('/api/profile/get-operations-v2');
  const cancels = (history.body.result as Json[]).filter((o) => o.type === 'cancel');
  expect(cancels).toHaveLength(1);
  expect(cancels[0]).toMatchObject({ transport: 'А301ВС92' });
  expect(Math.abs(Number(cancels[0]!.sum ?? cancels[0]!.amount))).toBe(120);
});

test('a second paid card order for a vehicle already parked goes back to the card, not to a hidden wallet', async () => {
  const first = await api(me).post('/api/payment/start', {
    Vehicle: 'А302ВС92',
    Zone: '101',
    Duration: 60,
    PaymentService: 'card',
  });
  const second = await api(me).post('/api/payment/start', {
    Vehicle: 'А302ВС92',
    Zone: '101',
    Duration: 60,
    PaymentService: 'card',
  });
  const pay = (invoiceId: string) =>
    api(null).post('/api/payment/sandbox/pay', {
      invoiceId,
      cardNumber: '4242424242424242',
      cvc: '123',
      expiry: '12/30',
      email: 'a@b.ru',
    });
  expect((await pay(first.body.result.invoiceId)).body.result.result.session).toBeDefined();
  const before = await ledgerState(t, me.accountId);
  const again = await pay(second.body.result.invoiceId);
  expect(again.body.result.result).toMatchObject({ alreadyParked: true, refundedToCard: 48 });
  expect(
    (await refundsOf(second.body.result.invoiceId)).map((r) => Number(r.amount_kopecks)),
  ).toEqual([4_800]);
  expect(await ledgerState(t, me.accountId)).toEqual(before);
});

test('a city with a balance keeps refunding to the balance', async () => {
  await setNoBalance(false);
  const driver = await newDriver(t);
  const start = await payByCard(
    '/api/payment/start',
    { Vehicle: 'А303ВС92', Zone: '101', Duration: 120 },
    driver,
  );
  t.app.parkingModule.clock.set(WEDNESDAY('10:30'));
  const cancel = await api(driver).post('/api/payment/cancel', {
    ReservationId: start.result.session.reservationId,
  });
  expect(cancel.body.result).toMatchObject({ refundTo: 'balance', refund: 72, balance: 72 });
  expect(await refundsOf(start.invoiceId)).toEqual([]);
  const state = await ledgerState(t, driver.accountId);
  expect(state).toMatchObject({ balance: 7_200, sum: 7_200 });
});
