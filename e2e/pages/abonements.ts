import { expect, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { exactly, text } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type AbonementsScreen = 'abonements' | 'constructor';

/** mf-abonements: subscriptions and benefits, subscription constructor (private). */
export class AbonementsPage extends RemoteArea<AbonementsScreen> {
  readonly remote: RemoteId = 'mf-abonements';
  protected readonly ns = 'abonements';
  protected readonly screens: Record<AbonementsScreen, Screen> = {
    abonements: { path: '/profile/abonements', titleKey: 'abonements.title' },
    // 'builder': i18next refuses a top-level key named 'constructor' (prototype guard)
    constructor: { path: '/profile/constructor', titleKey: 'builder.title' },
  };

  /** A text of this remote's namespace, whole and in Russian. */
  t(key: string): RegExp {
    return exactly(this.ns, key, 'ru');
  }

  // ---- constructor ----

  get builderForm(): Locator {
    return this.main.getByRole('form', { name: this.t('builder.title') });
  }

  /** A field of the constructor by its label (a required one has a '*' after it). */
  builderField(key: 'vehicle' | 'addZone' | 'startDate' | 'timing'): Locator {
    return this.builderForm.getByLabel(text(this.ns, `builder.${key}`, 'ru'), { exact: false });
  }

  get searchButton(): Locator {
    return this.builderForm.getByRole('button', { name: this.t('builder.search') });
  }

  offer(title: string): Locator {
    return this.main.getByRole('article', { name: title });
  }

  get paymentDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('payment.title') });
  }

  /** Builds a subscription: zones and validity (vehicle and start keep their defaults), then 'далее'. */
  async build(zones: string[], days: number): Promise<void> {
    await expect(this.builderField('timing')).toBeVisible();
    for (const zone of zones) await this.builderField('addZone').selectOption(zone);
    await this.builderField('timing').selectOption(String(days));
    await expect(this.searchButton).toBeEnabled();
    await this.searchButton.click();
  }

  // ---- abonements screen ----

  tab(name: 'privileges' | 'subscriptions'): Locator {
    return this.main.getByRole('tab', { name: this.t(`abonements.${name}Tab`) });
  }

  subscriptionCard(orderOrName: string | RegExp): Locator {
    return this.main.getByRole('article', { name: orderOrName });
  }

  action(card: Locator, key: 'pause' | 'continue' | 'refund' | 'changeTs'): Locator {
    // the buttons' names are '<action>: <subscription> <order>'
    return card.getByRole('button', {
      name: `${text(this.ns, `abonements.actions.${key}`, 'ru')}:`,
    });
  }

  notice(key: string): Locator {
    return this.main.getByText(this.t(key));
  }
}
