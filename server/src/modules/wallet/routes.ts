// GET /api/profile/get-balance: the caller's wallet.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Callers } from '../parking-sessions/caller';
import type { Ledger } from './ledger';

export async function walletRoutes(
  app: FastifyInstance,
  { ledger, callers }: { ledger: Ledger; callers: Callers },
): Promise<void> {
  /** -> {balance: roubles, balanceKopecks}; the balance is the sum of the account's ledger entries. */
  app.get('/api/profile/get-balance', async (request) => {
    const caller = await callers.resolve(request);
    const kopecks = await ledger.balance(caller.accountId!);
    return ok({ balance: kopecks / 100, balanceKopecks: kopecks, currency: 'RUB' });
  });
}
