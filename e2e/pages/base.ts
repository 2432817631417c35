import { expect, type Locator, type Page } from '@playwright/test';
import type { A11y, AxeScanOptions } from '../support/axe';
import { anyLanguage } from '../support/texts';

/** Texts of the shell the page objects look for (shell/src/i18n/<lng>.json), in either language. */
export const TEXT = {
  troubleTitle: anyLanguage('shell', 'remote.troubleTitle'),
  retry: anyLanguage('shell', 'remote.retry'),
  notFoundTitle: anyLanguage('shell', 'notFound.title'),
  toMain: anyLanguage('shell', 'notFound.home'),
};

/** A page object: the part of the site one team owns, driven the way a user drives it. */
export abstract class BasePage {
  constructor(
    readonly page: Page,
    protected readonly a11y: A11y,
  ) {}

  /** The shell's main landmark: remotes render inside it. */
  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The 'trouble, try again' card the shell shows when a remote is off or fails to load. */
  get fallback(): Locator {
    return this.main
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: TEXT.troubleTitle }) });
  }

  get retryButton(): Locator {
    return this.fallback.getByRole('button', { name: TEXT.retry });
  }

  /** Opens a path of the site (relative to baseURL), with an optional language prefix. */
  async open(path: string, { lng }: { lng?: 'ru' | 'en' } = {}): Promise<void> {
    await this.page.goto(lng && lng !== 'ru' ? `/${lng}${path === '/' ? '' : path}` : path);
  }

  /** Runs axe on the page as it is now. */
  async checkA11y(options?: AxeScanOptions): Promise<void> {
    await this.a11y.check(options);
  }

  /** Waits until the given landmark/heading is visible, then scans the page with axe. */
  protected async ready(marker: Locator, options?: AxeScanOptions): Promise<void> {
    await expect(marker).toBeVisible();
    await this.checkA11y(options);
  }
}
