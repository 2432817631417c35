import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { mockApi } from '../test/api-mock';
import { fakeRemote } from '../test/runtime-mock';
import { initTestI18n, optionsInfo, renderShell } from '../test/fixtures';
import { resetRemoteModulesForTests } from '../remotes/remote-module';
import { browser } from './browser';
import { NOTIFICATION_KEY } from './notification-banner';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRemote(id)),
}));

const location = () => screen.getByTestId('location').textContent;

const popup = (updated: string) => ({
  title: 'Бесплатная парковка',
  message: 'С 1 по 8 мая парковка бесплатная.',
  updated,
});

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
  window.innerWidth = 1024;
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  configureApi({ baseUrl: '/api' });
});

/** Lets the mocked fetch promises settle under fake timers. */
const flush = () => act(async () => {});

describe('footer', () => {
  test('store links only for the configured stores, labelled, in a new tab', () => {
    mockApi({});
    const info = optionsInfo();
    info.options.appLinks = { iosLink: 'https://apps.example/ios', apkLink: '/downloads/app.apk' };
    info.options.menuItems.footer = [
      {
        path: 'https://city.example/rules',
        title: { ru: 'Правила города', en: 'City rules' },
        itemOrder: 2,
        external: true,
      },
      { path: '/pages/about', title: { ru: 'О парковках', en: 'About' }, itemOrder: 1 },
    ];
    renderShell('/pages', { info });
    const footer = within(screen.getByRole('contentinfo'));
    const apps = within(footer.getByRole('region', { name: 'Мобильные приложения' }));
    expect(apps.getAllByRole('link')).toHaveLength(2);
    expect(
      apps.getByRole('link', { name: 'App Store (откроется в новой вкладке)' }),
    ).toHaveAttribute('href', 'https://apps.example/ios');
    expect(apps.getByRole('link', { name: /Скачать APK/ })).toHaveAttribute('target', '_blank');
    expect(footer.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /Яндекс Store/ })).not.toBeInTheDocument();

    const links = within(footer.getByRole('navigation', { name: 'Ссылки в подвале' })).getAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      'О парковках',
      'Правила города (откроется в новой вкладке)',
    ]);
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByRole('link', { name: 'Телефон: +7 800 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+78000000000',
    );
  });

  test('no store section when none is configured', () => {
    mockApi({});
    renderShell('/pages');
    expect(screen.queryByRole('region', { name: 'Мобильные приложения' })).not.toBeInTheDocument();
  });
});

describe('notification banner', () => {
  test('appears 300 ms after load', async () => {
    jest.useFakeTimers();
    mockApi({ '/api/notification/popup': () => ({ result: popup('2025-04-25T09:00:00.000Z') }) });
    renderShell('/pages');
    await flush();
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('region', { name: 'Бесплатная парковка' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const banner = screen.getByRole('region', { name: 'Бесплатная парковка' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'С 1 по 8 мая парковка бесплатная.',
    );
  });

  test('closing remembers the date; a reload keeps it closed', async () => {
    mockApi({ '/api/notification/popup': () => ({ result: popup('2025-04-25T09:00:00.000Z') }) });
    const { unmount } = renderShell('/pages');
    const banner = await screen.findByRole('region', { name: 'Бесплатная парковка' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('region', { name: 'Бесплатная парковка' })).not.toBeInTheDocument();
    expect(localStorage.getItem(NOTIFICATION_KEY)).toBe('2025-04-25T09:00:00.000Z');
    unmount();

    jest.useFakeTimers();
    renderShell('/pages');
    await flush();
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.queryByRole('region', { name: 'Бесплатная парковка' })).not.toBeInTheDocument();
  });

  test('reopens when the server date is newer than the remembered one', async () => {
    localStorage.setItem(NOTIFICATION_KEY, '2025-04-25T09:00:00.000Z');
    mockApi({ '/api/notification/popup': () => ({ result: popup('2025-05-02T09:00:00.000Z') }) });
    renderShell('/pages');
    expect(await screen.findByRole('region', { name: 'Бесплатная парковка' })).toBeInTheDocument();
  });

  test('falls back to options.notification when the popup call fails', async () => {
    mockApi({});
    const info = optionsInfo();
    info.options.notification = { ...popup('2025-04-25T09:00:00.000Z'), url: '/news' };
    renderShell('/pages', { info });
    const banner = await screen.findByRole('region', { name: 'Бесплатная парковка' });
    expect(within(banner).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/news',
    );
  });
});

describe('app banner', () => {
  const links = {
    appSchemeLink: 'parkingsev://open',
    androidLink: 'https://play.example/app',
    iosLink: 'https://apps.example/app',
  };

  test('not shown at 750 px and wider', () => {
    mockApi({});
    const info = optionsInfo();
    info.options.appLinks = links;
    window.innerWidth = 750;
    renderShell('/pages', { info });
    expect(screen.queryByRole('region', { name: 'Мобильное приложение' })).not.toBeInTheDocument();
  });

  test('narrow: opens the app link, then the store link after 1000 ms; dismissible', async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14)');
    mockApi({});
    const info = optionsInfo();
    info.options.appLinks = links;
    window.innerWidth = 400;
    renderShell('/pages', { info });
    const banner = within(screen.getByRole('region', { name: 'Мобильное приложение' }));
    act(() => banner.getByRole('button', { name: 'Открыть приложение' }).click());
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenLastCalledWith('parkingsev://open');
    act(() => jest.advanceTimersByTime(999));
    expect(go).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenLastCalledWith('https://play.example/app');

    act(() =>
      banner.getByRole('button', { name: 'Закрыть предложение открыть приложение' }).click(),
    );
    expect(screen.queryByRole('region', { name: 'Мобильное приложение' })).not.toBeInTheDocument();
  });
});

describe('modals', () => {
  test('?modal=refill mounts the payments modal with onClose, unframed', async () => {
    mockApi({});
    tokenStore.set('sevastopol', 'private', 'tok');
    renderShell('/pages?modal=refill');
    const modal = await screen.findByTestId('remote:mf_payments/PaymentModal');
    // The remote brings its own dialog: the shell adds none around it.
    expect(modal.closest('[role="dialog"]')).toBeNull();
  });

  test('?modal=refill while logged out asks to log in first', async () => {
    mockApi({});
    renderShell('/pages?modal=refill');
    await waitFor(() => expect(location()).toBe('/pages?modal=login'));
  });
});

describe('mobile menu', () => {
  test('logged in: map, profile items in the menu order with the flags, logout, contacts, apps', async () => {
    mockApi({});
    tokenStore.set('sevastopol', 'private', 'tok');
    const info = optionsInfo();
    info.settings = {
      ...info.settings,
      dontUseBalance: true,
      useReceipts: false,
      useSubscriptionConstructor: false,
    };
    info.options.appLinks = { androidLink: 'https://play.example/app' };
    renderShell('/pages', { info });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const menu = within(screen.getByRole('navigation', { name: 'Мобильное меню' }));
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Карта парковок',
      'Парковочные сессии',
      'Операции',
      'Абонементы',
      'Мой профиль',
      'Штрафы',
      'Обратная связь',
      'Телефон: +7 800 000-00-00',
      'E-mail: help@example.org',
      'Google Play (откроется в новой вкладке)',
    ]);
    expect(menu.getByRole('link', { name: 'Мой профиль' })).toHaveAttribute(
      'href',
      '/profile/my-profile',
    );
    expect(menu.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  test('logged out: no profile items; all flags add receipts and the constructor', async () => {
    mockApi({});
    const { unmount } = renderShell('/pages');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    let menu = within(screen.getByRole('navigation', { name: 'Мобильное меню' }));
    expect(menu.queryByRole('link', { name: 'Операции' })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    unmount();

    tokenStore.set('sevastopol', 'private', 'tok');
    renderShell('/pages');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    menu = within(screen.getByRole('navigation', { name: 'Мобильное меню' }));
    const names = menu.getAllByRole('link').map((l) => l.textContent);
    expect(names.slice(1, 9)).toEqual([
      'Парковки',
      'Операции',
      'Абонементы',
      'Мой профиль',
      'Квитанции',
      'Штрафы',
      'Обратная связь',
      'Конструктор абонементов',
    ]);
  });

  test('logged out: the account actions are in the menu, private links from the options are not', async () => {
    mockApi({});
    const info = optionsInfo();
    info.options.menuItems.mobile = [
      { path: '/profile/operations', title: { ru: 'История', en: 'History' }, itemOrder: 1 },
      { path: '/news', title: { ru: 'Новости', en: 'News' }, itemOrder: 2 },
    ];
    renderShell('/pages', { info });
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const panel = screen.getByRole('navigation', { name: 'Мобильное меню' });
    const menu = within(panel);
    expect(
      menu
        .getAllByRole('link')
        .slice(0, 6)
        .map((l) => l.textContent),
    ).toEqual([
      'Карта парковок',
      'Войти',
      'Вход для юридических лиц',
      'Регистрация',
      'Оплатить без регистрации',
      'Новости',
    ]);
    expect(menu.queryByRole('link', { name: 'История' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/registration',
    );
    // Opening the login modal from the menu closes the menu.
    await userEvent.click(menu.getByRole('link', { name: 'Войти' }));
    expect(location()).toBe('/pages?modal=login');
    expect(panel).not.toBeVisible();
  });

  test('a press outside the open menu closes it', async () => {
    mockApi({});
    renderShell('/pages');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const panel = screen.getByRole('navigation', { name: 'Мобильное меню' });
    expect(panel).toBeVisible();
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus moves into the menu; Escape closes it and returns focus to the button', async () => {
    mockApi({});
    renderShell('/pages');
    const button = screen.getByRole('button', { name: 'Меню' });
    await userEvent.click(button);
    const menu = screen.getByRole('navigation', { name: 'Мобильное меню' });
    expect(within(menu).getByRole('link', { name: 'Карта парковок' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
