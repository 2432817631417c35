import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CityConfig, OptionsInfo, RemoteId, RemotesManifest } from '@parking/shared/contracts';
import { initI18n } from '@parking/shared/i18n';
import { shellI18nReady } from '../i18n';
import { applyManifest } from '../remotes/registry';
import { AppRoutes } from '../routing/app-routes';
import { StartupContext, type StartupContextValue } from '../startup/startup-context';

export const cities: CityConfig[] = ['sevastopol', 'rostov'].map((city, i) => ({
  city,
  nameForShow:
    i === 0
      ? { ru: 'Севастополь', en: 'Sevastopol' }
      : { ru: 'Ростов-на-Дону', en: 'Rostov-on-Don' },
  apiUrl: '/api',
  mapBounds: [
    [33.38, 44.4],
    [33.93, 44.97],
  ],
  mapSource: 'self-hosted',
  parkingPeriod: 15,
  planarParkingAvailable: true,
  profile: 'private-and-corporate',
  timeZone: 'Europe/Simferopol',
}));

export function optionsInfo(
  overrides: { isClose?: boolean; useSessionWithoutRegister?: boolean } = {},
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
      isClose: overrides.isClose ?? false,
      isCoopProfile: true,
      initialZoom: 16,
      hasPrivateData: false,
    },
    settings: {
      intervals: { min: 15, max: 1440, step: 15 },
      useTsCategory: false,
      useFlatParking: true,
      usePostPayment: false,
      usePostPaymentYesterday: false,
      useSessionWithoutRegister: overrides.useSessionWithoutRegister ?? true,
      paymentByParkingId: false,
      paymentsMethods: [],
      dontUseBalance: false,
      topics: [],
      useBonus: false,
      viewPenalty: true,
      useReceipts: true,
      useSubscriptionConstructor: true,
      useFeedback: true,
      easyAuth: false,
      privateDataPage: null,
      maxRefillAmount: 15000,
      bonusDiscountPercent: 0,
      subscriptionMinStartOffsetDays: 1,
    },
  };
}

const IDS: RemoteId[] = [
  'mf-auth',
  'mf-map',
  'mf-payments',
  'mf-history',
  'mf-abonements',
  'mf-profile',
  'mf-coop',
];

export function manifest(off: RemoteId[] = []): RemotesManifest {
  return {
    city: 'sevastopol',
    remotes: IDS.map((id) => ({
      id,
      container: id.replace('-', '_'),
      enabled: !off.includes(id),
      version: off.includes(id) ? null : '0.1.0-abcdef12',
      pinned: false,
      entry: off.includes(id) ? null : `/remotes/${id}/0.1.0-abcdef12/mf-manifest.json`,
    })),
  };
}

export async function initTestI18n(lng: 'ru' | 'en' = 'ru'): Promise<void> {
  await initI18n(lng);
  await shellI18nReady;
}

/** Shows where the router is, for assertions on redirects. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderShell(path: string, value: Partial<StartupContextValue> = {}) {
  const m = value.manifest ?? manifest();
  applyManifest(m);
  const context: StartupContextValue = {
    cities,
    city: cities[0],
    manifest: m,
    info: optionsInfo(),
    reload: jest.fn(),
    ...value,
  };
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <StartupContext.Provider value={context}>
        <AppRoutes />
        <LocationProbe />
      </StartupContext.Provider>
    </MemoryRouter>,
  );
  return { ...utils, context };
}
