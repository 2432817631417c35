import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';
import { ok } from '../http/envelope';

async function probes(app: FastifyInstance): Promise<void> {
  app.get('/api/probe/lang', async (request) => ok({ lang: request.lang }));
  app.post('/api/probe/lang', async (request) => ok({ lang: request.lang }));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: probes });
});
afterAll(() => t.close());

const langOf = async (
  options: {
    method?: 'GET' | 'POST';
    query?: string;
    acceptLanguage?: string;
    body?: string;
    contentType?: string;
  } = {},
) => {
  const res = await t.app.inject({
    method: options.method ?? 'GET',
    url: `/api/probe/lang${options.query ? `?${options.query}` : ''}`,
    headers: {
      'x-city': 'sevastopol',
      ...(options.acceptLanguage === undefined
        ? {}
        : { 'accept-language': options.acceptLanguage }),
      ...(options.body === undefined
        ? {}
        : { 'content-type': options.contentType ?? 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.lang as string;
};

test('Russian unless asked otherwise', async () => {
  expect(await langOf()).toBe('ru');
  expect(await langOf({ acceptLanguage: '' })).toBe('ru');
  expect(await langOf({ acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('ru');
  expect(await langOf({ acceptLanguage: 'ru' })).toBe('ru');
});

test('the first supported language of Accept-Language, by weight', async () => {
  expect(await langOf({ acceptLanguage: 'en' })).toBe('en');
  expect(await langOf({ acceptLanguage: 'EN-gb' })).toBe('en');
  expect(await langOf({ acceptLanguage: 'de-DE, en;q=0.9, ru;q=0.8' })).toBe('en');
  expect(await langOf({ acceptLanguage: 'en-US,ru;q=0.9' })).toBe('en');
  expect(await langOf({ acceptLanguage: 'ru-RU,en;q=0.9' })).toBe('ru');
  expect(await langOf({ acceptLanguage: 'ru;q=0.5, en;q=0.8' })).toBe('en');
  // q=0: "not this one"
  expect(await langOf({ acceptLanguage: 'en;q=0, ru;q=0.1' })).toBe('ru');
  expect(await langOf({ acceptLanguage: '*' })).toBe('ru');
  expect(await langOf({ acceptLanguage: ';;,q=,en;q=abc' })).toBe('ru');
});

test('an explicit lang field (query or body) wins over the header; an unknown one is ignored', async () => {
  expect(await langOf({ query: 'lang=en', acceptLanguage: 'ru' })).toBe('en');
  expect(await langOf({ query: 'lang=ru', acceptLanguage: 'en' })).toBe('ru');
  expect(await langOf({ query: 'lang=de', acceptLanguage: 'en' })).toBe('en');
  expect(await langOf({ method: 'POST', body: '{"lang":"en"}' })).toBe('en');
  expect(
    await langOf({
      method: 'POST',
      body: 'lang=ru&x=1',
      contentType: 'application/x-www-form-urlencoded',
      acceptLanguage: 'en',
    }),
  ).toBe('ru');
  expect(await langOf({ method: 'POST', body: '["en"]', acceptLanguage: 'en' })).toBe('en');
  expect(await langOf({ method: 'POST', body: '{"lang":5}' })).toBe('ru');
});
