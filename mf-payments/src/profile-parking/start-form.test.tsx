import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import {
  announceOptions,
  costResult,
  fail,
  logIn,
  mockApi,
  ok,
  renderAt,
  ZONES,
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
  announceOptions();
});

const VEHICLE = { numberTs: 'А123ВС92', mainTs: true, formatGrz: 'rus', category: 'B' };

function setup(
  cost: (body: URLSearchParams) => unknown,
  { vehicles = [VEHICLE], balance = 500 } = {},
) {
  const api = mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () => ok({ features: [] }),
    '/api/payment/sessions': () => ok([]),
    '/api/payment/cost': (body) => cost(body as URLSearchParams),
    '/api/payment/start': () => ok({ message: 'ok', balance: 400 }),
  });
  bus.emit('profile:loaded', { profile: { balance, ts: vehicles } });
  renderAt(<ProfileParking />, '/profile/parking');
  return api;
}

async function fill(user: ReturnType<typeof userEvent.setup>, duration = '1 час') {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Парковочная зона/ }),
    'Зона 101 — Центр',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), duration);
}

test('submit stays disabled until a cost with intervals and a non-zero total; then pays from the balance', async () => {
  const user = userEvent.setup();
  const api = setup(() => ok(costResult(100)));
  const changed = jest.fn();
  const sub = bus.on('profile:changed').subscribe(changed);
  const submit = await screen.findByRole('button', { name: 'Оплатить с баланса' });
  expect(submit).toBeDisabled();
  await fill(user);
  await screen.findByText('100,00 р', { exact: false, selector: 'strong' });
  expect(submit).toBeEnabled();
  // the cost by tariff interval, as on the guest page
  const breakdown = screen.getByRole('table', { name: 'Стоимость по интервалам' });
  expect(within(breakdown).getByRole('cell', { name: '10:00–11:00' })).toBeInTheDocument();
  const [call] = api.of('/api/payment/cost');
  expect((call.body as URLSearchParams).get('Zone')).toBe('101');
  expect((call.body as URLSearchParams).get('Vehicle')).toBe('А123ВС92');
  expect((call.body as URLSearchParams).get('Duration')).toBe('60');

  await user.click(submit);
  expect(await screen.findByText('Парковка оплачена.')).toBeInTheDocument();
  // closing the notice puts focus back into the form (its submit is disabled after the reset)
  await user.click(screen.getByRole('button', { name: 'ОК' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Сейчас' })).toHaveFocus());
  const [start] = api.of('/api/payment/start');
  expect((start.body as URLSearchParams).get('PaymentService')).toBe('balance');
  expect(changed).toHaveBeenCalledTimes(1);
  sub.unsubscribe();
});

test('a zero total keeps submit disabled', async () => {
  const user = userEvent.setup();
  setup(() => ok(costResult(0)));
  await fill(user);
  await waitFor(() => expect(screen.getByText(/Стоимость:/)).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Оплатить с баланса' })).toBeDisabled();
});

test('CostCalculationError is silent; another cost error is a danger alert with price 0', async () => {
  const user = userEvent.setup();
  let answer = fail('CostCalculationError');
  setup(() => answer);
  await fill(user);
  await waitFor(() => expect(screen.queryByText('Считаем стоимость…')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Оплатить с баланса' })).toBeDisabled();

  answer = fail('TariffNotFound');
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '2 часа');
  expect(await screen.findByRole('alert')).toHaveTextContent('Тариф не найден.');
  expect(screen.getByText('0,00 р', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Оплатить с баланса' })).toBeDisabled();
});

test('only one cost calculation runs at a time; the latest values are priced next', async () => {
  const user = userEvent.setup();
  const pending: Array<(v: unknown) => void> = [];
  const api = setup(
    (body) =>
      new Promise((resolve) =>
        pending.push(() => resolve(ok(costResult(Number(body.get('Duration')))))),
      ),
  );
  await fill(user);
  await waitFor(() => expect(api.of('/api/payment/cost')).toHaveLength(1));
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '2 часа');
  await user.selectOptions(screen.getByRole('combobox', { name: /Продолжительность/ }), '3 часа');
  expect(api.of('/api/payment/cost')).toHaveLength(1);
  await act(async () => pending[0](null));
  await waitFor(() => expect(api.of('/api/payment/cost')).toHaveLength(2));
  expect((api.of('/api/payment/cost')[1].body as URLSearchParams).get('Duration')).toBe('180');
  await act(async () => pending[1](null));
  expect(
    await screen.findByText('180,00 р', { exact: false, selector: 'strong' }),
  ).toBeInTheDocument();
});

test('short of money: the top-up modal opens instead of paying', async () => {
  const user = userEvent.setup();
  const api = setup(() => ok(costResult(900, { moneyEnough: false, balance: 500 })));
  await fill(user);
  const submit = await screen.findByRole('button', { name: 'Перейти к оплате' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
  expect(within(dialog).getByRole('textbox', { name: /Сумма пополнения/ })).toHaveValue('400');
  expect(api.of('/api/payment/start')).toHaveLength(0);
});

test('post-payment: switching clears the duration; a start in the future is FuturePost', async () => {
  const user = userEvent.setup();
  setup(() => ok(costResult(100)));
  await fill(user);
  await user.click(screen.getByRole('radio', { name: 'Постоплата за сегодня' }));
  expect(screen.getByRole('combobox', { name: /Продолжительность/ })).toHaveValue('');
  const time = screen.getByLabelText(/Время начала парковки/);
  await user.type(time, '23:59');
  await user.tab();
  // unless the test runs in the city's last minute, 23:59 today is still ahead
  expect(
    await screen.findByText('Время начала парковки не может быть в будущем.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Постоплата за вчера' }));
  expect(
    screen.queryByText('Время начала парковки не может быть в будущем.'),
  ).not.toBeInTheDocument();
});

test('without vehicles a typed plate is checked by the plate rules', async () => {
  const user = userEvent.setup();
  setup(() => ok(costResult(100)), { vehicles: [] });
  const plate = await screen.findByRole('textbox', { name: /Госномер/ });
  await user.type(plate, 'ABC');
  await user.tab();
  expect(await screen.findByText('Неверный формат госномера.')).toBeInTheDocument();
  await user.clear(plate);
  await user.type(plate, 'a123bc92');
  expect(screen.queryByText('Неверный формат госномера.')).not.toBeInTheDocument();
});

test('paying by parking id: the roadside choice offers roadside parkings and zones, never a barrier (planar) one', async () => {
  announceOptions({ paymentByParkingId: true, useFlatParking: true });
  const feature = (code: string, category: string, parkingType?: string) => ({
    properties: {
      objecttype: 'parkings',
      code,
      category,
      parkingType,
      address: `ул. ${code}`,
      zone: { zonenumber: '101', zonename: 'Центр' },
    },
  });
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () =>
      ok({
        features: [
          feature('6001', 'roadside', 'road'),
          feature('6002', 'planar', 'barrier'),
          feature('6003', 'multilevel'),
        ],
      }),
    '/api/payment/sessions': () => ok([]),
  });
  bus.emit('profile:loaded', { profile: { balance: 500, ts: [VEHICLE] } });
  renderAt(<ProfileParking />, '/profile/parking');
  const select = await screen.findByRole('combobox', { name: /Зона или парковка/ });
  const options = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual(
    expect.arrayContaining(['Зона 101 — Центр', expect.stringMatching(/^Парковка 6001/)]),
  );
  expect(options.some((o) => /6002|6003/.test(o ?? ''))).toBe(false);
});

test('a link to a multilevel (barrier) parking opens the planar tab with its number', async () => {
  announceOptions({ paymentByParkingId: true, useFlatParking: true });
  mockApi({
    '/backend/v2/getZones': () => ok(ZONES),
    '/api/info/get-map-info/v3': () =>
      ok({
        features: [
          {
            properties: {
              objecttype: 'parkings',
              code: '6003',
              category: 'multilevel',
              parkingType: 'barrier',
              zone: { zonenumber: '101', zonename: 'Центр' },
            },
          },
        ],
      }),
    '/api/payment/sessions': () => ok([]),
  });
  bus.emit('profile:loaded', { profile: { balance: 500, ts: [VEHICLE] } });
  renderAt(<ProfileParking />, '/profile/parking?parking=6003');
  expect(await screen.findByRole('textbox', { name: /Номер парковки/ })).toHaveValue('6003');
});
