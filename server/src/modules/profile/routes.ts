// HTTP of the profile calls (spec section 7, Profile): get-profile v1..v6, change-profile, the
// phone calls and the confirm steps of phone and e-mail changes. Handlers read and shape; the rules
// live in service.ts. send-email-code, send-sms-code and change-password belong to the auth module.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { fieldsOf, optionalText, requiredText, type Fields } from './http';
import { NAME_MAX_LENGTH, type ProfileService } from './service';

const PHONE_MAX = 32;
const EMAIL_MAX = 254;
const CODE_MAX = 8;
const SALT_MAX = 64;

/** {phone, code, salt?} of a confirm step. */
function confirmFields(fields: Fields, targetKey: 'phone' | 'email') {
  const target = requiredText(fields, targetKey, targetKey === 'phone' ? PHONE_MAX : EMAIL_MAX);
  const code = requiredText(fields, 'code', CODE_MAX);
  const salt = optionalText(fields, 'salt', SALT_MAX) || undefined;
  return { target, code, salt };
}

export async function profileRoutes(
  app: FastifyInstance,
  { profile }: { profile: ProfileService },
): Promise<void> {
  /** GET -> Profile (see service.ts). v2..v6 answer the same data. */
  for (const version of ['', '-v2', '-v3', '-v4', '-v5', '-v6']) {
    app.get(`/api/profile/get-profile${version}`, async (request) => {
      const { accountId } = await requireAccount(request, { userType: 'private' });
      return ok(await profile.getProfile(accountId, request.city));
    });
  }

  /** PUT {firstname?, lastname?, middlename?, email?} (camelCase also read) -> {changed: string[], profile}. */
  app.put('/api/profile/change-profile', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    const fields = fieldsOf(request);
    const read = (...keys: string[]) => {
      for (const key of keys) {
        const value = optionalText(fields, key, key === 'email' ? EMAIL_MAX : NAME_MAX_LENGTH + 1);
        if (value !== undefined) return value;
      }
      return undefined;
    };
    const { changed } = await profile.changeProfile(accountId, request.city, {
      firstname: read('firstname', 'firstName'),
      lastname: read('lastname', 'lastName'),
      middlename: read('middlename', 'middleName'),
      email: read('email'),
    });
    return ok({ changed, profile: await profile.getProfile(accountId, request.city) });
  });

  /** DELETE {phone} (body or query) -> {telephone, telephones}. The main phone cannot be deleted. */
  app.delete('/api/profile/delete-phone', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(
      await profile.deletePhone(accountId, requiredText(fieldsOf(request), 'phone', PHONE_MAX)),
    );
  });

  /** PUT {phone} -> {telephone, telephones}. */
  app.put('/api/profile/set-main-phone', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(
      await profile.setMainPhone(accountId, requiredText(fieldsOf(request), 'phone', PHONE_MAX)),
    );
  });

  /** POST {phone, code, salt?}: confirms send-sms-code (edit=false) and adds the phone -> {telephone, telephones}. */
  app.post('/api/profile/add-phone', async (request) => {
    const { accountId, city } = await requireAccount(request, { userType: 'private' });
    const { target, code, salt } = confirmFields(fieldsOf(request), 'phone');
    return ok(await profile.addPhone(accountId, city, target, code, salt));
  });

  /** POST {phone, code, salt?}: confirms send-sms-code (edit=true); the phone replaces the main one -> {telephone, telephones}. */
  app.post('/api/profile/confirm-phone-change', async (request) => {
    const { accountId, city } = await requireAccount(request, { userType: 'private' });
    const { target, code, salt } = confirmFields(fieldsOf(request), 'phone');
    return ok(await profile.confirmPhoneChange(accountId, city, target, code, salt));
  });

  /** POST {email, code, salt?}: confirms send-email-code (edit=true) -> {email, emailConfirmed: true}. */
  app.post('/api/profile/confirm-email-change', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    const { target, code, salt } = confirmFields(fieldsOf(request), 'email');
    return ok(await profile.confirmEmailChange(accountId, target, code, salt));
  });
}
