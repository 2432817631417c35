import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { tokenStore } from '@parking/shared/session';
import { i18nReady } from '../i18n';
import { resetPlacesForTests } from '../profile-parking/use-places';
import { announceOptions, costResult, mockApi, ok, renderAt, ZONES } from '../test-utils';
import { GuestPaymentPage } from './guest-payment';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  resetPlacesForTests();
  tokenStore.set('sevastopol', 'private', null);
  announceOptions({ useSessionWithoutRegister: true });
});

const PARKING = {
  properties: {
    objecttype: 'parkings',
    code: '1001',
    category: 'roadside',
    address: 'ул. Ленина, 1',
    zone: { zonenumber: '102', zonename: 'Набережная' },
  },
};
const LINK =
  '/payment?amount=96.00&currency=RUB&invoiceId=0b8f9a52-4a43-4d3e-9b4f-3c1c8a1f2e10&type=start';
const TWO_INTERVALS = costResult(96, {
  price: 96,
  totalcost: 96,
  intervals: [
    {
      from: '2030-01-01T19:00:00+03:00',
      to: '2030-01-01T20:00:00+03:00',
      minutes: 60,
      pricePerHour: 60,
      cost: 60,
    },
    {
      from: '2030-01-01T20:00:00+03:00',
      to: '2030-01-01T21:00:00+03:00',
      minutes: 60,
      pricePerHour: 36,
      cost: 36,
    },
  ],
});

test('guest payment: preselected from the map, a cost breakdown by interval, paid by card with a guest token; the form resets', async () => {
  const api = mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [PARKING] }),
    '/api/payment/cost': () => ok(TWO_INTERVALS),
    '/api/payment/guest-token': () => ok({ token: 'guest_abc', expiresAt: '2030-01-02T00:00:00Z' }),
    '/api/payment/start': () => ok({ invoiceId: 'x', amount: 96, RedirectURL: LINK }),
  });
  const user = userEvent.setup();
  renderAt(
    <Routes>
      <Route path="/guest-payment" element={<GuestPaymentPage basePath="" />} />
    </Routes>,
    '/guest-payment?parking=1001',
  );
  const zone = await screen.findByRole('combobox', { name: /Парковочная зона/ });
  await waitFor(() => expect(zone).toHaveValue('zone:102'));
  await user.type(screen.getByRole('textbox', { name: /Госномер/ }), 'А123ВС92');
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '2 часа');
  const table = await screen.findByRole('table', { name: 'Стоимость по интервалам' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('cell', { name: '19:00–20:00' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: /^36,00\sр$/ })).toBeInTheDocument();
  expect(api.of('/api/payment/cost')[0].url.searchParams.get('token')).toBeNull();

  await user.selectOptions(screen.getByRole('combobox', { name: /Способ оплаты/ }), 'card');
  await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '9781234567');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute(
    'href',
    LINK,
  );
  const start = api.of('/api/payment/start')[0].body as URLSearchParams;
  expect([
    start.get('token'),
    start.get('Vehicle'),
    start.get('Zone'),
    start.get('Duration'),
    start.get('PaymentService'),
    start.get('phone'),
  ]).toEqual(['guest_abc', 'А123ВС92', '102', '120', 'card', '79781234567']);
  // the form starts afresh
  expect(screen.getByRole('textbox', { name: /Госномер/ })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: /Парковочная зона/ })).toHaveValue('');
});

test('paying by parking id: a barrier (planar) parking is neither offered nor preselected', async () => {
  announceOptions({ useSessionWithoutRegister: true, paymentByParkingId: true });
  const BARRIER = {
    properties: {
      objecttype: 'parkings',
      code: '6002',
      category: 'planar',
      parkingType: 'barrier',
      zone: { zonenumber: '102', zonename: 'Набережная' },
    },
  };
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [PARKING, BARRIER] }),
  });
  renderAt(
    <Routes>
      <Route path="/guest-payment" element={<GuestPaymentPage basePath="" />} />
    </Routes>,
    '/guest-payment?parking=6002',
  );
  const select = await screen.findByRole('combobox', { name: /Зона или парковка/ });
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .some((o) => /1001/.test(o.textContent ?? '')),
    ).toBe(true),
  );
  expect(
    within(select)
      .getAllByRole('option')
      .some((o) => /6002/.test(o.textContent ?? '')),
  ).toBe(false);
  expect(select).toHaveValue('');
});

test('the guest price is asked for the chosen method: a card bonus shows as a discount, the total is what the card pays', async () => {
  const api = mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [] }),
    '/api/payment/cost': (body) =>
      (body as URLSearchParams).get('PaymentService') === 'card'
        ? ok({ ...TWO_INTERVALS, totalcost: 76.8, totaldiscount: 19.2, benefit: 20 })
        : ok(TWO_INTERVALS),
  });
  const user = userEvent.setup();
  renderAt(
    <Routes>
      <Route path="/guest-payment" element={<GuestPaymentPage basePath="" />} />
    </Routes>,
    '/guest-payment',
  );
  const zone = await screen.findByRole('combobox', { name: /Парковочная зона/ });
  await screen.findByRole('option', { name: 'Зона 101 — Центр' });
  await user.selectOptions(zone, 'Зона 101 — Центр');
  await user.type(screen.getByRole('textbox', { name: /Госномер/ }), 'А123ВС92');
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '2 часа');
  expect(await screen.findByText(/^96,00\sр$/)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: /Способ оплаты/ }), 'card');
  expect(await screen.findByText(/^76,80\sр$/)).toBeInTheDocument();
  expect(screen.getByText(/скидка 19,20/)).toBeInTheDocument();
  const calls = api.of('/api/payment/cost');
  expect((calls[calls.length - 1].body as URLSearchParams).get('PaymentService')).toBe('card');
});
