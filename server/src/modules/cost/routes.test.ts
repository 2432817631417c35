// Wiring of /api/payment/cost: the pure split and discount rules have their table tests in shared;
// here the zone, tariff, calendar and benefits come from the database through HTTP.
import { createTestApp, type TestApp } from '../../../test/harness';
import { withMoneyTables } from '../parking-sessions/tables';
import { generateCityData } from '../city-data/seed';
import { client, newDriver, fund, counts, type Driver } from '../parking-sessions/test-helpers';

let t: TestApp;
let driver: Driver;
const PLATE = 'А123ВС92';

beforeAll(async () => {
  t = await createTestApp();
  driver = await newDriver(t);
});
afterAll(() => t.close());

const cost = (
  body: Record<string, unknown>,
  token: string | null = driver.token,
  city = 'sevastopol',
) => client(t, token, city).post('/api/payment/cost', body);

test.each([
  ['a weekday daytime hour', '2025-06-04T10:00', 60, 60, ['weekday']],
  ['across the 20:00 interval boundary', '2025-06-04T19:30', 60, 45, ['weekday', 'weekday']],
  [
    'across midnight into a free Saturday night',
    '2025-06-06T23:30',
    180,
    15,
    ['weekday', 'saturday'],
  ],
  ['on Saturday', '2025-06-07T10:00', 60, 40, ['saturday']],
  ['on Sunday', '2025-06-08T10:00', 60, 30, ['sunday']],
  ['on a holiday (Russia Day, a Thursday)', '2025-06-12T10:00', 60, 20, ['holiday']],
  ['on a Saturday made a working day (2025-11-01)', '2025-11-01T10:00', 60, 60, ['weekday']],
])('prices %s', async (_name, timestart, Duration, total, kinds) => {
  const res = await cost({ Vehicle: PLATE, Zone: '101', Duration, timestart });
  expect(res.status).toBe(200);
  expect(res.body.result.totalcost).toBe(total);
  expect(res.body.totalcost).toBe(total);
  expect(res.body.result.intervals.map((i: { dayKind: string }) => i.dayKind)).toEqual(kinds);
  const sum = res.body.result.intervals.reduce(
    (s: number, i: { cost: number }) => s + Math.round(i.cost * 100),
    0,
  );
  expect(sum).toBe(Math.round(res.body.result.price * 100));
});

test('no duration prices 60 minutes; the balance and moneyEnough come with the answer', async () => {
  await fund(t, driver, 10_000);
  const res = await cost({ Vehicle: PLATE, Zone: '101', timestart: '2025-06-04T10:00' });
  expect(res.body.result).toMatchObject({
    totalcost: 60,
    balance: 100,
    moneyEnough: true,
    priceRest: 0,
    costData: { duration: 60, zone: '101', zoneName: 'Центр' },
  });
  const long = await cost({
    Vehicle: PLATE,
    Zone: '101',
    Duration: 240,
    timestart: '2025-06-04T10:00',
  });
  expect(long.body.result).toMatchObject({
    totalcost: 240,
    moneyEnough: false,
    priceRest: 140,
    refill: 140,
  });
});

test('the largest applicable benefit wins, with the rounding of section 5', async () => {
  const db = withMoneyTables(t.database.db);
  const other = await newDriver(t);
  await db
    .insertInto('benefits')
    .values([
      { city: 'sevastopol', account_id: other.accountId, name: 'Льгота 10', percent: 10 },
      {
        city: 'sevastopol',
        account_id: other.accountId,
        name: 'Многодетные',
        percent: 25,
        zone: '101',
        transport: PLATE,
      },
      {
        city: 'sevastopol',
        account_id: other.accountId,
        name: 'Чужая машина',
        percent: 90,
        transport: 'В777ВВ92',
      },
      {
        city: 'sevastopol',
        account_id: other.accountId,
        name: 'Истёкшая',
        percent: 80,
        ends_at: new Date('2025-01-01T00:00:00Z'),
      },
    ])
    .execute();
  const res = await cost(
    { Vehicle: PLATE, Zone: '101', Duration: 13, timestart: '2025-06-04T20:00' },
    other.token,
  );
  expect(res.body.result).toMatchObject({
    price: 6.5,
    totaldiscount: 1.62,
    sumSale: 1.62,
    totalcost: 4.88,
    benefit: 25,
    benefitsName: 'Многодетные',
  });
  const otherZone = await cost(
    { Vehicle: PLATE, Zone: '102', Duration: 60, timestart: '2025-06-04T10:00' },
    other.token,
  );
  expect(otherZone.body.result).toMatchObject({ price: 50, benefit: 10, totalcost: 45 });
  const card = await cost(
    {
      Vehicle: PLATE,
      Zone: '102',
      Duration: 60,
      timestart: '2025-06-04T10:00',
      PaymentService: 'card',
    },
    other.token,
  );
  expect(card.body.result).toMatchObject({ benefit: 30, totalcost: 35 });
});

test('ParkingCode counts only where the city pays by parking id', async () => {
  const sev = await cost({ Vehicle: PLATE, ParkingCode: '1001', Duration: 60 });
  expect(sev.body.errorName).toBe('NoZoneSelected');
  const rostovDriver = await newDriver(t, 'rostov');
  const rostov = await cost(
    { Vehicle: 'А123ВС61', ParkingCode: '6002', Duration: 60, timestart: '2025-06-04T10:00' },
    rostovDriver.token,
    'rostov',
  );
  expect(rostov.status).toBe(200);
  expect(rostov.body.result.costData.parkingCode).toBe('6002');
  const unknown = await cost(
    { Vehicle: 'А123ВС61', ParkingCode: '99999', Duration: 60 },
    rostovDriver.token,
    'rostov',
  );
  expect(unknown.body.errorName).toBe('ZoneNotFound');
});

test('a barrier (planar) parking is paid by ticket: roadside cost and start on its code are refused, nothing written', async () => {
  const rostovDriver = await newDriver(t, 'rostov');
  await fund(t, rostovDriver, 100_000);
  const barrier = generateCityData('rostov')!.parkings.find(
    (p) => p.kind === 'barrier' && p.active,
  )!.code;
  const body = {
    Vehicle: 'А124ВС61',
    ParkingCode: barrier,
    Duration: 60,
    timestart: '2025-06-04T10:00',
  };
  const priced = await cost(body, rostovDriver.token, 'rostov');
  expect([priced.status, priced.body.errorName]).toEqual([404, 'CantFindParking']);
  expect(priced.body.errorMessage).toMatch(/paid by ticket/);
  const before = await counts(t);
  const rostov = client(t, rostovDriver.token, 'rostov');
  for (const url of ['/api/payment/start', '/api/payment/start/v2']) {
    const started = await rostov.post(url, {
      Vehicle: 'А124ВС61',
      ParkingCode: barrier,
      Duration: 60,
    });
    expect([url, started.body.errorName]).toEqual([url, 'CantFindParking']);
  }
  expect(await counts(t)).toEqual(before);
  // the guest (no token) price is refused the same way
  expect((await cost(body, null, 'rostov')).body.errorName).toBe('CantFindParking');
});

test('guests price without a token where the city allows them; a token of another city is refused', async () => {
  const res = await cost(
    { Vehicle: PLATE, Zone: '101', Duration: 60, timestart: '2025-06-04T10:00' },
    null,
  );
  expect(res.body.result).toMatchObject({ totalcost: 60, balance: 0, moneyEnough: false });
  const foreign = await cost({ Vehicle: PLATE, Zone: '201', Duration: 60 }, driver.token, 'rostov');
  expect(foreign.body.errorName).toBe('TokenNotFound');
});

test('ZoneNotFound, TariffNotFound, CalendarIsEmpty', async () => {
  expect((await cost({ Vehicle: PLATE, Zone: '999', Duration: 60 })).body.errorName).toBe(
    'ZoneNotFound',
  );
  await withMoneyTables(t.database.db)
    .insertInto('zones')
    .values({ city: 'sevastopol', code: '777', name: 'Без тарифа' })
    .execute();
  t.app.parkingModule.cityData.invalidate();
  const noTariff = await cost({ Vehicle: PLATE, Zone: '777', Duration: 60 });
  expect(noTariff.status).toBe(404);
  expect(noTariff.body.errorName).toBe('TariffNotFound');
  const noCalendar = await cost({
    Vehicle: PLATE,
    Zone: '101',
    Duration: 60,
    timestart: '2031-03-04T10:00',
  });
  expect(noCalendar.body.errorName).toBe('CalendarIsEmpty');
});

test.each([
  [{ Zone: '101', Duration: 60 }, 'EmptyTs'],
  [{ Vehicle: PLATE, Duration: 60 }, 'NoZoneSelected'],
  [{ Vehicle: PLATE, Zone: '101', Duration: 'abc' }, 'ItNeedToBeANumber'],
  [{ Vehicle: PLATE, Zone: '101', Duration: -5 }, 'InvalidFormat'],
  [{ Vehicle: PLATE, Zone: '101', Duration: 5000 }, 'CostCalculationError'],
  [{ Vehicle: 'X'.repeat(40), Zone: '101' }, 'InvalidFormat'],
  [{ Vehicle: 'НЕНОМЕР', Zone: '101' }, 'InvalidFormat'],
  [{ Vehicle: PLATE, Zone: 'Z'.repeat(100) }, 'InvalidFormat'],
  [{ Vehicle: PLATE, Zone: '101', timestart: 'yesterday-ish' }, 'CostCalculationError'],
  [{ Vehicle: { nested: true }, Zone: '101' }, 'ItNeedToBeAString'],
  [{ Vehicle: PLATE, Zone: '101', ReservationId: 'no-such-session' }, 'ParkingSessionNotFound'],
])('bad input %j answers %s without a 5xx or a change', async (body, errorName) => {
  const before = await counts(t);
  const res = await cost(body);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body).toMatchObject({ status: 'error', errorName });
  expect(await counts(t)).toEqual(before);
});

test('malformed and oversized bodies are refused as validation errors', async () => {
  const c = client(t, driver.token);
  const broken = await c.post('/api/payment/cost', '{"Vehicle":', {
    'content-type': 'application/json',
  });
  expect(broken.status).toBe(400);
  expect(broken.body.status).toBe('error');
  const huge = await c.post('/api/payment/cost', {
    Vehicle: PLATE,
    Zone: '101',
    pad: 'x'.repeat(1_100_000),
  });
  expect(huge.status).toBe(413);
  expect(huge.body.status).toBe('error');
});
