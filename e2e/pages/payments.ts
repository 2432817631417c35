import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { text } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type PaymentsScreen = 'guestPayment' | 'cardPayment' | 'profileParking';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (s, [k, v]) => s.replace(`{{${k}}}`, String(v)),
    text('payments', key, 'ru'),
  );

/** Test cards of the sandbox provider. */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
};

/** mf-payments: parking payment, guest payment, card payment, header balance/parking widgets. */
export class PaymentsPage extends RemoteArea<PaymentsScreen> {
  readonly remote: RemoteId = 'mf-payments';
  protected readonly ns = 'payments';
  protected readonly screens: Record<PaymentsScreen, Screen> = {
    guestPayment: { path: '/guest-payment', titleKey: 'guestPayment.title' },
    cardPayment: { path: '/payment', titleKey: 'payment.title' },
    profileParking: { path: '/profile/parking', titleKey: 'profileParking.title' },
  };

  /** The roadside start form. */
  get startForm(): Locator {
    return this.main.getByRole('form', { name: t('form.title') });
  }

  field(form: Locator, key: string): Locator {
    return form.getByLabel(new RegExp(`^${t(key)}`));
  }

  /** Chooses a zone (by its number) and a duration label, then waits for the cost. */
  async fillStart(zone: string, duration: string): Promise<void> {
    const form = this.startForm;
    const zoneSelect = this.field(form, 'form.zone');
    const option = zoneSelect.locator('option', { hasText: new RegExp(`^Зона ${zone} `) });
    await zoneSelect.selectOption({ label: (await option.first().textContent()) ?? '' });
    await this.field(form, 'form.duration').selectOption({ label: duration });
    await expect(form.getByText(t('cost.total'))).toBeVisible();
  }

  submitButton(key: 'form.submit' | 'form.toPayment'): Locator {
    return this.startForm.getByRole('button', { name: t(key) });
  }

  dialog(titleKey: string): Locator {
    return this.page.getByRole('dialog', { name: t(titleKey) });
  }

  /** In the payment modal: pick the card method, ask for the link, follow it (new tab). */
  async payByCardLink(dialog: Locator): Promise<Page> {
    await dialog.getByLabel(new RegExp(`^${t('paymentModal.method')}`)).selectOption('card');
    await dialog.getByRole('button', { name: t('paymentModal.getLink') }).click();
    const link = dialog.getByRole('link', { name: t('paymentModal.pay') });
    await expect(link).toBeVisible();
    const [tab] = await Promise.all([this.page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    return tab;
  }

  /** On the sandbox card page (in `page`): enter a card and pay. */
  static async payWithCard(page: Page, card: string, code3ds?: string): Promise<void> {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('payment.title') })).toBeVisible({
      timeout: 15_000,
    });
    await main.getByLabel(new RegExp(`^${t('card.number')}`)).fill(card);
    await main
      .getByLabel(new RegExp(`^${t('card.expiry').replace(/[()]/g, '\\$&')}`))
      .fill('12/30');
    await main.getByLabel(new RegExp(`^${t('card.cvc')}`)).fill('123');
    // an invoice without the payer's e-mail (requireEmail=true) asks for it
    const email = main.getByLabel(new RegExp(`^${t('card.email')}`));
    if (await email.count()) await email.fill('driver@example.com');
    await main.getByRole('button', { name: t('card.pay') }).click();
    if (code3ds) {
      await main.getByLabel(new RegExp(`^${t('card.code3ds')}`)).fill(code3ds);
      await main.getByRole('button', { name: t('card.confirm') }).click();
    }
  }

  static cardResult(page: Page, ok: boolean): Locator {
    return page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: t(ok ? 'card.paid' : 'card.declined') });
  }

  /** Header: the balance widget's trigger. */
  get balanceButton(): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^${t('balance.label', { amount: '' })}`),
    });
  }

  /** Header: the parking widget's trigger. */
  parkingButton(count: number): Locator {
    return this.page.getByRole('button', {
      name: t(count === 1 ? 'parking.buttonLabel_one' : 'parking.buttonLabel_many', { count }),
    });
  }

  timer(): Locator {
    return this.page.getByRole('img', {
      name: new RegExp(`^${t('parking.timeLeft', { time: '' })}\\d+:\\d{2}:\\d{2}$`),
    });
  }

  extendButton(plate: string): Locator {
    return this.page.getByRole('button', { name: t('parking.extendLabel', { plate }) });
  }

  cancelButton(plate: string): Locator {
    return this.page.getByRole('button', { name: t('parking.cancelLabel', { plate }) });
  }

  text(key: string, vars: Record<string, string | number> = {}): string {
    return t(key, vars);
  }
}
