import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const CITY = 'sevastopol';
const PLATE = 'А123ВС92'; // the demo driver's main car: the constructor's default vehicle
const ZONE = '102';

/** The demo driver's token for API calls of the test itself (the page has its own session). */
async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { 'X-City': CITY },
    form: { login: 'driver@sevastopol.demo', password: 'Demo1234' },
  });
  const body = (await res.json()) as { token?: string };
  expect(body.token, 'demo login').toBeTruthy();
  return body.token!;
}

/** Tomorrow in the city (the constructor's default start), 'YYYY-MM-DD'. */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Simferopol' }).format(
    new Date(Date.now() + 86_400_000),
  );

const auth = (tk: string) => ({ 'X-City': CITY, Authorization: `Bearer ${tk}` });

test.describe('subscriptions', () => {
  test.use({ user: 'private' });
  test.setTimeout(120_000);

  test('constructor → pay from the balance → listed → pause and continue → a session in its zone costs nothing', async ({
    page,
    request,
    abonements,
  }) => {
    const tk = await token(request);
    // put exactly the price on the balance (a sandbox card top-up), so the balance ends as it began
    const offers = await request.post('/backend/v2/selectedAbonements', {
      headers: auth(tk),
      data: { zones: [ZONE], dateStart: tomorrow(), timing: 7 },
    });
    const week = (
      (await offers.json()) as {
        result: { permissionKindCode: string; price: number; startDate: string }[];
      }
    ).result.find((o) => o.permissionKindCode === `WEEK-ZONES@${ZONE}`);
    expect(week, 'the weekly per-zone offer').toBeTruthy();
    const balance = (
      (await (await request.get('/api/profile/get-balance', { headers: auth(tk) })).json()) as {
        result: { balance: number };
      }
    ).result.balance;
    if (balance < week!.price) {
      const refill = await request.post('/api/payment/refill', {
        headers: auth(tk),
        form: { PaymentService: 'card', RefillAmount: String(week!.price - balance) },
      });
      const invoiceId = ((await refill.json()) as { result: { invoiceId: string } }).result
        .invoiceId;
      const paid = await request.post('/api/payment/sandbox/pay', {
        data: { invoiceId, cardNumber: '4242424242424242', cvc: '123', expiry: '12/30' },
      });
      expect(
        ((await paid.json()) as { result: { paymentStatus: string } }).result.paymentStatus,
      ).toBe('done');
    }

    // build it in the constructor
    await abonements.goto('constructor');
    await abonements.expectShown('constructor');
    await expect(abonements.builderField('vehicle')).toHaveValue(PLATE);
    await expect(abonements.searchButton).toBeDisabled(); // no zone yet
    await abonements.build([ZONE], 7);
    const card = abonements.offer('Недельный по зонам');
    await expect(card).toContainText(/700,00\s?р/);
    await expect(abonements.searchButton).toBeDisabled(); // nothing changed since the search

    // pay it from the balance
    await card.getByRole('button', { name: abonements.t('builder.pay') }).click();
    await expect(abonements.paymentDialog).toBeVisible();
    await expect(
      abonements.paymentDialog.getByLabel('Способ оплаты', { exact: false }),
    ).toHaveValue('balance');
    await abonements.paymentDialog
      .getByRole('button', { name: abonements.t('payment.pay') })
      .click();
    await expect(page).toHaveURL(/\/profile\/abonements$/);
    await expect(abonements.notice('abonements.purchased')).toBeVisible();
    await abonements.expectShown('abonements');

    // listed: in the privileges table and as a card
    await expect(
      abonements.main.getByRole('table').getByRole('row').filter({ hasText: 'Недельный' }),
    ).toContainText(PLATE);
    await abonements.tab('subscriptions').click();
    const sub = abonements.subscriptionCard(/Недельный по зонам/).first();
    await expect(sub).toContainText(ZONE);
    await expect(sub).toContainText('Действует');

    // pause and continue
    await abonements.action(sub, 'pause').click();
    await expect(abonements.notice('abonements.success.pauseAb')).toBeVisible();
    await abonements.tab('subscriptions').click();
    await expect(sub).toContainText('Приостановлен');
    await expect(abonements.action(sub, 'pause')).toBeDisabled();
    await abonements.action(sub, 'continue').click();
    await expect(abonements.notice('abonements.success.continueAb')).toBeVisible();
    await abonements.tab('subscriptions').click();
    await expect(sub).toContainText('Действует');
    await expect(abonements.action(sub, 'continue')).toBeDisabled();

    // a parking session in its zone during its period costs nothing (the cost call); another car pays
    const at = `${week!.startDate}T10:00`;
    const cost = async (Vehicle: string) =>
      (
        (await (
          await request.post('/api/payment/cost', {
            headers: auth(tk),
            form: { Vehicle, Zone: ZONE, Duration: '60', timestart: at },
          })
        ).json()) as { result: { price: number; totalcost: number; benefit: number } }
      ).result;
    const inside = await cost(PLATE);
    expect(inside.price).toBeGreaterThan(0);
    expect(inside).toMatchObject({ totalcost: 0, benefit: 100 });
    expect((await cost('О777ОО92')).totalcost).toBe(inside.price);
  });
});
