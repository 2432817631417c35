import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { setCity, tokenStore } from '@parking/shared/session';
import { announceOptions, fail, fakeApi, initTestI18n, ok, renderAt } from '../test/helpers';
import LoginModal from './login-modal';

const location = () => screen.getByTestId('location').textContent;
const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';

beforeAll(initTestI18n);

beforeEach(() => {
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  bus.reset();
  announceOptions();
});

function open(props: { userType?: 'private' | 'corporate' } = {}) {
  const onClose = jest.fn();
  renderAt('/news?modal=login', <LoginModal onClose={onClose} basePath="" {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Вход' });
  return { onClose, dialog };
}

async function fillPrivate(login: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^E-mail/), login);
  await userEvent.type(screen.getByLabelText(/^Пароль/), password);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Войти' }));

test('empty fields and a malformed e-mail are refused before any call, errors linked to the fields', async () => {
  const api = fakeApi({});
  open();
  await submit();
  const login = screen.getByLabelText(/^E-mail/);
  expect(login).toHaveAccessibleDescription('Заполните это поле.');
  expect(login).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Пароль/)).toHaveAccessibleDescription('Заполните это поле.');

  await userEvent.type(login, '79780000001');
  await userEvent.tab();
  expect(login).toHaveAccessibleDescription('Неверный формат e-mail.');
  expect(api.calls).toHaveLength(0);
});

test('easy login accepts a phone and labels the field accordingly', async () => {
  announceOptions({ easyAuth: true });
  const api = fakeApi({ 'POST /api/auth/login-v5': () => fail('IncorrectLogin') });
  open();
  const field = screen.getByLabelText(/^E-mail или телефон/);
  await userEvent.type(field, '123');
  await userEvent.tab();
  expect(field).toHaveAccessibleDescription(/Введите e-mail или телефон/);
  await userEvent.clear(field);
  await userEvent.type(field, '+79780000001');
  await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret');
  await submit();
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(api.calls[0].body).toEqual({ login: '+79780000001', password: 'secret', captcha: null });
});

test('IncorrectLogin and UnregistredAccount read as incorrect login or password', async () => {
  let answer = 'IncorrectLogin';
  fakeApi({ 'POST /api/auth/login-v5': () => fail(answer) });
  open();
  await fillPrivate('driver@sevastopol.demo', 'wrong');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль.');
  answer = 'UnregistredAccount';
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль.');
  expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('data-status', 'error');
});

test('LoginTryLimit shows the captcha; its answer and id go with the next try; CaptchaIncorrect swaps the image', async () => {
  const answers = [
    fail('LoginTryLimit', { captcha: CAPTCHA, captchaId: 'c-1' }),
    fail('CaptchaIncorrect', { captcha: `${CAPTCHA}2`, captchaId: 'c-2' }),
    ok({ token: 'tok-1', id_session: 's1' }, { token: 'tok-1', id_session: 's1' }),
  ];
  const api = fakeApi({ 'POST /api/auth/login-v5': () => answers.shift() });
  const { onClose } = open();
  await fillPrivate('driver@sevastopol.demo', 'Demo1234');
  expect(screen.queryByRole('img', { name: 'Код на картинке' })).not.toBeInTheDocument();
  await submit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Превышено число попыток входа');
  expect(screen.getByRole('img', { name: 'Код на картинке' })).toHaveAttribute('src', CAPTCHA);
  // The captcha is required once shown.
  await submit();
  expect(screen.getByLabelText(/^Код с картинки/)).toHaveAccessibleDescription(
    expect.stringContaining('Заполните это поле.'),
  );
  expect(api.calls).toHaveLength(1);

  await userEvent.type(screen.getByLabelText(/^Код с картинки/), 'wrong');
  await submit();
  expect(await screen.findByText('Код с картинки введён неверно.')).toBeInTheDocument();
  expect(api.calls[1].body).toMatchObject({ captcha: 'wrong', captchaId: 'c-1' });
  expect(screen.getByRole('img', { name: 'Код на картинке' })).toHaveAttribute(
    'src',
    `${CAPTCHA}2`,
  );
  expect(screen.getByLabelText(/^Код с картинки/)).toHaveValue('');

  await userEvent.type(screen.getByLabelText(/^Код с картинки/), 'abcde');
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.calls[2].body).toMatchObject({ captcha: 'abcde', captchaId: 'c-2' });
});

test('success stores the token, tells the page and other tabs, closes; no default zone: stays', async () => {
  fakeApi({ 'POST /api/auth/login-v5': () => ok({ token: 'tok-ok' }, { token: 'tok-ok' }) });
  const loggedIn = jest.fn();
  const sub = bus.on('session:loggedIn').subscribe(loggedIn);
  const other = new BroadcastChannel('parking-portal');
  const heard = jest.fn();
  other.onmessage = (event: MessageEvent) => heard(event.data);
  const { onClose } = open();
  await fillPrivate('driver@sevastopol.demo', 'Demo1234');
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(tokenStore.get('sevastopol', 'private')).toBe('tok-ok');
  expect(loggedIn).toHaveBeenCalledWith({ userType: 'private' });
  await waitFor(() =>
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'parking:login', userType: 'private' }),
    ),
  );
  expect(location()).toBe('/news?modal=login'); // the shell drops the modal through onClose
  sub.unsubscribe();
  other.close();
});

test('with a default zone a login lands on /profile/parking', async () => {
  announceOptions({ defaultZone: '101' });
  fakeApi({ 'POST /api/auth/login-v5': () => ok({ token: 'tok-zone' }) });
  open();
  await fillPrivate('driver@sevastopol.demo', 'Demo1234');
  await submit();
  await waitFor(() => expect(location()).toBe('/profile/parking'));
});

test('EmptyPass sends the visitor to restore with the error and the e-mail', async () => {
  fakeApi({
    'POST /api/auth/login-v5': () => fail('EmptyPass', { email: 'nopass@sevastopol.demo' }),
  });
  const { onClose } = open();
  await fillPrivate('nopass@sevastopol.demo', 'anything');
  await submit();
  await waitFor(() =>
    expect(location()).toBe('/restore-password?error=EmptyPass&email=nopass%40sevastopol.demo'),
  );
  expect(onClose).toHaveBeenCalled();
  expect(tokenStore.current()).toBeNull();
});

test('a network failure is a Request error with the generic message', async () => {
  fakeApi({
    'POST /api/auth/login-v5': () => {
      throw new Error('offline');
    },
  });
  // The fake answers by handler; a throwing handler rejects the fetch.
  open();
  await fillPrivate('driver@sevastopol.demo', 'Demo1234');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Произошла неизвестная ошибка');
  expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute(
    'data-status',
    'Request error',
  );
});

test('corporate sites: the type selector, the legal-entity form and its login', async () => {
  announceOptions({ isCoopProfile: true });
  const api = fakeApi({
    'POST /api/auth/login-corp-v1': (call) =>
      call.body.contractNumber === 'SEV-001' ? ok({ token: 'corp-tok' }) : fail('IncorrectLogin'),
  });
  open({ userType: 'corporate' });
  const tabs = screen.getByRole('tablist', { name: 'Тип учётной записи' });
  expect(within(tabs).getByRole('tab', { name: 'Юридическое лицо' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = screen.getByRole('form', { name: 'Вход для юридических лиц' });
  await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
  expect(screen.getByLabelText(/^ИНН/)).toHaveAccessibleDescription('Заполните это поле.');
  expect(screen.getByLabelText(/^Номер договора/)).toHaveAccessibleDescription(
    'Заполните это поле.',
  );
  await userEvent.type(screen.getByLabelText(/^ИНН/), 'abc');
  await userEvent.tab();
  expect(screen.getByLabelText(/^ИНН/)).toHaveAccessibleDescription('Здесь должно быть число.');
  await userEvent.clear(screen.getByLabelText(/^ИНН/));
  await userEvent.type(screen.getByLabelText(/^ИНН/), '9204000001');
  await userEvent.type(screen.getByLabelText(/^Номер договора/), 'WRONG');
  await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль.');
  await userEvent.clear(screen.getByLabelText(/^Номер договора/));
  await userEvent.type(screen.getByLabelText(/^Номер договора/), 'SEV-001');
  await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
  await waitFor(() => expect(location()).toBe('/coop-profile'));
  expect(tokenStore.get('sevastopol', 'corporate')).toBe('corp-tok');
  expect(api.calls[1].body).toEqual({
    inn: '9204000001',
    contractNumber: 'SEV-001',
    captcha: null,
  });

  // Back to individuals: the private form with the restore and registration links.
  act(() => tokenStore.clear('sevastopol'));
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Физическое лицо' }));
  expect(screen.getByRole('form', { name: 'Вход для физических лиц' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
    'href',
    '/restore-password',
  );
  expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
    'href',
    '/registration',
  );
});

test('sites without corporate support show no selector', () => {
  fakeApi({});
  open({ userType: 'corporate' });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Вход для физических лиц' })).toBeInTheDocument();
});
