import { createTestApp, type TestApp } from '../../../test/harness';
import { withContentTables } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, city = 'sevastopol') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-city': city } });

test('news answers the city news newest first, paged by limit and offset, in ru or en', async () => {
  const all = (await get('/api/news')).json();
  expect(all.status).toBe('ok');
  expect(all.result.count).toBe(3);
  expect(all.result.items.map((n: { title: string }) => n.title)).toEqual([
    'Пополнение баланса по квитанции',
    'Новые зоны платной парковки',
    'Бесплатная парковка в майские праздники',
  ]);
  expect(Object.keys(all.result.items[0]).sort()).toEqual([
    'date',
    'id',
    'image',
    'preview',
    'title',
  ]);
  const page = (await get('/api/news?limit=1&offset=1&lang=en')).json().result;
  expect(page.count).toBe(3);
  expect(page.items.map((n: { title: string }) => n.title)).toEqual(['New paid parking zones']);
  const rostov = (await get('/api/news', 'rostov')).json().result.items;
  expect(rostov[1].preview).toContain('Ростов-на-Дону');
});

test('news/get-one answers one item with sanitised HTML; unknown or another city id is NotFound', async () => {
  const [first] = (await get('/api/news')).json().result.items;
  const one = (await get(`/api/news/get-one?id=${first.id}`)).json().result;
  expect(one).toMatchObject({ id: first.id, title: first.title });
  expect(one.html).toContain('<p>');
  const rostovId = (await get('/api/news', 'rostov')).json().result.items[0].id;
  expect((await get(`/api/news/get-one?id=${rostovId}`)).statusCode).toBe(404);
  expect((await get('/api/news/get-one?id=999999')).json().errorName).toBe('NotFound');
});

test.each([
  ['/api/news/get-one', 'RequiredField'],
  ['/api/news/get-one?id=abc', 'ItNeedToBeANumber'],
  ['/api/news?limit=0', 'InvalidFormat'],
  ['/api/news?limit=1000', 'InvalidFormat'],
  ['/api/news?offset=-1', 'InvalidFormat'],
  ['/api/news?lang=de', 'InvalidFormat'],
  ['/api/pages/get-by-path', 'RequiredField'],
  ['/api/pages/get-by-path?path=', 'InvalidFormat'],
  [`/api/pages/get-by-path?path=${'a'.repeat(300)}`, 'InvalidFormat'],
  ['/api/pages/get-by-path?path=..%2F..%2Fetc', 'InvalidFormat'],
  ['/api/sms-commands?lang=xx', 'InvalidFormat'],
])('GET %s is refused with %s', async (url, errorName) => {
  const res = await get(url);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', errorName });
});

test('pages/get-by-path answers the personal-data rules page by any form of its path', async () => {
  const ru = (await get('/api/pages/get-by-path?path=personal-data-rules')).json().result;
  expect(ru.title).toBe('Правила обработки персональных данных');
  expect(ru.html).toContain('152-ФЗ');
  const en = (
    await get('/api/pages/get-by-path?path=%2Fpages%2Fpersonal-data-rules%2F&lang=en')
  ).json().result;
  expect(en).toMatchObject({ path: 'personal-data-rules', title: 'Personal data rules' });
  for (const path of ['about', 'rules', 'personal-data'])
    expect((await get(`/api/pages/get-by-path?path=${path}`)).statusCode).toBe(200);
  const missing = await get('/api/pages/get-by-path?path=nope');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().errorName).toBe('NotFound');
});

test('page HTML is sanitised on the way out: scripts, handlers, javascript: URLs and iframes dropped', async () => {
  await withContentTables(t.database.db)
    .insertInto('content_pages')
    .values({
      city: 'sevastopol',
      path: 'evil',
      title_ru: 'Проверка',
      html_ru:
        '<h2 onclick="steal()">Заголовок</h2><script>alert(1)</script><p style="color:red" onmouseover="x()">Текст <a href="javascript:alert(1)">ссылка</a> <a href="https://example.com" target="_blank">сайт</a></p>' +
        '<img src="x" onerror="alert(2)"><img src="data:image/png;base64,AAAA"><iframe src="https://evil.example"></iframe><style>body{}</style><table><tr><td>1</td></tr></table>',
    })
    .execute();
  const { html } = (await get('/api/pages/get-by-path?path=evil')).json().result;
  expect(html).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe|style|data:/i);
  expect(html).toContain('<h2>Заголовок</h2>');
  expect(html).toContain(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">сайт</a>',
  );
  expect(html).toContain('<td>1</td>');
  expect(html).toContain('<img src="x" />');
});

test('sms-commands answers the city commands to 7878 (pay, extend, cancel, top-up); none -> empty list', async () => {
  const res = await get('/api/sms-commands');
  expect(res.statusCode).toBe(200);
  const { status, result } = res.json();
  expect(status).toBe('ok');
  expect(result.map((c: { id: string }) => c.id)).toEqual(['pay', 'extend', 'cancel', 'refill']);
  expect(Object.keys(result[0]).sort()).toEqual([
    'command_transcription',
    'example',
    'hint',
    'id',
    'name',
  ]);
  expect(result[0]).toMatchObject({ name: 'Оплата парковки', example: '101*А123ВС92*2' });
  const en = (await get('/api/sms-commands?lang=en', 'rostov')).json().result;
  expect(en[3]).toMatchObject({ name: 'Top up the balance', example: 'р61 баланс 500' });
  await withContentTables(t.database.db)
    .deleteFrom('sms_commands')
    .where('city', '=', 'rostov')
    .execute();
  expect((await get('/api/sms-commands', 'rostov')).json()).toEqual({ status: 'ok', result: [] });
});

test('the options carry menus, app links, contacts and isClose; content of an unknown city is CityNotFound', async () => {
  const { options } = (await get('/api/options')).json().result;
  expect(options.menuItems.footer.map((m: { path: string }) => m.path)).toContain(
    '/pages/personal-data',
  );
  expect(options.appLinks).toMatchObject({
    androidLink: expect.any(String),
    iosLink: expect.any(String),
  });
  expect(options.contacts).toMatchObject({ email: expect.any(String), phone: expect.any(String) });
  expect(options.isClose).toBe(false);
  expect((await get('/api/news', 'atlantis')).json().errorName).toBe('CityNotFound');
});
