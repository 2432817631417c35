import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { text, type Lng } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type CoopScreen = 'coop';
type ListName = 'drivers' | 'vehicles' | 'devices';

/** mf-coop: the corporate area (/coop-profile, corporate users). */
export class CoopPage extends RemoteArea<CoopScreen> {
  readonly remote: RemoteId = 'mf-coop';
  protected readonly ns = 'coop';
  protected readonly screens: Record<CoopScreen, Screen> = {
    coop: { path: '/coop-profile', titleKey: 'coop.title' },
  };
  lng: Lng = 'ru';

  private t(key: string): string {
    return text(this.ns, key, this.lng);
  }

  /**
   * Logs a company in with its inn and contract number through the API and stores the token
   * the way the site does (parking:tokens), then opens the corporate area.
   */
  async loginAsCompany(
    request: APIRequestContext,
    { city, inn, contractNumber }: { city: string; inn: string; contractNumber: string },
  ): Promise<void> {
    const res = await request.post('/api/auth/login-corp-v1', {
      headers: { 'X-City': city },
      data: { inn, contractNumber },
    });
    const body = (await res.json()) as { status: string; token?: string };
    expect(body.status, 'corporate login').toBe('ok');
    await this.open('/');
    await this.page.evaluate(
      ({ c, token }) => {
        window.localStorage.setItem('parking:city', c);
        window.localStorage.setItem(
          'parking:tokens',
          JSON.stringify({ [c]: { corporate: token } }),
        );
      },
      { c: city, token: body.token! },
    );
    await this.goto('coop');
  }

  /** The same through the site: the login modal's legal-entity form (mf-auth), then the shell's redirect. */
  async loginThroughForm({
    inn,
    contractNumber,
  }: {
    inn: string;
    contractNumber: string;
  }): Promise<void> {
    await this.open('/?modal=login&type=corporate');
    const form = this.page.getByRole('form', {
      name: text('auth', 'login.corporateForm', this.lng),
    });
    await form.getByLabel(text('auth', 'login.inn', this.lng)).fill(inn);
    await form.getByLabel(text('auth', 'login.contractNumber', this.lng)).fill(contractNumber);
    await form.getByRole('button', { name: text('auth', 'login.submit', this.lng) }).click();
    await expect(this.page).toHaveURL(/\/coop-profile/);
  }

  /** One of the three lists (its section, named by its h2). */
  list(name: ListName | 'operations'): Locator {
    return this.main.getByRole('region', { name: this.t(`${name}.title`) });
  }

  table(name: ListName | 'operations'): Locator {
    return this.main.getByRole('table', { name: this.t(`${name}.title`) });
  }

  /** The row whose first cell (row header) is `key`: a driver's name, a plate, a tracker's IMEI. */
  row(name: ListName, key: string): Locator {
    return this.table(name)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: key, exact: true }) });
  }

  get balance(): Locator {
    return this.main.getByTestId('coop-balance');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  private async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: this.t('actions.save') }).click();
  }

  async addDriver({
    name,
    phone,
    vehicle,
  }: {
    name: string;
    phone: string;
    vehicle?: string;
  }): Promise<void> {
    await this.list('drivers')
      .getByRole('button', { name: this.t('drivers.add') })
      .click();
    await this.dialog.getByLabel(this.t('drivers.fullName')).fill(name);
    await this.dialog.getByLabel(this.t('drivers.phone')).fill(phone);
    if (vehicle)
      await this.dialog.getByLabel(this.t('drivers.vehicle')).selectOption({ label: vehicle });
    await this.save();
  }

  /** A vehicle with its tracking device (POST /api/profile/ts/1). */
  async addVehicle({
    plate,
    vin,
    imei,
  }: {
    plate: string;
    vin?: string;
    imei?: string;
  }): Promise<void> {
    await this.list('vehicles')
      .getByRole('button', { name: this.t('vehicles.add') })
      .click();
    await this.dialog.getByLabel(this.t('vehicles.plate')).fill(plate);
    if (vin) await this.dialog.getByLabel(this.t('devices.vin')).fill(vin);
    if (imei) await this.dialog.getByLabel(this.t('devices.imei')).fill(imei);
    await this.save();
  }

  /** Activate or deactivate a row with its own button. */
  async toggle(name: ListName, key: string, to: 'activate' | 'deactivate'): Promise<void> {
    await this.row(name, key)
      .getByRole('button', { name: `${this.t(`actions.${to}`)} ${key}` })
      .click();
  }

  async expectStatus(name: ListName, key: string, active: boolean): Promise<void> {
    await expect(this.row(name, key)).toContainText(
      this.t(active ? 'status.active' : 'status.inactive'),
    );
  }

  /** Operations of one driver (the driver filter). */
  async filterOperationsByDriver(driver: string): Promise<void> {
    await this.list('operations')
      .getByLabel(this.t('operations.driver'))
      .selectOption({ label: driver });
  }

  async logout(): Promise<void> {
    await this.main.getByRole('button', { name: this.t('logout') }).click();
  }
}
