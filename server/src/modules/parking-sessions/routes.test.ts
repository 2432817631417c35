import { createTestApp, type TestApp } from '../../../test/harness';
import {
  client,
  counts,
  fund,
  ledgerState,
  newDriver,
  WEDNESDAY,
  type Driver,
} from './test-helpers';

let t: TestApp;
let me: Driver;
let other: Driver;
const api = (d: Driver | null) => client(t, d?.token ?? null);

beforeAll(async () => {
  t = await createTestApp();
  me = await newDriver(t);
  other = await newDriver(t);
  await fund(t, me, 100_000);
  await fund(t, other, 100_000);
});
afterAll(() => t.close());
beforeEach(() => t.app.parkingModule.clock.set(WEDNESDAY('10:00')));

test('start from the balance: the session is listed, paid once, and the vehicle cannot park twice', async () => {
  const res = await api(me).post('/api/payment/start', {
    Vehicle: 'а001вс92',
    Zone: '101',
    Duration: 60,
  });
  expect(res.status).toBe(200);
  expect(res.body.result.session).toMatchObject({
    zone: '101',
    transport: { numberTs: 'А001ВС92', numberFormat: 'rus', category: 'B' },
    sum: 60,
    duration: 60,
    status: 'active',
    amountToPay: 0,
    startDate: '2025-06-04T07:00:00.000Z',
    endDate: '2025-06-04T08:00:00.000Z',
  });
  expect(res.body.result.balance).toBe(940);
  const list = await api(me).get('/api/payment/sessions');
  expect(list.body.result.map((s: { reservationId: string }) => s.reservationId)).toContain(
    res.body.result.session.reservationId,
  );
  expect((await api(other).get('/api/payment/sessions')).body.result).toEqual([]);
  const again = await api(other).post('/api/payment/start', {
    Vehicle: 'А001ВС92',
    Zone: '102',
    Duration: 30,
  });
  expect(again.body.errorName).toBe('ParkingSessionAlreadyExists');
  expect((await api(me).get('/api/profile/get-balance')).body.result).toMatchObject({
    balance: 940,
  });
  const state = await ledgerState(t, me.accountId);
  expect(state.sum).toBe(state.balance);
});

test('renew extends from the end; cancel refunds the unused part; NoSaving and ParkingSessionIsOver', async () => {
  const start = await api(me).post('/api/payment/start', {
    Vehicle: 'А002ВС92',
    Zone: '101',
    Duration: 60,
  });
  const id = start.body.result.session.reservationId;
  const before = (await ledgerState(t, me.accountId)).balance;
  expect(
    (await api(me).post('/api/payment/renew', { ReservationId: id, Duration: 20 })).body.errorName,
  ).toBe('InvalidFormat');
  expect((await ledgerState(t, me.accountId)).balance).toBe(before);
  const renew = await api(me).post('/api/payment/renew', { ReservationId: id, Duration: 120 });
  expect(renew.body.result.session).toMatchObject({
    duration: 180,
    sum: 180,
    endDate: '2025-06-04T10:00:00.000Z',
  });
  expect((await ledgerState(t, me.accountId)).balance).toBe(before - 12_000);
  t.app.parkingModule.clock.set(WEDNESDAY('11:00'));
  const cancel = await api(me).post('/api/payment/cancel', { ReservationId: id });
  expect(cancel.status).toBe(200);
  expect(cancel.body.result).toMatchObject({ refund: 120, message: 'Сессия успешно отменена' });
  expect((await ledgerState(t, me.accountId)).balance).toBe(before - 12_000 + 12_000);
  expect((await api(me).post('/api/payment/cancel', { ReservationId: id })).body.errorName).toBe(
    'ParkingSessionIsOver',
  );
  expect(
    (await api(me).post('/api/payment/renew', { ReservationId: id, Duration: 15 })).body.errorName,
  ).toBe('ParkingSessionIsOver');

  const short = await api(me).post('/api/payment/start', {
    Vehicle: 'А003ВС92',
    Zone: '101',
    Duration: 45,
  });
  t.app.parkingModule.clock.set(WEDNESDAY('11:20'));
  const noSaving = await api(me).post('/api/payment/cancel', {
    ReservationId: short.body.result.session.reservationId,
  });
  expect(noSaving.body.errorName).toBe('NoSaving');
  const state = await ledgerState(t, me.accountId);
  expect(state.sum).toBe(state.balance);
});

test('every call acts on the caller’s own sessions only', async () => {
  const mine = await api(me).post('/api/payment/start', {
    Vehicle: 'А004ВС92',
    Zone: '101',
    Duration: 120,
  });
  const id = mine.body.result.session.reservationId;
  const before = await counts(t);
  for (const [url, body] of [
    ['/api/payment/renew', { ReservationId: id, Duration: 30 }],
    ['/api/payment/cancel', { ReservationId: id }],
    ['/api/payment/cost', { ReservationId: id, Vehicle: 'А004ВС92', Zone: '101', Duration: 30 }],
    ['/api/payment/cancel/v2', { OrderId: id }],
    ['/api/payment/deffered/v1', { OrderId: id, PaymentService: 'card' }],
    ['/api/payment/break/v1', { OrderId: id }],
  ] as const) {
    const res = await api(other).post(url, body);
    expect([url, res.status, res.body.errorName]).toEqual([url, 404, 'ParkingSessionNotFound']);
  }
  expect(await counts(t)).toEqual(before);
  expect((await api(null).post('/api/payment/cancel', { ReservationId: id })).body.errorName).toBe(
    'TokenNotFound',
  );
});

test('post-payment for today and yesterday; FuturePost; NoMoneyNoHoney', async () => {
  const today = await api(me).post('/api/payment/start', {
    Vehicle: 'А005ВС92',
    Zone: '101',
    Duration: 60,
    timestart: '2025-06-04T08:30',
  });
  expect(today.body.result.session).toMatchObject({
    paymentType: 'postPayment',
    startDate: '2025-06-04T05:30:00.000Z',
    sum: 60,
  });
  const yesterday = await api(me).post('/api/payment/start', {
    Vehicle: 'А006ВС92',
    Zone: '101',
    Duration: 60,
    timestart: '2025-06-03 19:30',
  });
  expect(yesterday.body.result.session).toMatchObject({ paymentType: 'postPayment', sum: 45 });
  const future = await api(me).post('/api/payment/start', {
    Vehicle: 'А007ВС92',
    Zone: '101',
    Duration: 60,
    timestart: '2025-06-04T12:00',
  });
  expect(future.body.errorName).toBe('FuturePost');
  const old = await api(me).post('/api/payment/start', {
    Vehicle: 'А007ВС92',
    Zone: '101',
    Duration: 60,
    timestart: '2025-06-01T12:00',
  });
  expect(old.body.errorName).toBe('InvalidFormat');
  const poor = await newDriver(t);
  await fund(t, poor, 1_000);
  const before = await counts(t);
  const short = await api(poor).post('/api/payment/start', {
    Vehicle: 'А008ВС92',
    Zone: '101',
    Duration: 60,
  });
  expect(short.status).toBe(409);
  expect(short.body.errorName).toBe('NoMoneyNoHoney');
  expect(await counts(t)).toEqual(before);
});

test('a free time answers ParkingSessionWasFree', async () => {
  t.app.parkingModule.clock.set(WEDNESDAY('02:00'));
  const res = await api(me).post('/api/payment/start', {
    Vehicle: 'А009ВС92',
    Zone: '101',
    Duration: 60,
  });
  expect(res.body.errorName).toBe('ParkingSessionWasFree');
});

test('200 concurrent payments against a balance that affords 50: exactly 50 succeed, never below zero', async () => {
  const rich = await newDriver(t);
  await fund(t, rich, 50 * 6_000);
  const c = api(rich);
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      c.post('/api/payment/start', {
        Vehicle: `В${String(i).padStart(3, '0')}ОР92`,
        Zone: '101',
        Duration: 60,
      }),
    ),
  );
  const okCount = results.filter((r) => r.body.status === 'ok').length;
  expect(okCount).toBe(50);
  expect(results.filter((r) => r.body.errorName === 'NoMoneyNoHoney')).toHaveLength(150);
  expect(results.every((r) => r.status < 500)).toBe(true);
  const state = await ledgerState(t, rich.accountId);
  expect(state).toEqual({ balance: 0, sum: 0, entries: 51 });
}, 120_000);

test('a retried request with the same idempotency key returns the first answer and charges once', async () => {
  const before = await ledgerState(t, me.accountId);
  const body = { Vehicle: 'А010ВС92', Zone: '101', Duration: 30 };
  const first = await api(me).post('/api/payment/start', body, {
    'idempotency-key': 'start-abc-1',
  });
  const retry = await api(me).post('/api/payment/start', body, {
    'idempotency-key': 'start-abc-1',
  });
  const viaBody = await api(me).post('/api/payment/start', {
    ...body,
    idempotencyKey: 'start-abc-1',
  });
  expect(first.body.result.session.reservationId).toBeDefined();
  expect(retry.body.result).toEqual(first.body.result);
  expect(viaBody.body.result).toEqual(first.body.result);
  const after = await ledgerState(t, me.accountId);
  expect(after.balance).toBe(before.balance - 3_000);
  expect(after.entries).toBe(before.entries + 1);
  // the same key on another call is refused, not answered with the start's result
  const renew = await api(me).post(
    '/api/payment/renew',
    { ReservationId: first.body.result.session.reservationId, Duration: 15 },
    { 'idempotency-key': 'start-abc-1' },
  );
  expect([renew.status, renew.body.errorName]).toEqual([409, 'InvalidFormat']);
  expect(await ledgerState(t, me.accountId)).toEqual(after);
});

test('no-balance flow: start/v2 runs open-ended, cancel/v2 stops it with a payment link, deffered/v1 pays later, break/v1 drops', async () => {
  const started = await api(me).post('/api/payment/start/v2', { Vehicle: 'А011ВС92', Zone: '101' });
  expect(started.body.result.session).toMatchObject({
    status: 'active',
    endDate: null,
    paymentType: 'noBalance',
  });
  const id = started.body.result.session.reservationId;
  t.app.parkingModule.clock.set(WEDNESDAY('11:30'));
  const stop = await api(me).post('/api/payment/cancel/v2', {
    OrderId: id,
    PaymentService: 'card',
  });
  // 90 minutes at 60 р/h, less the city's 20 % bonus for paying by card
  expect(stop.body.result).toMatchObject({
    amount: 72,
    session: { status: 'waiting', amountToPay: 72 },
  });
  expect(stop.body.RedirectURL).toMatch(
    /^\/payment\?amount=72\.00&currency=RUB&invoiceId=[0-9a-f-]{36}&/,
  );
  const deferred = await api(me).post('/api/payment/deffered/v1', {
    OrderId: id,
    PaymentService: 'card',
  });
  expect(deferred.body.result.amount).toBe(72);
  expect(deferred.body.RedirectURL).toContain('type=deferred');
  expect((await api(me).post('/api/payment/deffered/v1', { OrderId: id })).body.errorName).toBe(
    'NotSelectedPaymentService',
  );
  const list = await api(me).get('/api/payment/sessions');
  expect(
    list.body.result.find((s: { reservationId: string }) => s.reservationId === id),
  ).toMatchObject({ status: 'waiting', amountToPay: 72 });

  const second = await api(me).post('/api/payment/start/v2', { Vehicle: 'А012ВС92', Zone: '101' });
  const dropped = await api(me).post('/api/payment/break/v1', {
    OrderId: second.body.result.session.reservationId,
    PaymentService: 'card',
  });
  expect(dropped.status).toBe(200);
  expect(
    (
      await api(me).post('/api/payment/deffered/v1', {
        OrderId: second.body.result.session.reservationId,
        PaymentService: 'card',
      })
    ).body.errorName,
  ).toBe('ParkingSessionIsOver');
  const free = await api(me).post('/api/payment/start/v2', { Vehicle: 'А013ВС92', Zone: '101' });
  t.app.parkingModule.clock.set(WEDNESDAY('11:30'));
  expect(
    (
      await api(me).post('/api/payment/cancel/v2', {
        OrderId: free.body.result.session.reservationId,
      })
    ).body.errorName,
  ).toBe('ParkingSessionWasFree');
});

test('guests: a guest token starts a card-paid session where the city allows it, never from a balance', async () => {
  const token = (await api(null).post('/api/payment/guest-token', {})).body.result.token as string;
  expect(token).toMatch(/^guest_/);
  const guest = client(t, token);
  const byCard = await guest.post('/api/payment/start', {
    Vehicle: 'А014ВС92',
    Zone: '101',
    Duration: 60,
    PaymentService: 'card',
    phone: '+79781234567',
  });
  expect(byCard.status).toBe(200);
  expect(byCard.body.RedirectURL).toContain('type=start');
  expect(
    (
      await guest.post('/api/payment/start', {
        Vehicle: 'А014ВС92',
        Zone: '101',
        Duration: 60,
        PaymentService: 'balance',
        phone: '+79781234567',
      })
    ).body.errorName,
  ).toBe('PaymentServiceNotFound');
  expect(
    (
      await guest.post('/api/payment/start', {
        Vehicle: 'А014ВС92',
        Zone: '101',
        Duration: 60,
        PaymentService: 'card',
      })
    ).body.errorName,
  ).toBe('RequiredField');
  expect((await guest.get('/api/profile/get-balance')).body.errorName).toBe('TokenNotFound');
  expect(
    (
      await client(t, token, 'rostov').post('/api/payment/start', {
        Vehicle: 'А014ВС92',
        Zone: '201',
        Duration: 60,
        PaymentService: 'card',
        phone: '+79781234567',
      })
    ).body.errorName,
  ).toBe('TokenNotFound');
});

test.each([
  ['/api/payment/start', {}, 'EmptyTs'],
  ['/api/payment/start', { Vehicle: 'А020ВС92', Duration: 60 }, 'NoZoneSelected'],
  ['/api/payment/start', { Vehicle: 'А020ВС92', Zone: '101' }, 'NoDurationSelected'],
  [
    '/api/payment/start',
    { Vehicle: 'А020ВС92', Zone: '101', Duration: 60, PaymentService: 'bitcoin' },
    'PaymentServiceNotFound',
  ],
  ['/api/payment/start', { Vehicle: 'А020ВС92', Zone: '101', Duration: 'x' }, 'ItNeedToBeANumber'],
  [
    '/api/payment/start',
    { Vehicle: 'А020ВС92', Zone: '101', Duration: 60, Category: 'Z' },
    'InvalidFormat',
  ],
  ['/api/payment/start', { Vehicle: 'А020ВС92', Zone: '101', Duration: 7 }, 'InvalidFormat'],
  ['/api/payment/start', { Vehicle: 'А020ВС92', Zone: '101', Duration: 1455 }, 'InvalidFormat'],
  [
    '/api/payment/start',
    { Vehicle: 'А020ВС92', Zone: '101', Duration: 60, phone: '123' },
    'InvalidFormat',
  ],
  [
    '/api/payment/start',
    { Vehicle: 'А020ВС92', Zone: '101', Duration: 60, timestart: 'not a time' },
    'InvalidFormat',
  ],
  ['/api/payment/renew', { Duration: 60 }, 'RequiredField'],
  ['/api/payment/renew', { ReservationId: 'x'.repeat(100), Duration: 60 }, 'InvalidFormat'],
  ['/api/payment/cancel', {}, 'RequiredField'],
  ['/api/payment/cancel', { ReservationId: ['a', 'b'] }, 'ItNeedToBeAString'],
  ['/api/payment/start/v2', { Vehicle: 'А020ВС92' }, 'NoZoneSelected'],
  ['/api/payment/cancel/v2', {}, 'RequiredField'],
  ['/api/payment/break/v1', { OrderId: 'nope' }, 'ParkingSessionNotFound'],
])('%s %j answers %s, changes nothing', async (url, body, errorName) => {
  const before = await counts(t);
  const res = await api(me).post(url, body);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errorName).toBe(errorName);
  expect(await counts(t)).toEqual(before);
});

test('form-encoded bodies work like JSON', async () => {
  const res = await api(me).post(
    '/api/payment/start',
    `Vehicle=${encodeURIComponent('А021ВС92')}&Zone=101&Duration=15&PaymentService=balance`,
  );
  expect(res.body.result.session).toMatchObject({ duration: 15, sum: 15 });
});
