import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import type { FinesService } from './service';

/**
 * The caller, once the city shows fines (settings.viewPenalty; off: InDevelopingError 403 like the
 * other features a city switches off). Private drivers only: a corporate token is TokenNotFound.
 */
async function caller(request: FastifyRequest): Promise<{ accountId: string; city: string }> {
  const { accountId, city } = await requireAccount(request, { userType: 'private' });
  if (!request.city.settings.viewPenalty)
    throw new AppError('InDevelopingError', 403, 'Fines are not shown in this city');
  return { accountId, city };
}

export async function finesRoutes(
  app: FastifyInstance,
  { fines }: { fines: FinesService },
): Promise<void> {
  /** GET (token) -> {status:'ok', fines: Fine[], result: Fine[]} */
  app.get('/api/finesstorage/fines/v1', async (request) => {
    const { accountId, city } = await caller(request);
    const list = await fines.list(accountId, city);
    // The spec reads `fines` beside the status; `result` keeps the envelope's rule.
    return ok(list, { fines: list });
  });

  /** GET (token, uin) -> {status:'ok', image: base64 PNG, result: {image}} */
  app.get(
    '/api/finesstorage/fineimage/v1',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['uin'],
          properties: { uin: { type: 'string', pattern: '^[0-9]{20,25}$' } },
        },
      },
    },
    async (request) => {
      const { accountId, city } = await caller(request);
      const image = await fines.image(accountId, city, (request.query as { uin: string }).uin);
      return ok({ image }, { image });
    },
  );
}
