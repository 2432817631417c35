import { expect, type Locator, type Page } from '@playwright/test';
import type { A11y, AxeScanOptions } from '../support/axe';
import type { RemoteId } from '../support/remote-ids';
import { exactly, type Lng } from '../support/texts';
import { BasePage, TEXT } from './base';

export interface Screen {
  /** Path in the shell's route table (without a language prefix). */
  path: string;
  /** i18n key (in the remote's namespace) of the screen's h1. */
  titleKey: string;
}

/**
 * The area of the page one remote owns. Subclasses name their screens and add the actions a
 * user takes there; what is common (open, wait for the heading, axe, fallback) lives here.
 */
export abstract class RemoteArea<S extends string> extends BasePage {
  abstract readonly remote: RemoteId;
  protected abstract readonly ns: string;
  protected abstract readonly screens: Record<S, Screen>;

  constructor(page: Page, a11y: A11y) {
    super(page, a11y);
  }

  /** The remote's own area of the page (the shell marks the fallback card with the remote's id). */
  get area(): Locator {
    return this.main.locator(`[data-remote="${this.remote}"]`);
  }

  /** The 'trouble, try again' card in this remote's area. */
  override get fallback(): Locator {
    return this.area
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: TEXT.troubleTitle }) });
  }

  /** The screen's h1 in the given language. */
  heading(screen: S, lng: Lng = 'ru'): Locator {
    return this.main.getByRole('heading', {
      level: 1,
      name: exactly(this.ns, this.screens[screen].titleKey, lng),
    });
  }

  pathOf(screen: S): string {
    return this.screens[screen].path;
  }

  /** Opens the screen by its URL (as a user following a link would). */
  async goto(screen: S, { lng = 'ru' as Lng } = {}): Promise<void> {
    await this.open(this.screens[screen].path, { lng });
  }

  /** The screen shows its heading; axe finds nothing. */
  async expectShown(
    screen: S,
    { lng = 'ru' as Lng, axe }: { lng?: Lng; axe?: AxeScanOptions } = {},
  ): Promise<void> {
    await this.ready(this.heading(screen, lng), axe);
  }

  /** The remote's area shows the 'trouble, try again' card instead of the screen. */
  async expectFallback(screen: S): Promise<void> {
    await expect(this.fallback).toBeVisible();
    await expect(this.retryButton).toBeVisible();
    await expect(this.heading(screen, 'ru').or(this.heading(screen, 'en'))).toHaveCount(0);
    await this.checkA11y();
  }

  /** Presses Retry on the fallback card. */
  async retry(): Promise<void> {
    await this.retryButton.click();
  }
}
