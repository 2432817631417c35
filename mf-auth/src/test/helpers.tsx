import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { CityConfig, OptionsInfo } from '@parking/shared/contracts';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

type Handler = (call: Call) => unknown;

/**
 * A fake API behind configureApi({ fetch }): handlers by 'METHOD /path' answer envelopes;
 * every call is recorded. A handler may throw to simulate a network failure.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body: Record<string, unknown> = !raw
      ? {}
      : headers['Content-Type']?.includes('json')
        ? (JSON.parse(raw) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? handler(call) : { status: 'error', errorName: 'NotFound' };
    // jsdom has no Response: the client reads only ok and text().
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
  });
  configureApi({ baseUrl: '/api', fetch: fetchMock as unknown as typeof fetch });
  return { calls, fetchMock, find: (path: string) => calls.filter((c) => c.path === path) };
}

export const ok = (result: unknown, extra: Record<string, unknown> = {}) => ({
  status: 'ok',
  result,
  ...extra,
});
export const fail = (errorName: string, extra: Record<string, unknown> = {}) => ({
  status: 'error',
  errorName,
  errorMessage: errorName,
  ...extra,
});

export function optionsInfo(
  overrides: { isCoopProfile?: boolean; easyAuth?: boolean; defaultZone?: string } = {},
): OptionsInfo {
  return {
    city: 'sevastopol',
    options: {
      map: { mapCenter: [33.5, 44.6] },
      menuItems: { header: [], footer: [], mobile: [] },
      numberSmsSendTo: '7757',
      appLinks: {},
      contacts: { email: 'help@example.org', phone: '+7 800 000-00-00' },
      notification: null,
      isClose: false,
      isCoopProfile: overrides.isCoopProfile ?? false,
      initialZoom: 16,
      hasPrivateData: true,
      ...(overrides.defaultZone ? { defaultZone: overrides.defaultZone } : {}),
    },
    settings: {
      intervals: { min: 15, max: 1440, step: 15 },
      useTsCategory: false,
      useFlatParking: true,
      usePostPayment: false,
      usePostPaymentYesterday: false,
      useSessionWithoutRegister: true,
      paymentByParkingId: false,
      paymentsMethods: [],
      dontUseBalance: false,
      topics: [],
      useBonus: false,
      viewPenalty: true,
      useReceipts: true,
      useSubscriptionConstructor: true,
      useFeedback: true,
      easyAuth: overrides.easyAuth ?? false,
      privateDataPage: {
        path: '/pages/personal-data-rules',
        title: { ru: 'обработки персональных данных', en: 'personal data processing' },
      },
      maxRefillAmount: 15000,
      bonusDiscountPercent: 0,
      subscriptionMinStartOffsetDays: 1,
    },
  } as OptionsInfo;
}

const city = { city: 'sevastopol' } as CityConfig;

export function announceOptions(overrides: Parameters<typeof optionsInfo>[0] = {}) {
  bus.emit('options:loaded', { info: optionsInfo(overrides), city });
}

export async function initTestI18n(): Promise<void> {
  await initI18n('ru');
  await i18nReady;
}

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}
