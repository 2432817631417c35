import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { setCity, tokenStore } from '@parking/shared/session';
import App from '../app';
import { announceOptions, fail, fakeApi, initTestI18n, ok, renderAt } from '../test/helpers';

const location = () => screen.getByTestId('location').textContent;
const SALT = 'fedcba9876543210fedcba9876543210';
const LINK = 'A'.repeat(43);
const field = (label: RegExp) => screen.getByLabelText(label);

beforeAll(initTestI18n);
beforeEach(() => {
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  bus.reset();
  announceOptions();
});

test('EmptyPass from the login: the e-mail is filled in and the reason explained', () => {
  fakeApi({});
  renderAt('/restore-password?error=EmptyPass&email=nopass%40sevastopol.demo', <App basePath="" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toHaveFocus();
  expect(screen.getByText(/У вашей учётной записи ещё нет пароля/)).toBeInTheDocument();
  expect(field(/^E-mail или телефон/)).toHaveValue('nopass@sevastopol.demo');
});

test('step 1 validation: required, format, a call needs a phone, unknown account', async () => {
  const api = fakeApi({
    'GET /api/profile/restore-password/send-email': () => fail('UnregistredAccount'),
  });
  renderAt('/restore-password', <App basePath="" />);
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(field(/^E-mail или телефон/)).toHaveAccessibleDescription(
    expect.stringContaining('Заполните это поле.'),
  );
  await userEvent.type(field(/^E-mail или телефон/), 'who@example.org');
  await userEvent.click(screen.getByRole('radio', { name: /Звонком/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(screen.getByRole('group', { name: 'Как подтвердить' })).toHaveAccessibleDescription(
    'Звонок возможен только на номер телефона.',
  );
  await userEvent.click(screen.getByRole('radio', { name: /Ссылкой на e-mail/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  await waitFor(() =>
    expect(field(/^E-mail или телефон/)).toHaveAccessibleDescription(
      expect.stringContaining('Учётная запись с такими данными не найдена.'),
    ),
  );
  expect(api.calls[0].query.get('email')).toBe('who@example.org');
});

test('by e-mail: the link is sent; its page asks for the new password; success offers login', async () => {
  const api = fakeApi({
    'GET /api/profile/restore-password/send-email': () => ok({ sent: true }),
    'GET /api/profile/restore-password/check': () => ok({ valid: true }),
    'PUT /api/profile/restore-password/change': () => ok({ changed: true }),
  });
  const { unmount } = renderAt('/restore-password', <App basePath="" />);
  await userEvent.type(field(/^E-mail или телефон/), 'driver@sevastopol.demo');
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  await waitFor(() => expect(location()).toBe('/restore-password/2'));
  expect(screen.getByText(/ссылку для смены пароля на driver@sevastopol.demo/)).toBeInTheDocument();
  unmount();

  renderAt(`/restore-password/3/${LINK}`, <App basePath="" />);
  await waitFor(() => expect(api.find('/api/profile/restore-password/check')).toHaveLength(1));
  expect(api.find('/api/profile/restore-password/check')[0].query.get('token')).toBe(LINK);
  await userEvent.type(field(/^Новый пароль/), 'short');
  await userEvent.type(field(/^Повторите новый пароль/), 'other');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  expect(field(/^Новый пароль/)).toHaveAccessibleDescription(
    expect.stringContaining('Пароль должен быть от 6 до 20 символов.'),
  );
  expect(field(/^Повторите новый пароль/)).toHaveAccessibleDescription('Пароли не совпадают.');
  await userEvent.clear(field(/^Новый пароль/));
  await userEvent.clear(field(/^Повторите новый пароль/));
  await userEvent.type(field(/^Новый пароль/), 'NewPass1');
  await userEvent.type(field(/^Повторите новый пароль/), 'NewPass1');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  const dialog = await screen.findByRole('dialog', { name: 'Готово' });
  expect(api.find('/api/profile/restore-password/change')[0].body).toEqual({
    token: LINK,
    pass: 'NewPass1',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
  expect(location()).toBe('/?modal=login');
});

test('an invalid e-mailed link says so', async () => {
  fakeApi({ 'GET /api/profile/restore-password/check': () => fail('IncorrectCode') });
  renderAt(`/restore-password/3/${LINK}`, <App basePath="" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ссылка или код недействительны либо устарели.',
  );
});

test('by phone: SMS code checked, then the new password', async () => {
  let good = false;
  const api = fakeApi({
    'POST /api/profile/restore-password/send-code': () =>
      ok({ salt: SALT, confirmationType: 'SMS' }),
    'GET /api/profile/restore-password/check': () =>
      good ? ok({ valid: true }) : fail('IncorrectCode'),
    'PUT /api/profile/restore-password/change': () => ok({ changed: true }),
  });
  renderAt('/restore-password', <App basePath="" />);
  await userEvent.type(field(/^E-mail или телефон/), '8 978 000 00 01');
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  await waitFor(() => expect(location()).toBe(`/restore-password/2/${SALT}`));
  expect(api.find('/api/profile/restore-password/send-code')[0].body).toEqual({
    phone: '79780000001',
    type: 'sms',
  });
  expect(
    screen.getByText('Мы отправили SMS с кодом на номер + 7 (978) 000-00-01.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Шаг 2 из 3')).toBeInTheDocument();
  await userEvent.type(field(/^Код из SMS/), '0000');
  await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  await waitFor(() => expect(field(/^Код из SMS/)).toHaveAccessibleDescription('Неверный код.'));
  good = true;
  await userEvent.clear(field(/^Код из SMS/));
  await userEvent.type(field(/^Код из SMS/), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  await waitFor(() => expect(location()).toBe(`/restore-password/3/${SALT}`));
  const check = api.find('/api/profile/restore-password/check')[1];
  expect([check.query.get('token'), check.query.get('code')]).toEqual([SALT, '1234']);
  await userEvent.type(field(/^Новый пароль/), 'NewPass1');
  await userEvent.type(field(/^Повторите новый пароль/), 'NewPass1');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  expect(await screen.findByRole('dialog', { name: 'Готово' })).toHaveTextContent('Пароль изменён');
});

test('by call: the code is the last 4 digits of the calling number', async () => {
  const api = fakeApi({
    'POST /api/profile/restore-password/send-code': () =>
      ok({ salt: SALT, confirmationType: 'Call' }),
  });
  renderAt('/restore-password', <App basePath="" />);
  await userEvent.type(field(/^E-mail или телефон/), '+79780000001');
  await userEvent.click(screen.getByRole('radio', { name: /Звонком/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(await screen.findByLabelText(/^Последние 4 цифры входящего номера/)).toBeInTheDocument();
  expect(api.calls[0].body).toEqual({ phone: '79780000001', type: 'call' });
});

test('the easy variant sends a new password and offers login', async () => {
  announceOptions({ easyAuth: true });
  const api = fakeApi({ 'PUT /api/profile/restore-password-v2/change': () => ok({ sent: true }) });
  renderAt('/restore-password', <App basePath="" />);
  await userEvent.type(field(/^E-mail или телефон/), '+79780000001');
  await userEvent.click(screen.getByRole('radio', { name: 'Прислать новый пароль' }));
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  const done = await screen.findByRole('dialog', { name: 'Готово' });
  expect(done).toHaveTextContent('Новый пароль отправлен');
  // The old password is not gone: the user is told so.
  expect(done).toHaveTextContent('текущий пароль работает, пока вы не войдёте с новым');
  expect(api.calls[0].body).toEqual({ login: '+79780000001', type: 'phone' });
});
