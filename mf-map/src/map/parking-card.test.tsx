import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import type { CityConfig, OptionsInfo } from '@parking/shared/contracts';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { i18nReady } from '../i18n';
import { toMapObjects } from './geo';
import { ParkingCard } from './parking-card';
import { FEATURES } from './test-data';
import type { MapFeature } from './types';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'private', null);
});

const ZONE = 'Europe/Simferopol';
// Wednesday 2030-01-02 12:00 in Sevastopol: the weekday daytime price
const NOON = new Date('2030-01-02T09:00:00Z');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderCard(feature: MapFeature, onClose?: () => void) {
  const [object] = toMapObjects([feature]);
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ParkingCard
                object={object}
                basePath=""
                timeZone={ZONE}
                now={NOON}
                onClose={onClose}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function announce(useSessionWithoutRegister: boolean) {
  bus.emit('options:loaded', {
    info: { settings: { useSessionWithoutRegister } } as unknown as OptionsInfo,
    city: { city: 'sevastopol' } as unknown as CityConfig,
  });
}

test('a parking’s card: zone, the price now, free spaces; pay here opens the payment screen preselected', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  const user = userEvent.setup();
  renderCard(FEATURES[0]);
  expect(screen.getByRole('heading', { name: 'Парковка 1001' })).toBeInTheDocument();
  expect(screen.getByText('101 · Центр')).toBeInTheDocument();
  expect(screen.getByText(/^50,00\sр в час$/)).toBeInTheDocument();
  expect(screen.getByText('5 из 20')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Оплатить здесь' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/profile/parking?parking=1001');
});

test('logged out: pay here goes to the guest payment where guests may pay, else to the login', async () => {
  const user = userEvent.setup();
  announce(true);
  renderCard(FEATURES[0]);
  await user.click(screen.getByRole('button', { name: 'Оплатить здесь' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/guest-payment?parking=1001');
});

test('logged out in a city without guest payment: the login modal', async () => {
  const user = userEvent.setup();
  announce(false);
  renderCard(FEATURES[0]);
  await user.click(screen.getByRole('button', { name: 'Оплатить здесь' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/?modal=login');
});

test('an inactive parking (daycode -2) says so and offers no payment', () => {
  const inactive = JSON.parse(JSON.stringify(FEATURES[0])) as MapFeature;
  inactive.properties.zone = {
    ...inactive.properties.zone!,
    prices: inactive.properties.zone!.prices!.map((p) => ({ ...p, daycode: -2 })),
  };
  renderCard(inactive);
  expect(screen.getByText('Парковка не работает')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Оплатить здесь' })).not.toBeInTheDocument();
});

test('the card closes with its close button or with Escape from inside it', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderCard(FEATURES[0], onClose);
  await user.click(screen.getByRole('button', { name: 'Закрыть карточку' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  screen.getByRole('button', { name: 'Оплатить здесь' }).focus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
