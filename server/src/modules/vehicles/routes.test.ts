import { createTestApp, type TestApp } from '../../../test/harness';
import { call, callForm, newUser, type TestUser } from '../profile/test-kit';

// A busy shared machine: the project's testTimeout does not reach a file run through the root config.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CAR = '/api/profile/car';

async function vehicles(user: TestUser) {
  const res = await call(t.app, user, 'GET', CAR);
  expect(res.statusCode).toBe(200);
  return res.json().result.ts as Array<Record<string, unknown>>;
}

/** Asserts a refusal with its error name, field and code, and that nothing changed. */
async function refused(
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  expected: { status: number; errorName: string; field?: string; code?: string },
) {
  const before = await vehicles(user);
  const res = await call(t.app, user, method, url, payload);
  expect(res.statusCode).toBe(expected.status);
  const body = res.json();
  expect(body.status).toBe('error');
  expect(body.errorName).toBe(expected.errorName);
  if (expected.field) expect(body.field).toBe(expected.field);
  if (expected.code) expect(body.code).toBe(expected.code);
  expect(await vehicles(user)).toEqual(before);
  return body;
}

describe('POST /api/profile/car', () => {
  test('v2 keys: a Latin-typed plate is saved in Cyrillic, spaces removed, upper case; the first vehicle is main', async () => {
    const user = await newUser(t.app);
    const res = await call(t.app, user, 'POST', CAR, {
      grz: 'a 123 bc 77',
      category: 'B',
      format: 'rus',
      sts: '77 ab 123456',
      VIN: 'xta21099012345678',
      IMEI: '',
    });
    expect(res.statusCode).toBe(200);
    const { car, ts } = res.json().result;
    expect(car).toEqual({
      id: expect.any(String),
      mainTs: true,
      numberTs: 'А123ВС77',
      name: 'А123ВС77',
      grz: 'А123ВС77',
      number: 'А123ВС',
      region: '77',
      formatGrz: 'rus',
      plateType: 'standart',
      category: 'B',
      country: 'rus',
      STSNumber: '77AB123456',
      docType: 'STS',
      active: true,
      vin: 'XTA21099012345678',
      imei: null,
    });
    expect(ts).toEqual([car]);
  });

  test('Russian keys, form-encoded with the token in the body', async () => {
    const user = await newUser(t.app);
    const res = await callForm(t.app, user, 'POST', CAR, {
      номер: 'м 777 мм',
      регион: '161',
      категория: 'C',
      формат: 'российский',
      стс: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.car).toMatchObject({
      numberTs: 'М777ММ161',
      region: '161',
      category: 'C',
      mainTs: true,
      STSNumber: null,
    });
  });

  test('the payload may come inside `car`, as an object or a JSON string', async () => {
    const user = await newUser(t.app);
    expect(
      (await call(t.app, user, 'POST', CAR, { car: { grz: 'В001ОР92' } })).json().result.car
        .numberTs,
    ).toBe('В001ОР92');
    const res = await callForm(t.app, user, 'POST', CAR, {
      car: JSON.stringify({ grz: 'ВО00192', mainTs: true }),
    });
    expect(res.json().result.car).toMatchObject({
      numberTs: 'ВО00192',
      plateType: 'taxi',
      mainTs: true,
    });
    expect((await vehicles(user)).filter((v) => v.mainTs)).toHaveLength(1);
  });

  test.each([
    ['standart', 'Х999ХХ777', 'B'],
    ['transit', 'ХХ999Х77', 'B'],
    ['taxi', 'ХХ99977', 'D'],
    ['moto', '1234АВ50', 'A'],
    ['mvdMoto', '1234А50', 'A'],
    ['mvdStandart', 'А123450', 'B'],
    ['mvdTrailer', '123А50', 'C'],
  ])('template %s (%s, category %s) is accepted', async (type, plate, category) => {
    const user = await newUser(t.app);
    const res = await call(t.app, user, 'POST', CAR, { grz: plate, category });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.car).toMatchObject({ plateType: type, category });
  });

  test('a moto plate without a category gets A; a car plate gets B', async () => {
    const user = await newUser(t.app);
    expect(
      (await call(t.app, user, 'POST', CAR, { grz: '4321ХХ61' })).json().result.car.category,
    ).toBe('A');
    expect(
      (await call(t.app, user, 'POST', CAR, { grz: 'Х321ХХ61' })).json().result.car.category,
    ).toBe('B');
  });

  test('a foreign plate skips the templates, has no region, any category, country other', async () => {
    const user = await newUser(t.app);
    const res = await call(t.app, user, 'POST', CAR, {
      grz: 'lv 1234',
      format: 'foreign',
      category: 'A',
    });
    expect(res.json().result.car).toMatchObject({
      numberTs: 'LV1234',
      number: 'LV1234',
      region: null,
      formatGrz: 'foreign',
      plateType: null,
      country: 'other',
      category: 'A',
    });
  });

  test('mainTs true on a new vehicle moves the main mark', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А111АА92' });
    const res = await call(t.app, user, 'POST', CAR, { grz: 'А222АА92', mainTs: 'true' });
    const ts = res.json().result.ts;
    expect(ts.map((v: { numberTs: string; mainTs: boolean }) => [v.numberTs, v.mainTs])).toEqual([
      ['А222АА92', true],
      ['А111АА92', false],
    ]);
  });

  describe('refusals (nothing is saved)', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await newUser(t.app);
      await call(t.app, user, 'POST', CAR, { grz: 'Е555КХ92', sts: '92 ХХ 000001' });
      await call(t.app, user, 'POST', CAR, { grz: 'DE1234', format: 'foreign' });
    });

    test.each([
      ['empty plate', { grz: '  ' }, 400, 'ValidationError', 'grz', 'plate.notEmpty'],
      ['missing plate', { category: 'B' }, 400, 'ValidationError', 'grz', 'plate.notEmpty'],
      [
        'more than 9 characters',
        { grz: 'А123ВС7777' },
        400,
        'ValidationError',
        'grz',
        'plate.maxLength',
      ],
      [
        'no Russian template',
        { grz: 'АБВ123' },
        400,
        'ValidationError',
        'grz',
        'plate.invalidFormat',
      ],
      [
        'moto plate with category B',
        { grz: '1234АВ50', category: 'B' },
        400,
        'ValidationError',
        'category',
        'vehicle.categoryMismatch',
      ],
      [
        'car plate with category A',
        { grz: 'А123ВС50', category: 'A' },
        400,
        'ValidationError',
        'category',
        'vehicle.categoryMismatch',
      ],
      [
        'unknown category',
        { grz: 'А123ВС50', category: 'Z' },
        400,
        'ValidationError',
        'category',
        'vehicle.categoryRequired',
      ],
      [
        'unknown format',
        { grz: 'А123ВС50', format: 'mars' },
        400,
        'ValidationError',
        'format',
        'InvalidFormat',
      ],
      [
        'bad STS',
        { grz: 'А123ВС50', sts: '12 345' },
        400,
        'ValidationError',
        'sts',
        'sts.invalidFormat',
      ],
      ['bad VIN', { grz: 'А123ВС50', VIN: 'IOQ!' }, 400, 'ValidationError', 'VIN', 'InvalidFormat'],
      [
        'bad IMEI',
        { grz: 'А123ВС50', IMEI: '12ab' },
        400,
        'ValidationError',
        'IMEI',
        'InvalidFormat',
      ],
      [
        'same number and region already on the account (Latin typed)',
        { grz: 'e555kx92' },
        409,
        'ValidationError',
        'grz',
        'plate.occupied',
      ],
      [
        'same foreign number',
        { grz: 'de 1234', format: 'other' },
        409,
        'ValidationError',
        'grz',
        'plate.occupied',
      ],
      [
        'STS of another vehicle of the account, other case',
        { grz: 'А123ВС50', sts: '92хх000001' },
        409,
        'ValidationError',
        'sts',
        'sts.occupied',
      ],
      ['plate of the wrong type', { grz: { x: 1 } }, 400, 'ItNeedToBeAString', 'grz', undefined],
      [
        'oversized raw text',
        { grz: 'А'.repeat(5000) },
        400,
        'ValidationError',
        'grz',
        'InvalidFormat',
      ],
      [
        'car that is neither object nor JSON',
        { car: 12 },
        400,
        'ValidationError',
        'car',
        'InvalidFormat',
      ],
      ['broken JSON in car', { car: '{"grz":' }, 400, 'ValidationError', 'car', 'InvalidFormat'],
      [
        'mainTs that is no flag',
        { grz: 'А123ВС50', mainTs: 'perhaps' },
        400,
        'ValidationError',
        'mainTs',
        'InvalidFormat',
      ],
    ])('%s', async (_name, payload, status, errorName, field, code) => {
      await refused(user, 'POST', CAR, payload, {
        status,
        errorName,
        field,
        ...(code ? { code } : {}),
      });
    });

    test('the same number in another region is a different vehicle', async () => {
      const other = await newUser(t.app);
      await call(t.app, other, 'POST', CAR, { grz: 'Е555КХ92' });
      expect((await call(t.app, other, 'POST', CAR, { grz: 'Е555КХ93' })).statusCode).toBe(200);
    });

    test('without a token: TokenNotFound 401; a corporate token is not a private one', async () => {
      const res = await call(t.app, null, 'POST', CAR, { grz: 'А123ВС50' });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorName).toBe('TokenNotFound');
      const corp = await newUser(t.app, { kind: 'corporate' });
      expect((await call(t.app, corp, 'POST', CAR, { grz: 'А123ВС50' })).json().errorName).toBe(
        'TokenNotFound',
      );
    });

    test('a JSON body that is not an object is refused like a missing plate', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: CAR,
        headers: {
          'x-city': user.city,
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/json',
        },
        payload: '[1,2]',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorName: 'ValidationError', code: 'plate.notEmpty' });
    });
  });
});

describe('PUT /api/profile/car, change-cars, change-cars-v2', () => {
  test('PUT car {oldgrz, newgrz}: the plate changes, other fields keep their values', async () => {
    const user = await newUser(t.app);
    const { car } = (
      await call(t.app, user, 'POST', CAR, { grz: 'А100АА92', sts: '11АА111111', category: 'C' })
    ).json().result;
    const res = await call(t.app, user, 'PUT', CAR, {
      car: { oldgrz: 'a100aa92', newgrz: 'b 200 bb 92' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.car).toMatchObject({
      id: car.id,
      numberTs: 'В200ВВ92',
      STSNumber: '11АА111111',
      category: 'C',
      mainTs: true,
    });
  });

  test('PUT car with Russian keys and the id', async () => {
    const user = await newUser(t.app);
    const { car } = (await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' })).json().result;
    const res = await callForm(t.app, user, 'PUT', CAR, {
      'car[id]': car.id,
      'car[номер]': '1000АА',
      'car[регион]': '92',
      'car[категория]': 'A',
      'car[стс]': '12 ab 345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.car).toMatchObject({
      id: car.id,
      numberTs: '1000АА92',
      plateType: 'moto',
      category: 'A',
      STSNumber: '12AB345678',
    });
  });

  test('editing a vehicle into moto without a category picks A; an explicit B is a mismatch', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    await refused(
      user,
      'PUT',
      CAR,
      { car: { oldgrz: 'А100АА92', newgrz: '1000АА92', category: 'B' } },
      {
        status: 400,
        errorName: 'ValidationError',
        field: 'category',
        code: 'vehicle.categoryMismatch',
      },
    );
    expect(
      (
        await call(t.app, user, 'PUT', CAR, { car: { oldgrz: 'А100АА92', newgrz: '1000АА92' } })
      ).json().result.car.category,
    ).toBe('A');
  });

  test('change-cars (Russian keys) and change-cars-v2 (v2 keys) make another vehicle main: exactly one main', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    await call(t.app, user, 'POST', CAR, { grz: 'А200АА92' });
    let res = await call(t.app, user, 'PUT', '/api/profile/change-cars', {
      car: { номер: 'А200АА92', основной: true },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .result.ts.map((v: { numberTs: string; mainTs: boolean }) => [v.numberTs, v.mainTs]),
    ).toEqual([
      ['А200АА92', true],
      ['А100АА92', false],
    ]);
    res = await call(t.app, user, 'PUT', '/api/profile/change-cars-v2', {
      car: { grz: 'a100aa92', mainTs: true, category: 'D' },
    });
    expect(
      res
        .json()
        .result.ts.map((v: { numberTs: string; mainTs: boolean; category: string }) => [
          v.numberTs,
          v.mainTs,
          v.category,
        ]),
    ).toEqual([
      ['А100АА92', true, 'D'],
      ['А200АА92', false, 'B'],
    ]);
  });

  test('mainTs false on the main vehicle keeps it main (there must be one)', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    const res = await call(t.app, user, 'PUT', '/api/profile/change-cars-v2', {
      car: { grz: 'А100АА92', mainTs: false },
    });
    expect(res.json().result.car.mainTs).toBe(true);
  });

  test('an empty sts clears it; the STS rule compares only with other vehicles', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92', sts: '11АА111111' });
    expect(
      (
        await call(t.app, user, 'PUT', CAR, { car: { oldgrz: 'А100АА92', sts: '11 аа 111111' } })
      ).json().result.car.STSNumber,
    ).toBe('11АА111111');
    expect(
      (await call(t.app, user, 'PUT', CAR, { car: { oldgrz: 'А100АА92', sts: '' } })).json().result
        .car.STSNumber,
    ).toBeNull();
  });

  test('format change to foreign drops the region and type', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    const res = await call(t.app, user, 'PUT', CAR, {
      car: { oldgrz: 'А100АА92', newgrz: 'PL12345', format: 'foreign' },
    });
    // The Latin-to-Cyrillic rule applies to foreign plates too: P becomes the Cyrillic Р, L stays.
    expect(res.json().result.car).toMatchObject({
      numberTs: '\u0420L12345',
      region: null,
      formatGrz: 'foreign',
      plateType: null,
      country: 'other',
    });
  });

  describe('refusals', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await newUser(t.app);
      await call(t.app, user, 'POST', CAR, { grz: 'А100АА92', sts: '11АА111111' });
      await call(t.app, user, 'POST', CAR, { grz: 'А200АА92', sts: '22АА222222' });
    });

    test.each([
      [
        'no vehicle named',
        { car: { category: 'B' } },
        400,
        'RequiredField',
        'oldgrz',
        'RequiredField',
      ],
      [
        'unknown oldgrz',
        { car: { oldgrz: 'Х999ХХ99', newgrz: 'Х111ХХ99' } },
        404,
        'NotFound',
        'oldgrz',
        undefined,
      ],
      [
        'unknown id',
        { car: { id: '00000000-0000-4000-8000-000000000000', grz: 'Х111ХХ99' } },
        404,
        'NotFound',
        'id',
        undefined,
      ],
      [
        'id that is not a uuid',
        { car: { id: 'abc', grz: 'Х111ХХ99' } },
        404,
        'NotFound',
        'id',
        undefined,
      ],
      [
        'new plate of another vehicle of the account',
        { car: { oldgrz: 'А100АА92', newgrz: 'А200АА92' } },
        409,
        'ValidationError',
        'grz',
        'plate.occupied',
      ],
      [
        'STS of another vehicle',
        { car: { oldgrz: 'А100АА92', sts: '22АА222222' } },
        409,
        'ValidationError',
        'sts',
        'sts.occupied',
      ],
      [
        'bad new plate',
        { car: { oldgrz: 'А100АА92', newgrz: 'А100АА' } },
        400,
        'ValidationError',
        'grz',
        'plate.invalidFormat',
      ],
      [
        'bad STS',
        { car: { oldgrz: 'А100АА92', sts: '1' } },
        400,
        'ValidationError',
        'sts',
        'sts.invalidFormat',
      ],
    ])('%s', async (_name, payload, status, errorName, field, code) => {
      await refused(user, 'PUT', CAR, payload, {
        status,
        errorName,
        field,
        ...(code ? { code } : {}),
      });
    });

    test('change-cars with a wrong-typed car is refused', async () => {
      await refused(
        user,
        'PUT',
        '/api/profile/change-cars',
        { car: [1, 2] },
        { status: 400, errorName: 'ValidationError', field: 'car', code: 'InvalidFormat' },
      );
    });
  });
});

describe('DELETE /api/profile/car', () => {
  test('by id, by plate (Latin typed) and by query; deleting the main vehicle makes the oldest other one main', async () => {
    const user = await newUser(t.app);
    const first = (await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' })).json().result.car;
    await call(t.app, user, 'POST', CAR, { grz: 'А200АА92' });
    await call(t.app, user, 'POST', CAR, { grz: 'А300АА92' });
    let res = await call(t.app, user, 'DELETE', CAR, { id: first.id });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .result.ts.map((v: { numberTs: string; mainTs: boolean }) => [v.numberTs, v.mainTs]),
    ).toEqual([
      ['А200АА92', true],
      ['А300АА92', false],
    ]);
    res = await call(t.app, user, 'DELETE', CAR, { grz: 'a300aa92' });
    expect(res.json().result.ts).toHaveLength(1);
    res = await call(t.app, user, 'DELETE', `${CAR}?grz=${encodeURIComponent('А200АА92')}`);
    expect(res.json().result.ts).toEqual([]);
  });

  test('refusals: nothing named, unknown, parked', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    await refused(
      user,
      'DELETE',
      CAR,
      {},
      { status: 400, errorName: 'RequiredField', field: 'grz' },
    );
    await refused(
      user,
      'DELETE',
      CAR,
      { grz: 'Х999ХХ99' },
      { status: 404, errorName: 'NotFound', field: 'grz' },
    );
    await refused(
      user,
      'DELETE',
      CAR,
      { id: 'not-a-uuid' },
      { status: 404, errorName: 'NotFound', field: 'id' },
    );
  });
});

describe('not while it is parked', () => {
  test('a vehicle with a running session cannot be deleted or renumbered; other fields may change', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'А100АА92' });
    await call(t.app, user, 'POST', CAR, { grz: 'А200АА92' });
    await t.database.db
      .withTables<{
        parking_sessions: {
          reservation_id: string;
          city: string;
          account_id: string;
          plate: string;
          zone_code: string;
          payment_type: string;
          start_at: Date;
          end_at: Date;
          status: string;
        };
      }>()
      .insertInto('parking_sessions')
      .values({
        reservation_id: `r-${user.accountId}`,
        city: user.city,
        account_id: user.accountId,
        plate: 'А100АА92',
        zone_code: '1',
        payment_type: 'payment',
        start_at: new Date(),
        end_at: new Date(Date.now() + 3600_000),
        status: 'active',
      })
      .execute();
    await refused(
      user,
      'DELETE',
      CAR,
      { grz: 'А100АА92' },
      { status: 409, errorName: 'ValidationError', field: 'grz', code: 'plate.alreadyParked' },
    );
    await refused(
      user,
      'PUT',
      CAR,
      { car: { oldgrz: 'А100АА92', newgrz: 'А101АА92' } },
      { status: 409, errorName: 'ValidationError', field: 'grz', code: 'plate.alreadyParked' },
    );
    expect(
      (await call(t.app, user, 'PUT', CAR, { car: { oldgrz: 'А100АА92', category: 'C' } }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, user, 'DELETE', CAR, { grz: 'А200АА92' })).statusCode).toBe(200);
    const profile = (await call(t.app, user, 'GET', '/api/profile/get-profile')).json().result;
    expect(profile.sessions).toEqual([
      expect.objectContaining({
        transport: expect.objectContaining({ numberTs: 'А100АА92' }),
        status: 'active',
      }),
    ]);
  });

  test('a plate the account is parking (started typed, not in the list) cannot be added or renumbered into', async () => {
    const user = await newUser(t.app);
    await call(t.app, user, 'POST', CAR, { grz: 'В300ВВ92' });
    await t.database.db
      .withTables<{
        parking_sessions: {
          reservation_id: string;
          city: string;
          account_id: string;
          plate: string;
          zone_code: string;
          payment_type: string;
          start_at: Date;
          end_at: Date;
          status: string;
        };
      }>()
      .insertInto('parking_sessions')
      .values({
        reservation_id: `r2-${user.accountId}`,
        city: user.city,
        account_id: user.accountId,
        plate: 'К777КК92',
        zone_code: '1',
        payment_type: 'payment',
        start_at: new Date(),
        end_at: new Date(Date.now() + 3600_000),
        status: 'active',
      })
      .execute();
    const before = (await call(t.app, user, 'GET', CAR)).json().result.ts;
    await refused(
      user,
      'POST',
      CAR,
      { grz: 'k777kk92' },
      { status: 409, errorName: 'ValidationError', field: 'grz', code: 'plate.alreadyParked' },
    );
    await refused(
      user,
      'PUT',
      CAR,
      { car: { oldgrz: 'В300ВВ92', newgrz: 'К777КК92' } },
      { status: 409, errorName: 'ValidationError', field: 'grz', code: 'plate.alreadyParked' },
    );
    expect((await call(t.app, user, 'GET', CAR)).json().result.ts).toEqual(before);
    // Another account's session on that plate is not this account's business.
    const other = await newUser(t.app);
    expect((await call(t.app, other, 'POST', CAR, { grz: 'К777КК92' })).statusCode).toBe(200);
  });
});

describe('exactly one main vehicle under concurrent requests', () => {
  test('20 concurrent "make main" edits leave exactly one main vehicle', async () => {
    const user = await newUser(t.app);
    const plates = ['А101АА92', 'А102АА92', 'А103АА92', 'А104АА92', 'А105АА92'];
    for (const grz of plates) await call(t.app, user, 'POST', CAR, { grz });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user, 'PUT', '/api/profile/change-cars-v2', {
          car: { grz: plates[i % plates.length], mainTs: true },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ts = await vehicles(user);
    expect(ts).toHaveLength(5);
    expect(ts.filter((v) => v.mainTs)).toHaveLength(1);
  });

  test('20 concurrent first vehicles: exactly one becomes main', async () => {
    const user = await newUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, user, 'POST', CAR, { grz: `А${String(100 + i)}ВВ92` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ts = await vehicles(user);
    expect(ts).toHaveLength(20);
    expect(ts.filter((v) => v.mainTs)).toHaveLength(1);
  });

  test('concurrent adds of one plate: one succeeds, the others are plate.occupied', async () => {
    const user = await newUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(t.app, user, 'POST', CAR, { grz: 'К777КК92' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'plate.occupied'),
    ).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });
});
