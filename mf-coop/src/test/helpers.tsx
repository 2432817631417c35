// Test helpers: translations loaded, a corporate session, fetch answered per "METHOD /path".
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import type { CorporateProfile } from '@parking/shared/contracts';
import { i18nReady } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('ru');
  await i18nReady;
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

type Answer =
  | { status: 'ok'; result: unknown; [extra: string]: unknown }
  | { status: 'error'; errorName: string; [extra: string]: unknown };
export type Handler = Answer | ((call: Call) => Answer | Promise<Answer>);

export const ok = (result: unknown = {}, extra: Record<string, unknown> = {}): Answer => ({
  status: 'ok',
  result,
  ...extra,
});
export const fail = (errorName: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 'error',
  errorName,
  ...extra,
});

/** Routes fetch by "METHOD /path" (path without /api); an unrouted call fails the test. */
export function mockApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = Object.fromEntries(
      new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    );
    const call = { method, path, body, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${path}`);
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const text = JSON.stringify(answer);
    return {
      ok: answer.status === 'ok',
      status: answer.status === 'ok' ? 200 : 409,
      text: async () => text,
    } as Response;
  });
  configureApi({ baseUrl: '/api', fetch: fetchMock as unknown as typeof fetch });
  return calls;
}

export function logInCorporate(): void {
  bus.reset();
  localStorage.clear();
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'corporate', 'corp-token');
}

const device = {
  id: 'd1',
  imei: '350000000001001',
  vin: 'XTA21099100000011',
  active: true,
  tsId: 'v1',
  grz: 'А101ВС92',
};

export function demoProfile(): CorporateProfile {
  return {
    email: 'corp@sevastopol.demo',
    inn: '9204000001',
    name: 'ООО «Демо Севастополь»',
    balance: 9640,
    remainingSum: 9640,
    ts: [
      {
        id: 'v1',
        numberTs: 'А101ВС92',
        grz: 'А101ВС92',
        formatGrz: 'foreign',
        country: 'RUS',
        active: true,
        vin: device.vin,
        imei: device.imei,
        device,
      },
      {
        id: 'v2',
        numberTs: 'WAW 12345',
        grz: 'WAW 12345',
        formatGrz: 'foreign',
        country: 'RUS',
        active: true,
        vin: null,
        imei: null,
        device: null,
      },
    ],
    drivers: [
      {
        id: 'r1',
        name: 'Соколов Андрей Викторович',
        lastName: 'Соколов',
        firstName: 'Андрей',
        patronymic: 'Викторович',
        phone: '79009201001',
        ts: 'А101ВС92',
        tsId: 'v1',
        device,
        active: true,
      },
    ],
    devices: [device],
  };
}

export const OPERATION = {
  id: 7,
  cursor: 'c7',
  dateOperation: '2025-01-10T09:00:00.000Z',
  startsOf: '2025-01-10T09:00:00.000Z',
  endOf: '2025-01-10T10:00:00.000Z',
  duration: 60,
  type: 'payment',
  zone: '101',
  parking: null,
  tariff: null,
  transport: 'А101ВС92',
  resolution: null,
  sum: 60,
  amount: -60,
  sumSale: 0,
  status: 'done',
  orderNumber: 'C1',
  driverPhone: '79009201001',
  checkFiscal: null,
  description: null,
};
