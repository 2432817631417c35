// Subscriptions through HTTP: constructor offers, purchase from the balance and by card (completed
// by a signed provider callback), overlap, each action and each refusal, the refund amount, and
// what the cost call charges inside a subscription or with a benefit.
import { createTestApp, type TestApp } from '../../../test/harness';
import { SandboxProvider } from '../card-provider/provider';
import {
  client,
  counts,
  fund,
  ledgerState,
  newDriver,
  type Driver,
  type Json,
} from '../parking-sessions/test-helpers';
import { withSubscriptionTables } from './tables';

let t: TestApp;
let provider: SandboxProvider;
const NOW = '2025-06-04T10:00:00+03:00'; // a Wednesday in Sevastopol; the city's start offset is 1 day

beforeAll(async () => {
  t = await createTestApp();
  provider = new SandboxProvider(t.config.providerSecret!);
});
afterAll(() => t.close());
beforeEach(() => t.app.parkingModule.clock.set(NOW));

const api = (d: Driver) => client(t, d.token, d.city);
/** Backend v2 style: the bare token in the Authorization header. */
const backend = (d: Driver, path: string, body?: Json) =>
  body === undefined
    ? api(d).get(`/backend/v2/${path}`, { authorization: d.token })
    : api(d).post(`/backend/v2/${path}`, body, { authorization: d.token });
const buy = (d: Driver, body: Json, headers?: Record<string, string>) =>
  api(d).post('/api/payment/subscription', body, headers);
const subs = async (d: Driver) =>
  (await api(d).get('/api/profile/get-subscription')).body.result as Json[];
const price = async (d: Driver, Vehicle: string, Zone: string, timestart: string) =>
  (await api(d).post('/api/payment/cost', { Vehicle, Zone, Duration: 60, timestart })).body
    .result as Json;

async function subsCounts() {
  const db = withSubscriptionTables(t.database.db);
  const n = async (table: 'subscriptions' | 'benefits') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const statuses = await db
    .selectFrom('subscriptions')
    .select(['order_num', 'status', 'plate', 'ends_at'])
    .orderBy('id')
    .execute();
  return {
    ...(await counts(t)),
    subscriptions: await n('subscriptions'),
    benefits: await n('benefits'),
    statuses: JSON.stringify(statuses),
  };
}

/** A signed provider callback completing an order, as the provider would send it. */
async function providerPays(invoiceId: string, amount: string, billnumber: string) {
  const raw = JSON.stringify({
    source: 'sandbox',
    order: invoiceId,
    billnumber,
    amount,
    paymentDate: '2025-06-04T07:00:00Z',
    status: 'authorized',
  });
  const ts = Math.floor(new Date(NOW).getTime() / 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/payment-from-portal',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-signature': provider.sign(raw, ts),
      'x-timestamp': String(ts),
    },
  });
  return res.json() as Json;
}

describe('constructor', () => {
  test('getTiming lists the validity periods; selectedAbonements prices the offers for the zones and timing', async () => {
    const me = await newDriver(t);
    const timing = await backend(me, 'getTiming');
    expect(timing.body).toMatchObject({ status: 'ok', result: [1, 7, 30, 90, 365] });
    const zones = await backend(me, 'getZones');
    expect(zones.body.result).toContainEqual({
      code: '900',
      name: 'Резидентная зона',
      special: true,
    });

    const week = await backend(me, 'selectedAbonements', {
      zones: ['101', '102'],
      dateStart: '2025-06-05',
      timing: 7,
    });
    expect(week.body.result).toEqual([
      expect.objectContaining({
        permissionKind: 'Недельный по зонам',
        permissionKindCode: 'WEEK-ZONES@101,102',
        permissionType: 'week',
        price: 1400,
        zones: ['101', '102'],
        startDate: '2025-06-05',
        endDate: '2025-06-12',
      }),
      expect.objectContaining({ permissionKindCode: 'WEEK-ALL', price: 2000, zones: 'all' }),
    ]);
    const resident = await backend(me, 'selectedAbonements', {
      zones: ['900'],
      dateStart: '2025-07-04',
      timing: 30,
    });
    expect(resident.body.result.map((o: Json) => [o.permissionKindCode, o.price])).toEqual([
      ['MONTH-ZONES@900', 2500],
      ['MONTH-ALL', 6000],
      ['MONTH-RESIDENT', 500],
    ]);
    // the previous-day type is fixed at yesterday whatever the start asked
    const day = await backend(me, 'selectedAbonements', {
      zones: '103,104',
      dateStart: '2025-06-10',
      timing: 1,
    });
    expect(day.body.result.map((o: Json) => [o.permissionKindCode, o.startDate, o.price])).toEqual([
      ['PREV-DAY', '2025-06-03', 300],
      ['DAY-ZONES@103,104', '2025-06-10', 300],
      ['DAY-ALL', '2025-06-10', 400],
    ]);
  });

  test.each([
    [{ dateStart: '2025-06-05', timing: 7 }, 'NoZoneSelected', 400],
    [{ zones: ['999'], dateStart: '2025-06-05', timing: 7 }, 'ZoneNotFound', 404],
    [{ zones: ['101'], dateStart: '2025-06-04', timing: 7 }, 'InvalidFormat', 400], // today: before the city's offset
    [{ zones: ['101'], dateStart: '2025-07-05', timing: 7 }, 'InvalidFormat', 400], // more than a month ahead
    [{ zones: ['101'], dateStart: 'soon', timing: 7 }, 'InvalidFormat', 400],
    [{ zones: ['101'], timing: 7 }, 'RequiredField', 400],
    [{ zones: ['101'], dateStart: '2025-06-05' }, 'RequiredField', 400],
    [{ zones: ['101'], dateStart: '2025-06-05', timing: 5 }, 'InvalidFormat', 400],
    [{ zones: ['101'], dateStart: '2025-06-05', timing: 'week' }, 'ItNeedToBeANumber', 400],
    [{ zones: { a: 1 }, dateStart: '2025-06-05', timing: 7 }, 'ValidationError', 400],
  ])('selectedAbonements %j -> %s', async (body, errorName, status) => {
    const me = await newDriver(t);
    const res = await backend(me, 'selectedAbonements', body);
    expect(res.body.errorName).toBe(errorName);
    expect(res.status).toBe(status);
  });

  test('backend calls need a token of the city', async () => {
    const me = await newDriver(t);
    const none = await client(t, null).get('/backend/v2/getTiming', { 'x-city': 'sevastopol' });
    expect([none.status, none.body.errorName]).toEqual([401, 'TokenNotFound']);
    const foreign = await client(t, me.token, 'rostov').get('/backend/v2/getTiming');
    expect(foreign.body.errorName).toBe('TokenNotFound');
  });

  test('a city with the constructor off (Rostov) refuses its calls and its per-zone offers with InDevelopingError, nothing changed', async () => {
    const me = await newDriver(t, 'rostov');
    await fund(t, me, 1_000_000);
    const before = await subsCounts();
    const timing = await backend(me, 'getTiming');
    expect([timing.status, timing.body.status, timing.body.errorName]).toEqual([
      403,
      'error',
      'InDevelopingError',
    ]);
    const offers = await backend(me, 'selectedAbonements', {
      zones: ['201'],
      dateStart: '2025-06-05',
      timing: 7,
    });
    expect([offers.status, offers.body.errorName]).toEqual([403, 'InDevelopingError']);
    for (const codeSubscription of ['WEEK-ZONES@201,202', 'WEEK-ZONES', 'WEEK-ALL@201']) {
      const bought = await buy(
        me,
        { vehicle: 'А321АА61', codeSubscription, timestart: '2025-06-05' },
        { 'idempotency-key': `off-${codeSubscription}` },
      );
      expect([bought.status, bought.body.errorName]).toEqual([403, 'InDevelopingError']);
    }
    expect(await subsCounts()).toEqual(before);
    expect(await ledgerState(t, me.accountId)).toMatchObject({ balance: 1_000_000 });
    // getZones serves the payment forms too: it stays open
    const zones = await backend(me, 'getZones');
    expect(zones.body.status).toBe('ok');
    expect(zones.body.result.length).toBeGreaterThan(0);
    // a catalogue offer with fixed zones is not built in the constructor: still sold
    expect(
      (
        await buy(me, {
          vehicle: 'А321АА61',
          codeSubscription: 'WEEK-ALL',
          timestart: '2025-06-05',
        })
      ).body.status,
    ).toBe('ok');
    // the same calls answer in Sevastopol, where the constructor is on
    const sev = await newDriver(t);
    expect((await backend(sev, 'getTiming')).body.status).toBe('ok');
  });
});

describe('purchase', () => {
  test('from the balance: paid at once (amount 0), listed, a paymentSubscription operation; a retried key pays once', async () => {
    const me = await newDriver(t);
    await fund(t, me, 300_000);
    const body = {
      vehicle: 'А321АА92',
      codeSubscription: 'WEEK-ZONES@101',
      paymentService: 'balance',
      timestart: '2025-06-05',
    };
    const res = await buy(me, body, { 'idempotency-key': 'buy-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      amount: 0,
      result: {
        amount: 0,
        balance: 2300,
        subscription: {
          variation: 'subscription',
          type: 'week',
          zone: ['101'],
          transport: 'А321АА92',
          sale: 100,
          startOf: '05/06/2025 00:00',
          endOf: '12/06/2025 00:00',
          status: 'active',
          price: 700,
        },
      },
    });
    const again = await buy(me, body, { 'idempotency-key': 'buy-1' });
    expect(again.body.result.subscription.orderNum).toBe(res.body.result.subscription.orderNum);
    expect(await ledgerState(t, me.accountId)).toEqual({
      balance: 230_000,
      sum: 230_000,
      entries: 2,
    });
    const op = await withSubscriptionTables(t.database.db)
      .selectFrom('operations')
      .selectAll()
      .where('account_id', '=', me.accountId)
      .where('type', '=', 'paymentSubscription')
      .execute();
    expect(op).toHaveLength(1);
    expect(op[0]).toMatchObject({
      order_number: res.body.result.subscription.orderNum,
      sum_kopecks: 70_000,
      transport: 'А321АА92',
      zone: '101',
      status: 'done',
    });
    const listed = await subs(me);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      orderNum: res.body.result.subscription.orderNum,
      canChangeTs: true,
      canRefund: true,
      canPause: true,
      canContinue: false,
    });
    expect((await api(me).get('/api/profile/get-benefits-v2')).body.result).toEqual(listed);
  });

  test('an overlapping subscription on the same vehicle and zones is refused; other zones or vehicles are not', async () => {
    const me = await newDriver(t);
    await fund(t, me, 1_000_000);
    expect(
      (
        await buy(me, {
          vehicle: 'В100ВВ92',
          codeSubscription: 'WEEK-ZONES@101,102',
          timestart: '2025-06-05',
        })
      ).body.status,
    ).toBe('ok');
    const before = await subsCounts();
    const all = await buy(me, {
      vehicle: 'В100ВВ92',
      codeSubscription: 'MONTH-ALL',
      timestart: '2025-06-11',
    });
    expect([all.status, all.body.errorName]).toEqual([409, 'SubscriptionAlreadyExists']);
    const zone = await buy(me, {
      vehicle: 'В100ВВ92',
      codeSubscription: 'DAY-ZONES@102',
      timestart: '2025-06-06',
    });
    expect(zone.body.errorName).toBe('SubscriptionAlreadyExists');
    expect(await subsCounts()).toEqual(before);
    expect(
      (
        await buy(me, {
          vehicle: 'В100ВВ92',
          codeSubscription: 'DAY-ZONES@103',
          timestart: '2025-06-06',
        })
      ).body.status,
    ).toBe('ok');
    expect(
      (await buy(me, { vehicle: 'В100ВВ92', codeSubscription: 'DAY-ALL', timestart: '2025-06-12' }))
        .body.status,
    ).toBe('ok');
    expect(
      (
        await buy(me, {
          vehicle: 'В200ВВ92',
          codeSubscription: 'MONTH-ALL',
          timestart: '2025-06-05',
        })
      ).body.status,
    ).toBe('ok');
  });

  test('two accounts buying the same vehicle and period at once: one subscription, one charge', async () => {
    const [a, b] = [await newDriver(t), await newDriver(t)];
    await fund(t, a, 100_000);
    await fund(t, b, 100_000);
    const body = {
      vehicle: 'Т300ТТ92',
      codeSubscription: 'WEEK-ZONES@101',
      timestart: '2025-06-05',
    };
    const results = await Promise.all([buy(a, body), buy(b, body)]);
    expect(results.map((r) => r.body.status).sort()).toEqual(['error', 'ok']);
    expect(results.find((r) => r.body.status === 'error')!.body.errorName).toBe(
      'SubscriptionAlreadyExists',
    );
    const balances = [
      (await ledgerState(t, a.accountId)).balance,
      (await ledgerState(t, b.accountId)).balance,
    ].sort((x, y) => x - y);
    expect(balances).toEqual([30_000, 100_000]);
  });

  test('a NUL byte in any field is refused with InvalidFormat, nothing changed', async () => {
    const me = await newDriver(t);
    await fund(t, me, 100_000);
    const before = await subsCounts();
    const bad = await buy(me, {
      vehicle: 'А321АА92',
      codeSubscription: 'DAY-ALL\u0000',
      timestart: '2025-06-05',
    });
    expect([bad.status, bad.body.errorName]).toEqual([400, 'InvalidFormat']);
    expect((await backend(me, 'pauseAb', { orderNum: 'S\u0000' })).body.errorName).toBe(
      'InvalidFormat',
    );
    expect(
      (
        await backend(me, 'selectedAbonements', {
          zones: ['101\u0000'],
          dateStart: '2025-06-05',
          timing: 7,
        })
      ).body.errorName,
    ).toBe('InvalidFormat');
    expect(await subsCounts()).toEqual(before);
  });

  test('a foreign plate registered on the account is bought and changed to in its format; one not on the account is refused with InvalidFormat', async () => {
    const me = await newDriver(t);
    const other = await newDriver(t);
    await fund(t, me, 300_000);
    const car = (d: Driver, grz: string) =>
      api(d).post('/api/profile/car', { grz, format: 'foreign', category: 'B' });
    expect((await car(me, 'LV1234')).status).toBe(200);
    expect((await car(me, 'gz 5555')).status).toBe(200);
    expect((await car(other, 'QW7777')).status).toBe(200);
    const before = await subsCounts();
    const week = { codeSubscription: 'WEEK-ZONES@101', timestart: '2025-06-05' };
    // not on the caller's account (another account's vehicle does not count): still Russian only
    for (const vehicle of ['ZZ9999', 'QW7777']) {
      const refused = await buy(me, { ...week, vehicle });
      expect([refused.status, refused.body.errorName]).toEqual([400, 'InvalidFormat']);
    }
    expect(await subsCounts()).toEqual(before);

    const bought = await buy(me, { ...week, vehicle: 'lv 1234' });
    expect(bought.body).toMatchObject({
      status: 'ok',
      result: { subscription: { transport: 'LV1234' } },
    });
    const orderNum = bought.body.result.subscription.orderNum as string;
    const cost = await api(me).post('/api/payment/cost', {
      Vehicle: 'LV1234',
      NumberFormat: 'foreign',
      Zone: '101',
      Duration: 60,
      timestart: '2025-06-06T13:00',
    });
    expect(cost.body.result).toMatchObject({ totalcost: 0 });

    const elsewhere = await backend(me, 'changeGRZ', { orderNum, grzNew: 'QW7777' });
    expect([elsewhere.status, elsewhere.body.errorName]).toEqual([400, 'InvalidFormat']);
    const changed = await backend(me, 'changeGRZ', { orderNum, grzNew: 'GZ5555' });
    expect(changed.body).toMatchObject({ status: 'ok', result: { transport: 'GZ5555' } });
  });

  test('through the card provider: the shortfall by card with a RedirectURL, bought when the signed callback arrives', async () => {
    const me = await newDriver(t);
    await fund(t, me, 10_000);
    const res = await buy(me, {
      vehicle: 'Е100ЕЕ92',
      codeSubscription: 'WEEK-ALL',
      timestart: '2025-06-05',
    });
    expect(res.body).toMatchObject({
      status: 'ok',
      amount: 1900,
      result: { amount: 1900, price: 2000 },
    });
    expect(new URL(res.body.RedirectURL, 'http://site').searchParams.get('type')).toBe(
      'subscription',
    );
    expect(await subs(me)).toEqual([]);
    const paid = await providerPays(res.body.result.invoiceId, '1900.00', 'evt-subs-1');
    expect(paid.result).toMatchObject({
      orderStatus: 'completed',
      result: { balance: 0, subscription: { transport: 'Е100ЕЕ92', status: 'active' } },
    });
    expect(await subs(me)).toHaveLength(1);
    expect(await ledgerState(t, me.accountId)).toEqual({ balance: 0, sum: 0, entries: 3 });

    // by card outright: the whole price; a second order for the same period leaves its money on the balance
    const card = await buy(me, {
      vehicle: 'Е200ЕЕ92',
      codeSubscription: 'DAY-ZONES@101',
      timestart: '2025-06-05',
      paymentService: 'card',
    });
    const twin = await buy(me, {
      vehicle: 'Е200ЕЕ92',
      codeSubscription: 'DAY-ZONES@101',
      timestart: '2025-06-05',
      paymentService: 'card',
    });
    expect(card.body.result.amount).toBe(150);
    expect(
      (await providerPays(card.body.result.invoiceId, '150.00', 'evt-subs-2')).result.result
        .subscription.transport,
    ).toBe('Е200ЕЕ92');
    const second = await providerPays(twin.body.result.invoiceId, '150.00', 'evt-subs-3');
    expect(second.result.result).toMatchObject({
      subscription: null,
      errorName: 'SubscriptionAlreadyExists',
      balance: 150,
    });
    expect(await subs(me)).toHaveLength(2);
  });

  test.each([
    [{ vehicle: 'А321АА92', timestart: '2025-06-05' }, 'RequiredField'],
    [
      { vehicle: 'А321АА92', codeSubscription: 'NOPE', timestart: '2025-06-05' },
      'SubscriptionNotFound',
    ],
    [{ codeSubscription: 'DAY-ALL', timestart: '2025-06-05' }, 'EmptyTs'],
    [{ vehicle: 'НЕНОМЕР', codeSubscription: 'DAY-ALL', timestart: '2025-06-05' }, 'InvalidFormat'],
    [
      { vehicle: 'А321АА92', codeSubscription: 'DAY-ALL', timestart: '2025-06-04' },
      'InvalidFormat',
    ],
    [{ vehicle: 'А321АА92', codeSubscription: 'DAY-ALL' }, 'RequiredField'],
    [
      { vehicle: 'А321АА92', codeSubscription: 'DAY-ALL@101', timestart: '2025-06-05' },
      'InvalidFormat',
    ],
    [
      { vehicle: 'А321АА92', codeSubscription: 'DAY-ZONES@999', timestart: '2025-06-05' },
      'ZoneNotFound',
    ],
    [
      {
        vehicle: 'А321АА92',
        codeSubscription: 'MONTH-RESIDENT',
        timestart: '2025-06-05',
        paymentService: 'bitcoin',
      },
      'PaymentServiceNotFound',
    ],
    [
      { vehicle: 'А321АА92', codeSubscription: 'DAY-ALL', timestart: '2025-06-05', phone: '12' },
      'InvalidFormat',
    ],
    [
      { vehicle: { plate: 1 }, codeSubscription: 'DAY-ALL', timestart: '2025-06-05' },
      'ItNeedToBeAString',
    ],
  ])('bad purchase %j answers %s, no 5xx, nothing changed', async (body, errorName) => {
    const me = await newDriver(t);
    await fund(t, me, 1_000_000);
    const before = await subsCounts();
    const res = await buy(me, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ status: 'error', errorName });
    expect(await subsCounts()).toEqual(before);
  });
});

describe('rows, actions and prices', () => {
  test('the demo driver sees the seeded privileges; their actions are refused', async () => {
    const account = await withSubscriptionTables(t.database.db)
      .selectFrom('benefits')
      .select('account_id')
      .where('order_num', '=', 'RES-sevastopol-1')
      .executeTakeFirstOrThrow();
    const { token } = await t.app.authModule.sessions.create({
      accountId: account.account_id,
      city: 'sevastopol',
      userType: 'private',
      clientIp: null,
    });
    const demo: Driver = { accountId: account.account_id, token, city: 'sevastopol' };
    const rows = (await api(demo).get('/api/profile/get-benefits-v2')).body.result;
    expect(rows).toEqual([
      {
        variation: 'resident',
        type: 'resident',
        name: 'Резидент',
        zone: ['900'],
        cadastralQuarter: '91:03:001001',
        sale: 100,
        transport: '1234АВ92',
        orderNum: 'RES-sevastopol-1',
        canChangeTs: false,
        canRefund: false,
        canPause: false,
        canContinue: false,
        startOf: '01/01/2025 03:00',
        endOf: '31/12/2030 23:59',
      },
      expect.objectContaining({
        variation: 'benefit',
        zone: 'all',
        sale: 50,
        transport: '1234АВ92',
        orderNum: 'BEN-sevastopol-1',
      }),
    ]);
    for (const [path, errorName] of [
      ['pauseAb', 'SubscriptionCannotBePaused'],
      ['continueAb', 'SubscriptionCannotBeContinued'],
      ['refund', 'SubscriptionCannotBeRefunded'],
    ]) {
      expect((await backend(demo, path!, { orderNum: 'RES-sevastopol-1' })).body.errorName).toBe(
        errorName,
      );
    }
    expect(
      (await backend(demo, 'changeGRZ', { orderNum: 'RES-sevastopol-1', grzNew: 'А999АА92' })).body
        .errorName,
    ).toBe('SubscriptionVehicleCannotBeChanged');
    // the resident privilege makes the resident zone free; the family one halves the price elsewhere
    expect(await price(demo, '1234АВ92', '900', '2025-06-04T10:00')).toMatchObject({
      totalcost: 0,
      benefit: 100,
      benefitsName: 'Резидент',
    });
    expect(await price(demo, '1234АВ92', '101', '2025-06-04T10:00')).toMatchObject({
      price: 60,
      totalcost: 30,
      benefit: 50,
    });
  });

  test('a session inside a subscription is free; outside its zones, period or vehicle it is not; a benefit discounts', async () => {
    const me = await newDriver(t);
    await fund(t, me, 1_000_000);
    await buy(me, {
      vehicle: 'К500КК92',
      codeSubscription: 'WEEK-ZONES@101',
      timestart: '2025-06-05',
    });
    expect(await price(me, 'К500КК92', '101', '2025-06-06T10:00')).toMatchObject({
      price: 60,
      totalcost: 0,
      benefit: 100,
      benefitsName: 'Недельный по зонам',
    });
    expect(await price(me, 'К500КК92', '102', '2025-06-06T10:00')).toMatchObject({
      totalcost: 50,
      benefit: 0,
    });
    expect(await price(me, 'К500КК92', '101', '2025-06-04T11:00')).toMatchObject({ totalcost: 60 });
    expect(await price(me, 'К500КК92', '101', '2025-06-16T10:00')).toMatchObject({ totalcost: 60 });
    expect(await price(me, 'К501КК92', '101', '2025-06-06T10:00')).toMatchObject({ totalcost: 60 });
    await withSubscriptionTables(t.database.db)
      .insertInto('benefits')
      .values({
        city: 'sevastopol',
        account_id: me.accountId,
        name: 'Льгота 25',
        percent: 25,
        zone: '102',
        order_num: `B-${me.accountId}`,
      })
      .execute();
    expect(await price(me, 'К500КК92', '102', '2025-06-06T10:00')).toMatchObject({
      totalcost: 37.5,
      benefit: 25,
    });
    // the largest wins: the subscription's 100 % over the 25 % benefit where both apply
    expect(await price(me, 'К500КК92', '101', '2025-06-06T10:00')).toMatchObject({ totalcost: 0 });
  });

  test('pause stops the clock, continue moves the end, change of vehicle, refund of the unused part; each refused when its flag is off', async () => {
    const me = await newDriver(t);
    await fund(t, me, 100_000);
    const bought = await buy(me, {
      vehicle: 'М700ММ92',
      codeSubscription: 'WEEK-ZONES@101',
      timestart: '2025-06-05',
    });
    const orderNum = bought.body.result.subscription.orderNum as string;
    expect((await backend(me, 'continueAb', { orderNum })).body.errorName).toBe(
      'SubscriptionCannotBeContinued',
    );
    // paused and continued before its start: the clock had not run, the end stays
    expect((await backend(me, 'pauseAb', { orderNum })).body.result).toMatchObject({
      status: 'paused',
      canContinue: true,
    });
    t.app.parkingModule.clock.set('2025-06-04T20:00:00+03:00');
    expect((await backend(me, 'continueAb', { orderNum })).body.result).toMatchObject({
      status: 'active',
      endOf: '12/06/2025 00:00',
    });

    t.app.parkingModule.clock.set('2025-06-06T12:00:00+03:00');
    expect((await subs(me))[0]).toMatchObject({ canPause: true, canContinue: false });
    const paused = await backend(me, 'pauseAb', { orderNum });
    expect(paused.body).toMatchObject({
      status: 'ok',
      message: 'suspended',
      result: {
        status: 'paused',
        canPause: false,
        canContinue: true,
        canRefund: true,
        endOf: '12/06/2025 00:00',
      },
    });
    expect((await backend(me, 'pauseAb', { orderNum })).body.errorName).toBe(
      'SubscriptionCannotBePaused',
    );
    expect(await price(me, 'М700ММ92', '101', '2025-06-06T13:00')).toMatchObject({ totalcost: 60 });

    t.app.parkingModule.clock.set('2025-06-07T12:00:00+03:00');
    const resumed = await backend(me, 'continueAb', { orderNum });
    expect(resumed.body).toMatchObject({
      message: 'resumed',
      result: { status: 'active', canPause: true, canContinue: false, endOf: '13/06/2025 00:00' },
    });
    expect((await backend(me, 'continueAb', { orderNum })).body.errorName).toBe(
      'SubscriptionCannotBeContinued',
    );
    expect(await price(me, 'М700ММ92', '101', '2025-06-12T18:00')).toMatchObject({ totalcost: 0 });

    const changed = await backend(me, 'changeGRZ', { orderNum, grzNew: 'м701мм92' });
    expect(changed.body).toMatchObject({
      message: 'vehicleChanged',
      result: { transport: 'М701ММ92' },
    });
    expect(await price(me, 'М701ММ92', '101', '2025-06-09T10:00')).toMatchObject({ totalcost: 0 });
    expect(await price(me, 'М700ММ92', '101', '2025-06-09T10:00')).toMatchObject({ totalcost: 60 });
    expect((await backend(me, 'changeGRZ', { orderNum, grzNew: 'плохой' })).body.errorName).toBe(
      'InvalidFormat',
    );
    expect((await backend(me, 'changeGRZ', { orderNum })).body.errorName).toBe('EmptyTs');

    // 113 h 59 min of the 168 h left: 700 р x 6839 / 10080 = 474.93055... -> 474.93
    t.app.parkingModule.clock.set('2025-06-08T06:01:00+03:00');
    const before = await ledgerState(t, me.accountId);
    const refund = await backend(me, 'refund', { orderNum });
    expect(refund.body).toMatchObject({
      status: 'ok',
      message: 'refunded',
      result: {
        status: 'refunded',
        amount: 474.93,
        refunded: 474.93,
        canRefund: false,
        canChangeTs: false,
      },
    });
    expect(await ledgerState(t, me.accountId)).toEqual({
      balance: before.balance + 47_493,
      sum: before.balance + 47_493,
      entries: before.entries + 1,
    });
    expect(await price(me, 'М701ММ92', '101', '2025-06-09T10:00')).toMatchObject({ totalcost: 60 });
    expect((await api(me).get('/api/profile/get-benefits-v2')).body.result).toEqual([]);
    for (const [path, errorName] of [
      ['refund', 'SubscriptionCannotBeRefunded'],
      ['pauseAb', 'SubscriptionCannotBePaused'],
      ['continueAb', 'SubscriptionCannotBeContinued'],
    ]) {
      expect((await backend(me, path!, { orderNum })).body.errorName).toBe(errorName);
    }
    expect((await backend(me, 'changeGRZ', { orderNum, grzNew: 'М702ММ92' })).body.errorName).toBe(
      'SubscriptionVehicleCannotBeChanged',
    );
  });

  test('a paused subscription refunds the time left at its pause; a day pass cannot pause; others cannot touch it', async () => {
    const me = await newDriver(t);
    const other = await newDriver(t);
    await fund(t, me, 100_000);
    const week = (
      await buy(me, {
        vehicle: 'Н100НН92',
        codeSubscription: 'WEEK-ZONES@102',
        timestart: '2025-06-05',
      })
    ).body.result.subscription.orderNum;
    const day = (
      await buy(me, {
        vehicle: 'Н101НН92',
        codeSubscription: 'DAY-ZONES@102',
        timestart: '2025-06-05',
      })
    ).body.result.subscription.orderNum;
    t.app.parkingModule.clock.set('2025-06-05T12:00:00+03:00');
    expect((await backend(me, 'pauseAb', { orderNum: day })).body.errorName).toBe(
      'SubscriptionCannotBePaused',
    );
    await backend(me, 'pauseAb', { orderNum: week });
    t.app.parkingModule.clock.set('2025-06-09T12:00:00+03:00');
    // 6.5 of 7 days left at the pause
    expect((await backend(me, 'refund', { orderNum: week })).body.result.amount).toBe(650);
    const before = await subsCounts();
    for (const path of ['pauseAb', 'continueAb', 'refund']) {
      expect((await backend(other, path, { orderNum: day })).body.errorName).toBe(
        'SubscriptionNotFound',
      );
    }
    expect(
      (await backend(other, 'changeGRZ', { orderNum: day, grzNew: 'Н102НН92' })).body.errorName,
    ).toBe('SubscriptionNotFound');
    expect((await backend(me, 'refund', {})).body.errorName).toBe('RequiredField');
    expect((await backend(me, 'refund', { orderNum: 'x'.repeat(100) })).body.errorName).toBe(
      'InvalidFormat',
    );
    expect(await subsCounts()).toEqual(before);
  });
});
