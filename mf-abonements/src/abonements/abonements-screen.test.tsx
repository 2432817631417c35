import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import { calls, mockApi, ok, renderAt, shellFacts, type Handler } from '../test-kit';

const PRIVILEGE = {
  variation: 'resident',
  type: 'resident',
  name: 'Резидент',
  zone: ['900'],
  cadastralQuarter: '91:03:001001',
  sale: 100,
  transport: 'А123ВС92',
  orderNum: 'RES-1',
  canChangeTs: false,
  canRefund: false,
  canPause: false,
  canContinue: false,
  startOf: '01/01/2025 03:00',
  endOf: '31/12/2030 23:59',
};
const SUB = {
  variation: 'subscription',
  type: 'week',
  name: 'Недельный по зонам',
  zone: ['101'],
  cadastralQuarter: null,
  sale: 100,
  transport: 'А123ВС92',
  orderNum: 'S1',
  canChangeTs: true,
  canRefund: true,
  canPause: true,
  canContinue: false,
  startOf: '05/06/2025 00:00',
  endOf: '12/06/2025 00:00',
  status: 'active',
  price: 700,
};

function api(extra: Record<string, Handler> = {}) {
  mockApi({
    '/api/profile/get-benefits-v2': () => ok([PRIVILEGE, SUB]),
    '/api/profile/get-subscription': () => ok([SUB]),
    ...extra,
  });
}

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
  shellFacts();
});

test('privileges table with buttons enabled by the row flags; the buy link; subscriptions as cards', async () => {
  api();
  renderAt('/profile/abonements');
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'Тип разрешения',
    'Зона',
    'Кадастровый квартал',
    'Транспортное средство',
    'Скидка, %',
    'Период',
    'Действия',
  ]);
  const [, resident, sub] = within(table).getAllByRole('row');
  expect(resident).toHaveTextContent('Резидентный9009103:001001'.replace('9103', '91:03'));
  for (const name of ['Приостановить', 'Возобновить', 'Вернуть', 'Сменить ТС'])
    expect(within(resident!).getByRole('button', { name: new RegExp(name) })).toBeDisabled();
  expect(within(sub!).getByRole('button', { name: /Приостановить/ })).toBeEnabled();
  expect(within(sub!).getByRole('button', { name: /Возобновить/ })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Купить абонемент' })).toHaveAttribute(
    'href',
    '/profile/constructor',
  );
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Абонементы' }));
  const card = screen.getByRole('article', { name: /Недельный по зонам/ });
  expect(card).toHaveTextContent('Действует');
  // two decimals; the card's title is the level under the page's h1
  expect(card).toHaveTextContent('Стоимость: 700,00 р');
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Недельный по зонам');
});

test('an action shows its success message and reloads; a refusal shows the error notice', async () => {
  api({
    '/backend/v2/pauseAb': () =>
      ok({ ...SUB, status: 'paused', canPause: false, canContinue: true }),
    '/backend/v2/refund': () => ({
      status: 'error',
      errorName: 'SubscriptionCannotBeRefunded',
      errorMessage: 'x',
    }),
  });
  const user = userEvent.setup();
  renderAt('/profile/abonements');
  const table = await screen.findByRole('table');
  await user.click(within(table).getAllByRole('button', { name: /Приостановить/ })[1]!);
  expect(await screen.findByText('Абонемент приостановлен')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/profile/get-benefits-v2')).toHaveLength(2);
  expect(calls.find((c) => c.path === '/backend/v2/pauseAb')?.body).toEqual({ orderNum: 'S1' });
  await user.click(
    within(screen.getByRole('table')).getAllByRole('button', { name: /Вернуть/ })[1]!,
  );
  // a refund is asked first: 'No' changes nothing
  const ask = await screen.findByRole('dialog', { name: 'Вернуть средства за абонемент?' });
  expect(ask).toHaveTextContent('Недельный по зонам');
  await user.click(within(ask).getByRole('button', { name: 'Нет' }));
  expect(calls.filter((c) => c.path === '/backend/v2/refund')).toHaveLength(0);
  await user.click(
    within(screen.getByRole('table')).getAllByRole('button', { name: /Вернуть/ })[1]!,
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да, вернуть' }),
  );
  expect(await screen.findByText('За этот абонемент нельзя вернуть средства')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/backend/v2/refund')).toHaveLength(1);
});

test('empty states, no buy link when the constructor is off, the error panel with retry', async () => {
  shellFacts({ useConstructor: false });
  mockApi({
    '/api/profile/get-benefits-v2': () => ok([]),
    '/api/profile/get-subscription': () => ok([]),
  });
  const user = userEvent.setup();
  const view = renderAt('/profile/abonements');
  expect(await screen.findByText('У вас нет льгот')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Купить абонемент' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Абонементы' }));
  expect(screen.getByText('У вас нет абонементов')).toBeInTheDocument();
  view.unmount();

  mockApi({
    '/api/profile/get-benefits-v2': () => ({ status: 'error', errorName: 'UnknownError' }),
    '/api/profile/get-subscription': () => ok([]),
  });
  renderAt('/profile/abonements');
  expect(await screen.findByRole('heading', { name: 'Ошибка загрузки льгот' })).toBeInTheDocument();
  api();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  act(() => shellFacts());
});
