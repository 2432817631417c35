import { expect, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { text } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type SupportScreen = 'penalty' | 'feedback' | 'receipts';

const fill = (s: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((out, [k, v]) => out.replace(`{{${k}}}`, String(v)), s);
const profile = (key: string, vars: Record<string, string | number> = {}) =>
  fill(text('profile', key, 'ru'), vars);
const payments = (key: string, vars: Record<string, string | number> = {}) =>
  fill(text('payments', key, 'ru'), vars);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** mf-profile's fines, feedback and receipts screens, and mf-payments' receipt sub-flow. */
export class SupportPage extends RemoteArea<SupportScreen> {
  readonly remote: RemoteId = 'mf-profile';
  protected readonly ns = 'profile';
  protected readonly screens: Record<SupportScreen, Screen> = {
    penalty: { path: '/profile/penalty', titleKey: 'penalty.title' },
    feedback: { path: '/profile/feedback', titleKey: 'feedback.title' },
    receipts: { path: '/profile/receipts', titleKey: 'receipts.title' },
  };

  // ---- fines ----

  get fines(): Locator {
    return this.main.getByRole('list', { name: profile('penalty.listLabel') });
  }

  /** Loads the first fine's photo and returns the image. */
  async showFirstPhoto(): Promise<Locator> {
    const fine = this.fines.getByRole('listitem').first();
    await fine
      .getByRole('button', { name: new RegExp(`^${escape(profile('penalty.showPhoto'))}`) })
      .click();
    return fine.getByRole('img');
  }

  // ---- feedback ----

  field(label: string): Locator {
    return this.main.getByLabel(new RegExp(`^${escape(label)}`));
  }

  /** Sends an appeal through the form; returns the number from the server's user message. */
  async sendAppeal(message: string, email: string): Promise<number> {
    await this.field(profile('feedback.topic')).selectOption({ index: 1 });
    await this.main
      .getByRole('textbox', { name: new RegExp(`^${profile('feedback.message')}`) })
      .fill(message);
    await this.field(profile('feedback.email')).fill(email);
    await this.main.getByRole('button', { name: profile('feedback.send') }).click();
    const notice = this.main.getByRole('status').filter({ hasText: /№\s*\d+/ });
    await expect(notice).toBeVisible();
    return Number(/№\s*(\d+)/.exec((await notice.textContent()) ?? '')![1]);
  }

  appeal(id: number): Locator {
    return this.main.getByRole('button', {
      name: new RegExp(`^${escape(profile('feedback.appealTitle', { id }))}(\\D|$)`),
    });
  }

  get chat(): Locator {
    return this.main.getByRole('list', { name: profile('feedback.messages') });
  }

  // ---- receipt sub-flow of the payment modal (mf-payments) ----

  paymentDialog(titleKey: string): Locator {
    return this.page.getByRole('dialog', { name: payments(titleKey) });
  }

  receiptField(dialog: Locator, key: string): Locator {
    return dialog.getByRole('textbox', { name: new RegExp(`^${escape(payments(key))}`) });
  }

  /** Legal-entity payer data, then 'Next'; the result heading is returned. */
  async orderLegalReceipt(dialog: Locator): Promise<Locator> {
    await dialog.getByRole('radio', { name: payments('receipt.legal') }).check();
    await this.receiptField(dialog, 'receipt.fields.name').fill('ООО «Ромашка»');
    await this.receiptField(dialog, 'receipt.fields.ogrn').fill('1027700132195');
    await this.receiptField(dialog, 'receipt.fields.inn').fill('7707083893');
    await this.receiptField(dialog, 'receipt.fields.kpp').fill('773601001');
    await this.receiptField(dialog, 'receipt.fields.legalAddress').fill(
      'г. Севастополь, ул. Ленина, 1',
    );
    const next = dialog.getByRole('button', { name: payments('receipt.next') });
    await expect(next).toBeEnabled();
    await next.click();
    return dialog.getByRole('heading', { name: /№\s*\d+/ });
  }

  downloadButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: payments('receipt.download') });
  }
}
