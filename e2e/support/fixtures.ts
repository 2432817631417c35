import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { A11y } from './axe';
import { baseURL, DEFAULT_CITY } from './env';
import { RemotesConfig } from './remotes-config';
import { ShellPage } from '../pages/shell';
import { MapPage } from '../pages/map';
import { AuthPage } from '../pages/auth';
import { PaymentsPage } from '../pages/payments';
import { HistoryPage } from '../pages/history';
import { AbonementsPage } from '../pages/abonements';
import { ProfilePage } from '../pages/profile';
import { CoopPage } from '../pages/coop';

/** Console errors that mean two Reacts (or two copies of a singleton) are on the page. */
export const DUPLICATE_REACT =
  /Invalid hook call|reading 'useContext'|more than one copy of React|Minified React error #321/;

export interface Fixtures {
  /** Every request that left the site's origin (aborted). */
  offRequests: string[];
  /** console.error messages and uncaught page errors, in order. */
  consoleErrors: string[];
  /** axe on every page the test visits (page objects call `a11y.check()` when their page is ready). */
  a11y: A11y;
  /** Per-city remote switches in the server's REMOTES_CONFIG; restored after the test. */
  remotesConfig: RemotesConfig;
  /** The city chosen in browser storage before the first page loads. */
  city: string;
  /**
   * Who is logged in when the first page loads (`test.use({ user: 'private' })`): a demo account
   * of the city (README) logged in through the API, its token planted in browser storage.
   */
  user: 'private' | 'corporate' | null;
  shell: ShellPage;
  mapPage: MapPage;
  auth: AuthPage;
  payments: PaymentsPage;
  history: HistoryPage;
  abonements: AbonementsPage;
  profile: ProfilePage;
  coop: CoopPage;
}

/** Demo accounts seeded by the server in demo mode (README: Demo data and accounts). */
const DEMO_LOGINS: Record<
  string,
  { private: Record<string, string>; corporate: Record<string, string> }
> = {
  sevastopol: {
    private: { login: 'driver@sevastopol.demo', password: 'Demo1234' },
    corporate: { inn: '9204000001', contractNumber: 'SEV-001' },
  },
  rostov: {
    private: { login: 'driver@rostov.demo', password: 'Demo1234' },
    corporate: { inn: '6164000001', contractNumber: 'ROS-001' },
  },
};

async function demoLogin(
  playwright: {
    request: {
      newContext(o: { baseURL: string }): Promise<import('@playwright/test').APIRequestContext>;
    };
  },
  city: string,
  user: 'private' | 'corporate',
): Promise<string> {
  const api = await playwright.request.newContext({ baseURL: baseURL() });
  try {
    const path = user === 'corporate' ? '/api/auth/login-corp-v1' : '/api/auth/login';
    const res = await api.post(path, {
      headers: { 'X-City': city },
      data: DEMO_LOGINS[city]![user],
    });
    const body = (await res.json()) as { status: string; token?: string; errorName?: string };
    if (body.status !== 'ok' || !body.token)
      throw new Error(`demo ${user} login in ${city} failed: ${body.errorName}`);
    return body.token;
  } finally {
    await api.dispose();
  }
}

async function blockOtherOrigins(
  context: BrowserContext,
  origin: string,
  log: string[],
): Promise<void> {
  await context.route(
    (url) =>
      url.origin !== origin &&
      (url.protocol === 'http:' ||
        url.protocol === 'https:' ||
        url.protocol === 'ws:' ||
        url.protocol === 'wss:'),
    (route) => {
      log.push(`${route.request().method()} ${route.request().url()}`);
      return route.abort('blockedbyclient');
    },
  );
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseURL());
  },

  city: [DEFAULT_CITY, { option: true }],
  user: [null, { option: true }],

  // The default context fixture is `browser.newContext()` and page is `context.newPage()`, which
  // @axe-core/playwright needs; we add the network block and the chosen city to it.
  offRequests: [
    async ({ context, baseURL: url }, use, testInfo) => {
      const log: string[] = [];
      await blockOtherOrigins(context, new URL(url!).origin, log);
      await use(log);
      if (log.length)
        await testInfo.attach('blocked-requests.txt', {
          body: log.join('\n'),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],

  context: async ({ context, city, user, playwright }, use) => {
    const token = user ? await demoLogin(playwright, city, user) : null;
    await context.addInitScript(
      ({ code, tokens }) => {
        try {
          // Only before the site's first page: later loads keep what the site stored.
          if (window.sessionStorage.getItem('e2e:seeded')) return;
          window.sessionStorage.setItem('e2e:seeded', '1');
          window.localStorage.setItem('parking:city', code);
          if (tokens) window.localStorage.setItem('parking:tokens', JSON.stringify(tokens));
        } catch {
          // about:blank and other opaque origins have no storage
        }
      },
      { code: city, tokens: user && token ? { [city]: { [user]: token } } : null },
    );
    await use(context);
  },

  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      context.on('weberror', (err) => errors.push(`pageerror: ${err.error().message}`));
      await use(errors);
      if (errors.length)
        await testInfo.attach('console-errors.txt', {
          body: errors.join('\n'),
          contentType: 'text/plain',
        });
      // Whatever the test: a second React is always a bug.
      expect(
        errors.filter((e) => DUPLICATE_REACT.test(e)),
        'console shows a second React instance',
      ).toEqual([]);
    },
    { auto: true },
  ],

  a11y: [
    async ({ page }, use, testInfo) => {
      const a11y = new A11y(page);
      await use(a11y);
      // The last page the test saw is scanned too, unless the test already failed.
      if (
        testInfo.status === testInfo.expectedStatus &&
        !page.isClosed() &&
        page.url().startsWith('http') &&
        !(await a11y.isScanned())
      ) {
        await a11y.settle();
        // check() skips a page already scanned (the settled one may be).
        await a11y.check();
      }
    },
    { auto: true },
  ],

  remotesConfig: async ({ request }, use) => {
    const config = new RemotesConfig(request);
    await use(config);
    await config.restore();
  },

  shell: async ({ page, a11y }, use) => use(new ShellPage(page, a11y)),
  mapPage: async ({ page, a11y }, use) => use(new MapPage(page, a11y)),
  auth: async ({ page, a11y }, use) => use(new AuthPage(page, a11y)),
  payments: async ({ page, a11y }, use) => use(new PaymentsPage(page, a11y)),
  history: async ({ page, a11y }, use) => use(new HistoryPage(page, a11y)),
  abonements: async ({ page, a11y }, use) => use(new AbonementsPage(page, a11y)),
  profile: async ({ page, a11y }, use) => use(new ProfilePage(page, a11y)),
  coop: async ({ page, a11y }, use) => use(new CoopPage(page, a11y)),
});

export { expect };
export type { Page };
