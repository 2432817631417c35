import { expect, type Download, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { text, type Lng } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type HistoryScreen = 'operations';

/** mf-history: operations history (/profile/operations, private). */
export class HistoryPage extends RemoteArea<HistoryScreen> {
  readonly remote: RemoteId = 'mf-history';
  protected readonly ns = 'history';
  protected readonly screens: Record<HistoryScreen, Screen> = {
    operations: { path: '/profile/operations', titleKey: 'operations.title' },
  };

  private t(key: string, lng: Lng = 'ru'): string {
    return text(this.ns, key, lng);
  }

  /** The operations table's data rows. */
  get rows(): Locator {
    return this.main.getByRole('table').locator('tbody tr:not(.history-table__skeleton)');
  }

  /** Rows whose operation column shows the type's label (payment, refill, ...). */
  rowsOfType(type: string, lng: Lng = 'ru'): Locator {
    return this.rows.filter({ hasText: this.t(`type.${type}`, lng) });
  }

  /** Waits for the list to finish loading (no placeholders left). */
  async expectLoaded(): Promise<void> {
    await expect(this.main.locator('.history-table__skeleton')).toHaveCount(0);
  }

  async choosePeriod(
    period: 'all' | 'yesterday' | 'today' | 'weekly' | 'monthly' | 'custom',
    lng: Lng = 'ru',
  ): Promise<void> {
    await this.main.getByLabel(this.t('filter.period', lng)).selectOption(period);
  }

  async chooseOperation(type: string, lng: Lng = 'ru'): Promise<void> {
    await this.main.getByLabel(this.t('filter.operation', lng)).selectOption(type);
  }

  exportButton(lng: Lng = 'ru'): Locator {
    return this.main.getByRole('button', { name: this.t('export.button', lng) });
  }

  /** Opens the export menu, picks xls or pdf and answers the browser download. */
  async download(format: 'xls' | 'pdf', lng: Lng = 'ru'): Promise<Download> {
    await expect(this.exportButton(lng)).toBeEnabled();
    await this.exportButton(lng).click();
    const downloading = this.page.waitForEvent('download');
    await this.main.getByRole('button', { name: this.t(`export.${format}`, lng) }).click();
    return downloading;
  }
}
