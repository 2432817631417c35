import { expect, test } from '../support/fixtures';
import { text } from '../support/texts';

/**
 * The corporate area end to end: a company logs in with its inn and contract number, adds a
 * driver and a vehicle with a tracker, switches the tracker off and on, and finds its drivers'
 * parkings in its operations.
 */
test.describe('corporate area', () => {
  test('a company manages drivers, vehicles and trackers and sees its drivers parkings', async ({
    page,
    request,
    coop,
    mapPage,
  }) => {
    const t = (key: string) => text('coop', key, 'ru');
    // The second demo company of Sevastopol (seeded by the corporate module).
    await coop.loginAsCompany(request, {
      city: 'sevastopol',
      inn: '9204000002',
      contractNumber: 'SEV-002',
    });
    await coop.expectShown('coop');
    await expect(coop.main.getByText('ООО «Транзит Юг»')).toBeVisible();
    await expect(coop.balance).toHaveText(/\d/);

    // A tracked vehicle: added with its device, which starts active.
    const plate = `E2E ${Date.now() % 100000}`;
    const imei = `35${String(Date.now()).slice(-13)}`;
    await coop.addVehicle({
      plate: plate.toLowerCase(),
      vin: `E2EVIN${String(Date.now()).slice(-11)}`,
      imei,
    });
    await expect(coop.dialog).toHaveCount(0);
    await expect(coop.row('vehicles', plate)).toBeVisible();
    await coop.expectStatus('devices', imei, true);

    // The same plate again (other case): the duplicate message, nothing added.
    await coop.addVehicle({ plate });
    await expect(coop.dialog.getByText(t('errors.vehicleExists'))).toBeVisible();
    await coop.dialog.getByRole('button', { name: t('actions.cancel') }).click();

    // A driver on that vehicle.
    // Unique per run: a server kept between runs (E2E_BASE_URL) still has the previous driver.
    const run = String(Date.now()).slice(-7);
    const driver = `Тестов Тест ${run}`;
    await coop.addDriver({ name: driver, phone: `+7 978 ${run}`, vehicle: plate });
    await expect(coop.dialog).toHaveCount(0);
    await expect(coop.row('drivers', driver)).toContainText(plate);

    // The tracker off and on again.
    await coop.toggle('devices', imei, 'deactivate');
    await coop.expectStatus('devices', imei, false);
    await coop.toggle('devices', imei, 'activate');
    await coop.expectStatus('devices', imei, true);
    await coop.checkA11y();

    // A seeded driver's parking shows in the company's operations, with the driver filter.
    const operations = coop.table('operations');
    await coop.filterOperationsByDriver('Соколов Андрей Викторович');
    await expect(
      operations
        .getByRole('row')
        .filter({ hasText: 'Соколов Андрей Викторович' })
        .filter({ hasText: t('operations.types.payment') })
        .first(),
    ).toBeVisible();
    await expect(
      operations.getByRole('row').filter({ hasText: 'Лебедева Ольга Петровна' }),
    ).toHaveCount(0);

    // Spec: logout returns to '/': the map, without a login modal.
    await coop.logout();
    await mapPage.expectShown('home');
    await expect(coop.heading('coop')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await page.evaluate(() => window.localStorage.getItem('parking:tokens') ?? ''),
    ).not.toContain('corporate');
  });

  test('a company logs in with its inn and contract number through the login modal', async ({
    coop,
  }) => {
    await coop.loginThroughForm({ inn: '9204000001', contractNumber: 'SEV-001' });
    await coop.expectShown('coop');
    await expect(coop.main.getByText('ООО «Демо Севастополь»')).toBeVisible();
    await expect(coop.row('drivers', 'Соколов Андрей Викторович')).toBeVisible();
  });
});
