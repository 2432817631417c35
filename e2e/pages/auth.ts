import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { anyLanguage } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type AuthScreen = 'registration' | 'restore' | 'emailConfirmation';

/** A text of mf-auth in either language (labels, buttons, headings). */
const t = (key: string) => anyLanguage('auth', key);

/** A field's label in either language; a required field's label ends with the '*' mark. */
const label = (key: string) => new RegExp(t(key).source.replace(/\\s\*\$$/, '\\s*\\*?\\s*$'));

export interface NewUser {
  lastname: string;
  firstname: string;
  email: string;
  /** 11 digits. */
  phone: string;
  password: string;
}

/** A user nobody registered yet: unique e-mail and phone per call. */
export function newUser(password = 'Secret12'): NewUser {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7).padStart(7, '0');
  return {
    lastname: 'Тестов',
    firstname: 'Пётр',
    email: `e2e-${unique}@example.org`,
    phone: `7978${unique}`,
    password,
  };
}

interface OutboxMessage {
  channel: 'sms' | 'call' | 'email';
  recipient: string;
  body: string;
  createdAt: string;
}

/** mf-auth: registration, password restore, e-mail confirmation, login modal. */
export class AuthPage extends RemoteArea<AuthScreen> {
  readonly remote: RemoteId = 'mf-auth';
  protected readonly ns = 'auth';
  protected readonly screens: Record<AuthScreen, Screen> = {
    registration: { path: '/registration', titleKey: 'registration.title' },
    restore: { path: '/restore-password', titleKey: 'restore.title' },
    emailConfirmation: { path: '/confirmation/email', titleKey: 'emailConfirmation.title' },
  };

  // --- header ---
  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get loginLink(): Locator {
    return this.header.getByRole('link', {
      name: anyLanguage('shell', 'header.login'),
      exact: true,
    });
  }

  get logoutButton(): Locator {
    return this.header.getByRole('button', { name: anyLanguage('shell', 'header.logout') });
  }

  async expectLoggedIn(): Promise<void> {
    await expect(this.logoutButton).toBeVisible();
    await expect(this.loginLink).toHaveCount(0);
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.loginLink).toBeVisible();
    await expect(this.logoutButton).toHaveCount(0);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
    await expect(this.page).toHaveURL(/\/$/);
    await this.expectLoggedOut();
  }

  // --- login modal ---
  get loginDialog(): Locator {
    return this.page.getByRole('dialog', { name: t('login.title') });
  }

  get loginError(): Locator {
    return this.loginDialog.getByRole('alert');
  }

  get captchaImage(): Locator {
    return this.loginDialog.getByRole('img', { name: t('login.captchaImage') });
  }

  get captchaField(): Locator {
    return this.loginDialog.getByLabel(label('login.captcha'));
  }

  /** Opens the modal from the header, as a visitor does. */
  async openLogin(): Promise<void> {
    await this.loginLink.click();
    await expect(this.loginDialog).toBeVisible();
  }

  /** Fills the private form (e-mail, or phone with easy login) and submits. */
  async submitLogin(identifier: string, password: string, captcha?: string): Promise<void> {
    const dialog = this.loginDialog;
    // 'E-mail', or 'E-mail or phone' with easy login (settings.easyAuth).
    await dialog
      .getByLabel(label('login.identifierEasy'))
      .or(dialog.getByLabel(label('login.identifier')))
      .fill(identifier);
    await dialog.getByLabel(label('login.password')).fill(password);
    if (captcha !== undefined) await this.captchaField.fill(captcha);
    await dialog.getByRole('button', { name: t('login.submit') }).click();
  }

  async login(identifier: string, password: string): Promise<void> {
    await this.openLogin();
    await this.submitLogin(identifier, password);
    await expect(this.loginDialog).toHaveCount(0);
    await this.expectLoggedIn();
  }

  // --- registration ---
  field(key: string): Locator {
    return this.main.getByLabel(label(key));
  }

  button(key: string): Locator {
    return this.main.getByRole('button', { name: t(key) });
  }

  /** Step 1 of the registration form, filled and submitted. */
  async submitRegistration(user: NewUser): Promise<void> {
    await this.goto('registration');
    await this.expectShown('registration');
    await this.field('registration.lastname').fill(user.lastname);
    await this.field('registration.firstname').fill(user.firstname);
    await this.field('registration.email').fill(user.email);
    await this.field('registration.phone').fill(`+${user.phone}`);
    await this.field('registration.password').fill(user.password);
    await this.field('registration.passwordRepeat').fill(user.password);
    await this.main.getByRole('checkbox').check();
    await this.button('registration.submit').click();
    await expect(this.page).toHaveURL(/\/registration\/confirmation\/2\/[0-9a-f]{32}$/);
  }

  // --- the demo outbox (APP_MODE=demo only) ---
  /** The newest 4-digit code sent to a phone or an e-mail through the given channel. */
  async codeSentTo(
    request: APIRequestContext,
    recipient: string,
    channel: OutboxMessage['channel'],
    after = 0,
  ): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const response = await request.get(
            `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
          );
          const body = (await response.json()) as { result: OutboxMessage[] };
          const message = body.result.find(
            (m) => m.channel === channel && Date.parse(m.createdAt) >= after,
          );
          // SMS and e-mail carry the code after 'code' / 'Код ...' (English or Russian text, by
          // the interface language); a call's code is the last 4 digits of the caller.
          const match = message?.body.match(
            channel === 'call' ? /(\d{4})\s*$/ : /(?:code|[Кк]од)\D*?(\d{4})(?!\d)/i,
          );
          code = match?.[1] ?? '';
          return code;
        },
        { message: `a ${channel} code for ${recipient}` },
      )
      .not.toBe('');
    return code;
  }

  /** Registration through the API (for journeys that need an account of their own). */
  async registerByApi(request: APIRequestContext, city: string, user: NewUser): Promise<void> {
    const headers = { 'X-City': city };
    const start = await request.post('/api/auth/registration-v2', {
      headers,
      form: {
        ...user,
        pass: user.password,
        phone: `+${user.phone}`,
        agreement: 'true',
        middlename: '',
      },
    });
    const { result } = (await start.json()) as { result: { salt: string } };
    const code = await this.codeSentTo(request, user.phone, 'sms');
    await request.post('/api/auth/confirm-phone', { headers, form: { token: result.salt, code } });
    const done = await request.post('/api/auth/registration-v2', {
      headers,
      form: { salt: result.salt },
    });
    expect(((await done.json()) as { status: string }).status).toBe('ok');
  }
}
