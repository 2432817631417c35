// For component tests only (never imported by a bundle): the API client's fetch answered per
// "METHOD /path", every call recorded, an unrouted call failing the test.
import { configureApi } from '../api';

export interface ApiCall {
  method: string;
  /** Without the /api prefix and the query. */
  path: string;
  /** Form fields, or the object of a JSON body. */
  body: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
}

export type ApiAnswer =
  | { status: 'ok'; result: unknown; [extra: string]: unknown }
  | { status: 'error'; errorName: string; [extra: string]: unknown };
export type ApiHandler = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

export const ok = (result: unknown = {}, extra: Record<string, unknown> = {}): ApiAnswer => ({
  status: 'ok',
  result,
  ...extra,
});

export const fail = (errorName: string, extra: Record<string, unknown> = {}): ApiAnswer => ({
  status: 'error',
  errorName,
  ...extra,
});

/**
 * Routes the client's fetch by "METHOD /path". `query` and `headers` are not enumerable, so a
 * test can compare a call with toEqual({ method, path, body }).
 */
export function mockApi(routes: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchFake = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body = raw.startsWith('{')
      ? (JSON.parse(raw) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    const call = { method, path, body } as ApiCall;
    Object.defineProperty(call, 'query', { value: Object.fromEntries(url.searchParams) });
    Object.defineProperty(call, 'headers', {
      value: (init?.headers ?? {}) as Record<string, string>,
    });
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${path}`);
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const text = JSON.stringify(answer);
    // jsdom has no Response: the client reads only ok, status and text().
    return {
      ok: answer.status === 'ok',
      status: answer.status === 'ok' ? 200 : 400,
      text: async () => text,
    } as Response;
  };
  configureApi({ baseUrl: '/api', fetch: fetchFake as typeof fetch });
  return calls;
}
