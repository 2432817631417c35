import { createTestApp, type TestApp } from '../../../test/harness';
import { GatewayError, type MessagingGateway } from '../messaging/gateway';
import { call, newUser, type TestUser } from '../profile/test-kit';
import { countRows, demoDriver, withCitySettings } from '../fines/test-helpers';

import { execFile } from 'node:child_process';
import path from 'node:path';

let t: TestApp;
let driver: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  driver = await demoDriver(t);
});
afterAll(() => t.close());

const individual = {
  type: 1,
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: 'Сергеевич',
  typeDoc: 1,
  seriesDoc: '4510',
  numberDoc: '123456',
  DateDoc: '2015-06-17',
  issuer: 'ОВД района Гагаринский г. Севастополя',
  address: 'г. Севастополь, ул. Ленина, д. 1, кв. 2',
};
const legal = {
  type: 2,
  name: 'ООО «Ромашка»',
  ogrn: '1027700132195',
  inn: '7701234567',
  kpp: '770101001',
  address: 'г. Москва, ул. Тверская, д. 7',
};

// pdf-parse (pdf.js) loads its worker with a dynamic import, which jest's VM refuses: read the
// text in a plain node process instead.
const PDF_TEXT_SCRIPT = `const { PDFParse } = require('pdf-parse');
const chunks = []; process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  process.stdout.write((await parser.getText()).text); await parser.destroy(); });`;

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', PDF_TEXT_SCRIPT],
      { cwd: path.resolve(__dirname, '../../..'), maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(pdf);
  });
}

async function refill(user: TestUser, sum: number, payer: object = individual): Promise<string> {
  const res = await call(t.app, user, 'POST', '/api/creatrefill', { sum, payer });
  expect(res.statusCode).toBe(200);
  return res.json().result.receiptnumber as string;
}

test('creatrefill with an individual payer answers result.receiptnumber and adds a waiting refill operation', async () => {
  const res = await call(t.app, driver, 'POST', '/api/creatrefill', {
    sum: 1500,
    payer: individual,
  });
  expect(res.statusCode).toBe(200);
  const { result } = res.json();
  expect(result.receiptnumber).toMatch(/^\d{12}$/);
  expect(result.receipt).toMatchObject({
    receiptnumber: result.receiptnumber,
    sum: 1500,
    status: 'created',
    type: 'individual',
    kind: 'refill',
  });
  expect(result.receipt.UIN).toMatch(/^\d{25}$/);
  const { rows } = await t.database.db.executeQuery<{
    type: string;
    status: string;
    sum_kopecks: string;
    payment_service: string;
  }>({
    sql: 'select o.type, o.status, o.sum_kopecks, o.payment_service from receipts r join operations o on o.id = r.operation_id where r.receipt_number = $1',
    parameters: [result.receiptnumber],
    query: { kind: 'SelectQueryNode' },
  } as never);
  expect(rows[0]).toMatchObject({ type: 'refill', status: 'waiting', payment_service: 'receipt' });
  expect(Number(rows[0]!.sum_kopecks)).toBe(150000);
});

test('creatrefill accepts a form body with the token as a parameter and the payer as JSON text', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/creatrefill?token=${driver.token}`,
    headers: { 'x-city': 'sevastopol', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sum: '2500.50', payer: JSON.stringify(legal) }).toString(),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result.receipt).toMatchObject({ sum: 2500.5, type: 'legal' });
});

test('receipt answers a PDF named receipt.pdf with the payer, sum, UIN and a QR code', async () => {
  const number = await refill(driver, 1500);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/receipt?token=${driver.token}&receiptnumber=${number}`,
    headers: { 'x-city': 'sevastopol' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain('filename="receipt.pdf"');
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  const text = await pdfText(pdf);
  expect(text).toContain('Квитанция на оплату');
  expect(text).toContain('Петров Иван Сергеевич');
  expect(text).toMatch(/1\s500,00\sр/);
  const list = (await call(t.app, driver, 'GET', '/api/receipt-list')).json().result as {
    receiptnumber: string;
    UIN: string;
  }[];
  const uin = list.find((r) => r.receiptnumber === number)!.UIN;
  expect(text).toContain(uin);
});

test('a legal entity gets an invoice with its name', async () => {
  const number = await refill(driver, 700, legal);
  const res = await call(t.app, driver, 'GET', `/api/receipt?receiptnumber=${number}`);
  const text = await pdfText(res.rawPayload);
  expect(text).toContain('Счёт на оплату');
  expect(text).toContain('ООО «Ромашка»');
  expect(text).toMatch(/700,00\sр/);
});

test('receipt-list answers the caller receipts newest first', async () => {
  const user = await newUser(t.app);
  expect((await call(t.app, user, 'GET', '/api/receipt-list')).json()).toEqual({
    status: 'ok',
    result: [],
  });
  const first = await refill(user, 100);
  const second = await refill(user, 200, legal);
  const list = (await call(t.app, user, 'GET', '/api/receipt-list')).json().result as Record<
    string,
    unknown
  >[];
  expect(list.map((r) => r.receiptnumber)).toEqual([second, first]);
  expect(Object.keys(list[0]!).sort()).toEqual([
    'UIN',
    'codeSubscription',
    'date',
    'grz',
    'kind',
    'receiptname',
    'receiptnumber',
    'status',
    'sum',
    'type',
  ]);
});

test('creatsubscription prices the subscription for one of the caller vehicles', async () => {
  const res = await call(t.app, driver, 'POST', '/api/creatsubscription', {
    codeSubscription: 'week',
    grz: 'а 123 вс 92',
    payer: individual,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result.receipt).toMatchObject({
    kind: 'subscription',
    sum: 1500,
    codeSubscription: 'week',
    grz: 'А123ВС92',
  });
  const unknown = await call(t.app, driver, 'POST', '/api/creatsubscription', {
    codeSubscription: 'nope',
    grz: 'А123ВС92',
    payer: individual,
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().errorName).toBe('NotFound');
  const foreign = await call(t.app, driver, 'POST', '/api/creatsubscription', {
    codeSubscription: 'week',
    grz: 'Х999ХХ92',
    payer: individual,
  });
  expect(foreign.json()).toMatchObject({ status: 'error', errorName: 'EmptyTs' });
});

test('sendreceipt e-mails the PDF as an attachment through the gateway', async () => {
  const number = await refill(driver, 300);
  const res = await call(
    t.app,
    driver,
    'GET',
    `/api/sendreceipt?receiptnumber=${number}&email=${encodeURIComponent('Payer@Example.com')}`,
  );
  expect(res.json()).toEqual({ status: 'ok', result: { sent: true } });
  const [message] = await t.app.authModule.outbox.list({
    recipient: 'payer@example.com',
    limit: 1,
  });
  expect(message).toMatchObject({ channel: 'email', subject: `Квитанция № ${number}` });
  expect(message!.body).toMatch(/\[attachment: receipt\.pdf, application\/pdf, \d+ bytes\]/);
});

test('the receipt e-mail is in the language of the request (Accept-Language; Russian by default)', async () => {
  const number = await refill(driver, 300);
  const send = (to: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/sendreceipt?receiptnumber=${number}&email=${to}`,
      headers: {
        'x-city': driver.city,
        authorization: `Bearer ${driver.token}`,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
  const last = async (to: string) =>
    (await t.app.authModule.outbox.list({ recipient: to, limit: 1 }))[0]!;

  expect((await send('en@example.com', 'en-GB,en;q=0.9')).json().status).toBe('ok');
  const en = await last('en@example.com');
  expect(en.subject).toBe(`Receipt No. ${number}`);
  expect(en.body).toMatch(
    new RegExp(
      `^Hello, .+!\\n\\nPlease find attached receipt No\\. ${number}: .+\\.\\nUIN \\d{25}\\.`,
    ),
  );

  expect((await send('ru@example.com')).json().status).toBe('ok');
  const ru = await last('ru@example.com');
  expect(ru.subject).toBe(`Квитанция № ${number}`);
  expect(ru.body).toMatch(
    new RegExp(`^Здравствуйте, .+!\\n\\nВо вложении квитанция № ${number}: .+\\.\\nУИН \\d{25}\\.`),
  );
});

test('sendreceipt answers SMSNotSend 502 when the gateway fails', async () => {
  const number = await refill(driver, 300);
  const gateway = t.app.authModule.gateway;
  const previous = gateway.current;
  const failing: MessagingGateway = {
    sendSms: () => Promise.reject(new GatewayError('down')),
    placeCall: () => Promise.reject(new GatewayError('down')),
    sendEmail: () => Promise.reject(new GatewayError('down')),
  };
  gateway.current = failing;
  try {
    const res = await call(
      t.app,
      driver,
      'GET',
      `/api/sendreceipt?receiptnumber=${number}&email=a@example.com`,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().errorName).toBe('SMSNotSend');
  } finally {
    gateway.current = previous;
  }
});

test.each([
  ['', 'RequiredField', undefined],
  ['&email=', 'RequiredField', undefined],
  [`&email=${'a'.repeat(45)}%40ex.com`, 'ValidationError', 'email.maxLength'],
  ['&email=not-an-email', 'ValidationError', 'email.invalidFormat'],
  [`&email=${'a'.repeat(300)}`, 'InvalidFormat', undefined],
])('sendreceipt with email%s is refused with %s %s', async (query, errorName, code) => {
  const number = await refill(driver, 300);
  const before = await countRows(t, 'outbox_messages');
  const res = await call(t.app, driver, 'GET', `/api/sendreceipt?receiptnumber=${number}${query}`);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', errorName, ...(code ? { code } : {}) });
  expect(await countRows(t, 'outbox_messages')).toBe(before);
});

test('another driver receipt is NotFound for the PDF and the e-mail, and not listed', async () => {
  const number = await refill(driver, 400);
  const stranger = await newUser(t.app);
  for (const url of [
    `/api/receipt?receiptnumber=${number}`,
    `/api/sendreceipt?receiptnumber=${number}&email=x@example.com`,
  ]) {
    const res = await call(t.app, stranger, 'GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
  }
  expect((await call(t.app, stranger, 'GET', '/api/receipt-list')).json().result).toEqual([]);
});

test('without a valid private token every receipt call is TokenNotFound', async () => {
  const corporate = await newUser(t.app, { kind: 'corporate' });
  for (const user of [null, corporate]) {
    expect(
      (await call(t.app, user, 'POST', '/api/creatrefill', { sum: 100, payer: individual }))
        .statusCode,
    ).toBe(401);
    expect((await call(t.app, user, 'GET', '/api/receipt-list')).json().errorName).toBe(
      'TokenNotFound',
    );
    expect(
      (await call(t.app, user, 'GET', '/api/receipt?receiptnumber=123456789012')).statusCode,
    ).toBe(401);
  }
});

test.each([
  ['/api/receipt', 'RequiredField'],
  ['/api/receipt?receiptnumber=abc', 'InvalidFormat'],
  [`/api/receipt?receiptnumber=${'1'.repeat(100)}`, 'InvalidFormat'],
])('GET %s is refused with %s', async (url, errorName) => {
  const res = await call(t.app, driver, 'GET', url);
  expect(res.statusCode).toBe(400);
  expect(res.json().errorName).toBe(errorName);
});

const bad: [string, Record<string, unknown>, string, string | undefined][] = [
  ['no sum', { payer: individual }, 'RequiredField', undefined],
  ['sum not a number', { sum: 'abc', payer: individual }, 'ItNeedToBeANumber', undefined],
  ['zero sum', { sum: 0, payer: individual }, 'NoSumEntered', undefined],
  ['negative sum', { sum: -5, payer: individual }, 'NoSumEntered', undefined],
  [
    'sum above the city maximum',
    { sum: 15001, payer: individual },
    'RefillAmountCanNotBeMaxAllowable',
    undefined,
  ],
  ['three decimals', { sum: 10.555, payer: individual }, 'InvalidFormat', undefined],
  ['no payer', { sum: 100 }, 'RequiredField', undefined],
  ['payer not JSON', { sum: 100, payer: 'not json' }, 'InvalidFormat', undefined],
  ['payer a list', { sum: 100, payer: [1] }, 'InvalidFormat', undefined],
  [
    'payer without type',
    { sum: 100, payer: { ...individual, type: undefined } },
    'RequiredField',
    undefined,
  ],
  ['payer type 3', { sum: 100, payer: { ...individual, type: 3 } }, 'InvalidFormat', undefined],
  [
    'OGRN of 12 digits',
    { sum: 100, payer: { ...legal, ogrn: '102770013219' } },
    'ValidationError',
    'payer.ogrn',
  ],
  [
    'INN of 11 digits',
    { sum: 100, payer: { ...legal, inn: '77012345678' } },
    'ValidationError',
    'payer.inn',
  ],
  [
    'KPP with a letter',
    { sum: 100, payer: { ...legal, kpp: '77010100A' } },
    'ValidationError',
    'payer.kpp',
  ],
  [
    'legal without a name',
    { sum: 100, payer: { ...legal, name: '  ' } },
    'RequiredField',
    undefined,
  ],
  [
    'series with letters',
    { sum: 100, payer: { ...individual, seriesDoc: '45 ab' } },
    'ValidationError',
    'payer.digitsOnly',
  ],
  [
    'number with letters',
    { sum: 100, payer: { ...individual, numberDoc: '12345x' } },
    'ValidationError',
    'payer.digitsOnly',
  ],
  [
    'issue date 1899',
    { sum: 100, payer: { ...individual, DateDoc: '1899-12-31' } },
    'ValidationError',
    'payer.dateInvalid',
  ],
  [
    'issue date 2015-02-30',
    { sum: 100, payer: { ...individual, DateDoc: '2015-02-30' } },
    'ValidationError',
    'payer.dateInvalid',
  ],
  [
    'no middle name',
    { sum: 100, payer: { ...individual, middleName: '' } },
    'RequiredField',
    undefined,
  ],
  ['typeDoc 3', { sum: 100, payer: { ...individual, typeDoc: 3 } }, 'RequiredField', undefined],
  [
    'a payer field that is an object',
    { sum: 100, payer: { ...individual, issuer: { a: 1 } } },
    'ItNeedToBeAString',
    undefined,
  ],
  [
    'an oversized address',
    { sum: 100, payer: { ...individual, address: 'x'.repeat(301) } },
    'InvalidFormat',
    undefined,
  ],
];

test.each(bad)(
  'creatrefill with %s is refused (%s %s) and changes nothing',
  async (_name, body, errorName, code) => {
    const before = [await countRows(t, 'receipts'), await countRows(t, 'operations')];
    const res = await call(t.app, driver, 'POST', '/api/creatrefill', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error', errorName, ...(code ? { code } : {}) });
    expect([await countRows(t, 'receipts'), await countRows(t, 'operations')]).toEqual(before);
  },
);

test.each([
  ['no code', { grz: 'А123ВС92', payer: individual }, 'RequiredField'],
  ['blank code', { codeSubscription: ' ', grz: 'А123ВС92', payer: individual }, 'RequiredField'],
  ['no grz', { codeSubscription: 'week', payer: individual }, 'RequiredField'],
  [
    'oversized code',
    { codeSubscription: 'x'.repeat(65), grz: 'А123ВС92', payer: individual },
    'InvalidFormat',
  ],
  [
    'bad payer',
    { codeSubscription: 'week', grz: 'А123ВС92', payer: { ...legal, inn: '1' } },
    'ValidationError',
  ],
])(
  'creatsubscription with %s is refused with %s and changes nothing',
  async (_name, body, errorName) => {
    const before = await countRows(t, 'receipts');
    const res = await call(t.app, driver, 'POST', '/api/creatsubscription', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName });
    expect(await countRows(t, 'receipts')).toBe(before);
  },
);

test('a malformed or oversized body is a 4xx in the envelope', async () => {
  const malformed = await t.app.inject({
    method: 'POST',
    url: '/api/creatrefill',
    headers: {
      'x-city': 'sevastopol',
      'content-type': 'application/json',
      authorization: `Bearer ${driver.token}`,
    },
    payload: '{"sum":',
  });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().status).toBe('error');
  const huge = await call(t.app, driver, 'POST', '/api/creatrefill', {
    sum: 100,
    payer: { ...individual, address: 'x'.repeat(1_100_000) },
  });
  expect(huge.statusCode).toBe(413);
  expect(huge.json().status).toBe('error');
});

test('the get-by-number type must match: a receipt asked as an invoice (or the reverse) is NotFound', async () => {
  const receipt = await refill(driver, 250);
  const invoice = await refill(driver, 250, legal);
  const get = (number: string, type: string) =>
    call(t.app, driver, 'GET', `/api/receipt?receiptnumber=${number}&type=${type}`);
  expect((await get(receipt, 'individual')).headers['content-type']).toBe('application/pdf');
  expect((await get(invoice, 'legal')).headers['content-type']).toBe('application/pdf');
  expect((await get(invoice, '2')).statusCode).toBe(200);
  for (const res of [
    await get(receipt, 'legal'),
    await get(invoice, 'individual'),
    await get(invoice, '1'),
  ]) {
    expect([res.statusCode, res.json().errorName]).toEqual([404, 'NotFound']);
  }
  const bad = await get(receipt, 'other');
  expect([bad.statusCode, bad.json().errorName]).toEqual([400, 'InvalidFormat']);
});

test('a city without receipts refuses them with InDevelopingError 403 and changes nothing', async () => {
  const number = await refill(driver, 300);
  const row = await t.database.db
    .selectFrom('cities')
    .select('settings')
    .where('code', '=', 'sevastopol')
    .executeTakeFirstOrThrow();
  const methods = (row.settings as { paymentsMethods: { methodName: string }[] }).paymentsMethods;
  const withoutReceipt = methods.filter((m) => m.methodName !== 'receipt');
  const refused = (res: { statusCode: number; json(): { errorName?: string } }) =>
    expect([res.statusCode, res.json().errorName]).toEqual([403, 'InDevelopingError']);
  const before = [await countRows(t, 'receipts'), await countRows(t, 'operations')];
  // no receipt payment method: nothing new can be ordered, the receipts page still works
  await withCitySettings(
    t,
    'sevastopol',
    { paymentsMethods: withoutReceipt, useReceipts: true },
    async () => {
      refused(
        await call(t.app, driver, 'POST', '/api/creatrefill', { sum: 100, payer: individual }),
      );
      refused(
        await call(t.app, driver, 'POST', '/api/creatsubscription', {
          codeSubscription: 'week',
          grz: 'А123ВС92',
          payer: individual,
        }),
      );
      expect((await call(t.app, driver, 'GET', '/api/receipt-list')).statusCode).toBe(200);
      expect(
        (await call(t.app, driver, 'GET', `/api/receipt?receiptnumber=${number}`)).statusCode,
      ).toBe(200);
    },
  );
  // neither the method nor the page: every receipt call is refused
  await withCitySettings(
    t,
    'sevastopol',
    { paymentsMethods: withoutReceipt, useReceipts: false },
    async () => {
      refused(await call(t.app, driver, 'GET', '/api/receipt-list'));
      refused(await call(t.app, driver, 'GET', `/api/receipt?receiptnumber=${number}`));
      refused(
        await call(
          t.app,
          driver,
          'GET',
          `/api/sendreceipt?receiptnumber=${number}&email=a@example.com`,
        ),
      );
    },
  );
  expect([await countRows(t, 'receipts'), await countRows(t, 'operations')]).toEqual(before);
  // the method alone (receipts page off) still orders receipts from the payment modal
  await withCitySettings(t, 'sevastopol', { useReceipts: false }, async () => {
    expect(
      (await call(t.app, driver, 'POST', '/api/creatrefill', { sum: 100, payer: individual }))
        .statusCode,
    ).toBe(200);
  });
});
