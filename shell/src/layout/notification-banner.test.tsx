import { screen, within } from '@testing-library/react';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { mockApi } from '../test/api-mock';
import { fakeRemote } from '../test/runtime-mock';
import { initTestI18n, optionsInfo, renderShell } from '../test/fixtures';
import { resetRemoteModulesForTests } from '../remotes/remote-module';
import { notificationLink } from './notification-banner';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRemote(id)),
}));

const popup = {
  title: 'Бесплатная парковка',
  message: 'С 1 по 8 мая парковка бесплатная.',
  updated: '2025-04-25T09:00:00.000Z',
};

beforeAll(async () => {
  window.scrollTo = jest.fn();
  await initTestI18n();
});

beforeEach(async () => {
  localStorage.clear();
  resetRemoteModulesForTests();
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  bus.reset();
  await i18n.changeLanguage('ru');
});

afterEach(() => configureApi({ baseUrl: '/api' }));

test.each([
  ['/news/3', { internal: true, href: '/news/3' }],
  ['https://example.org/may', { internal: false, href: 'https://example.org/may' }],
  ['//evil.example/x', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
  ['data:text/html,<b>x</b>', null],
  ['news', null],
  ['', null],
  [undefined, null],
])('notificationLink(%p)', (url, expected) => {
  expect(notificationLink(url)).toEqual(expected);
});

test('the banner shows the operator url only when it is a site path or an http(s) address', async () => {
  mockApi({});
  const info = optionsInfo();
  info.options.notification = { ...popup, url: 'javascript:alert(1)' };
  const { unmount } = renderShell('/pages', { info });
  const banner = await screen.findByRole('region', { name: 'Бесплатная парковка' });
  expect(within(banner).getByRole('status')).toHaveTextContent('С 1 по 8 мая парковка бесплатная.');
  expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  unmount();

  info.options.notification = { ...popup, url: 'https://example.org/may' };
  renderShell('/pages', { info });
  const external = await screen.findByRole('region', { name: 'Бесплатная парковка' });
  const link = within(external).getByRole('link', { name: /Подробнее/ });
  expect(link).toHaveAttribute('href', 'https://example.org/may');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
