import fs from 'node:fs';
import { SupportPage } from '../pages/support';
import { expect, test } from '../support/fixtures';
import { text } from '../support/texts';

/**
 * Issue 8, front end: an appeal and the operator's reply in its thread; a refill ordered as a
 * receipt and its PDF; a fine with its photo. The demo driver of Sevastopol is logged in.
 */
test.use({ user: 'private' });

test('send an appeal and see the operator reply in the thread', async ({ page, a11y, request }) => {
  const support = new SupportPage(page, a11y);
  await support.goto('feedback');
  await support.expectShown('feedback');
  const message = `Проверка e2e ${Date.now()}: не пришёл чек`;
  const id = await support.sendAppeal(message, 'driver@sevastopol.demo');

  // the operator answers through the demo-only endpoint (server: feedback/routes.ts)
  const reply = `Ответ оператора на обращение ${id}`;
  const res = await request.post('/api/dev/operator-reply', {
    data: { idAppeal: id, text: reply },
  });
  expect((await res.json()).status).toBe('ok');

  await support.appeal(id).click();
  await expect(support.chat.getByText(message)).toBeVisible();
  await expect(support.chat.getByText(reply)).toBeVisible();

  // the driver answers with Enter
  const input = page.getByRole('textbox', { name: text('profile', 'feedback.chatInput', 'ru') });
  await input.fill('Спасибо!');
  await input.press('Enter');
  await expect(support.chat.getByText('Спасибо!')).toBeVisible();
  await expect(input).toHaveValue('');
  await a11y.check();
});

test('order a refill receipt and download its PDF', async ({ page, a11y }) => {
  const support = new SupportPage(page, a11y);
  await page.goto('/profile/parking');
  // the balance is empty: a day's parking opens the top-up modal
  const form = page
    .getByRole('main')
    .getByRole('form', { name: text('payments', 'form.title', 'ru') });
  await expect(form).toBeVisible();
  const zone = form.getByLabel(new RegExp(`^${text('payments', 'form.zone', 'ru')}`));
  await zone.selectOption({ index: 1 });
  await form
    .getByLabel(new RegExp(`^${text('payments', 'form.duration', 'ru')}`))
    .selectOption({ label: '24:00' });
  await form.getByRole('button', { name: text('payments', 'form.toPayment', 'ru') }).click();
  const refill = support.paymentDialog('paymentModal.titles.refill');
  await expect(refill).toBeVisible();
  await refill.getByLabel(/^Сумма пополнения/).fill('750');
  await refill
    .getByLabel(new RegExp(`^${text('payments', 'paymentModal.method', 'ru')}`))
    .selectOption({ label: 'Квитанция' });

  const dialog = support.paymentDialog('paymentModal.titles.receipt');
  await expect(dialog).toBeVisible();
  const heading = await support.orderLegalReceipt(dialog);
  await expect(heading).toBeVisible();
  const number = /№\s*(\d+)/.exec((await heading.textContent()) ?? '')![1];
  await a11y.check();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    support.downloadButton(dialog).click(),
  ]);
  expect(download.suggestedFilename()).toBe('receipt.pdf');
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // the receipt is in the list
  await page.keyboard.press('Escape');
  await support.goto('receipts');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();
});

test('see a fine with its photo', async ({ page, a11y }) => {
  const support = new SupportPage(page, a11y);
  await support.goto('penalty');
  await support.expectShown('penalty');
  await expect(support.fines.getByRole('listitem').first()).toBeVisible();
  const photo = await support.showFirstPhoto();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('alt', /Фото нарушения/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
