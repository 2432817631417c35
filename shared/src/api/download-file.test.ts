import { bus } from '../bus';
import { setCity, tokenStore } from '../session';
import { resetTokenStoreForTests } from '../session/token-store';
import { downloadPdf } from './index';

type Answer = { ok: boolean; contentType: string; body?: unknown } | Error;

const original = globalThis.fetch;
let calls: { url: string; init: RequestInit }[] = [];
let saved: string[] = [];

function mockFetch(answer: Answer) {
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    // jsdom has no Response: the helper reads ok, the content type, json() and blob().
    return {
      ok: answer.ok,
      headers: new Headers({ 'content-type': answer.contentType }),
      json: async () =>
        typeof answer.body === 'string' ? JSON.parse(answer.body) : (answer.body ?? null),
      blob: async () => new Blob(['%PDF-1.4']),
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  resetTokenStoreForTests();
  bus.reset();
  setCity('sevastopol');
  calls = [];
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
});

afterEach(() => {
  globalThis.fetch = original;
  jest.restoreAllMocks();
});

it('GETs the file with the city and the token after the query, and saves it under the name', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  mockFetch({ ok: true, contentType: 'application/pdf' });
  const result = await downloadPdf(
    '/api/receipt',
    new URLSearchParams({ receiptnumber: '42', type: 'legal' }),
    'private',
    'receipt.pdf',
  );
  expect(result).toEqual({ status: 'ok' });
  expect(calls[0].url).toBe('/api/receipt?receiptnumber=42&type=legal&token=tok');
  expect(calls[0].init.headers).toEqual({
    Accept: 'application/pdf, application/json',
    'X-City': 'sevastopol',
  });
  expect(calls[0].init.credentials).toBe('same-origin');
  expect(saved).toEqual(['receipt.pdf blob:file']);
});

it("answers a JSON envelope's errorName, UnknownError when it has none", async () => {
  mockFetch({ ok: false, contentType: 'application/json', body: { errorName: 'NotFound' } });
  const query = new URLSearchParams({ receiptnumber: '42' });
  expect(await downloadPdf('/api/receipt', query, 'private', 'receipt.pdf')).toEqual({
    status: 'error',
    errorName: 'NotFound',
  });
  expect(calls[0].url).toBe('/api/receipt?receiptnumber=42');
  mockFetch({ ok: true, contentType: 'text/html', body: 'not json' });
  expect(await downloadPdf('/api/receipt', query, 'private', 'receipt.pdf')).toEqual({
    status: 'error',
    errorName: 'UnknownError',
  });
  expect(saved).toEqual([]);
});

it('answers UnknownError when the request fails', async () => {
  mockFetch(new TypeError('offline'));
  expect(
    await downloadPdf('/api/receipt', new URLSearchParams(), 'private', 'receipt.pdf'),
  ).toEqual({ status: 'error', errorName: 'UnknownError' });
});
