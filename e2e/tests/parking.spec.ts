import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CARDS, PaymentsPage } from '../pages/payments';

const PASSWORD = 'Demo1234';

/** Logs a demo account in through the API and puts its token where the site keeps it. */
async function logIn(
  page: Page,
  request: APIRequestContext,
  city: string,
  login: string,
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { 'X-City': city },
    form: { login, password: PASSWORD },
  });
  const body = (await res.json()) as { token?: string; result?: { token?: string } };
  const token = body.token ?? body.result?.token;
  expect(token, 'demo login').toBeTruthy();
  await page.goto('/');
  await page.evaluate(
    ({ city: c, token: tk }) => {
      localStorage.setItem('parking:city', c);
      localStorage.setItem('parking:tokens', JSON.stringify({ [c]: { private: tk } }));
    },
    { city, token: token! },
  );
  return token!;
}

/** '3 045,50' as the site writes roubles, any space between the thousands. */
const roublesPattern = (roubles: number) => {
  const [whole, cents] = roubles.toFixed(2).split('.');
  return new RegExp(`${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')},${cents}`);
};

test.describe('parking and money', () => {
  test.setTimeout(120_000);

  test('map → pay from the balance after a card top-up → header timer → extend → cancel', async ({
    page,
    request,
    mapPage,
    payments,
  }) => {
    const token = await logIn(page, request, 'sevastopol', 'driver@sevastopol.demo');
    // the demo history leaves a few roubles (under 50 р) on the balance: less than any day's parking
    const balanceRes = await request.get('/api/profile/get-balance', {
      headers: { 'X-City': 'sevastopol', Authorization: `Bearer ${token}` },
    });
    const startBalance = ((await balanceRes.json()) as { result: { balance: number } }).result
      .balance;
    expect(startBalance).toBeLessThan(50);
    await mapPage.goto('home');
    await mapPage.waitForMap();

    // the accessible list of parkings in view: pick one that can be paid for
    const items = mapPage.parkingList.getByRole('button');
    await expect(items.first()).toBeVisible();
    let code = '';
    for (let i = 0; i < Math.min(8, await items.count()); i += 1) {
      const name = (await items.nth(i).locator('.map-list__code').textContent()) ?? '';
      const candidate = name.replace(/\D+/g, '');
      await items.nth(i).click();
      if (await mapPage.payHere(candidate).isVisible()) {
        code = candidate;
        break;
      }
    }
    expect(code, 'a payable parking in view').not.toBe('');
    await expect(mapPage.card(code)).toBeVisible();

    // one real click on the canvas: close the card by clicking the map's corner, reopen it at the centre
    // (locator clicks scroll the canvas into view: banners above the map may push it down)
    const canvas = mapPage.mapRegion().locator('canvas');
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: 8, y: box.height - 8 } });
    await expect(mapPage.card(code)).toHaveCount(0);
    await mapPage.clickMapCentre();
    await expect(mapPage.card(code)).toBeVisible();
    await mapPage.payHere(code).click();
    await expect(page).toHaveURL(new RegExp(`/profile/parking\\?parking=${code}$`));

    // a day's parking (priced whatever the hour); the balance is short, so the top-up modal opens
    await expect(payments.startForm).toBeVisible();
    const zoneSelect = payments.field(payments.startForm, 'form.zone');
    await expect(zoneSelect).not.toHaveValue('');
    await payments.field(payments.startForm, 'form.duration').selectOption({ label: '24:00' });
    await payments.submitButton('form.toPayment').click();
    let refill = payments.dialog('paymentModal.titles.refill');
    await expect(refill).toBeVisible();
    await refill.getByLabel(/^Сумма пополнения/).fill('3000');

    // a declined card first
    let tab = await payments.payByCardLink(refill);
    await PaymentsPage.payWithCard(tab, CARDS.declined);
    await expect(PaymentsPage.cardResult(tab, false)).toBeVisible();
    await tab.close();

    // then one that asks for 3-D Secure and pays
    await payments.submitButton('form.toPayment').click();
    refill = payments.dialog('paymentModal.titles.refill');
    await refill.getByLabel(/^Сумма пополнения/).fill('3000');
    tab = await payments.payByCardLink(refill);
    await PaymentsPage.payWithCard(tab, CARDS.threeDs, '1234');
    await expect(PaymentsPage.cardResult(tab, true)).toBeVisible();
    await tab.close();

    await page.reload();
    await expect(payments.balanceButton).toHaveAccessibleName(roublesPattern(startBalance + 3000));
    await payments.field(payments.startForm, 'form.duration').selectOption({ label: '24:00' });
    await payments.submitButton('form.submit').click();
    await expect(page.getByText(payments.text('success.parkingPaid'))).toBeVisible();
    await page.getByRole('button', { name: payments.text('common.ok') }).click();

    // the header shows the session with its ticking timer
    const trigger = payments.parkingButton(1);
    await expect(trigger).toBeVisible();
    await trigger.click();
    const timer = payments.timer();
    const before = await timer.getAttribute('aria-label');
    await expect(timer).not.toHaveAttribute('aria-label', before!, { timeout: 3000 });
    const plate = 'А123ВС92';

    // extend by a day (priced whatever the hour) from the balance
    await payments.extendButton(plate).click();
    const renew = payments.dialog('paymentModal.titles.renew');
    await expect(renew).toBeVisible();
    await renew.getByLabel(/^Продолжительность/).selectOption({ label: '24:00' });
    await expect(renew.getByText(payments.text('paymentModal.amount'))).toBeVisible();
    await renew.getByRole('button', { name: payments.text('paymentModal.payFromBalance') }).click();
    await expect(page.getByText(payments.text('renew.done'))).toBeVisible();

    // cancel it
    await trigger.click();
    await payments.cancelButton(plate).click();
    await page.getByRole('button', { name: payments.text('parking.cancelConfirm') }).click();
    await expect(page.getByText(payments.text('parking.cancelled'))).toBeVisible();
    await expect(payments.parkingButton(0)).toBeVisible();
  });

  test('a guest pays without registration: cost by interval, then the form resets', async ({
    page,
    payments,
  }) => {
    await payments.goto('guestPayment');
    await payments.expectShown('guestPayment');
    const form = page
      .getByRole('main')
      .getByRole('form', { name: payments.text('guestPayment.title') });
    const zone = form.getByLabel(/^Парковочная зона/);
    await zone.selectOption({ index: 1 });
    await form.getByLabel(/^Госномер/).fill('В777ОР92');
    await form.getByLabel(/^Продолжительность/).selectOption({ label: '24:00' });
    await form.getByLabel(/^Способ оплаты/).selectOption('card');
    await form.getByLabel(/^Телефон/).fill('+79780001122');
    await expect(
      form.getByRole('table', { name: payments.text('guestPayment.breakdown') }),
    ).toBeVisible();
    await form.getByRole('button', { name: payments.text('guestPayment.submit') }).click();
    await expect(
      page.getByRole('link', { name: payments.text('paymentModal.pay') }),
    ).toHaveAttribute('href', /\/payment\?.*invoiceId=/);
    await expect(form.getByLabel(/^Госномер/)).toHaveValue('');
  });

  test('a planar (barrier) parking is priced by ticket and paid by card', async ({
    page,
    request,
    payments,
  }) => {
    await logIn(page, request, 'rostov', 'driver@rostov.demo');
    await page.goto('/profile/parking');
    await page.getByRole('tab', { name: payments.text('form.planar') }).click();
    const priceForm = page.getByRole('form', { name: payments.text('planar.title') });
    await priceForm.getByLabel(/^Номер парковки/).fill('6026');
    // the sandbox gate derives the stay from the ticket; at night a stay may be free
    let priced = false;
    for (const ticket of ['T-1001', 'T-2002', 'T-3003', 'T-4004']) {
      await priceForm.getByLabel(/^Номер билета/).fill(ticket);
      await priceForm.getByRole('button', { name: payments.text('planar.getPrice') }).click();
      const payForm = page.getByRole('form', { name: payments.text('planar.payTitle') });
      const free = page.getByText(payments.text('planar.free'));
      await expect(payForm.or(free).first()).toBeVisible();
      if (await payForm.isVisible()) {
        priced = true;
        await payForm.getByLabel(/^Способ оплаты/).selectOption('card');
        await payForm.getByRole('button', { name: payments.text('planar.pay') }).click();
        await expect(
          payForm.getByRole('link', { name: payments.text('paymentModal.pay') }),
        ).toHaveAttribute('href', /\/payment\?/);
        break;
      }
    }
    test.info().annotations.push({
      type: 'planar',
      description: priced ? 'priced and paid by card link' : 'every ticket was a free stay',
    });
  });
});
