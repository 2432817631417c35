// The corporate calls through HTTP: the profile, drivers, vehicles with trackers, activation, the
// three duplicate messages, and who may reach what (own company only; never a private token).
import type { CorporateProfile } from '@parking/shared/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { withCorporateTables } from './tables';

let t: TestApp;

// Answers are read loosely in assertions (each call's shape is checked by toMatchObject).
type Body = {
  status: string;
  errorName?: string;
  errorMessage?: string;
  code?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result?: any;
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Company {
  token: string;
  city: string;
  inn: string;
}

async function call(
  who: Company | { token: string; city: string } | null,
  method: Method,
  url: string,
  body?: Record<string, unknown> | string,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-city': who?.city ?? 'sevastopol',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body === undefined
        ? {}
        : {
            'content-type':
              typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          }),
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  // Bad input never gets a 5xx.
  expect(res.statusCode).toBeLessThan(500);
  return { status: res.statusCode, body: res.json() as Body };
}

async function loginCorp(city: string, inn: string, contractNumber: string): Promise<Company> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-corp-v1',
    headers: { 'x-city': city, 'content-type': 'application/json' },
    payload: { inn, contractNumber },
  });
  const token = res.json().token as string;
  expect(token).toEqual(expect.any(String));
  return { token, city, inn };
}

async function privateToken(city: string, email: string): Promise<{ token: string; city: string }> {
  const db = withCorporateTables(t.database.db);
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('city', '=', city)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const { token } = await t.app.authModule.sessions.create({
    accountId: account.id,
    city,
    userType: 'private',
    clientIp: null,
  });
  return { token, city };
}

/** Row counts of what a refused call must not touch. */
async function counts(): Promise<Record<string, number>> {
  const db = withCorporateTables(t.database.db);
  const out: Record<string, number> = {};
  for (const table of [
    'corporate_vehicles',
    'tracking_devices',
    'corporate_drivers',
    'operations',
    'ledger_entries',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  const active = await db
    .selectFrom('corporate_drivers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  const activeDevices = await db
    .selectFrom('tracking_devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  out.activeDrivers = Number(active.n);
  out.activeDevices = Number(activeDevices.n);
  return out;
}

let sev1: Company;
let sev2: Company;
let ros1: Company;
const profile = async (c: Company): Promise<CorporateProfile> =>
  (await call(c, 'GET', '/api/corp-profile/get-profile')).body.result;

beforeAll(async () => {
  t = await createTestApp();
  sev1 = await loginCorp('sevastopol', '9204000001', 'SEV-001');
  sev2 = await loginCorp('sevastopol', '9204000002', 'SEV-002');
  ros1 = await loginCorp('rostov', '6164000001', 'ROS-001');
}, 60_000);
// Project-level testTimeout is not read when jest runs several projects: set it here.
jest.setTimeout(30_000);
afterAll(() => t.close());

describe('get-profile', () => {
  test('answers e-mail, inn, name, remaining sum, vehicles with devices, drivers, devices', async () => {
    const res = await call(sev1, 'GET', `/api/corp-profile/get-profile?token=${sev1.token}`);
    expect(res.status).toBe(200);
    const p: CorporateProfile = res.body.result;
    expect(Object.keys(p).sort()).toEqual([
      'balance',
      'devices',
      'drivers',
      'email',
      'inn',
      'name',
      'remainingSum',
      'ts',
    ]);
    expect(p).toMatchObject({
      email: 'corp@sevastopol.demo',
      inn: '9204000001',
      name: 'ООО «Демо Севастополь»',
    });
    // 10 000 ₽ top-up minus three parkings of 60, 120 and 180 ₽.
    expect(p.balance).toBe(9640);
    expect(p.remainingSum).toBe(9640);
    expect(p.ts).toHaveLength(4);
    expect(p.ts.find((v) => v.grz === 'А101ВС92')).toMatchObject({
      numberTs: 'А101ВС92',
      grz: 'А101ВС92',
      country: 'RUS',
      active: true,
      device: { imei: '350000000001001', active: true },
    });
    expect(p.drivers).toHaveLength(3);
    expect(p.drivers.find((d) => d.phone === '79009201001')).toMatchObject({
      name: 'Соколов Андрей Викторович',
      lastName: 'Соколов',
      firstName: 'Андрей',
      patronymic: 'Викторович',
      ts: 'А101ВС92',
      active: true,
      device: { imei: '350000000001001', vin: expect.any(String), active: true },
    });
    expect(p.devices).toHaveLength(3);
    expect(Object.keys(p.devices[0]).sort()).toEqual([
      'active',
      'grz',
      'id',
      'imei',
      'tsId',
      'vin',
    ]);
  });

  test('the second company of the city has its own fleet; the seed made operations with the drivers phones', async () => {
    const p = await profile(sev2);
    expect(p).toMatchObject({ inn: '9204000002', name: 'ООО «Транзит Юг»' });
    expect(p.drivers.map((d) => d.phone)).toEqual(expect.arrayContaining(['79009202001']));
    expect(p.ts.map((v) => v.grz)).not.toContain('А101ВС92');
    const db = withCorporateTables(t.database.db);
    const ops = await db
      .selectFrom('operations')
      .innerJoin('accounts', 'accounts.id', 'operations.account_id')
      .select(['operations.driver_phone', 'operations.type', 'operations.session_id'])
      .where('accounts.inn', '=', '9204000002')
      .where('operations.type', '=', 'payment')
      .execute();
    expect(ops).toHaveLength(3);
    expect(ops.every((o) => o.driver_phone?.startsWith('790092020') && o.session_id !== null)).toBe(
      true,
    );
  });
});

describe('drivers', () => {
  test('add-driver splits the full name, normalises the phone, attaches the car; form bodies work', async () => {
    const added = await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: '  Иванов   Иван  Иванович ',
      car_number: 'wAw 12345',
      phone: '+7 (978) 555-00-01',
    });
    expect(added.body).toMatchObject({
      status: 'ok',
      result: {
        driver: {
          lastName: 'Иванов',
          firstName: 'Иван',
          patronymic: 'Иванович',
          name: 'Иванов Иван Иванович',
          phone: '79785550001',
          ts: 'WAW 12345',
          active: true,
          device: null,
        },
      },
    });
    const two = await call(
      sev1,
      'PUT',
      '/api/corp-profile/add-driver',
      `driver=${encodeURIComponent('Петрова Анна')}&phone=89785550002&token=${sev1.token}`,
    );
    expect(two.body.result.driver).toMatchObject({
      lastName: 'Петрова',
      firstName: 'Анна',
      patronymic: '',
      ts: null,
    });
    expect((await profile(sev1)).drivers.map((d) => d.phone)).toEqual(
      expect.arrayContaining(['79785550001', '79785550002']),
    );
  });

  test('add-driver refusals: same phone DoublePhone, unknown car, tracked car of another driver taken, bad input', async () => {
    const before = await counts();
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
          driver: 'Дубль Дубль',
          phone: '79009201001',
        })
      ).body,
    ).toMatchObject({ errorName: 'DoublePhone' });
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
          driver: 'Без Машины',
          phone: '79785550099',
          car_number: 'Х999ХХ99',
        })
      ).body,
    ).toMatchObject({ errorName: 'ValidationError', code: 'coop.vehicleNotFound' });
    const taken = await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: 'Второй Водитель',
      phone: '79785550098',
      car_number: 'а101вс92',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorName: 'ValidationError',
      errorMessage: 'This device is already taken',
      code: 'coop.deviceTaken',
    });
    for (const [body, errorName] of [
      [{ phone: '79785550097' }, 'RequiredField'],
      [{ driver: '   ', phone: '79785550097' }, 'RequiredField'],
      [{ driver: 'Имя Фамилия' }, 'RequiredField'],
      [{ driver: 'Имя Фамилия', phone: '12345' }, 'ValidationError'],
      [{ driver: { a: 1 }, phone: '79785550097' }, 'ItNeedToBeAString'],
      [{ driver: 'x'.repeat(301), phone: '79785550097' }, 'InvalidFormat'],
      [{ driver: `${'я'.repeat(101)} Имя`, phone: '79785550097' }, 'ValidationError'],
      // NUL cannot be stored in PostgreSQL text: a refusal, not a 5xx.
      [{ driver: 'Нуль\u0000 Имя', phone: '79785550097' }, 'InvalidFormat'],
    ] as const) {
      expect(
        (await call(sev1, 'PUT', '/api/corp-profile/add-driver', body as Record<string, unknown>))
          .body.errorName,
      ).toBe(errorName);
    }
    expect(await counts()).toEqual(before);
  });

  test('edit-driver: old values name the driver, new ones replace them; a tracked car of another driver is taken', async () => {
    await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: 'Старый Водитель',
      phone: '79785551001',
    });
    const edited = await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
      driver: 'Старый Водитель',
      car_number: '',
      phone: '79785551001',
      driver_n: 'Новый Водитель Петрович',
      car_number_n: 'WAW 12345',
      phone_n: '79785551002',
    });
    expect(edited.body.result.driver).toMatchObject({
      lastName: 'Новый',
      firstName: 'Водитель',
      patronymic: 'Петрович',
      phone: '79785551002',
      ts: 'WAW 12345',
    });

    const before = await counts();
    const taken = await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
      driver: 'Новый Водитель Петрович',
      phone: '79785551002',
      driver_n: 'Новый Водитель Петрович',
      car_number_n: 'М102КН92',
      phone_n: '79785551002',
    });
    expect(taken.body).toMatchObject({
      errorName: 'ValidationError',
      errorMessage: 'This device is already taken',
    });
    expect(
      (
        await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
          driver: 'Кто-то Другой',
          phone: '79785551002',
          driver_n: 'X Y',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(
      (
        await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
          phone: '79785551002',
          phone_n: '79009201001',
        })
      ).body.errorName,
    ).toBe('DoublePhone');
    expect(
      (
        await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
          phone: '79785551002',
          driver_n: '',
        })
      ).body.errorName,
    ).toBe('RequiredField');
    expect(await counts()).toEqual(before);

    // The driver's own tracked car stays theirs when the name changes; a blank car_number_n unassigns it.
    const own = await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
      phone: '79009201001',
      driver_n: 'Соколов Андрей',
      car_number_n: 'А101ВС92',
    });
    expect(own.body.result.driver).toMatchObject({ name: 'Соколов Андрей', ts: 'А101ВС92' });
    const unassigned = await call(sev1, 'POST', '/api/corp-profile/edit-driver', {
      phone: '79785551002',
      car_number_n: '',
    });
    expect(unassigned.body.result.driver).toMatchObject({
      ts: null,
      name: 'Новый Водитель Петрович',
    });
  });

  test('remove-driver (body or query) removes only the named driver', async () => {
    await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: 'Удаляемый Водитель',
      phone: '79785552001',
    });
    expect(
      (
        await call(sev1, 'DELETE', '/api/corp-profile/remove-driver', {
          driver: 'Другое Имя',
          phone: '79785552001',
        })
      ).body.errorName,
    ).toBe('NotFound');
    const res = await call(sev1, 'DELETE', '/api/corp-profile/remove-driver', {
      driver: 'удаляемый водитель',
      car_number: '',
      phone: '79785552001',
    });
    expect(res.body).toMatchObject({ status: 'ok', result: { removed: true } });
    expect((await profile(sev1)).drivers.map((d) => d.phone)).not.toContain('79785552001');
    await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: 'Ещё Один',
      phone: '79785552002',
    });
    const q = await call(
      sev1,
      'DELETE',
      `/api/corp-profile/remove-driver?phone=79785552002&driver=${encodeURIComponent('Ещё Один')}`,
    );
    expect(q.body).toMatchObject({ status: 'ok', result: { removed: true } });
    expect(
      (await call(sev1, 'DELETE', '/api/corp-profile/remove-driver', { phone: '79785552002' })).body
        .errorName,
    ).toBe('NotFound');
  });

  test('deactivate-driver / activate-driver toggle active; the inn must be the caller own', async () => {
    const off = await call(sev1, 'PUT', '/api/corp-profile/deactivate-driver', {
      fio: 'Лебедева Ольга Петровна',
      phone_number: '79009201002',
      inn: '9204000001',
    });
    expect(off.body.result.driver).toMatchObject({ phone: '79009201002', active: false });
    expect((await profile(sev1)).drivers.find((d) => d.phone === '79009201002')?.active).toBe(
      false,
    );
    const on = await call(
      sev1,
      'PUT',
      '/api/corp-profile/activate-driver',
      `fio=${encodeURIComponent('Лебедева Ольга Петровна')}&phone_number=79009201002&inn=9204000001`,
    );
    expect(on.body.result.driver.active).toBe(true);

    const before = await counts();
    const foreign = await call(sev1, 'PUT', '/api/corp-profile/deactivate-driver', {
      fio: 'Лебедева Ольга Петровна',
      phone_number: '79009201002',
      inn: '9204000002',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ errorName: 'ValidationError', code: 'coop.innMismatch' });
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-driver', {
          fio: 'Лебедева Ольга Петровна',
          phone_number: '79009201002',
        })
      ).body.errorName,
    ).toBe('RequiredField');
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-driver', {
          phone_number: '79000000000',
          inn: '9204000001',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(await counts()).toEqual(before);
  });
});

describe('vehicles and tracking devices', () => {
  test('POST /api/profile/ts/1 adds an uppercased vehicle, country RUS, classed by the corporate rule, its device active', async () => {
    const res = await call(sev1, 'POST', `/api/profile/ts/1?token=${sev1.token}`, {
      number: 'ab 1234 cd',
      VINNumber: 'wvwzzz1jz3w386752',
      IMEI: '356938035643809',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.ts).toMatchObject({
      numberTs: 'AB 1234 CD',
      formatGrz: 'foreign',
      country: 'RUS',
      active: true,
      device: { vin: 'WVWZZZ1JZ3W386752', imei: '356938035643809', active: true },
    });
    const numeric = await call(sev1, 'POST', '/api/profile/ts/1', { number: '123 456' });
    expect(numeric.body.result.ts).toMatchObject({
      numberTs: '123 456',
      formatGrz: 'rus',
      device: null,
    });
    const punct = await call(sev1, 'POST', '/api/profile/ts/1', { number: 'к-777-ор' });
    expect(punct.body.result.ts).toMatchObject({ numberTs: 'К-777-ОР', formatGrz: 'rus' });
    const p = await profile(sev1);
    expect(p.devices.find((d) => d.imei === '356938035643809')).toMatchObject({
      active: true,
      grz: 'AB 1234 CD',
    });
  });

  test('duplicates: the plate case-insensitively, the tracker by vin or by imei; nothing stored', async () => {
    const before = await counts();
    const plate = await call(sev1, 'POST', '/api/profile/ts/1', {
      number: 'а101вс92',
      VINNumber: 'NEWVIN00000000001',
    });
    expect(plate.status).toBe(409);
    expect(plate.body).toMatchObject({
      status: 'error',
      errorName: 'ValidationError',
      errorMessage: 'This vehicle already exists',
      code: 'coop.vehicleExists',
    });
    const byVin = await call(sev1, 'POST', '/api/profile/ts/1', {
      number: 'NEW 1',
      VINNumber: 'wvwzzz1jz3w386752',
    });
    expect(byVin.body).toMatchObject({
      errorName: 'ValidationError',
      errorMessage: 'This tracking device already exists',
      code: 'coop.trackerExists',
    });
    const byImei = await call(sev1, 'POST', '/api/profile/ts/1', {
      number: 'NEW 2',
      VINNumber: 'OTHERVIN000000001',
      IMEI: '350000000001003',
    });
    expect(byImei.body).toMatchObject({
      errorName: 'ValidationError',
      errorMessage: 'This tracking device already exists',
    });
    for (const [body, errorName] of [
      [{}, 'RequiredField'],
      [{ number: '  ' }, 'RequiredField'],
      [{ number: 'X'.repeat(21) }, 'ValidationError'],
      [{ number: 'A1<script>' }, 'ValidationError'],
      [{ number: 'OK 1', VINNumber: 'ЖЖЖ' }, 'ValidationError'],
      [{ number: 'OK 1', IMEI: 'abc' }, 'ValidationError'],
      [{ number: ['a', 'b'] }, 'ItNeedToBeAString'],
      [{ number: 'x'.repeat(41) }, 'InvalidFormat'],
    ] as const) {
      expect(
        (await call(sev1, 'POST', '/api/profile/ts/1', body as Record<string, unknown>)).body
          .errorName,
      ).toBe(errorName);
    }
    // Another company may have the same plate and the same tracker: uniqueness is per company.
    expect(
      (
        await call(sev2, 'POST', '/api/profile/ts/1', {
          number: 'А101ВС92',
          IMEI: '350000000001001',
        })
      ).body.status,
    ).toBe('ok');
    const after = await counts();
    expect({
      ...after,
      corporate_vehicles: after.corporate_vehicles - 1,
      tracking_devices: after.tracking_devices - 1,
      activeDevices: after.activeDevices - 1,
    }).toEqual(before);
  });

  test('PUT /api/profile/ts/{id} edits plate and tracker; a tracker on another vehicle is taken', async () => {
    const added = (await call(sev1, 'POST', '/api/profile/ts/1', { number: 'EDIT 1' })).body.result
      .ts;
    const withTracker = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, {
      number: 'edit 2',
      IMEI: '351111111111111',
    });
    expect(withTracker.body.result.ts).toMatchObject({
      numberTs: 'EDIT 2',
      device: { imei: '351111111111111', vin: null, active: true },
    });
    const before = await counts();
    const taken = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, {
      IMEI: '350000000001002',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorName: 'ValidationError',
      errorMessage: 'This device is already taken',
      code: 'coop.deviceTaken',
    });
    expect(
      (await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, { VINNumber: 'wvwzzz1jz3w386752' }))
        .body.errorMessage,
    ).toBe('This device is already taken');
    expect(
      (await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, { number: 'м102кн92' })).body
        .errorMessage,
    ).toBe('This vehicle already exists');
    expect(
      (await call(sev1, 'PUT', '/api/profile/ts/not-an-id', { number: 'A' })).body.errorName,
    ).toBe('InvalidFormat');
    expect(await counts()).toEqual(before);
    const cleared = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, {
      VINNumber: '',
      IMEI: '',
    });
    expect(cleared.body.result.ts).toMatchObject({ numberTs: 'EDIT 2', device: null });
  });

  test('adding a tracker activates it, even where the previous one was switched off', async () => {
    const p = await profile(sev1);
    const vehicle = p.ts.find((v) => v.grz === 'Т103ОР92')!;
    expect(vehicle.device).toMatchObject({ imei: '350000000001003', active: false });
    expect(
      (await call(sev1, 'PUT', `/api/profile/ts/${vehicle.id}`, { VINNumber: '', IMEI: '' })).body
        .result.ts.device,
    ).toBeNull();
    const again = await call(sev1, 'PUT', `/api/profile/ts/${vehicle.id}`, {
      IMEI: '350000000001003',
    });
    expect(again.body.result.ts.device).toMatchObject({ imei: '350000000001003', active: true });
  });

  test('a tracker mounted on a switched-off vehicle, or replacing its switched-off one, starts active with it', async () => {
    const added = (
      await call(sev1, 'POST', '/api/profile/ts/1', { number: 'OFF 1', IMEI: '353333333333331' })
    ).body.result.ts;
    await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
      imei: '353333333333331',
      inn: '9204000001',
    });
    // Another tracker in place of the switched-off one.
    const replaced = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, {
      IMEI: '353333333333332',
      VINNumber: '',
    });
    expect(replaced.body.result.ts).toMatchObject({
      active: true,
      device: { imei: '353333333333332', active: true },
    });
    // The same tracker edited (a VIN added) keeps its state.
    await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
      imei: '353333333333332',
      inn: '9204000001',
    });
    const same = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, { VINNumber: 'OFFVIN1' });
    expect(same.body.result.ts).toMatchObject({
      active: false,
      device: { imei: '353333333333332', vin: 'OFFVIN1', active: false },
    });
    // Off without a tracker, then one mounted: both on.
    await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, { VINNumber: '', IMEI: '' });
    const mounted = await call(sev1, 'PUT', `/api/profile/ts/${added.id}`, {
      IMEI: '353333333333333',
    });
    expect(mounted.body.result.ts).toMatchObject({
      active: true,
      device: { imei: '353333333333333', active: true },
    });
  });

  test('deactivate-device / activate-device by imei, by vin or by plate toggle the tracker and its vehicle', async () => {
    const off = await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
      grz: '',
      vin: '',
      imei: '350000000001002',
      inn: '9204000001',
    });
    expect(off.body.result).toMatchObject({
      device: { imei: '350000000001002', active: false },
      ts: { grz: 'М102КН92', active: false },
    });
    const p = await profile(sev1);
    expect(p.devices.find((d) => d.imei === '350000000001002')?.active).toBe(false);
    expect(p.drivers.find((d) => d.phone === '79009201002')?.device?.active).toBe(false);
    const on = await call(sev1, 'PUT', '/api/corp-profile/activate-device', {
      grz: 'м102кн92',
      inn: '9204000001',
    });
    expect(on.body.result).toMatchObject({ device: { active: true }, ts: { active: true } });
    const vin = (await profile(sev1)).devices.find((d) => d.imei === '350000000001002')!.vin!;
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
          vin: vin.toLowerCase(),
          inn: '9204000001',
        })
      ).body.result.device.active,
    ).toBe(false);
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/activate-device', {
          vin,
          imei: '350000000001002',
          grz: 'М102КН92',
          inn: '9204000001',
        })
      ).body.result.device.active,
    ).toBe(true);
    // A vehicle without a tracker toggles alone.
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
          grz: 'WAW 12345',
          inn: '9204000001',
        })
      ).body.result,
    ).toMatchObject({ ts: { active: false }, device: null });

    const before = await counts();
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
          imei: '350000000001002',
          inn: '6164000001',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', { inn: '9204000001' })).body
        .errorName,
    ).toBe('RequiredField');
    expect(
      (
        await call(sev1, 'PUT', '/api/corp-profile/deactivate-device', {
          imei: '350000000001002',
          grz: 'WAW 12345',
          inn: '9204000001',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(await counts()).toEqual(before);
  });

  test('DELETE /api/profile/ts/{id} removes the vehicle and its tracker; its driver keeps no car', async () => {
    const v = (
      await call(sev1, 'POST', '/api/profile/ts/1', { number: 'DEL 1', IMEI: '352222222222222' })
    ).body.result.ts;
    await call(sev1, 'PUT', '/api/corp-profile/add-driver', {
      driver: 'Водитель Удалённой',
      phone: '79785553001',
      car_number: 'DEL 1',
    });
    const res = await call(sev1, 'DELETE', `/api/profile/ts/${v.id}`);
    expect(res.body).toEqual({ status: 'ok', result: { removed: true, id: v.id } });
    const p = await profile(sev1);
    expect(p.ts.map((x) => x.id)).not.toContain(v.id);
    expect(p.devices.map((d) => d.imei)).not.toContain('352222222222222');
    expect(p.drivers.find((d) => d.phone === '79785553001')).toMatchObject({
      ts: null,
      device: null,
    });
    expect((await call(sev1, 'DELETE', `/api/profile/ts/${v.id}`)).body.errorName).toBe('NotFound');
  });
});

describe('access', () => {
  test('a company reaches only its own drivers, vehicles and devices', async () => {
    const mine = await profile(sev1);
    const before = await counts();
    const vehicleId = mine.ts[0].id;
    expect((await call(sev2, 'DELETE', `/api/profile/ts/${vehicleId}`)).body.errorName).toBe(
      'NotFound',
    );
    expect(
      (await call(sev2, 'PUT', `/api/profile/ts/${vehicleId}`, { number: 'HIJACK' })).body
        .errorName,
    ).toBe('NotFound');
    expect(
      (
        await call(sev2, 'PUT', '/api/corp-profile/deactivate-driver', {
          fio: 'Лебедева Ольга Петровна',
          phone_number: '79009201002',
          inn: '9204000002',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(
      (
        await call(sev2, 'PUT', '/api/corp-profile/deactivate-device', {
          imei: '350000000001003',
          inn: '9204000002',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(
      (await call(sev2, 'DELETE', '/api/corp-profile/remove-driver', { phone: '79009201002' })).body
        .errorName,
    ).toBe('NotFound');
    expect(
      (
        await call(sev2, 'POST', '/api/corp-profile/edit-driver', {
          phone: '79009201002',
          driver_n: 'Чужой',
        })
      ).body.errorName,
    ).toBe('NotFound');
    expect(
      (
        await call(sev2, 'PUT', '/api/corp-profile/add-driver', {
          driver: 'Мой Водитель',
          phone: '79785554001',
          car_number: 'М102КН92',
        })
      ).body.errorName,
    ).toBe('ValidationError');
    expect(await counts()).toEqual(before);
    const theirs = await profile(sev2);
    expect(theirs.drivers.map((d) => d.phone)).not.toContain('79009201002');
  });

  test('a private token reaches none of the corporate calls; a corporate token none of the private ones', async () => {
    const driver = await privateToken('sevastopol', 'driver@sevastopol.demo');
    const vehicleId = (await profile(sev1)).ts[0].id;
    const before = await counts();
    for (const [method, url, body] of [
      ['GET', '/api/corp-profile/get-profile', undefined],
      [
        'PUT',
        '/api/corp-profile/activate-driver',
        { fio: 'Лебедева Ольга Петровна', phone_number: '79009201002', inn: '9204000001' },
      ],
      [
        'PUT',
        '/api/corp-profile/deactivate-driver',
        { fio: 'Лебедева Ольга Петровна', phone_number: '79009201002', inn: '9204000001' },
      ],
      ['PUT', '/api/corp-profile/activate-device', { imei: '350000000001001', inn: '9204000001' }],
      [
        'PUT',
        '/api/corp-profile/deactivate-device',
        { imei: '350000000001001', inn: '9204000001' },
      ],
      ['PUT', '/api/corp-profile/add-driver', { driver: 'Частный Водитель', phone: '79785555001' }],
      ['POST', '/api/corp-profile/edit-driver', { phone: '79009201002', driver_n: 'X Y' }],
      ['DELETE', '/api/corp-profile/remove-driver', { phone: '79009201002' }],
      ['POST', '/api/profile/ts/1', { number: 'PRIV 1' }],
      ['PUT', `/api/profile/ts/${vehicleId}`, { number: 'PRIV 2' }],
      ['DELETE', `/api/profile/ts/${vehicleId}`, undefined],
    ] as const) {
      for (const who of [driver, null, { token: sev1.token, city: 'rostov' }]) {
        const res = await call(who, method, url, body as Record<string, unknown> | undefined);
        expect([res.status, res.body.errorName]).toEqual([401, 'TokenNotFound']);
      }
    }
    expect(await counts()).toEqual(before);
    // The reverse: the private vehicle list refuses the corporate token.
    expect((await call(sev1, 'GET', '/api/profile/car')).body.errorName).toBe('TokenNotFound');
    // Each city's companies are their own: rostov's demo company sees rostov's fleet.
    expect((await profile(ros1)).ts.map((v) => v.grz)).toEqual(
      expect.arrayContaining(['А101ВС61', 'М102КН61']),
    );
  });
});
