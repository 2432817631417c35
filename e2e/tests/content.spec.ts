import { expect, test } from '../support/fixtures';
import { PaymentsPage } from '../pages/payments';
import { anyLanguage, text } from '../support/texts';

/**
 * Issue 8, shell: the notification banner, news, the personal-data rules page, SMS commands and
 * the header's top-up opening the refill modal. Demo data of Sevastopol (server seed).
 */

interface Popup {
  title: string;
  message: string;
  updated: string;
}

test('the notification banner stays closed across reloads until its date is newer', async ({
  page,
  request,
  shell,
}) => {
  const answer = await request.get('/api/notification/popup', {
    headers: { 'X-City': 'sevastopol' },
  });
  const popup = ((await answer.json()) as { result: Popup }).result;
  expect(popup.updated).toBeTruthy();

  // The page's clock is ours: the banner's 300 ms delay passes when the test says so, no sleeps.
  await page.clock.install();
  await shell.open('/news');
  const banner = shell.notificationBanner(popup.title);
  await page.clock.runFor(400);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('status')).toContainText(popup.message);
  await shell.checkA11y();
  await shell.notificationClose(popup.title).click();
  await expect(banner).toBeHidden();
  expect(await shell.rememberedNotification()).toBe(popup.updated);

  // Closed stays closed: after reloads, well past the 300 ms delay and the popup call.
  for (const path of ['/news', '/sms-commands']) {
    const popupCall = page.waitForResponse((r) => r.url().includes('/api/notification/popup'));
    await shell.open(path);
    await popupCall;
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(600); // well past the 300 ms delay
    await expect(banner).toBeHidden();
  }

  // The operator publishes a newer notification (demo mode: POST /api/dev/notification): it shows again.
  const renewed = await request.post('/api/dev/notification', {
    headers: { 'X-City': 'sevastopol' },
    data: { title: popup.title },
  });
  expect(Date.parse(((await renewed.json()) as { result: Popup }).result.updated)).toBeGreaterThan(
    Date.parse(popup.updated),
  );
  await shell.open('/news');
  await page.clock.runFor(400);
  await expect(banner).toBeVisible();
});

test('news list to one item', async ({ shell }) => {
  await shell.open('/news');
  await expect(shell.pageHeading(anyLanguage('shell', 'pages.news'))).toBeVisible();
  const card = shell.main.getByRole('article').first();
  await expect(card).toBeVisible();
  const link = card.getByRole('heading', { level: 2 }).getByRole('link');
  const title = (await link.textContent())!.trim();
  await expect(card.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await shell.checkA11y();

  await link.click();
  await expect(shell.pageHeading(title)).toBeVisible();
  expect(shell.pathname()).toMatch(/^\/news\/\d+$/);
  await expect(shell.main.locator('.shell-html')).not.toBeEmpty();
  await shell.checkA11y();
  await shell.main.getByRole('link', { name: anyLanguage('shell', 'news.back') }).click();
  await expect(shell.pageHeading(anyLanguage('shell', 'pages.news'))).toBeVisible();

  await shell.open('/news/999999');
  await shell.expectNotFound();
});

test('the personal-data rules page', async ({ shell }) => {
  await shell.open('/pages/personal-data-rules');
  await expect(shell.pageHeading('Правила обработки персональных данных')).toBeVisible();
  await expect(shell.main.getByText('152-ФЗ', { exact: false })).toBeVisible();
  await shell.checkA11y();

  await shell.open('/pages/personal-data-rules', { lng: 'en' });
  await expect(shell.pageHeading('Personal data rules')).toBeVisible();
});

test('SMS commands with their examples', async ({ shell }) => {
  await shell.open('/sms-commands');
  await expect(shell.pageHeading(anyLanguage('shell', 'pages.smsCommands'))).toBeVisible();
  const pay = shell.smsCommand('Оплата парковки');
  await expect(pay).toBeVisible();
  await expect(pay.getByText('101*А123ВС92*2')).toBeVisible();
  await expect(pay.getByText('Зона*Госномер*Часы')).toBeVisible();
  await shell.checkA11y();
});

test.describe('logged in', () => {
  test.use({ user: 'private' });

  test('the header top-up opens the refill modal', async ({ page, shell, a11y }) => {
    const payments = new PaymentsPage(page, a11y);
    await shell.open('/news');
    await payments.balanceButton.click();
    await page.getByRole('button', { name: text('payments', 'balance.topUp', 'ru') }).click();
    const dialog = page.getByRole('dialog', {
      name: text('payments', 'paymentModal.titles.refill', 'ru'),
    });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).searchParams.get('modal')).toBe('refill');
    await shell.checkA11y();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).searchParams.get('modal')).toBeNull();
  });
});
