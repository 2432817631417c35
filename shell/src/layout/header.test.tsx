import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { getCity, setCity, tokenStore } from '@parking/shared/session';
import { fakeRemote } from '../test/runtime-mock';
import { initTestI18n, optionsInfo, renderShell } from '../test/fixtures';
import { resetRemoteModulesForTests } from '../remotes/remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRemote(id)),
}));

const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  window.scrollTo = jest.fn();
  await initTestI18n();
});

beforeEach(async () => {
  resetRemoteModulesForTests();
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  await i18n.changeLanguage('ru');
});

test('the city picker saves the choice and goes to /', async () => {
  const { context } = renderShell('/news');
  await userEvent.click(screen.getByRole('button', { name: 'Город: Севастополь' }));
  const dialog = screen.getByRole('dialog', { name: 'Выберите город' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ростов-на-Дону' }));
  expect(getCity()).toBe('rostov');
  await waitFor(() => expect(location()).toBe('/'));
  expect(context.reload).toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('logged out: login, registration and guest payment; guest payment follows the setting', () => {
  const { unmount } = renderShell('/news');
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/news?modal=login');
  expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
    'href',
    '/registration',
  );
  expect(screen.getByRole('link', { name: 'Оплатить без регистрации' })).toHaveAttribute(
    'href',
    '/guest-payment',
  );
  unmount();
  renderShell('/news', { info: optionsInfo({ useSessionWithoutRegister: false }) });
  expect(screen.queryByRole('link', { name: 'Оплатить без регистрации' })).not.toBeInTheDocument();
});

test('logged in: the remotes mount their header widgets', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/news');
  expect(await screen.findByTestId('remote:mf_payments/BalanceDropdown')).toBeInTheDocument();
  expect(await screen.findByTestId('remote:mf_payments/ParkingDropdown')).toBeInTheDocument();
  expect(await screen.findByTestId('remote:mf_profile/ProfileDropdown')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
});

test('the mobile menu button reports its state', async () => {
  renderShell('/news');
  const button = screen.getByRole('button', { name: 'Меню' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Мобильное меню' })).toBeVisible();
});

test('session:expired opens the session-expired modal once; OK opens login', async () => {
  renderShell('/news');
  act(() => {
    bus.emit('session:expired', {});
    bus.emit('session:expired', {});
  });
  await waitFor(() => expect(location()).toBe('/news?modal=session-expired'));
  act(() => bus.emit('session:expired', {}));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Сессия завершена' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(location()).toBe('/news?modal=login'));
  expect(await screen.findByTestId('remote:mf_auth/LoginModal')).toBeInTheDocument();
});

test('the language switch keeps the path', () => {
  renderShell('/news/5');
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/news/5');
  expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
});
