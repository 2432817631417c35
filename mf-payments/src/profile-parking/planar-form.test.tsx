import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import { announceOptions, fail, logIn, mockApi, ok, renderAt } from '../test-utils';
import { PlanarForm } from './planar-form';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  logIn();
  announceOptions({ useFlatParking: true });
});
afterEach(() => jest.useRealTimers());

async function askPrice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Номер парковки/ }), '2001');
  await user.type(screen.getByRole('textbox', { name: /Номер билета/ }), 'T-1');
  await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
}

test('the quoted price must be paid within 30 s, else back to the price step with PriceChangedTryLater', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = mockApi({
    '/backend/v2/costPlane': () => ok({ cost: 120, sessionId: 's-1', parkingNumber: '2001' }),
    '/backend/v2/payPlane': () => ok({}),
  });
  renderAt(<PlanarForm />);
  await askPrice(user);
  expect(await screen.findByText('120,00 р')).toBeInTheDocument();
  expect(api.of('/backend/v2/costPlane')[0].url.searchParams.get('ticketNumber')).toBe('T-1');

  await act(async () => jest.advanceTimersByTime(29_000));
  expect(screen.getByRole('button', { name: 'Оплатить' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Стоимость изменилась. Попробуйте ещё раз позже.',
  );
  // the status message goes after 7 s
  await act(async () => jest.advanceTimersByTime(7_000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('paying in time sends the quote and tells the shell', async () => {
  const user = userEvent.setup();
  const api = mockApi({
    '/backend/v2/costPlane': () => ok({ cost: 120, sessionId: 's-1', parkingNumber: '2001' }),
    '/backend/v2/payPlane': () => ok({ message: 'ok' }),
  });
  const changed = jest.fn();
  const sub = bus.on('profile:changed').subscribe(changed);
  renderAt(<PlanarForm />);
  await askPrice(user);
  await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByText(/Парковка оплачена/)).toBeInTheDocument();
  expect(api.of('/backend/v2/payPlane')[0].body).toEqual({
    paymentService: 'balance',
    parkingNumber: '2001',
    sessionId: 's-1',
  });
  expect(changed).toHaveBeenCalledTimes(1);
  sub.unsubscribe();
});

test('a free result stays on the price step with its message; an error shows its name', async () => {
  const user = userEvent.setup();
  let answer: unknown = ok({ cost: 0, sessionId: 's-2', parkingNumber: '2001' });
  mockApi({ '/backend/v2/costPlane': () => answer });
  renderAt(<PlanarForm />);
  await askPrice(user);
  expect(await screen.findByText('Парковочная сессия была бесплатной.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Узнать стоимость' })).toBeInTheDocument();
  answer = fail('CantFindParking');
  await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
  expect(await screen.findByText('Не удалось найти парковку.')).toBeInTheDocument();
});

test('a failed payment returns to the price step with its error; the emptied ticket field is not flagged', async () => {
  const user = userEvent.setup();
  mockApi({
    '/backend/v2/costPlane': () => ok({ cost: 120, sessionId: 's-3', parkingNumber: '2001' }),
    '/backend/v2/payPlane': () => fail('NoMoneyNoHoney'),
  });
  renderAt(<PlanarForm />);
  await askPrice(user);
  await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Недостаточно средств/);
  const ticket = screen.getByRole('textbox', { name: /Номер билета/ });
  expect(ticket).toHaveValue('');
  expect(ticket).not.toHaveAccessibleDescription(/Заполните это поле/);
});
