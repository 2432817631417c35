import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Operations history: a payment and a refill made through the parking API show up in the history,
 * a filter narrows the list, and both exports download as valid files.
 */

const CITY = 'sevastopol';
const headers = { 'X-City': CITY };

/**
 * The second demo driver of Sevastopol (README): the parking test counts on the first one's empty
 * balance and free car, so the money this test moves stays on another account.
 */
async function loginDemo(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers,
    data: { login: '79780000002', password: 'Demo1234' },
  });
  const body = await res.json();
  expect(body.status, JSON.stringify(body)).toBe('ok');
  return body.token as string;
}

const REFILL = 500;

/**
 * A top-up of REFILL roubles by the sandbox card, then a parking payment from the balance. At
 * night the next hour may be free, and a whole day from now (always with paid hours) can cost
 * more than REFILL: the shortfall is topped up first, so REFILL stays the newest refill.
 */
async function refillAndPay(request: APIRequestContext, token: string): Promise<void> {
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const topUp = async (amount: number) => {
    const refill = await (
      await request.post('/api/payment/refill', {
        headers: auth,
        data: { PaymentService: 'card', RefillAmount: String(amount) },
      })
    ).json();
    expect(refill.status, JSON.stringify(refill)).toBe('ok');
    const paid = await (
      await request.post('/api/payment/sandbox/pay', {
        data: {
          invoiceId: refill.result.invoiceId,
          cardNumber: '4242 4242 4242 4242',
          cvc: '123',
          expiry: '12/30',
        },
      })
    ).json();
    expect(paid.result?.paymentStatus, JSON.stringify(paid)).toBe('done');
  };
  const parking = { Vehicle: 'М002ММ92', Zone: '101', PaymentService: 'balance' };
  const cost = async (Duration: number) => {
    const answer = await (
      await request.post('/api/payment/cost', { headers: auth, data: { ...parking, Duration } })
    ).json();
    expect(answer.status, JSON.stringify(answer)).toBe('ok');
    return answer.result as { totalcost: number; refill: number };
  };

  let duration = 60;
  let price = await cost(duration);
  if (price.totalcost === 0) price = await cost((duration = 1440));
  const shortfall = Math.ceil(price.refill - REFILL);
  if (shortfall > 0) await topUp(shortfall);
  await topUp(REFILL);
  const started = await (
    await request.post('/api/payment/start', {
      headers: auth,
      data: { ...parking, Duration: duration },
    })
  ).json();
  expect(started.status, JSON.stringify(started)).toBe('ok');
}

test('a payment and a refill appear in the history; a filter narrows it; xls and pdf download', async ({
  context,
  request,
  history,
}) => {
  const token = await loginDemo(request);
  await refillAndPay(request, token);
  // The real session in the browser's token store (the shell and the API client read it).
  await context.addInitScript(
    ({ city, value }) =>
      window.localStorage.setItem('parking:tokens', JSON.stringify({ [city]: { private: value } })),
    { city: CITY, value: token },
  );

  await history.goto('operations');
  await history.expectShown('operations');
  await history.expectLoaded();
  await expect(history.rowsOfType('refill').first()).toBeVisible();
  await expect(history.rowsOfType('payment').first()).toBeVisible();
  // Money in: positive; parking: negative.
  await expect(history.rowsOfType('refill').first()).toContainText(`+${REFILL},00`);
  await expect(history.rowsOfType('payment').first()).toContainText('\u2212');

  const before = await history.rows.count();
  await history.chooseOperation('refill');
  await expect(history.rowsOfType('payment')).toHaveCount(0);
  await expect(history.rowsOfType('refill').first()).toBeVisible();
  expect(await history.rows.count()).toBeLessThan(before);

  for (const [format, magic] of [
    ['xls', 'PK'],
    ['pdf', '%PDF'],
  ] as const) {
    const download = await history.download(format);
    expect(download.suggestedFilename()).toMatch(format === 'xls' ? /\.xlsx$/ : /\.pdf$/);
    const file = await download.path();
    const head = fs.readFileSync(file).subarray(0, magic.length).toString('latin1');
    expect(head).toBe(magic);
  }
});
