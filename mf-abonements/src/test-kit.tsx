// Test helpers: a fetch answering by path, the shell's bus facts, and the app inside a router.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { CityConfig, OptionsInfo } from '@parking/shared/contracts';
import App from './app';

export type Handler = (body: Record<string, unknown>, url: string) => unknown;
export const calls: { path: string; body: Record<string, unknown> }[] = [];

/** Answers each call from `routes` (path -> envelope); unknown paths answer an error. */
export function mockApi(routes: Record<string, Handler>) {
  calls.length = 0;
  configureApi({
    baseUrl: '/api',
    fetch: (async (url: string, init?: RequestInit) => {
      const path = String(url).split('?')[0]!;
      const raw = typeof init?.body === 'string' ? init.body : '';
      let body: Record<string, unknown> = {};
      if (raw.startsWith('{')) body = JSON.parse(raw) as Record<string, unknown>;
      else if (raw) body = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ path, body });
      const handler = routes[path];
      const answer = handler
        ? handler(body, String(url))
        : { status: 'error', errorName: 'NotFound', errorMessage: `no mock for ${path}` };
      const text = JSON.stringify(answer);
      return { ok: true, status: 200, text: async () => text } as Response;
    }) as typeof fetch,
  });
}

export const ok = (result: unknown, extra: Record<string, unknown> = {}) => ({
  status: 'ok',
  result,
  ...extra,
});

export function shellFacts({ useConstructor = true } = {}) {
  const settings = {
    useSubscriptionConstructor: useConstructor,
    subscriptionMinStartOffsetDays: 1,
    paymentsMethods: [
      {
        methodName: 'balance',
        methodNameForShow: 'Баланс',
        methodDescription: 'С баланса',
        isPhoneRequired: false,
      },
      {
        methodName: 'card',
        methodNameForShow: 'Банковская карта',
        methodDescription: 'Картой',
        isPhoneRequired: false,
      },
      {
        methodName: 'receipt',
        methodNameForShow: 'Квитанция',
        methodDescription: 'По квитанции',
        isPhoneRequired: false,
      },
    ],
  };
  bus.emit('options:loaded', {
    info: { city: 'sevastopol', settings, options: {} } as unknown as OptionsInfo,
    city: { city: 'sevastopol', timeZone: 'Europe/Simferopol' } as unknown as CityConfig,
  });
  bus.emit('profile:loaded', {
    profile: {
      ts: [
        { numberTs: 'В456ОР92', mainTs: false },
        { numberTs: 'А123ВС92', mainTs: true },
      ],
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile/*" element={<App basePath="/profile" />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
