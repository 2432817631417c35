// HTTP of the account settings calls.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { fieldsOf, optionalFlag, requiredText, ruleError } from '../profile/http';
import type { SettingsService } from './service';

export async function settingsRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
): Promise<void> {
  /** GET -> {reportHistoryOperation, pushOff, checkParkingSessionBefore, checkParkingSession}. */
  app.get('/api/profile/get-settings-v1', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await settings.get(accountId));
  });

  /** PUT {name, value: boolean | 'true' | 'false' | 1 | 0} -> all four settings after the change. */
  app.put('/api/profile/change-settings-v1', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    const fields = fieldsOf(request);
    const name = requiredText(fields, 'name', 64);
    const value = optionalFlag(fields, 'value');
    if (value === undefined) throw ruleError('value', 'RequiredField');
    return ok(await settings.change(accountId, name, value));
  });
}
