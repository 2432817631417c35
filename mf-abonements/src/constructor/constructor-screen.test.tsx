import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import { calls, mockApi, ok, renderAt, shellFacts } from '../test-kit';

const ZONES = [
  { code: '101', name: 'Центр', special: false },
  { code: '102', name: 'Бульвар', special: false },
  { code: '900', name: 'Резидентная зона', special: true },
];
const OFFER = {
  permissionKind: 'Недельный по зонам',
  permissionKindCode: 'WEEK-ZONES@101',
  permissionType: 'week',
  price: 700,
  zones: ['101'],
  startDate: '',
  endDate: '',
  days: 7,
  description: 'Семь дней в выбранных зонах',
};
const tomorrow = () => DateTime.now().setZone('Europe/Simferopol').plus({ days: 1 }).toISODate()!;

let offers: unknown[] = [OFFER];
let timings = [7, 30];

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
  shellFacts();
});
beforeEach(() => {
  offers = [OFFER];
  timings = [7, 30];
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/backend/v2/getTiming': () => ok(timings),
    '/backend/v2/selectedAbonements': () => ok(offers),
    '/api/payment/subscription': () => ok({ amount: 0, subscription: {} }, { amount: 0 }),
    '/api/profile/get-benefits-v2': () => ok([]),
    '/api/profile/get-subscription': () => ok([]),
  });
});

async function ready() {
  renderAt('/profile/constructor');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Конструктор абонементов' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByLabelText('Срок действия', { exact: false });
  return { user: userEvent.setup(), next: () => screen.getByRole('button', { name: 'далее' }) };
}

test('defaults: main vehicle, start tomorrow, the first timing shown as "{n} дней"; далее waits for a zone', async () => {
  const { next } = await ready();
  expect(screen.getByLabelText('Транспортное средство', { exact: false })).toHaveValue('А123ВС92');
  expect(screen.getByLabelText('Дата начала', { exact: false })).toHaveValue(tomorrow());
  const timing = screen.getByLabelText('Срок действия', { exact: false });
  expect(timing).toHaveValue('7');
  expect(
    within(timing)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['7 дней', '30 дней']);
  expect(next()).toBeDisabled();
});

test('далее is enabled with no field errors and a change since the last search; any change clears the offers', async () => {
  const { user, next } = await ready();
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '101');
  expect(next()).toBeEnabled();
  await user.click(next());
  expect(
    await screen.findByRole('heading', { level: 3, name: 'Недельный по зонам' }),
  ).toBeInTheDocument();
  expect(screen.getByText('700,00 р')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/backend/v2/selectedAbonements')?.body).toEqual({
    zones: ['101'],
    dateStart: tomorrow(),
    timing: 7,
  });
  expect(next()).toBeDisabled(); // nothing changed since the search

  await user.selectOptions(screen.getByLabelText('Срок действия', { exact: false }), '30');
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  expect(next()).toBeEnabled();
  // back to the searched values: nothing new to search (the offers stay cleared)
  await user.selectOptions(screen.getByLabelText('Срок действия', { exact: false }), '7');
  expect(next()).toBeDisabled();

  // a field error disables it: no zone, no vehicle, a start in the past
  await user.click(screen.getByRole('button', { name: 'Убрать зону 101' }));
  expect(next()).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '102');
  expect(next()).toBeEnabled();
  await user.selectOptions(screen.getByLabelText('Транспортное средство', { exact: false }), '');
  expect(next()).toBeDisabled();
  await user.selectOptions(
    screen.getByLabelText('Транспортное средство', { exact: false }),
    'В456ОР92',
  );
  expect(next()).toBeEnabled();
  const date = screen.getByLabelText('Дата начала', { exact: false });
  await user.clear(date);
  await user.type(date, '2020-01-01');
  expect(next()).toBeDisabled();
  expect(screen.getByText('Дата начала не может быть раньше сегодняшней')).toBeInTheDocument();
});

test('special zones carry an icon and an accessible label; no offers shows the hint; a server error shows its text', async () => {
  const { user, next } = await ready();
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '900');
  const chip = screen
    .getByRole('list', { name: 'Зоны' })
    .querySelector('[data-zone="900"]') as HTMLElement;
  expect(chip).toHaveTextContent('особая зона');
  expect(chip.querySelector('[aria-hidden="true"]')).toHaveTextContent('★');
  offers = [];
  await user.click(next());
  expect(
    await screen.findByText('Нет подходящих абонементов измените параметры и нажмите "далее"'),
  ).toBeInTheDocument();
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/backend/v2/getTiming': () => ok(timings),
    '/backend/v2/selectedAbonements': () => ({
      status: 'error',
      errorName: 'InvalidFormat',
      errorMessage: 'subscription.startBeforeMin',
    }),
  });
  await user.selectOptions(screen.getByLabelText('Срок действия', { exact: false }), '30');
  await user.click(next());
  // the rule's text, not its code
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Дата начала не может быть раньше сегодняшней',
  );
});

test("a server error reads as text: the city's earliest start date, or the error name translated", async () => {
  const { user, next } = await ready();
  let answer: unknown = {
    status: 'error',
    errorName: 'InvalidFormat',
    errorMessage: 'subscription.startBeforeMin',
    field: 'dateStart',
    minOffsetDays: 2,
  };
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/backend/v2/getTiming': () => ok(timings),
    '/backend/v2/selectedAbonements': () => answer,
  });
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '101');
  await user.click(next());
  const earliest = DateTime.now()
    .setZone('Europe/Simferopol')
    .startOf('day')
    .plus({ days: 2 })
    .toFormat('dd.MM.yyyy');
  expect(await screen.findByRole('alert')).toHaveTextContent(`Дата начала — не раньше ${earliest}`);
  expect(screen.getByRole('alert')).not.toHaveTextContent('subscription.');

  answer = { status: 'error', errorName: 'ZoneNotFound', errorMessage: 'Zone 101 not found' };
  await user.selectOptions(screen.getByLabelText('Срок действия', { exact: false }), '30');
  await user.click(next());
  await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Дата начала'));
  expect(screen.getByRole('alert')).not.toHaveTextContent('Zone 101 not found');
});

test('the payment step: one idempotency key per attempt (a new one after a change); a top-up amount without a link is an error', async () => {
  const answers: unknown[] = [
    { status: 'error', errorName: 'UnknownError', errorMessage: 'Request error' },
    ok({ amount: 150 }, { amount: 150 }),
    ok(
      { amount: 150, invoiceId: 'inv-1', RedirectURL: '/payment?amount=150,00&invoiceId=inv-1' },
      { amount: 150 },
    ),
  ];
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/backend/v2/getTiming': () => ok(timings),
    '/backend/v2/selectedAbonements': () => ok(offers),
    '/api/payment/subscription': () => answers.shift(),
  });
  const { user, next } = await ready();
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '101');
  await user.click(next());
  await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
  const dialog = await screen.findByRole('dialog', { name: 'Покупка абонемента' });
  const pay = () => within(dialog).getByRole('button', { name: 'Оплатить' });

  await user.click(pay());
  // no answer: the catalogue's text, not the client's English placeholder
  expect(await within(dialog).findByRole('alert')).not.toHaveTextContent('Request error');
  await user.click(pay()); // the same attempt again
  const keys = () =>
    calls.filter((c) => c.path === '/api/payment/subscription').map((c) => c.body.idempotencyKey);
  await waitFor(() => expect(keys()).toHaveLength(2));
  expect(keys()[0]).toEqual(expect.any(String));
  expect(keys()[1]).toBe(keys()[0]);
  // an amount to top up but no provider link: not bought, an error shows
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка платёжного сервиса');
  expect(screen.getByTestId('location')).toHaveTextContent('/profile/constructor');

  await user.selectOptions(
    within(dialog).getByLabelText('Способ оплаты', { exact: false }),
    'card',
  );
  await user.click(pay());
  const link = await within(dialog).findByRole('link', { name: 'Перейти к оплате' });
  expect(link).toHaveAttribute('href', '/payment?amount=150.00&invoiceId=inv-1');
  // the same-site payment page keeps its opener: the new tab inherits where to come back to
  expect(link).toHaveAttribute('rel', 'opener');
  expect(keys()[2]).not.toBe(keys()[0]);
  expect(screen.getByTestId('location')).toHaveTextContent('/profile/constructor');
});

test('where the city has the constructor off, its address leads to the abonements screen', async () => {
  shellFacts({ useConstructor: false });
  try {
    renderAt('/profile/constructor');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/abonements'),
    );
    expect(
      screen.queryByRole('heading', { name: 'Конструктор абонементов' }),
    ).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/backend/v2/getZones')).toBe(false);
    expect(await screen.findByText('У вас нет льгот')).toBeInTheDocument();
  } finally {
    act(() => shellFacts());
  }
});

test('init failure shows "Data loading error" with retry', async () => {
  mockApi({
    '/backend/v2/getZones': () => ({ status: 'error', errorName: 'UnknownError' }),
    '/backend/v2/getTiming': () => ok([7]),
  });
  renderAt('/profile/constructor');
  expect(await screen.findByRole('heading', { name: 'Data loading error' })).toBeInTheDocument();
  mockApi({ '/backend/v2/getZones': () => ok(ZONES), '/backend/v2/getTiming': () => ok([7]) });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('button', { name: 'далее' })).toBeInTheDocument();
});

test('Оплатить opens the payment step; paid from the balance -> success notice on /profile/abonements and profile:changed', async () => {
  const { user, next } = await ready();
  const changed: unknown[] = [];
  const sub = bus.on('profile:changed').subscribe((e) => changed.push(e));
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '101');
  await user.click(next());
  await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
  const dialog = await screen.findByRole('dialog', { name: 'Покупка абонемента' });
  const method = within(dialog).getByLabelText('Способ оплаты', { exact: false });
  expect(
    within(method)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Баланс', 'Банковская карта']);
  await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/abonements'),
  );
  expect(await screen.findByText('Абонемент успешно приобретен.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/payment/subscription')?.body).toMatchObject({
    vehicle: 'А123ВС92',
    codeSubscription: 'WEEK-ZONES@101',
    paymentService: 'balance',
    timestart: '',
  });
  expect(changed).toEqual([{ reason: 'subscription' }]);
  act(() => sub.unsubscribe());
});

test('the validity reads as Russian counts: 1 день, 3 дня, 7 дней', async () => {
  timings = [1, 3, 7];
  await ready();
  expect(
    within(screen.getByLabelText('Срок действия', { exact: false }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['1 день', '3 дня', '7 дней']);
});

test('prices have two decimals and grouped thousands', async () => {
  offers = [{ ...OFFER, price: 1234.5 }];
  const { user, next } = await ready();
  await user.selectOptions(screen.getByLabelText('Добавить зону'), '101');
  await user.click(next());
  expect(await screen.findByText(/^1\s234,50\sр$/)).toBeInTheDocument();
});
