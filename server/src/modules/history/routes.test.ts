import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { createTestApp, makeTempDir, type TestApp } from '../../../test/harness';
import { fund, newDriver } from '../parking-sessions/test-helpers';
import {
  api,
  insertOperations,
  login,
  loginCorporate,
  type Json,
  type Session,
} from './test-helpers';

/**
 * pdf-parse (pdf.js) loads its worker with a dynamic import, which jest's VM refuses: read the text
 * in a plain node process instead.
 */
function pdfText(pdf: Buffer): string {
  const file = path.join(makeTempDir('history-pdf-'), 'export.pdf');
  fs.writeFileSync(file, pdf);
  const script = `const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
    const parser = new PDFParse({ data: new Uint8Array(require('fs').readFileSync(process.argv[1])) });
    parser.getText().then(async (r) => { process.stdout.write(r.text); await parser.destroy(); });`;
  return execFileSync(process.execPath, ['-e', script, file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

let t: TestApp;
let http: ReturnType<typeof api>;
let ivan: Session;
let maria: Session;

const ZONE = 'Центр';
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: makeTempDir('history-test-') + '/pglite' } });
  http = api(t);
  ivan = await login(t, 'driver@sevastopol.demo');
  maria = await login(t, '79780000002');
});
afterAll(() => t.close());

const page = (s: Session, fields: Json) =>
  http.post('/api/profile/get-operations-with-filter', fields, auth(s));

/** Every page of a query, following nextCursor; fails on a page that repeats a row. */
async function walk(
  s: Session,
  fields: Json,
  via: 'cursor' | 'legacy' = 'cursor',
): Promise<Json[]> {
  const all: Json[] = [];
  let extra: Json = {};
  for (let i = 0; i < 100; i++) {
    const res = await page(s, { ...fields, ...extra });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    const rows = res.body.result as Json[];
    expect(rows.length).toBeLessThanOrEqual(50);
    all.push(...rows);
    if (!res.body.hasMore) {
      expect(res.body.nextCursor).toBeNull();
      return all;
    }
    const last = rows[rows.length - 1]!;
    extra =
      via === 'cursor'
        ? { cursor: res.body.nextCursor }
        : { dateOperation: last.dateOperation, lastId: String(last.id) };
  }
  throw new Error('too many pages');
}

describe('get-operations-with-filter', () => {
  const base = DateTime.fromISO('2024-02-10T12:00:00', { zone: 'Europe/Simferopol' });
  let ivanIds: number[];

  beforeAll(async () => {
    // 130 rows on 3 instants (a page boundary falls inside a run of equal timestamps), plus rows of
    // other kinds, and Maria's rows that Ivan must never see.
    const rows = Array.from({ length: 130 }, (_, i) => ({
      account_id: ivan.accountId,
      date_operation: base.minus({ minutes: i % 3 }).toJSDate(),
    }));
    ivanIds = await insertOperations(t, [
      ...rows,
      {
        account_id: ivan.accountId,
        date_operation: base.minus({ days: 1 }).toJSDate(),
        type: 'refill',
        sum_kopecks: 50_000,
        zone: null,
        transport: null,
        order_number: 'REFILL-1',
        description: 'Пополнение',
      },
      {
        account_id: ivan.accountId,
        date_operation: base.minus({ days: 2 }).toJSDate(),
        type: 'renew',
        zone: 'Набережная',
        transport: 'К777КК92',
        sum_kopecks: 0,
      },
      {
        account_id: ivan.accountId,
        date_operation: base.minus({ days: 3 }).toJSDate(),
        type: 'cancel',
        sum_kopecks: 2_550,
        check_fiscal: 'https://check.example/1',
      },
      {
        account_id: ivan.accountId,
        date_operation: base.minus({ days: 4 }).toJSDate(),
        type: 'paymentSubscription',
        sum_kopecks: 150_000,
      },
    ]);
    await insertOperations(t, [
      { account_id: maria.accountId, date_operation: base.toJSDate(), order_number: 'MARIA-1' },
    ]);
  });

  test('pages of 50 cover every row once, across equal timestamps, newest first', async () => {
    const rows = await walk(ivan, { Period: 'all' });
    expect(rows).toHaveLength(134);
    expect(new Set(rows.map((r) => r.id)).size).toBe(134);
    expect(rows.map((r) => r.id).sort()).toEqual([...ivanIds].sort());
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const order =
        a.dateOperation === b.dateOperation
          ? Math.sign(a.id - b.id)
          : a.dateOperation > b.dateOperation
            ? 1
            : -1;
      expect(order).toBe(1);
    }
    expect(rows.some((r) => r.orderNumber === 'MARIA-1')).toBe(false);
  });

  test('the legacy dateOperation (+ lastId) continuation walks the same rows', async () => {
    const viaCursor = await walk(ivan, { Period: 'all' });
    const viaLegacy = await walk(ivan, { Period: 'all' }, 'legacy');
    expect(viaLegacy.map((r) => r.id)).toEqual(viaCursor.map((r) => r.id));
    // Without lastId: strictly older than the instant.
    const older = await page(ivan, { Period: 'all', dateOperation: viaCursor[0]!.dateOperation });
    expect(
      (older.body.result as Json[]).every((r) => r.dateOperation < viaCursor[0]!.dateOperation),
    ).toBe(true);
  });

  test('a row has the fields of the spec, the sign per type and money in roubles', async () => {
    const rows = await walk(ivan, { Period: 'all' });
    const byType = (type: string) => rows.find((r) => r.type === type)!;
    expect(Object.keys(byType('payment')).sort()).toEqual(
      [
        'amount',
        'checkFiscal',
        'cursor',
        'dateOperation',
        'description',
        'driverPhone',
        'duration',
        'endOf',
        'id',
        'orderNumber',
        'parking',
        'resolution',
        'startsOf',
        'status',
        'sum',
        'sumSale',
        'tariff',
        'transport',
        'type',
        'zone',
      ].sort(),
    );
    expect(byType('payment')).toMatchObject({ sum: 100, amount: -100, zone: ZONE, status: 'done' });
    expect(byType('refill')).toMatchObject({ sum: 500, amount: 500 });
    expect(byType('renew')).toMatchObject({ sum: 0, amount: 0 });
    expect(byType('cancel')).toMatchObject({
      sum: 25.5,
      amount: 25.5,
      checkFiscal: 'https://check.example/1',
    });
    expect(byType('payment').dateOperation).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
    );
  });

  test('filters narrow the list: operation, vehicle (any spelling), zone, order number', async () => {
    const refills = await walk(ivan, { Period: 'all', Operation: 'refill' });
    expect(refills.map((r) => r.orderNumber)).toEqual(['REFILL-1']);
    const subs = await walk(ivan, { Period: 'all', Operation: 'subscription' });
    expect(subs.map((r) => r.type)).toEqual(['paymentSubscription']);
    // Latin look-alikes and spaces are the same plate.
    const byPlate = await walk(ivan, { Period: 'all', Vehicle: 'k 777 kk 92' });
    expect(byPlate.map((r) => r.type)).toEqual(['renew']);
    const byZone = await walk(ivan, { Period: 'all', Zone: 'Набережная' });
    expect(byZone).toHaveLength(1);
    const byOrder = await walk(ivan, { Period: 'all', OrderNumber: 'REFILL-1' });
    expect(byOrder.map((r) => r.type)).toEqual(['refill']);
    // Filters combine, and paging keeps them.
    const payments = await walk(ivan, { Period: 'all', Operation: 'payment', Zone: ZONE });
    expect(payments).toHaveLength(130);
    const none = await walk(ivan, { Period: 'all', Operation: 'refill', Zone: ZONE });
    expect(none).toEqual([]);
  });

  test("a custom period takes the city's days, EndDate included; form bodies and query fields work", async () => {
    const day = base.minus({ days: 2 }).toFormat('yyyy-MM-dd');
    const rows = await walk(ivan, { StartDate: day, EndDate: day });
    expect(rows.map((r) => r.type)).toEqual(['renew']);
    const form = await http.post(
      '/api/profile/get-operations-with-filter',
      `token=${ivan.token}&Period=custom&StartDate=${base.minus({ days: 4 }).toFormat('dd.MM.yyyy')}&EndDate=${base.minus({ days: 1 }).toFormat('dd.MM.yyyy')}`,
    );
    expect(form.body.result.map((r: Json) => r.type)).toEqual([
      'refill',
      'renew',
      'cancel',
      'paymentSubscription',
    ]);
    const query = await http.get(
      `/api/profile/get-operations-with-filter?token=${ivan.token}&Period=all&Operation=cancel`,
    );
    expect(query.body.result).toHaveLength(1);
  });

  test('get-operations-v2 answers the latest 50', async () => {
    const res = await http.get(`/api/profile/get-operations-v2?token=${maria.token}`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: Json) => r.orderNumber)).toEqual(['MARIA-1']);
  });
});

describe("periods in the city's time zone", () => {
  let s: Session;
  beforeAll(async () => {
    s = await login(t, 'driver@rostov.demo', 'rostov');
  });
  afterEach(() => t.app.historyModule.clock.reset());

  test("'today' is the city's today (Europe/Moscow), not the server's", async () => {
    // 00:30 in Moscow on 11 March is 21:30 UTC on 10 March.
    const now = DateTime.fromISO('2024-03-11T00:30:00', { zone: 'Europe/Moscow' });
    t.app.historyModule.clock.advance(now.toMillis() - Date.now());
    await insertOperations(t, [
      {
        city: 'rostov',
        account_id: s.accountId,
        date_operation: now.minus({ minutes: 20 }).toJSDate(),
        order_number: 'AFTER-MIDNIGHT',
      },
      {
        city: 'rostov',
        account_id: s.accountId,
        date_operation: now.minus({ minutes: 40 }).toJSDate(),
        order_number: 'BEFORE-MIDNIGHT',
      },
      {
        city: 'rostov',
        account_id: s.accountId,
        date_operation: now.minus({ days: 10 }).toJSDate(),
        order_number: 'TEN-DAYS',
      },
      {
        city: 'rostov',
        account_id: s.accountId,
        date_operation: now.minus({ days: 40 }).toJSDate(),
        order_number: 'FORTY-DAYS',
      },
    ]);
    const numbers = async (Period: string) =>
      (
        (
          await http.post(
            '/api/profile/get-operations-with-filter',
            { Period },
            { ...auth(s), 'x-city': 'rostov' },
          )
        ).body.result as Json[]
      ).map((r) => r.orderNumber);
    expect(await numbers('today')).toEqual(['AFTER-MIDNIGHT']);
    expect(await numbers('yesterday')).toEqual(['BEFORE-MIDNIGHT']);
    expect(await numbers('weekly')).toEqual(['AFTER-MIDNIGHT', 'BEFORE-MIDNIGHT']);
    expect(await numbers('monthly')).toEqual(['AFTER-MIDNIGHT', 'BEFORE-MIDNIGHT', 'TEN-DAYS']);
    // monthly is the default.
    const res = await http.post(
      '/api/profile/get-operations-with-filter',
      {},
      { ...auth(s), 'x-city': 'rostov' },
    );
    expect(res.body.result).toHaveLength(3);
    expect(await numbers('all')).toHaveLength(4);
  });
});

describe('the Driver filter (corporate accounts)', () => {
  test("narrows a corporate account's list by the driver's phone", async () => {
    const corp = await loginCorporate(t, '9204000001', 'SEV-001');
    const at = new Date();
    await insertOperations(t, [
      {
        account_id: corp.accountId,
        date_operation: at,
        driver_phone: '79781112299',
        order_number: 'CORP-A',
      },
      {
        account_id: corp.accountId,
        date_operation: at,
        driver_phone: '79784445599',
        order_number: 'CORP-B',
      },
    ]);
    const res = await http.post(
      '/api/profile/get-operations-with-filter',
      { Driver: '+7 (978) 111-22-99' },
      auth(corp),
    );
    expect(res.body.result.map((r: Json) => r.orderNumber)).toEqual(['CORP-A']);
    const all = await http.post('/api/profile/get-operations-with-filter', {}, auth(corp));
    expect(all.body.result.map((r: Json) => r.orderNumber)).toEqual(
      expect.arrayContaining(['CORP-A', 'CORP-B']),
    );
    // A private account's Driver field is ignored (the filter is the corporate area's).
    const priv = await http.post(
      '/api/profile/get-operations-with-filter',
      { Driver: '79781112299', Period: 'all' },
      auth(ivan),
    );
    expect(priv.status).toBe(200);
  });
});

describe('the zone filter and operations made for several zones', () => {
  let buyer: Session;
  let subscription: string;
  const at = DateTime.now().setZone('Europe/Simferopol').startOf('hour');

  beforeAll(async () => {
    const driver = await newDriver(t);
    buyer = { token: driver.token, accountId: driver.accountId };
    await fund(t, driver, 500_000);
    // A real purchase for two zones: one paymentSubscription operation with zone '101,102'.
    const bought = await http.post(
      '/api/payment/subscription',
      {
        vehicle: 'А555АА92',
        codeSubscription: 'WEEK-ZONES@101,102',
        paymentService: 'balance',
        timestart: at.plus({ days: 2 }).toISODate(),
      },
      auth(buyer),
    );
    expect(bought.body).toMatchObject({ status: 'ok', amount: 0 });
    subscription = bought.body.result.subscription.orderNum as string;
    // Around it: single-zone rows, look-alike zones that must not match, and a run of equal
    // timestamps shared by single-zone and multi-zone rows across a page boundary.
    const same = at.minus({ days: 1 }).toJSDate();
    await insertOperations(t, [
      {
        account_id: buyer.accountId,
        date_operation: at.minus({ hours: 2 }).toJSDate(),
        zone: '101',
        order_number: 'Z-101',
      },
      {
        account_id: buyer.accountId,
        date_operation: at.minus({ hours: 3 }).toJSDate(),
        zone: '1010',
        order_number: 'Z-1010',
      },
      {
        account_id: buyer.accountId,
        date_operation: at.minus({ hours: 4 }).toJSDate(),
        zone: '1010,102',
        type: 'paymentSubscription',
        order_number: 'Z-1010-102',
      },
      {
        account_id: buyer.accountId,
        date_operation: at.minus({ hours: 5 }).toJSDate(),
        zone: '103',
        order_number: 'Z-103',
      },
      ...Array.from({ length: 70 }, (_, i) => ({
        account_id: buyer.accountId,
        date_operation: same,
        zone: i % 2 === 0 ? '101' : '104,101',
        type: i % 2 === 0 ? ('payment' as const) : ('paymentSubscription' as const),
        order_number: `Z-RUN-${i}`,
      })),
    ]);
  });

  test('Zone=101 finds the subscription bought for 101 and 102, not zone 1010; paging stays stable', async () => {
    const rows = await walk(buyer, { Period: 'all', Zone: '101' });
    const numbers = rows.map((r) => r.orderNumber);
    expect(numbers.slice(0, 2)).toEqual([subscription, 'Z-101']);
    expect(numbers).toHaveLength(72);
    expect(new Set(numbers).size).toBe(72);
    expect(numbers).not.toContain('Z-1010');
    expect(numbers).not.toContain('Z-1010-102');
    expect(numbers.filter((n) => n.startsWith('Z-RUN-'))).toHaveLength(70);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(
        a.dateOperation > b.dateOperation || (a.dateOperation === b.dateOperation && a.id > b.id),
      ).toBe(true);
    }
    expect(rows[0]).toMatchObject({ type: 'paymentSubscription', zone: '101,102' });
    // the other zone of the list, the list itself, and with the type filter
    expect((await walk(buyer, { Period: 'all', Zone: '102' })).map((r) => r.orderNumber)).toEqual([
      subscription,
      'Z-1010-102',
    ]);
    expect(
      (await walk(buyer, { Period: 'all', Zone: '101,102' })).map((r) => r.orderNumber),
    ).toEqual([subscription]);
    const subs = await walk(buyer, { Period: 'all', Zone: '101', Operation: 'subscription' });
    expect(subs).toHaveLength(36);
    expect(subs.every((r) => r.type === 'paymentSubscription')).toBe(true);
    expect(await walk(buyer, { Period: 'all', Zone: '10' })).toEqual([]);
  });

  test('the export of Zone=101 has the rows of the screen, in its order', async () => {
    const screen = await walk(buyer, { Period: 'all', Zone: '101' });
    const res = await http.post(
      '/api/profile/download-history/v1',
      { Period: 'all', Zone: '101', type: 'xls' },
      auth(buyer),
    );
    expect(res.body.result).toMatchObject({ rows: 72, truncated: false });
    const file = await http.get(res.body.result.url, auth(buyer));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const numbers = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(7).value,
    );
    expect(numbers).toEqual(screen.map((r) => r.orderNumber));
  });
});

describe('download-history/v1', () => {
  let exporter: Session;
  const at = DateTime.fromISO('2024-01-15T10:00:00', { zone: 'Europe/Simferopol' });

  beforeAll(async () => {
    exporter = await login(t, '79780000002');
    await insertOperations(t, [
      ...Array.from({ length: 75 }, (_, i) => ({
        account_id: exporter.accountId,
        date_operation: at.minus({ minutes: i }).toJSDate(),
        zone: i % 3 === 0 ? 'Набережная' : 'Центр',
        sum_kopecks: 1_000 + i,
        order_number: `EXP-${i}`,
        // the kinds the server writes, read in the files as on the screen
        ...(i === 0 ? { description: 'payment', parking: '1204' } : {}),
        ...(i === 3 ? { description: 'extension' } : {}),
        ...(i === 6 ? { type: 'cancel' as const, description: 'refund S-EXP-6' } : {}),
      })),
      {
        account_id: exporter.accountId,
        date_operation: at.toJSDate(),
        type: 'refill',
        sum_kopecks: 99_900,
        zone: null,
        transport: null,
        description: 'refill',
        order_number: 'EXP-REFILL',
      },
    ]);
  });

  const filter = { StartDate: '2024-01-01', EndDate: '2024-01-31', Zone: 'Набережная' };

  async function download(type: string, extra: Json = {}) {
    const res = await http.post(
      '/api/profile/download-history/v1',
      { ...filter, type, ...extra },
      auth(exporter),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    const file = await http.get(res.body.result.url, auth(exporter));
    expect(file.status).toBe(200);
    return { result: res.body.result as Json, file };
  }

  test('xls: a real spreadsheet with the rows of the screen, dates as dates and amounts as numbers', async () => {
    const screen = await walk(exporter, filter);
    expect(screen).toHaveLength(25);
    const { result, file } = await download('xls');
    expect(result).toMatchObject({ rows: 25, truncated: false });
    expect(result.url).toMatch(/^\/api\/profile\/download-history\/file\/[0-9a-f-]{36}$/);
    expect(new Date(result.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="operations-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(file.raw.subarray(0, 2).toString()).toBe('PK');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Дата',
      'Операция',
      'Сумма, ₽',
      'Статус',
      'Зона',
      'ТС',
      'Номер заказа',
      'Описание',
    ]);
    expect(sheet.rowCount).toBe(26);
    const rows = Array.from({ length: 25 }, (_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => r.getCell(7).value)).toEqual(screen.map((r) => r.orderNumber));
    expect(rows.map((r) => r.getCell(3).value)).toEqual(screen.map((r) => r.amount));
    const first = rows[0]!;
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    // The city's wall-clock time (Excel has no zones).
    expect((first.getCell(1).value as Date).toISOString().slice(0, 16)).toBe(
      DateTime.fromISO(screen[0]!.dateOperation as string, { zone: 'Europe/Simferopol' }).toFormat(
        "yyyy-MM-dd'T'HH:mm",
      ),
    );
    expect(typeof first.getCell(3).value).toBe('number');
    expect(first.getCell(2).value).toBe('Оплата парковки');
    expect(first.getCell(5).value).toBe('Набережная');
    // the description column reads as the screen's, not the server's kind codes
    const described = new Map(rows.map((r) => [r.getCell(7).value, r.getCell(8).value]));
    expect(described.get('EXP-0')).toBe('зона Набережная, парковка 1204, А123ВС92');
    expect(described.get('EXP-3')).toBe('зона Набережная, А123ВС92');
    expect(described.get('EXP-6')).toBe('Возврат за абонемент S-EXP-6');
    expect(described.get('EXP-9')).toBe('Оплата парковки');

    const refill = await download('xls', { Zone: undefined, Operation: 'refill', lng: 'en' });
    const refillBook = new ExcelJS.Workbook();
    await refillBook.xlsx.load(refill.file.raw as unknown as ArrayBuffer);
    const refillRow = refillBook.worksheets[0]!.getRow(2);
    expect([refillRow.getCell(7).value, refillRow.getCell(8).value]).toEqual([
      'EXP-REFILL',
      'Order EXP-REFILL',
    ]);
  });

  test('pdf: a real PDF whose text has the Cyrillic zone name and every order number', async () => {
    const { result, file } = await download('pdf');
    expect(result.rows).toBe(25);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.raw.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(file.raw);
    expect(text).toContain('История операций');
    expect(text).toContain('Набережная');
    expect(text).not.toContain('Центр');
    for (let i = 0; i < 75; i += 3) expect(text).toContain(`EXP-${i}`);
    expect(text).toContain('зона Набережная, парковка 1204, А123ВС92');
    expect(text).toContain('Возврат за абонемент S-EXP-6');
    expect(text).not.toMatch(/\b(payment|extension|refund)\b/);

    const english = pdfText((await download('pdf', { lng: 'en' })).file.raw);
    expect(english).toContain('zone Набережная, parking 1204, А123ВС92');
    expect(english).toContain('Refund of subscription S-EXP-6');
  });

  test("the link is its owner's only, needs a token and expires", async () => {
    const res = await http.post(
      '/api/profile/download-history/v1',
      { ...filter, type: 'pdf' },
      auth(exporter),
    );
    const url = res.body.result.url as string;
    const other = await http.get(url, auth(ivan));
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: 'error', errorName: 'NotFound' });
    const anonymous = await http.get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorName).toBe('TokenNotFound');
    expect((await http.get(`${url}?token=${exporter.token}`)).status).toBe(200);
    t.app.historyModule.clock.advance(16 * 60_000);
    try {
      const expired = await http.get(url, auth(exporter));
      expect(expired.status).toBe(410);
      expect(expired.body.errorName).toBe('NotFound');
      // The next export sweeps the expired files away.
      await http.post(
        '/api/profile/download-history/v1',
        { ...filter, type: 'xls' },
        auth(exporter),
      );
      expect((await http.get(url, auth(exporter))).status).toBe(404);
    } finally {
      t.app.historyModule.clock.reset();
    }
  });

  test('an export with no rows is still a valid file; truncation is reported', async () => {
    const { result, file } = await download('xls', { Zone: 'Нет такой' });
    expect(result.rows).toBe(0);
    expect(file.raw.subarray(0, 2).toString()).toBe('PK');
    const pdf = await download('pdf', { Zone: 'Нет такой' });
    expect(pdf.file.raw.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('bad input answers an errorName, never a 5xx', () => {
  const cases: Array<[string, Json, number, string]> = [
    ['unknown period', { Period: 'fortnight' }, 400, 'InvalidFormat'],
    ['unknown operation', { Operation: 'theft' }, 400, 'InvalidFormat'],
    ['unparseable date', { StartDate: '31.02.2024' }, 400, 'InvalidFormat'],
    ['garbage date', { EndDate: 'yesterday-ish' }, 400, 'InvalidFormat'],
    ['start after end', { StartDate: '2024-03-02', EndDate: '2024-03-01' }, 400, 'InvalidFormat'],
    ['foreign cursor', { cursor: 'abc' }, 400, 'InvalidFormat'],
    ['bad dateOperation', { dateOperation: 'then' }, 400, 'InvalidFormat'],
    ['too long zone', { Zone: 'x'.repeat(500) }, 400, 'InvalidFormat'],
    ['an object for a text field', { Zone: { $ne: 1 } }, 400, 'ItNeedToBeAString'],
    [
      'a cursor whose id overflows bigint',
      { cursor: '1_9999999999999999999' },
      400,
      'InvalidFormat',
    ],
    ['a year-0 start', { StartDate: '0000-01-01' }, 400, 'InvalidFormat'],
    [
      'an end past year 9999',
      { StartDate: '2024-01-01', EndDate: '9999-12-31' },
      400,
      'InvalidFormat',
    ],
    ['a NUL in a text field', { Zone: 'Центр\u0000' }, 400, 'InvalidFormat'],
    ['a NUL in the order number', { OrderNumber: '\u0000' }, 400, 'InvalidFormat'],
  ];
  test.each(cases)('%s', async (_name, body, status, errorName) => {
    const res = await page(ivan, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 'error', errorName });
  });

  test('no token, a bad token', async () => {
    expect((await http.post('/api/profile/get-operations-with-filter', {})).body.errorName).toBe(
      'TokenNotFound',
    );
    const bad = await http.get('/api/profile/get-operations-v2?token=nope');
    expect(bad.status).toBe(401);
    expect(bad.body.errorName).toBe('TokenNotFound');
  });

  test('exports: type missing or unknown, a malformed file id', async () => {
    const missing = await http.post('/api/profile/download-history/v1', {}, auth(ivan));
    expect(missing.status).toBe(400);
    expect(missing.body.errorName).toBe('RequiredField');
    const unknown = await http.get(`/api/profile/download-history/v1?type=doc&token=${ivan.token}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorName).toBe('InvalidFormat');
    const nul = await http.post(
      '/api/profile/download-history/v1',
      { type: 'pdf', Vehicle: 'А\u0000' },
      auth(ivan),
    );
    expect(nul.status).toBe(400);
    expect(nul.body.errorName).toBe('InvalidFormat');
    const id = await http.get(
      '/api/profile/download-history/file/..%2F..%2Fetc%2Fpasswd',
      auth(ivan),
    );
    expect(id.status).toBe(404);
    expect(id.body.errorName).toBe('NotFound');
  });

  test('an empty POST body is the default query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/get-operations-with-filter',
      headers: { 'x-city': 'sevastopol', ...auth(ivan) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
