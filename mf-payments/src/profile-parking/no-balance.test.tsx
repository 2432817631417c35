// The parking screen of a city that does not use a balance: a session 'now' starts open-ended
// (start/v2) and is paid when it stops; the current and deferred lists pay, postpone and cancel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import {
  announceOptions,
  costResult,
  logIn,
  mockApi,
  ok,
  renderAt,
  ZONES,
  type Handler,
} from '../test-utils';
import ProfileParking from './profile-parking';
import { resetPlacesForTests } from './use-places';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  resetPlacesForTests();
  logIn();
  announceOptions({ dontUseBalance: true });
});

const VEHICLE = { numberTs: 'А123ВС92', mainTs: true, formatGrz: 'rus', category: 'B' };
const RUNNING = {
  id: 1,
  reservationId: 'r-1',
  zone: '101',
  parkingCode: null,
  transport: { numberTs: 'А111АА92' },
  status: 'active',
  startDate: '2030-01-01T07:00:00Z',
  endDate: null,
  amountToPay: 0,
};
const WAITING = {
  id: 2,
  reservationId: 'r-2',
  zone: '102',
  parkingCode: null,
  transport: { numberTs: 'В222ВВ92' },
  status: 'waiting',
  startDate: '2030-01-01T05:00:00Z',
  endDate: '2030-01-01T06:30:00Z',
  amountToPay: 72,
};
const LINK =
  '/payment?amount=72.00&currency=RUB&invoiceId=0b8f9a52-4a43-4d3e-9b4f-3c1c8a1f2e10&type=deferred';

function setup(routes: Record<string, Handler> = {}, sessions: unknown[] = []) {
  const api = mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [] }),
    '/api/payment/sessions': () => ok(sessions),
    '/api/payment/cost': () => ok(costResult(60)),
    ...routes,
  });
  bus.emit('profile:loaded', { profile: { ts: [VEHICLE] } });
  renderAt(<ProfileParking />, '/profile/parking');
  return api;
}

const field = (body: unknown, name: string) => (body as URLSearchParams).get(name);

test('now: no duration asked, the price of an hour shown, and the session starts open-ended without a payment', async () => {
  const user = userEvent.setup();
  const api = setup({ '/api/payment/start/v2': () => ok({ session: RUNNING, message: 'ok' }) });
  const changed = jest.fn();
  const sub = bus.on('profile:changed').subscribe(changed);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Парковочная зона/ }),
    'Зона 101 — Центр',
  );
  expect(screen.queryByRole('combobox', { name: /Продолжительность/ })).not.toBeInTheDocument();
  expect(await screen.findByText(/Стоимость часа:/)).toHaveTextContent('60,00 р');
  expect(field(api.of('/api/payment/cost')[0].body, 'Duration')).toBe('60');
  const start = screen.getByRole('button', { name: 'Начать парковку' });
  await waitFor(() => expect(start).toBeEnabled());
  await user.click(start);
  expect(await screen.findByText('Парковка начата.')).toBeInTheDocument();
  const [call] = api.of('/api/payment/start/v2');
  expect([
    field(call.body, 'Vehicle'),
    field(call.body, 'Zone'),
    field(call.body, 'Duration'),
    field(call.body, 'PaymentService'),
  ]).toEqual(['А123ВС92', '101', null, null]);
  expect(api.of('/api/payment/start')).toHaveLength(0);
  expect(changed).toHaveBeenCalledWith({ reason: 'parkingStarted' });
  sub.unsubscribe();
});

test('post-payment goes through the card provider: the modal asks a method, then gives the pay link', async () => {
  const user = userEvent.setup();
  const api = setup({
    '/api/payment/start': () => ok({ invoiceId: 'x', amount: 60, RedirectURL: LINK }),
  });
  await user.click(await screen.findByRole('radio', { name: 'Постоплата за вчера' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Парковочная зона/ }),
    'Зона 101 — Центр',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '1 час');
  await user.type(screen.getByLabelText(/Время начала парковки/), '10:00');
  const next = screen.getByRole('button', { name: 'Перейти к оплате' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  const dialog = await screen.findByRole('dialog', { name: 'Оплата парковочной сессии' });
  await user.click(within(dialog).getByRole('button', { name: 'Получить ссылку на оплату' }));
  expect(await within(dialog).findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute(
    'href',
    LINK,
  );
  const [call] = api.of('/api/payment/start');
  expect(field(call.body, 'PaymentService')).toBe('card');
  expect(field(call.body, 'timestart')).toMatch(/T10:00/);
  expect(api.of('/api/payment/start/v2')).toHaveLength(0);
});

test('current and deferred lists: postpone, pay (the modal shows the amount the stop fixed), cancel, pay a deferred one', async () => {
  const user = userEvent.setup();
  const api = setup(
    {
      '/api/payment/cancel/v2': (body) =>
        ok(field(body, 'PaymentService') ? { amount: 72, RedirectURL: LINK } : { amount: 72 }),
      '/api/payment/break/v1': () => ok({ message: 'ok' }),
      '/api/payment/deffered/v1': () => ok({ amount: 72, RedirectURL: LINK }),
    },
    [RUNNING, WAITING],
  );
  const current = await screen.findByRole('region', { name: 'Текущие парковки' });
  const deferred = screen.getByRole('region', { name: 'Отложенные парковки' });
  expect(await within(deferred).findByText('К списанию: 72,00 р')).toBeInTheDocument();
  expect(within(deferred).queryByRole('button', { name: /Отложить/ })).not.toBeInTheDocument();

  await user.click(
    within(current).getByRole('button', { name: 'Отложить оплату парковки А111АА92' }),
  );
  expect(await screen.findByText('Парковка перенесена в отложенные.')).toBeInTheDocument();
  expect(field(api.of('/api/payment/cancel/v2')[0].body, 'OrderId')).toBe('r-1');
  expect(field(api.of('/api/payment/cancel/v2')[0].body, 'PaymentService')).toBeNull();

  await user.click(within(current).getByRole('button', { name: 'Оплатить парковку А111АА92' }));
  const dialog = await screen.findByRole('dialog', { name: 'Оплата парковочной сессии' });
  expect(
    within(dialog).getByText(/оплатить сессию можно в блоке «Отложенные парковки»/),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Получить ссылку на оплату' }));
  expect(await within(dialog).findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute(
    'href',
    LINK,
  );
  expect(within(dialog).getByText('72,00 р', { exact: false })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

  await user.click(within(current).getByRole('button', { name: 'Отменить парковку А111АА92' }));
  const confirm = await screen.findByRole('dialog', { name: 'Отменить парковку?' });
  await user.click(within(confirm).getByRole('button', { name: 'Да, отменить' }));
  expect(await screen.findByText('Сессия успешно отменена')).toBeInTheDocument();
  expect(field(api.of('/api/payment/break/v1')[0].body, 'OrderId')).toBe('r-1');

  await user.click(within(deferred).getByRole('button', { name: 'Оплатить парковку В222ВВ92' }));
  const payDeferred = await screen.findByRole('dialog', { name: 'Оплата парковочной сессии' });
  expect(within(payDeferred).getByText('72,00 р', { exact: false })).toBeInTheDocument();
  await user.click(within(payDeferred).getByRole('button', { name: 'Получить ссылку на оплату' }));
  expect(
    await within(payDeferred).findByRole('link', { name: 'Перейти к оплате' }),
  ).toBeInTheDocument();
  expect(field(api.of('/api/payment/deffered/v1')[0].body, 'OrderId')).toBe('r-2');
  expect(field(api.of('/api/payment/deffered/v1')[0].body, 'PaymentService')).toBe('card');
});
