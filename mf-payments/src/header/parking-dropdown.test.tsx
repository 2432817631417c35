import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import { announceOptions, costResult, logIn, mockApi, ok, renderAt } from '../test-utils';
import ParkingDropdown from './parking-dropdown';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  logIn();
  announceOptions();
});
afterEach(() => jest.useRealTimers());

test('the timer ticks every second; the end of a session is announced once', async () => {
  jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
  const session = {
    id: 7,
    reservationId: 'r-7',
    zone: '101',
    parkingCode: '1001',
    transport: { numberTs: 'А123ВС92', numberFormat: 'rus', category: 'B' },
    status: 'active',
    startDate: '2030-01-01T09:00:00Z',
    endDate: '2030-01-01T10:00:03Z',
  };
  let sessions = [session];
  mockApi({ '/api/payment/sessions': () => ok(sessions) });
  const ended = jest.fn();
  const changed = jest.fn();
  const subs = [
    bus.on('parking:sessionEnded').subscribe(ended),
    bus.on('profile:changed').subscribe(changed),
  ];

  renderAt(<ParkingDropdown />);
  // settle the mocked request without moving the fake clock (findBy* would advance it)
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
  const trigger = screen.getByRole('button', { name: 'Мои парковки: 1 активная' });
  fireEvent.click(trigger); // no user-event delays: the clock must stay put
  expect(screen.getByRole('img', { name: 'Осталось 0:00:03' })).toBeInTheDocument();
  expect(screen.getByText('Парковка 1001')).toBeInTheDocument();
  expect(screen.getByText('ТС А123ВС92')).toBeInTheDocument();
  // under 15 minutes left: the end is relative time
  expect(screen.getByText(/^с \S+, закончится через 1 мин$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Все парковки' })).toHaveAttribute(
    'href',
    '/profile/parking',
  );

  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('img', { name: 'Осталось 0:00:02' })).toBeInTheDocument();

  sessions = [];
  await act(async () => jest.advanceTimersByTime(2000));
  expect(ended).toHaveBeenCalledTimes(1);
  expect(ended).toHaveBeenCalledWith({ id: '7' });
  expect(changed).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(3000));
  expect(ended).toHaveBeenCalledTimes(1);
  expect(changed).toHaveBeenCalledTimes(1);
  subs.forEach((s) => s.unsubscribe());
});

test('cancel asks first, then says so and tells the shell', async () => {
  const user = userEvent.setup();
  const session = {
    id: 8,
    reservationId: 'r-8',
    zone: '101',
    parkingCode: null,
    transport: 'В456ОР92',
    status: 'active',
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: new Date(Date.now() + 3_600_000).toISOString(),
  };
  const api = mockApi({
    '/api/payment/sessions': () => ok([session]),
    '/api/payment/cancel': () => ok({ refund: 10 }),
  });
  const changed = jest.fn();
  const sub = bus.on('profile:changed').subscribe(changed);
  renderAt(<ParkingDropdown />);
  await user.click(await screen.findByRole('button', { name: 'Мои парковки: 1 активная' }));
  await user.click(screen.getByRole('button', { name: 'Отменить парковку В456ОР92' }));
  await user.click(await screen.findByRole('button', { name: 'Да, отменить' }));
  expect(await screen.findByText('Сессия успешно отменена')).toBeInTheDocument();
  expect((api.of('/api/payment/cancel')[0].body as URLSearchParams).get('ReservationId')).toBe(
    'r-8',
  );
  expect(changed).toHaveBeenCalledWith({ reason: 'sessionCancelled' });
  sub.unsubscribe();
});

test('an open-ended (no-balance) session is listed with its start, without a timer, extend or cancel', async () => {
  const user = userEvent.setup();
  const session = {
    id: 9,
    reservationId: 'r-9',
    zone: '101',
    parkingCode: null,
    transport: 'Е789КХ92',
    status: 'active',
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: null,
  };
  mockApi({ '/api/payment/sessions': () => ok([session]) });
  renderAt(<ParkingDropdown />);
  await user.click(await screen.findByRole('button', { name: 'Мои парковки: 1 активная' }));
  expect(screen.getByText('ТС Е789КХ92')).toBeInTheDocument();
  expect(screen.getByText(/^Начало: /)).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /^Осталось/ })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Продлить парковку Е789КХ92' }),
  ).not.toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Отменить парковку Е789КХ92' }),
  ).not.toBeInTheDocument();
});

test('extend by card: once the link is there the modal shows what the card will be charged', async () => {
  const user = userEvent.setup();
  const session = {
    id: 10,
    reservationId: 'r-10',
    zone: '101',
    parkingCode: null,
    transport: 'В456ОР92',
    status: 'active',
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: new Date(Date.now() + 3_600_000).toISOString(),
  };
  const api = mockApi({
    '/api/payment/sessions': () => ok([session]),
    '/api/payment/cost': () => ok(costResult(50, { moneyEnough: false, balance: 0 })),
    '/api/payment/renew': () =>
      ok({ invoiceId: 'i-1', amount: 40, RedirectURL: '/payment?amount=40.00&invoiceId=i-1' }),
  });
  renderAt(<ParkingDropdown />);
  await user.click(await screen.findByRole('button', { name: 'Мои парковки: 1 активная' }));
  await user.click(screen.getByRole('button', { name: 'Продлить парковку В456ОР92' }));
  const dialog = await screen.findByRole('dialog', { name: 'Продление парковочной сессии' });
  expect(await within(dialog).findByText(/^50,00\sр$/)).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Способ оплаты/ }), 'card');
  await user.click(within(dialog).getByRole('button', { name: 'Получить ссылку на оплату' }));
  expect(await within(dialog).findByRole('link', { name: 'Перейти к оплате' })).toBeInTheDocument();
  expect(within(dialog).getByText(/^40,00\sр$/)).toBeInTheDocument();
  expect((api.of('/api/payment/renew')[0].body as URLSearchParams).get('PaymentService')).toBe(
    'card',
  );
});
