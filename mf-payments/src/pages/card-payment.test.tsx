import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { storeReturnAddress } from '@parking/shared/session';
import { i18nReady } from '../i18n';
import { fail, mockApi, ok, renderAt } from '../test-utils';
import { CardPaymentPage } from './card-payment';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  sessionStorage.clear();
  bus.reset();
});

const INVOICE = '0b8f9a52-4a43-4d3e-9b4f-3c1c8a1f2e10';
const order =
  (status = 'created', amount = 120.5) =>
  () =>
    ok({ invoiceId: INVOICE, amount, currency: 'RUB', purpose: 'refill', status });

function renderPage(query: string) {
  return renderAt(
    <Routes>
      <Route path="/payment" element={<CardPaymentPage basePath="" />} />
      <Route path="/profile/parking" element={<h1>Back on the parking page</h1>} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    `/payment?${query}`,
  );
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.type(screen.getByRole('textbox', { name: /^Номер карты/ }), card);
  await user.type(screen.getByRole('textbox', { name: /^Срок действия/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: /^CVC/ }), '123');
}

test('requireEmail asks the payer’s e-mail before paying and sends it; success returns to the stored page', async () => {
  window.history.pushState({}, '', '/profile/parking');
  storeReturnAddress();
  const api = mockApi({
    '/api/payment/sandbox/order': order(),
    '/api/payment/sandbox/pay': () => ok({ paymentStatus: 'done' }),
  });
  const user = userEvent.setup();
  renderPage(
    `amount=120.50&currency=RUB&invoiceId=${INVOICE}&email=&requireEmail=true&type=refill&language=ru`,
  );
  expect(screen.getByText(/120,50/)).toBeInTheDocument();
  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  // no e-mail yet: nothing is sent
  expect(api.of('/api/payment/sandbox/pay')).toHaveLength(0);
  const email = screen.getByRole('textbox', { name: /^E-mail для чека/ });
  expect(email).toHaveAccessibleDescription(/Заполните это поле/);
  await user.type(email, 'payer@example.com');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Оплата прошла');
  expect(api.of('/api/payment/sandbox/pay')[0].body).toMatchObject({
    invoiceId: INVOICE,
    cardNumber: '4242424242424242',
    email: 'payer@example.com',
  });
  expect(
    await screen.findByRole('heading', { name: 'Back on the parking page' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

test('an invoice that has an e-mail asks none; 3-D Secure asks the code; a decline goes home', async () => {
  let calls = 0;
  const api = mockApi({
    '/api/payment/sandbox/order': order('created', 10),
    '/api/payment/sandbox/pay': () =>
      ok({ paymentStatus: calls++ === 0 ? 'needs3ds' : 'declined' }),
  });
  const user = userEvent.setup();
  renderPage(`amount=10&invoiceId=${INVOICE}&email=a%40b.ru&requireEmail=false`);
  expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
  await fillCard(user, '4000000000003220');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  await user.type(await screen.findByRole('textbox', { name: /^Код 3-D Secure/ }), '0000');
  await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Платёж отклонён банком');
  expect(api.of('/api/payment/sandbox/pay')[1].body).toMatchObject({ code3ds: '0000' });
  expect(
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

test('an invoice the provider does not know says so and goes home without paying', async () => {
  const api = mockApi({ '/api/payment/sandbox/order': () => fail('NotFound') });
  renderPage(`amount=10&invoiceId=${INVOICE}&email=a%40b.ru&requireEmail=false`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Счёт не найден или больше не действует',
  );
  expect(screen.queryByRole('form', { name: 'Данные карты' })).not.toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(api.of('/api/payment/sandbox/order')[0].url.searchParams.get('invoiceId')).toBe(INVOICE);
  expect(api.of('/api/payment/sandbox/pay')).toHaveLength(0);
});

test('a dead (failed) invoice goes home too; a network failure on the lookup leaves the form', async () => {
  mockApi({ '/api/payment/sandbox/order': order('failed') });
  const { unmount } = renderPage(`amount=10&invoiceId=${INVOICE}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Счёт не найден');
  expect(
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  unmount();
  const api = mockApi({ '/api/payment/sandbox/order': () => fail('NetworkError') });
  renderPage(`amount=10&invoiceId=${INVOICE}`);
  await waitFor(() => expect(api.of('/api/payment/sandbox/order')).toHaveLength(1));
  expect(screen.getByRole('form', { name: 'Данные карты' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the amount shown is the invoice’s, not the address’s; an already paid invoice returns to the stored page', async () => {
  mockApi({ '/api/payment/sandbox/order': order('created', 75) });
  const { unmount } = renderPage(`amount=1&invoiceId=${INVOICE}`);
  expect(await screen.findByText(/75,00/)).toBeInTheDocument();
  unmount();
  window.history.pushState({}, '', '/profile/parking');
  storeReturnAddress();
  mockApi({ '/api/payment/sandbox/order': order('completed') });
  renderPage(`amount=1&invoiceId=${INVOICE}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Этот счёт уже оплачен');
  expect(
    await screen.findByRole('heading', { name: 'Back on the parking page' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

test('an invoice that disappears before paying goes home with the notice', async () => {
  mockApi({
    '/api/payment/sandbox/order': order(),
    '/api/payment/sandbox/pay': () => fail('NotFound'),
  });
  const user = userEvent.setup();
  renderPage(`amount=10&invoiceId=${INVOICE}&email=a%40b.ru&requireEmail=false`);
  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Счёт не найден');
  expect(
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

test('a top-up started from the refill modal returns to its page without reopening the modal', async () => {
  window.history.pushState({}, '', '/profile/parking?tab=x&modal=refill');
  storeReturnAddress();
  mockApi({
    '/api/payment/sandbox/order': order(),
    '/api/payment/sandbox/pay': () => ok({ paymentStatus: 'done' }),
  });
  const user = userEvent.setup();
  renderAt(
    <Routes>
      <Route path="/payment" element={<CardPaymentPage basePath="" />} />
      <Route path="/profile/parking" element={<LocationProbe />} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    `/payment?amount=10&invoiceId=${INVOICE}&email=a%40b.ru&requireEmail=false`,
  );
  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(
    await screen.findByRole('heading', { name: '/profile/parking?tab=x' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

test('the 3-D Secure step shows no error before the code is typed; an unknown invoice shows no amount', async () => {
  mockApi({
    '/api/payment/sandbox/order': order('created', 10),
    '/api/payment/sandbox/pay': () => ok({ paymentStatus: 'needs3ds' }),
  });
  const user = userEvent.setup();
  const { unmount } = renderPage(`amount=10&invoiceId=${INVOICE}&email=a%40b.ru`);
  await fillCard(user, '4000000000003220');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  const code = await screen.findByRole('textbox', { name: /^Код 3-D Secure/ });
  expect(code).not.toHaveAccessibleDescription(/Заполните это поле/);
  unmount();
  mockApi({ '/api/payment/sandbox/order': () => fail('NotFound') });
  renderPage(`amount=10&invoiceId=${INVOICE}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Счёт не найден');
  expect(screen.queryByText(/10,00/)).not.toBeInTheDocument();
});

function LocationProbe() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}
