import { expect, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { anyLanguage, text, type Lng } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type ProfileScreen = 'myProfile';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** mf-profile: profile layout and menu, my-profile, penalty, feedback, receipts (private). */
export class ProfilePage extends RemoteArea<ProfileScreen> {
  readonly remote: RemoteId = 'mf-profile';
  protected readonly ns = 'profile';
  protected readonly screens: Record<ProfileScreen, Screen> = {
    myProfile: { path: '/profile/my-profile', titleKey: 'myProfile.title' },
  };
  lng: Lng = 'ru';

  /** The profile menu (mf-profile ./ProfileLayout) around every profile section. */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: anyLanguage(this.ns, 'menu.label') });
  }

  /** An item of the profile menu, by its key under 'menu.' ('operations', 'myProfile'...). */
  menuLink(item: string): Locator {
    return this.menu.getByRole('link', { name: anyLanguage(this.ns, `menu.${item}`) });
  }

  // ---- texts of this remote (one language per page object; 'ru' unless set) ----

  /** The profile text of `key`; `{{name}}` placeholders filled from `values`. */
  t(key: string, values: Record<string, string> = {}): string {
    return text(this.ns, key, this.lng).replace(
      /\{\{(\w+)\}\}/g,
      (_m, name: string) => values[name] ?? '',
    );
  }

  private exact(key: string, values?: Record<string, string>): RegExp {
    return new RegExp(`^\\s*${escape(this.t(key, values))}\\s*$`);
  }

  private button(key: string, values?: Record<string, string>): Locator {
    return this.page.getByRole('button', { name: this.exact(key, values) });
  }

  // ---- my-profile ----

  section(titleKey: string): Locator {
    return this.main.getByRole('region', { name: this.exact(titleKey) });
  }

  get vehicles(): Locator {
    return this.section('vehicles.title');
  }

  get phones(): Locator {
    return this.section('phones.title');
  }

  /** A state-number plate drawn in the vehicle list, by its accessible label. */
  plate(number: string, region: string): Locator {
    return this.vehicles.getByRole('img', { name: this.exact('plate.label', { number, region }) });
  }

  /** The row of the vehicle list holding that plate. */
  vehicleRow(number: string, region: string): Locator {
    // `has` is looked up inside each row, so the plate locator must not start from the page's main
    const plate = this.page.getByRole('img', {
      name: this.exact('plate.label', { number, region }),
    });
    return this.vehicles.getByRole('listitem').filter({ has: plate });
  }

  phoneRow(display: string): Locator {
    return this.phones.getByRole('listitem').filter({ hasText: display });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  field(labelKey: string): Locator {
    return this.dialog.getByRole('textbox', {
      name: new RegExp(`^\\s*${escape(this.t(labelKey))}`),
    });
  }

  /** The success message shown at the top of the edit-profile modal. */
  get dialogStatus(): Locator {
    return this.dialog.getByRole('status');
  }

  /** Opens the vehicle dialog and types the plate as the user would; the dialog stays open. */
  async startAddingVehicle(typed: string): Promise<Locator> {
    await this.button('vehicles.add').click();
    await expect(this.dialog).toBeVisible();
    const number = this.field('vehicle.number');
    await number.pressSequentially(typed);
    return number;
  }

  async saveDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: this.exact('common.save') }).click();
  }

  async makeVehicleMain(plate: string): Promise<void> {
    await this.button('vehicles.editLabel', { plate }).click();
    await this.dialog.getByRole('checkbox', { name: this.exact('vehicle.main') }).check();
    await this.saveDialog();
    await expect(this.dialog).toBeHidden();
  }

  /** Add-phone step: the phone typed, a code requested; returns when the code field shows. */
  async requestPhoneCode(digits: string): Promise<void> {
    await this.button('phones.add').click();
    await this.field('fields.newPhone').pressSequentially(digits);
    await this.dialog.getByRole('button', { name: this.exact('edit.sendCode') }).click();
    await expect(this.field('fields.code')).toBeVisible();
  }

  async confirmCode(code: string): Promise<void> {
    await this.field('fields.code').fill(code);
    await this.dialog.getByRole('button', { name: this.exact('common.confirm') }).click();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.button('personal.edit').click();
    await this.dialog.getByRole('button', { name: this.exact('edit.toPassword') }).click();
    // password inputs have no textbox role; their labels end with the required mark
    const password = (key: string) =>
      this.dialog.getByLabel(new RegExp(`^\\s*${escape(this.t(key))}\\s*\\*?$`));
    await password('fields.currentPassword').fill(current);
    await password('fields.newPassword').fill(next);
    await password('fields.confirmPassword').fill(next);
    await this.saveDialog();
  }

  async closeDialog(): Promise<void> {
    await this.dialog
      .getByRole('button', { name: this.exact('common.close') })
      .first()
      .click();
    await expect(this.dialog).toBeHidden();
  }
}
