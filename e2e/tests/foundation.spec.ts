import type { Page, Request } from '@playwright/test';
import { DUPLICATE_REACT, expect, test } from '../support/fixtures';
import { federationInstances, loadedShares } from '../support/federation';
import { remoteUrlPrefix } from '../support/remote-ids';
import { anyLanguage, text } from '../support/texts';

/**
 * The foundation: the shell composes the remotes from the server's manifest, one React for all,
 * a remote that is off or broken costs only its own area, languages and odd URLs behave.
 */

/** Collects the URLs of every request the page makes under `prefix`. */
const requestsTo = (page: Page, prefix: string): string[] => {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (new URL(req.url()).pathname.startsWith(prefix)) urls.push(req.url());
  });
  return urls;
};

test.describe('public areas', () => {
  test('the shell and the public remotes render on their routes', async ({
    shell,
    mapPage,
    auth,
    payments,
  }) => {
    await mapPage.goto('home');
    await shell.expectHeader();
    await mapPage.expectShown('home');
    await expect(mapPage.mapRegion()).toBeVisible();

    await auth.goto('registration');
    await auth.expectShown('registration');
    await auth.goto('restore');
    await auth.expectShown('restore');

    await payments.goto('guestPayment');
    await payments.expectShown('guestPayment');
  });

  test('React and the other singletons are loaded once for the shell and every remote', async ({
    page,
    shell,
    mapPage,
    auth,
    payments,
    consoleErrors,
  }) => {
    // Move between remotes inside the app, as a user does, so several containers share one page.
    await mapPage.goto('home');
    await mapPage.expectShown('home');
    await shell.headerLink('header.registration').click();
    await auth.expectShown('registration');
    await shell.headerLink('header.guestPayment').click();
    await payments.expectShown('guestPayment');
    await shell.homeLink.click();
    await mapPage.expectShown('home');

    expect(consoleErrors.filter((e) => DUPLICATE_REACT.test(e))).toEqual([]);
    expect(await federationInstances(page)).toEqual(
      expect.arrayContaining(['shell', 'mf_map', 'mf_auth', 'mf_payments']),
    );
    const shares = await loadedShares(page);
    const byPkg = new Map<string, string[]>();
    for (const s of shares)
      byPkg.set(s.pkg, [...(byPkg.get(s.pkg) ?? []), `${s.version} from ${s.from}`]);
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next']) {
      expect(byPkg.get(pkg), `${pkg} loaded exactly once, from the shell`).toEqual([
        expect.stringMatching(/ from shell$/),
      ]);
    }
    for (const [pkg, copies] of byPkg)
      expect(copies, `singleton ${pkg} loaded once`).toHaveLength(1);
  });
});

test.describe('logged-in areas', () => {
  test.use({ user: 'private' });

  test('the profile area and its remotes render on their routes', async ({
    shell,
    history,
    abonements,
    profile,
  }) => {
    await profile.goto('myProfile');
    await shell.expectHeader();
    await profile.expectShown('myProfile');

    await history.goto('operations');
    await history.expectShown('operations');

    await abonements.goto('abonements');
    await abonements.expectShown('abonements');
  });

  test('a remote switched off for the city shows the fallback; the rest works; nothing is requested from it', async ({
    page,
    shell,
    history,
    profile,
    mapPage,
    remotesConfig,
    city,
  }) => {
    test.skip(
      !remotesConfig.available,
      'the server under test does not read a remotes config we own',
    );
    await remotesConfig.set(city, { 'mf-history': { enabled: false } });
    const historyRequests = requestsTo(page, remoteUrlPrefix('mf-history'));

    await history.goto('operations');
    await history.expectFallback('operations');
    await shell.expectHeader();
    await expect(profile.menu).toBeVisible(); // the profile layout around the card still works

    // The header still works: the language switch re-translates the page around the card...
    await shell.switchLanguage('en');
    await history.expectFallback('operations');
    // ...and the other routes work, from the same page and after a fresh load.
    await shell.homeLink.click();
    await mapPage.expectShown('home', { lng: 'en' });
    await profile.goto('myProfile');
    await profile.expectShown('myProfile');
    expect(historyRequests, 'requests to the switched-off remote').toEqual([]);
  });

  test('the profile menu leads to each section from any section', async ({ history, profile }) => {
    await history.goto('operations');
    await history.expectShown('operations');
    await profile.menuLink('myProfile').click();
    await profile.expectShown('myProfile');
    await profile.menuLink('operations').click();
    await history.expectShown('operations');
  });
});

test.describe('corporate area', () => {
  test.use({ user: 'corporate' });

  test('the corporate remote renders', async ({ shell, coop }) => {
    await coop.goto('coop');
    await shell.expectHeader();
    await coop.expectShown('coop');
  });
});

test('a remote that fails to load shows the fallback, and Retry recovers it without a page reload', async ({
  page,
  shell,
  payments,
}) => {
  const entry = `${remoteUrlPrefix('mf-payments')}**/remoteEntry.js`;
  await page.route(`**${entry}`, (route) => route.abort('connectionfailed'));
  await payments.goto('guestPayment');
  await payments.expectFallback('guestPayment');
  await shell.expectHeader();

  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  await page.unroute(`**${entry}`);
  await payments.retry();
  await payments.expectShown('guestPayment');
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
    'no page reload',
  ).toBe(true);
});

test('the ru/en switch re-translates the shell and the remote content', async ({
  page,
  shell,
  auth,
}) => {
  await auth.goto('registration');
  await auth.expectShown('registration', { lng: 'ru' });
  expect(await shell.documentLanguage()).toBe('ru');

  await shell.switchLanguage('en');
  await auth.expectShown('registration', { lng: 'en' });
  await expect(page).toHaveURL(/\/en\/registration$/);
  await expect(shell.homeLink).toHaveAccessibleName(text('shell', 'header.logoLabel', 'en'));

  await shell.switchLanguage('ru');
  await auth.expectShown('registration', { lng: 'ru' });
  await expect(page).toHaveURL(/\/registration$/);
});

test('/en/... opens the page in English; /ru/... redirects to the page without the prefix', async ({
  page,
  auth,
  payments,
}) => {
  await auth.goto('registration', { lng: 'en' });
  await auth.expectShown('registration', { lng: 'en' });

  await page.goto('/ru/guest-payment');
  await expect(page).toHaveURL((url) => url.pathname === '/guest-payment');
  await payments.expectShown('guestPayment', { lng: 'ru' });
});

test('an unknown path shows the not-found page with a way home', async ({
  page,
  shell,
  mapPage,
}) => {
  await page.goto('/no-such-page/at-all');
  await shell.expectNotFound();
  await shell.expectHeader();
  await shell.main.getByRole('link', { name: anyLanguage('shell', 'notFound.home') }).click();
  await mapPage.expectShown('home');
});
