import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import App from './app';
import { i18nReady } from './i18n';
import { announceOptions, logIn, mockApi, ok, ZONES } from './test-utils';
import { resetPlacesForTests } from './profile-parking/use-places';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  resetPlacesForTests();
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [] }),
  });
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Главная</h1>} />
        <Route path="/*" element={<App basePath="" />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('/guest-payment shows the guest form when guests may pay and nobody is logged in', async () => {
  announceOptions({ useSessionWithoutRegister: true });
  renderAt('/guest-payment');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Оплата без регистрации' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Госномер/ })).toBeInTheDocument();
});

test('/guest-payment redirects home when guests may not pay, or when logged in', async () => {
  announceOptions({ useSessionWithoutRegister: false });
  renderAt('/guest-payment');
  expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
});

test('/guest-payment redirects a logged-in user home', async () => {
  announceOptions({ useSessionWithoutRegister: true });
  logIn();
  renderAt('/guest-payment');
  expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
});

test('/payment without an invoiceId goes home', async () => {
  renderAt('/payment?amount=10');
  expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
});

test('/phone-payment-callback links to the operations history', async () => {
  renderAt('/phone-payment-callback');
  expect(await screen.findByRole('link', { name: 'История операций' })).toHaveAttribute(
    'href',
    '/profile/operations',
  );
});
