import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, type BusEvents } from '@parking/shared/bus';
import { tokenStore } from '@parking/shared/session';
import App from '../app';
import {
  demoProfile,
  fail,
  logInCorporate,
  mockApi,
  ok,
  OPERATION,
  setUpI18n,
  type Handler,
} from '../test/helpers';

beforeAll(setUpI18n);
beforeEach(logInCorporate);

const BASE: Record<string, Handler> = {
  'GET /corp-profile/get-profile': ok(demoProfile()),
  'POST /profile/get-operations-with-filter': (call) =>
    ok(call.body.Driver === '79009299999' ? [] : [OPERATION], { nextCursor: null, hasMore: false }),
};

function renderArea(routes: Record<string, Handler> = {}) {
  const calls = mockApi({ ...BASE, ...routes });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/coop-profile']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  return { calls, user };
}

const table = (name: string) => screen.getByRole('table', { name });

test('shows the company, its balance, operations and the three lists', async () => {
  const { calls } = renderArea();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Кабинет юридического лица' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('ООО «Демо Севастополь»')).toBeInTheDocument();
  expect(screen.getByTestId('coop-balance')).toHaveTextContent(/9\s640,00\s+р/);
  expect(
    within(table('Водители')).getByRole('rowheader', { name: 'Соколов Андрей Викторович' }),
  ).toBeInTheDocument();
  expect(
    within(table('Транспорт')).getByRole('rowheader', { name: 'WAW 12345' }),
  ).toBeInTheDocument();
  expect(
    within(table('Трекеры')).getByRole('rowheader', { name: '350000000001001' }),
  ).toBeInTheDocument();
  const ops = await screen.findByRole('table', { name: 'Операции' });
  expect(within(ops).getByRole('cell', { name: 'Соколов Андрей Викторович' })).toBeInTheDocument();
  expect(within(ops).getByRole('cell', { name: 'Оплата парковки' })).toBeInTheDocument();
  // Every call carries the corporate token.
  expect(calls.every((c) => c.query.token === 'corp-token')).toBe(true);
});

test('operation dates read DD.MM.YYYY HH:mm (no comma) on the city clock', async () => {
  bus.emit('options:loaded', {
    city: { city: 'sevastopol', timeZone: 'Europe/Simferopol' },
  } as unknown as BusEvents['options:loaded']);
  renderArea();
  const ops = await screen.findByRole('table', { name: 'Операции' });
  // 09:00 UTC is 12:00 in Sevastopol
  expect(within(ops).getByRole('cell', { name: '10.01.2025 12:00' })).toBeInTheDocument();
});

test('the driver filter asks the history call for that driver', async () => {
  const { calls, user } = renderArea();
  await screen.findByRole('table', { name: 'Операции' });
  await user.selectOptions(screen.getByLabelText('Водитель'), 'Соколов Андрей Викторович');
  await waitFor(() =>
    expect(
      calls.filter((c) => c.path === '/profile/get-operations-with-filter').at(-1)?.body,
    ).toMatchObject({ Driver: '79009201001', Period: 'monthly' }),
  );
});

test('add driver: client rules first, then the call; a refusal shows under its field', async () => {
  const { calls, user } = renderArea({
    'PUT /corp-profile/add-driver': (call) =>
      call.body.phone === '79009201001'
        ? fail('DoublePhone', { field: 'phone' })
        : ok({ driver: {} }),
  });
  await user.click(await screen.findByRole('button', { name: 'Добавить водителя' }));
  const dialog = screen.getByRole('dialog', { name: 'Новый водитель' });
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(within(dialog).getAllByText('Заполните поле')).toHaveLength(2);
  await user.type(within(dialog).getByLabelText(/ФИО водителя/), 'Иванов Иван Иванович');
  await user.type(within(dialog).getByLabelText(/Телефон/), '12345');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(within(dialog).getByText('Номер телефона должен содержать 11 цифр')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/corp-profile/add-driver')).toBe(false);

  await user.clear(within(dialog).getByLabelText(/Телефон/));
  await user.type(within(dialog).getByLabelText(/Телефон/), '8 900 920 10 01');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(
    await within(dialog).findByText('Водитель с таким телефоном уже есть'),
  ).toBeInTheDocument();

  await user.clear(within(dialog).getByLabelText(/Телефон/));
  await user.type(within(dialog).getByLabelText(/Телефон/), '+7 978 555 00 01');
  await user.selectOptions(within(dialog).getByLabelText('Транспорт'), 'WAW 12345');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.path === '/corp-profile/add-driver').at(-1)?.body).toEqual({
    driver: 'Иванов Иван Иванович',
    car_number: 'WAW 12345',
    phone: '79785550001',
  });
  // The list is reloaded after the change.
  expect(calls.filter((c) => c.path === '/corp-profile/get-profile')).toHaveLength(2);
});

test('edit driver sends the old values and the new ones', async () => {
  const { calls, user } = renderArea({ 'POST /corp-profile/edit-driver': ok({ driver: {} }) });
  await user.click(
    await screen.findByRole('button', { name: 'Изменить Соколов Андрей Викторович' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Изменить водителя' });
  const name = within(dialog).getByLabelText(/ФИО водителя/);
  await user.clear(name);
  await user.type(name, 'Соколов Андрей');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === '/corp-profile/edit-driver')?.body).toEqual({
    driver: 'Соколов Андрей Викторович',
    car_number: 'А101ВС92',
    phone: '79009201001',
    driver_n: 'Соколов Андрей',
    car_number_n: 'А101ВС92',
    phone_n: '79009201001',
  });
});

test('remove asks for confirmation; Cancel calls nothing', async () => {
  const { calls, user } = renderArea({
    'DELETE /corp-profile/remove-driver': ok({ removed: true }),
  });
  await user.click(
    await screen.findByRole('button', { name: 'Удалить Соколов Андрей Викторович' }),
  );
  let dialog = screen.getByRole('dialog', { name: 'Удалить водителя?' });
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Удалить Соколов Андрей Викторович' }));
  dialog = screen.getByRole('dialog', { name: 'Удалить водителя?' });
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
    driver: 'Соколов Андрей Викторович',
    car_number: 'А101ВС92',
    phone: '79009201001',
  });
});

test('after a row is removed focus goes to its section heading, not the page', async () => {
  let removed = false;
  const { user } = renderArea({
    'GET /corp-profile/get-profile': () => {
      const profile = demoProfile();
      return ok(
        removed
          ? {
              ...profile,
              drivers: profile.drivers.filter((d) => d.name !== 'Соколов Андрей Викторович'),
            }
          : profile,
      );
    },
    'DELETE /corp-profile/remove-driver': () => {
      removed = true;
      return ok({ removed: true });
    },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Удалить Соколов Андрей Викторович' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Удалить водителя?' });
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    screen.queryByRole('button', { name: 'Удалить Соколов Андрей Викторович' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Водители' })).toHaveFocus();
});

test('removing a vehicle or a tracker asks its own question, then calls for that row', async () => {
  const { calls, user } = renderArea({
    'DELETE /profile/ts/v2': ok({ removed: true }),
    'PUT /profile/ts/v1': ok({ ts: {} }),
  });
  const vehicles = await screen.findByRole('table', { name: 'Транспорт' });
  await user.click(within(vehicles).getByRole('button', { name: 'Удалить WAW 12345' }));
  let dialog = screen.getByRole('dialog', { name: 'Удалить транспорт?' });
  expect(dialog).toHaveTextContent('Транспорт WAW 12345 и его трекер будут удалены.');
  expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/profile/ts/v2']);

  await user.click(
    within(table('Трекеры')).getByRole('button', { name: 'Удалить 350000000001001' }),
  );
  dialog = screen.getByRole('dialog', { name: 'Удалить трекер?' });
  expect(dialog).toHaveTextContent('Трекер 350000000001001 будет снят с транспорта.');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === '/profile/ts/v1')?.body).toEqual({ VINNumber: '', IMEI: '' });
  expect(calls.filter((c) => c.path === '/corp-profile/get-profile')).toHaveLength(3);
});

test('add vehicle: the duplicate message shows under the plate', async () => {
  const { user } = renderArea({
    'POST /profile/ts/1': fail('ValidationError', {
      errorMessage: 'This vehicle already exists',
      code: 'coop.vehicleExists',
      field: 'number',
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Добавить транспорт' }));
  const dialog = screen.getByRole('dialog', { name: 'Новый транспорт' });
  await user.type(within(dialog).getByLabelText(/Госномер/), 'а101вс92');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Такой транспорт уже существует')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Госномер/)).toHaveAttribute('aria-invalid', 'true');
});

test('add tracker: a new vehicle with it (POST ts/1), the duplicate tracker message; a free vehicle gets it by PUT', async () => {
  const { calls, user } = renderArea({
    'POST /profile/ts/1': fail('ValidationError', {
      errorMessage: 'This tracking device already exists',
      code: 'coop.trackerExists',
      field: 'IMEI',
    }),
    'PUT /profile/ts/v2': ok({ ts: {} }),
  });
  await user.click(await screen.findByRole('button', { name: 'Добавить трекер' }));
  const dialog = screen.getByRole('dialog', { name: 'Новый трекер' });
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(within(dialog).getByText('Укажите VIN или IMEI')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Госномер нового транспорта/), 'NEW 1');
  await user.type(within(dialog).getByLabelText(/IMEI/), '350000000001001');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Такой трекер уже существует')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('Транспорт'), 'WAW 12345');
  await user.clear(within(dialog).getByLabelText(/IMEI/));
  await user.type(within(dialog).getByLabelText(/IMEI/), '351111111111111');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === '/profile/ts/v2')?.body).toEqual({
    VINNumber: '',
    IMEI: '351111111111111',
  });
});

test('deactivate a tracker sends its identifiers and the company inn; a refusal shows in the list', async () => {
  let answer = fail('ValidationError', { code: 'coop.innMismatch' });
  const { calls, user } = renderArea({ 'PUT /corp-profile/deactivate-device': () => answer });
  const devices = await screen.findByRole('table', { name: 'Трекеры' });
  await user.click(within(devices).getByRole('button', { name: 'Деактивировать 350000000001001' }));
  expect(await screen.findByText('ИНН не совпадает с ИНН компании')).toBeInTheDocument();
  answer = ok({ ts: null, device: null });
  await user.click(within(devices).getByRole('button', { name: 'Деактивировать 350000000001001' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/corp-profile/get-profile')).toHaveLength(2),
  );
  expect(calls.filter((c) => c.path === '/corp-profile/deactivate-device').at(-1)?.body).toEqual({
    grz: '',
    vin: 'XTA21099100000011',
    imei: '350000000001001',
    inn: '9204000001',
  });
});

test('logout ends the corporate session and tells the shell', async () => {
  const { calls, user } = renderArea({ 'POST /auth/logout': ok({ loggedOut: true }) });
  const loggedOut = jest.fn();
  const sub = bus.on('session:loggedOut').subscribe(loggedOut);
  await user.click(await screen.findByRole('button', { name: 'Выйти' }));
  await waitFor(() => expect(loggedOut).toHaveBeenCalled());
  sub.unsubscribe();
  expect(calls.find((c) => c.path === '/auth/logout')?.query.token).toBe('corp-token');
  expect(tokenStore.get('sevastopol', 'corporate')).toBeNull();
});

test('a failed profile load offers retry', async () => {
  let answer: Handler = fail('UnknownError');
  const { user } = renderArea({ 'GET /corp-profile/get-profile': () => answer as never });
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  answer = ok(demoProfile());
  await user.click(retry);
  expect(await screen.findByText('ООО «Демо Севастополь»')).toBeInTheDocument();
});
