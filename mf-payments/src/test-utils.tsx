import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { CitySettings, CityConfig, OptionsInfo } from '@parking/shared/contracts';
import { setCity, tokenStore } from '@parking/shared/session';
import { DEFAULT_SETTINGS } from './common/use-settings';

export type Handler = (body: URLSearchParams | Record<string, unknown>, url: URL) => unknown;

/** A fetch answering by path; a handler returns the envelope (or a promise of it). Records calls. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { path: string; body: URLSearchParams | Record<string, unknown>; url: URL }[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body = raw.startsWith('{')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : new URLSearchParams(raw);
    calls.push({ path: url.pathname, body, url });
    const handler = routes[url.pathname];
    const answer = handler ? await handler(body, url) : { status: 'error', errorName: 'NotFound' };
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  });
  configureApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
  return { fetch, calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

export const ok = (result: unknown) => ({ status: 'ok', result });
export const fail = (errorName: string) => ({
  status: 'error',
  errorName,
  errorMessage: errorName,
});

export function announceOptions(settings: Partial<CitySettings> = {}) {
  const city = {
    city: 'sevastopol',
    timeZone: 'Europe/Simferopol',
    mapBounds: [
      [33.38, 44.4],
      [33.93, 44.97],
    ],
  } as unknown as CityConfig;
  const info = {
    city: 'sevastopol',
    options: {},
    settings: { ...DEFAULT_SETTINGS, ...settings },
  } as unknown as OptionsInfo;
  bus.emit('options:loaded', { info, city });
}

export function logIn() {
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'private', 'tok');
}

export function renderAt(ui: ReactNode, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

export const ZONES = [
  { value: '101', name: 'Центр' },
  { value: '102', name: 'Набережная' },
];

export const costResult = (total: number, extra: Record<string, unknown> = {}) => ({
  price: total,
  sumSale: 0,
  totalcost: total,
  totaldiscount: 0,
  benefit: 0,
  benefitsName: '',
  balance: 500,
  moneyEnough: true,
  intervals:
    total > 0
      ? [
          {
            from: '2030-01-01T10:00:00+03:00',
            to: '2030-01-01T11:00:00+03:00',
            minutes: 60,
            pricePerHour: total,
            cost: total,
          },
        ]
      : [],
  ...extra,
});
