import { expect, type Locator } from '@playwright/test';
import type { Lng } from '../support/texts';
import { anyLanguage } from '../support/texts';
import { BasePage, TEXT } from './base';

/** The shell: header, language switch, shell pages (not found, news...), remote fallbacks. */
export class ShellPage extends BasePage {
  get header(): Locator {
    return this.page.getByRole('banner');
  }

  /** The logo link to the home page. */
  get homeLink(): Locator {
    return this.header.getByRole('link', { name: anyLanguage('shell', 'header.logoLabel') });
  }

  /** The ru/en switch in the header. */
  get languageNav(): Locator {
    return this.header.getByRole('navigation', { name: anyLanguage('shell', 'language.label') });
  }

  /** A link or button-styled link of the header, by its text key in the shell namespace. */
  headerLink(key: string): Locator {
    return this.header.getByRole('link', { name: anyLanguage('shell', key) });
  }

  get notFoundHeading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: TEXT.notFoundTitle });
  }

  /** The city's dismissible notification banner (a region named by its title). */
  notificationBanner(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  notificationClose(title: string): Locator {
    return this.notificationBanner(title).getByRole('button', {
      name: anyLanguage('shell', 'notification.close'),
    });
  }

  /** The date of the closed banner the site remembers ('parking:notification'), or null. */
  async rememberedNotification(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('parking:notification'));
  }

  /** The page's level-1 heading inside main. */
  pageHeading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }

  /** A news card of the /news list, by its title. */
  newsCard(title: string): Locator {
    return this.main.getByRole('article', { name: title });
  }

  /** An SMS command card of /sms-commands, by its name. */
  smsCommand(name: string): Locator {
    return this.main.getByRole('article', { name });
  }

  /** Path of the current URL (no origin, no query). */
  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async expectHeader(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.homeLink).toBeVisible();
  }

  async expectNotFound(): Promise<void> {
    await this.ready(this.notFoundHeading);
    await expect(this.main.getByRole('link', { name: TEXT.toMain })).toBeVisible();
  }

  /** The language the document says it is in (<html lang>). */
  async documentLanguage(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.lang);
  }

  /** Switches the interface language with the header's control, as a user does. */
  async switchLanguage(lng: Lng): Promise<void> {
    await this.languageNav
      .getByRole('link', { name: anyLanguage('shell', `language.${lng}`) })
      .click();
    await expect.poll(() => this.documentLanguage()).toBe(lng);
  }
}
