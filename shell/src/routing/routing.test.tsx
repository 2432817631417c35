import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
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
  bus.reset();
  await i18n.changeLanguage('ru');
});

test('home renders header, map remote and footer landmarks', async () => {
  renderShell('/');
  expect(await screen.findByTestId('remote:mf_map/App')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти к основному содержимому' })).toHaveAttribute(
    'href',
    '#main',
  );
  expect(loadRemote).toHaveBeenCalledWith('mf_map/App');
});

test('a /ru prefix is stripped', async () => {
  renderShell('/ru/news?x=1');
  await waitFor(() => expect(location()).toBe('/news?x=1'));
  expect(screen.getByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
});

test('an unsupported language goes home', async () => {
  renderShell('/de/news');
  await waitFor(() => expect(location()).toBe('/'));
});

test('/en switches the language and keeps the prefix in links', async () => {
  renderShell('/en/news');
  expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  expect(i18n.language).toBe('en');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/en/registration',
  );
  expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/news');
});

test('public-only routes send a logged-in visitor home', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/registration');
  await waitFor(() => expect(location()).toBe('/'));
});

test('private routes send a logged-out visitor to the login modal', async () => {
  renderShell('/profile/parking');
  await waitFor(() => expect(location()).toBe('/?modal=login'));
  expect(await screen.findByTestId('remote:mf_auth/LoginModal')).toBeInTheDocument();
});

test('/profile opens the first menu item inside the profile layout', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/profile');
  await waitFor(() => expect(location()).toBe('/profile/parking'));
  const layout = await screen.findByTestId('remote:mf_profile/ProfileLayout');
  expect(await screen.findByTestId('remote:mf_payments/ProfileParking')).toBeInTheDocument();
  expect(layout).toContainElement(screen.getByTestId('remote:mf_payments/ProfileParking'));
});

test('profile sections mount their remote App under /profile', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/en/profile/constructor');
  const app = await screen.findByTestId('remote:mf_abonements/App');
  expect(app).toHaveAttribute('data-base-path', '/en/profile');
});

test('a corporate token is sent to the corporate area', async () => {
  tokenStore.set('sevastopol', 'corporate', 'corp');
  renderShell('/news');
  await waitFor(() => expect(location()).toBe('/coop-profile'));
  expect(await screen.findByTestId('remote:mf_coop/App')).toBeInTheDocument();
});

test('the corporate area is closed to a private visitor', async () => {
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/coop-profile');
  await waitFor(() => expect(location()).toBe('/'));
});

// Spec: logout returns to '/'. The guard of the page being left must not greet the visitor who
// just chose to leave with the login modal, whichever remote logged out.
test.each([
  ['corporate', '/coop-profile', 'remote:mf_coop/App'],
  ['private', '/profile/constructor', 'remote:mf_abonements/App'],
] as const)(
  'a %s logout on %s lands on the map without the login modal',
  async (user, path, app) => {
    tokenStore.set('sevastopol', user, 'tok');
    renderShell(path);
    expect(await screen.findByTestId(app)).toBeInTheDocument();
    await act(async () => {
      // What a remote's logout does: the token first, then the fact on the bus.
      tokenStore.set('sevastopol', user, null);
      bus.emit('session:loggedOut', {});
    });
    expect(await screen.findByTestId('remote:mf_map/App')).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.queryByTestId('remote:mf_auth/LoginModal')).not.toBeInTheDocument();
  },
);

test('unknown paths show the not-found page', async () => {
  renderShell('/no-such/page');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBeInTheDocument();
});

test('a closed site shows only the closed page', () => {
  renderShell('/news', { info: optionsInfo({ isClose: true }) });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Сайт временно не работает' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

test("the tab's title names the page and follows the language", async () => {
  const { unmount } = renderShell('/news');
  expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Новости — Городские парковки'));
  unmount();
  renderShell('/en/sms-commands');
  await waitFor(() => expect(document.title).toBe('SMS commands — City parking'));
});
