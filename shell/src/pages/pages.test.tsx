import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { mockApi } from '../test/api-mock';
import { fakeRemote } from '../test/runtime-mock';
import { cities, initTestI18n, optionsInfo, renderShell } from '../test/fixtures';
import { resetRemoteModulesForTests } from '../remotes/remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRemote(id)),
}));

const location = () => screen.getByTestId('location').textContent;

const newsItem = (id: number) => ({
  id,
  date: '2025-04-25T09:00:00.000Z',
  title: `Новость ${id}`,
  preview: `Кратко о новости ${id}`,
  image: null,
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
  await i18n.changeLanguage('ru');
});

afterEach(() => configureApi({ baseUrl: '/api' }));

describe('/news', () => {
  test('lists the news with date and preview, links to items, and pages', async () => {
    const fetchMock = mockApi({
      '/api/news': (q) => ({
        result: {
          count: 12,
          items: Array.from({ length: q.get('offset') === '10' ? 2 : 10 }, (_, i) =>
            newsItem(Number(q.get('offset')) + i + 1),
          ),
        },
      }),
      '/api/notification/popup': () => ({ result: null }),
    });
    renderShell('/news');
    const first = await screen.findByRole('article', { name: 'Новость 1' });
    expect(within(first).getByRole('link', { name: 'Новость 1' })).toHaveAttribute(
      'href',
      '/news/1',
    );
    expect(within(first).getByText('25.04.2025')).toBeInTheDocument();
    expect(within(first).getByText('Кратко о новости 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Страницы новостей' });
    expect(within(pager).getByText('Страница 1 из 2')).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: 'Следующая страница' }));
    expect(await screen.findByRole('article', { name: 'Новость 12' })).toBeInTheDocument();
    expect(location()).toBe('/news?page=2');
    const newsCalls = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/news');
    expect(newsCalls.at(-1)?.searchParams.get('offset')).toBe('10');
    expect(newsCalls.at(-1)?.searchParams.get('limit')).toBe('10');
    expect(newsCalls.at(-1)?.searchParams.get('lang')).toBe('ru');
  });

  test('a failed load shows the error card; retry loads again', async () => {
    let fail = true;
    mockApi({
      '/api/news': () =>
        fail
          ? { error: 'UnknownError', httpStatus: 500 }
          : { result: { count: 1, items: [newsItem(1)] } },
    });
    renderShell('/news');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Не удалось загрузить страницу' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('article', { name: 'Новость 1' })).toBeInTheDocument();
  });

  test('one item: title, date and its html; in English the request asks for en', async () => {
    const fetchMock = mockApi({
      '/api/news/get-one': (q) => ({
        result: {
          ...newsItem(Number(q.get('id'))),
          title: 'Free parking',
          html: '<p>From <strong>1 May</strong></p>',
        },
      }),
    });
    renderShell('/en/news/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free parking' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 May')).toContainHTML('<strong>1 May</strong>');
    expect(screen.getByText('25.04.2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('get-one'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  test('an unknown or malformed id is not found', async () => {
    mockApi({ '/api/news/get-one': () => ({ error: 'NotFound', httpStatus: 404 }) });
    const { unmount } = renderShell('/news/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    unmount();
    const fetchMock = mockApi({});
    renderShell('/news/abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('get-one'))).toBe(false);
  });
});

describe('/pages', () => {
  test('the personal-data rules page renders the server html by path', async () => {
    const fetchMock = mockApi({
      '/api/pages/get-by-path': (q) => ({
        result: {
          path: q.get('path'),
          title: 'Правила обработки персональных данных',
          html: '<h2>Что обрабатывается</h2><ul><li>ФИО</li></ul>',
          updated: '2025-03-01T10:00:00.000Z',
        },
      }),
    });
    renderShell('/pages/personal-data-rules');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Правила обработки персональных данных',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Что обрабатывается' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('ФИО')).toBeInTheDocument();
    expect(screen.getByText('01.03.2025')).toBeInTheDocument();
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('get-by-path'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('path')).toBe('personal-data-rules');
  });

  test('an unknown page is not found', async () => {
    mockApi({ '/api/pages/get-by-path': () => ({ error: 'NotFound', httpStatus: 404 }) });
    renderShell('/pages/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
  });

  test('/pages alone lists the content pages, the personal-data rules among them', () => {
    mockApi({});
    renderShell('/pages');
    expect(screen.getByRole('heading', { level: 1, name: 'Информация' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Правила обработки персональных данных' }),
    ).toHaveAttribute('href', '/pages/personal-data-rules');
  });
});

describe('/sms-commands', () => {
  test('lists the commands with hint, format and example', async () => {
    mockApi({
      '/api/sms-commands': () => ({
        result: [
          {
            id: 'pay',
            name: 'Оплата парковки',
            hint: 'Зона, номер и часы',
            example: '101*А123ВС92*2',
            command_transcription: 'Зона*Госномер*Часы',
          },
        ],
      }),
    });
    renderShell('/sms-commands');
    const card = await screen.findByRole('article', { name: 'Оплата парковки' });
    expect(within(card).getByText('Зона, номер и часы')).toBeInTheDocument();
    expect(within(card).getByText('101*А123ВС92*2')).toBeInTheDocument();
    expect(within(card).getByText('Зона*Госномер*Часы')).toBeInTheDocument();
    expect(screen.getByText(/короткий номер 7757/)).toBeInTheDocument();
  });

  test('redirects home when the city has none', async () => {
    mockApi({ '/api/sms-commands': () => ({ result: [] }) });
    renderShell('/sms-commands');
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('/update', () => {
  test('Sevastopol: short number, examples with р92, store links, the app link and its QR code', async () => {
    mockApi({});
    const info = optionsInfo();
    info.options.numberSmsSendTo = '';
    info.options.appLinks = {
      androidLink: 'https://play.example/app',
      iosLink: 'https://apps.example/app',
    };
    renderShell('/update', { info });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Новый сайт парковок' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7878')).toBeInTheDocument();
    expect(screen.getByText('р92*101*А123ВС77*2')).toBeInTheDocument();
    expect(screen.getByText('р92 баланс 500')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    expect(main.getByRole('link', { name: /^https:\/\/play\.example\/app/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(await main.findByRole('img', { name: 'QR-код ссылки на приложение' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  test('Rostov uses р61', () => {
    mockApi({});
    renderShell('/update', { city: cities[1] });
    expect(screen.getByText('р61*С*А123ВС77')).toBeInTheDocument();
  });

  test('another city is sent home', async () => {
    mockApi({});
    renderShell('/update', { city: { ...cities[0], city: 'moscow' } });
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('/check', () => {
  test('shows the receipt values from the query, formatted', () => {
    mockApi({});
    renderShell(
      '/check?title=Парковка%20101&dateIn=2025-05-01T07:00:00Z&dateOut=01.05.2025%2012:30&price=1234.5&ts=А123ВС92',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Чек об оплате' })).toBeInTheDocument();
    expect(screen.getByText('Парковка 101')).toBeInTheDocument();
    // 07:00 UTC is 10:00 in Sevastopol (Europe/Simferopol).
    expect(screen.getByText('Начало').nextSibling).toHaveTextContent('01.05.2025 10:00');
    expect(screen.getByText('Окончание').nextSibling).toHaveTextContent('01.05.2025 12:30');
    expect(screen.getByText('Сумма').nextSibling).toHaveTextContent('1 234,50 р');
    expect(screen.getByText('Транспортное средство').nextSibling).toHaveTextContent('А123ВС92');
  });

  test('a logged-in visitor is sent home', async () => {
    mockApi({});
    tokenStore.set('sevastopol', 'private', 'tok');
    renderShell('/check?price=10');
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('closed page', () => {
  test('the contacts are links; a missing one leaves no dangling comma', () => {
    const info = optionsInfo({ isClose: true });
    const { unmount } = renderShell('/', { info });
    expect(screen.getByRole('link', { name: '+7 800 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+78000000000',
    );
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    unmount();
    renderShell('/', {
      info: {
        ...info,
        options: { ...info.options, contacts: { email: 'help@example.org', phone: '' } },
      },
    });
    expect(screen.getByText('Связаться с нами:').closest('p')).toHaveTextContent(
      /^Связаться с нами: help@example\.org$/,
    );
  });

  test('no contacts configured: no contacts line', () => {
    const info = optionsInfo({ isClose: true });
    renderShell('/', {
      info: { ...info, options: { ...info.options, contacts: { email: '', phone: '' } } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Сайт временно не работает' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Связаться с нами/)).not.toBeInTheDocument();
  });
});
