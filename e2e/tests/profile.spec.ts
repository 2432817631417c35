import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 4 journey: a demo driver adds a vehicle typed in Latin letters (saved in Cyrillic), makes
 * it main, adds a second phone with the SMS code from the demo outbox, changes the password, and
 * every change is still there after a reload. The account is put back afterwards so other journeys
 * find the demo driver as seeded.
 */

const CITY = 'sevastopol';
const LOGIN = 'driver@sevastopol.demo';
const PASSWORD = 'Demo1234';
const NEW_PASSWORD = 'Profile42';
const NEW_PHONE = '79785554433';

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  form: Record<string, string> = {},
): Promise<{ status: string; result?: T; errorName?: string; token?: string }> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { 'X-City': CITY },
    ...(method === 'GET' ? {} : { form }),
  });
  return response.json();
}

async function login(request: APIRequestContext, password: string): Promise<string | null> {
  const answer = await api<{ token: string }>(request, 'POST', '/auth/login', {
    login: LOGIN,
    password,
  });
  return answer.status === 'ok' ? (answer.result?.token ?? null) : null;
}

/** The newest code texted to the phone (demo outbox). */
async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await api<{ body: string }[]>(
        request,
        'GET',
        `/dev/outbox?recipient=${phone}`,
      );
      code = /\b(\d{4,6})\b/.exec(answer.result?.[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test.describe('my profile', () => {
  let token: string | null = null;

  test.beforeEach(async ({ context, request }) => {
    token = await login(request, PASSWORD);
    expect(token, 'the demo driver logs in').toBeTruthy();
    // Only before the first page: a reload keeps what the site stored.
    await context.addInitScript(
      ({ city, value }) => {
        try {
          if (window.sessionStorage.getItem('e2e:profile-token')) return;
          window.sessionStorage.setItem('e2e:profile-token', '1');
          window.localStorage.setItem(
            'parking:tokens',
            JSON.stringify({ [city]: { private: value } }),
          );
        } catch {
          // about:blank and other opaque origins have no storage
        }
      },
      { city: CITY, value: token },
    );
  });

  test.afterEach(async ({ request }) => {
    // Put the demo driver back as seeded.
    const current = (await login(request, NEW_PASSWORD)) ?? (await login(request, PASSWORD));
    if (!current) return;
    const q = `?token=${current}`;
    await api(request, 'PUT', `/profile/change-password${q}`, {
      pass: PASSWORD,
      currentpass: NEW_PASSWORD,
    });
    await api(request, 'PUT', `/profile/car${q}`, { oldgrz: 'А123ВС92', mainTs: 'true' });
    await api(request, 'DELETE', `/profile/car${q}`, { grz: 'Е001КХ92' });
    await api(request, 'DELETE', `/profile/delete-phone${q}`, { phone: NEW_PHONE });
  });

  test('vehicle, main vehicle, second phone and password survive a reload', async ({
    page,
    profile,
    request,
  }) => {
    await profile.goto('myProfile');
    await profile.expectShown('myProfile');

    // A plate typed in Latin letters shows in Cyrillic while typing and is saved so.
    const number = await profile.startAddingVehicle('e 001 kx 92');
    await expect(number).toHaveValue('Е001КХ92');
    await profile.saveDialog();
    await expect(profile.dialog).toBeHidden();
    await expect(profile.plate('Е 001 КХ', '92')).toBeVisible();

    // Made main: the mark moves to it (exactly one main vehicle).
    await profile.makeVehicleMain('Е001КХ92');
    const mainMark = profile.t('vehicles.main');
    await expect(profile.vehicleRow('Е 001 КХ', '92')).toContainText(mainMark);
    await expect(profile.vehicleRow('А 123 ВС', '92')).not.toContainText(mainMark);

    // A second phone through the SMS code.
    await profile.requestPhoneCode(NEW_PHONE.slice(1));
    await profile.confirmCode(await smsCode(request, NEW_PHONE));
    await expect(profile.dialogStatus).toContainText(
      profile.t('edit.phoneAdded', { phone: '+ 7 (978) 555-44-33' }),
    );
    await profile.closeDialog();
    await expect(profile.phoneRow('+ 7 (978) 555-44-33')).toBeVisible();

    // The password.
    await profile.changePassword(PASSWORD, NEW_PASSWORD);
    await expect(profile.dialogStatus).toContainText(profile.t('edit.passwordChanged'));
    await profile.closeDialog();

    // Everything survives a reload.
    await page.reload();
    await profile.expectShown('myProfile');
    await expect(profile.vehicleRow('Е 001 КХ', '92')).toContainText(mainMark);
    await expect(profile.vehicleRow('А 123 ВС', '92')).not.toContainText(mainMark);
    await expect(profile.phoneRow('+ 7 (978) 555-44-33')).toBeVisible();
    await expect(profile.phoneRow('+ 7 (978) 000-00-01')).toContainText(profile.t('phones.main'));
    expect(await login(request, NEW_PASSWORD), 'the new password works').toBeTruthy();
    expect(await login(request, PASSWORD), 'the old one does not').toBeNull();
  });
});
