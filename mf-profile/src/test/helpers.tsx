// Test helpers: translations loaded, a logged-in session, fetch answered per "METHOD /path".
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { i18nReady } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('ru');
  await i18nReady;
}

export interface Call {
  method: string;
  path: string;
  body: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

type Answer =
  | { status: 'ok'; result: unknown }
  | { status: 'error'; errorName: string; [extra: string]: unknown };
export type Handler = Answer | ((call: Call) => Answer | Promise<Answer>);

export const ok = (result: unknown = {}): Answer => ({ status: 'ok', result });
export const fail = (errorName: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 'error',
  errorName,
  ...extra,
});

/** Routes fetch by "METHOD /path" (path without /api and query); an unrouted call fails the test. */
export function mockApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const raw = typeof init?.body === 'string' ? init.body : '';
    // JSON bodies (feedback) come back as the object; form bodies as their fields
    const body = raw.startsWith('{')
      ? (JSON.parse(raw) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = { method, path, body };
    // not enumerable, so the existing toEqual checks of { method, path, body } still hold
    Object.defineProperty(call, 'query', { value: Object.fromEntries(url.searchParams) });
    Object.defineProperty(call, 'headers', { value: headers });
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${path}`);
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const text = JSON.stringify(answer);
    return {
      ok: answer.status === 'ok',
      status: answer.status === 'ok' ? 200 : 400,
      text: async () => text,
    } as Response;
  });
  configureApi({ baseUrl: '/api', fetch: fetchMock as unknown as typeof fetch });
  return calls;
}

export function logIn(): void {
  bus.reset();
  localStorage.clear();
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'private', 'tok');
}

export const PROFILE = {
  email: 'driver@sevastopol.demo',
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: 'Сергеевич',
  balance: 150.5,
  telephone: '79780000001',
  telephones: [
    { phone: '79780000001', isMain: true },
    { phone: '79780000009', isMain: false },
  ],
  ts: [
    {
      id: 'v1',
      mainTs: true,
      numberTs: 'А123ВС77',
      formatGrz: 'rus',
      category: 'B',
      country: 'rus',
      STSNumber: null,
      active: true,
    },
    {
      id: 'v2',
      mainTs: false,
      numberTs: '1234АВ77',
      formatGrz: 'rus',
      category: 'A',
      country: 'rus',
      STSNumber: '12АВ345678',
      active: true,
    },
    {
      id: 'v3',
      mainTs: false,
      numberTs: 'ABC1234',
      formatGrz: 'foreign',
      category: 'B',
      country: 'other',
      STSNumber: null,
      active: true,
    },
  ],
  documents: [{ id: 'd1', title: '12АВ345678', type: 'STS', typeLabel: 'СТС' }],
  hasPrivateData: true,
  editEmailOnMainStep: false,
};

/** The shell's announcement of the loaded profile. */
export function feedProfile(profile: unknown = PROFILE): void {
  bus.emit('profile:loaded', { profile });
}
