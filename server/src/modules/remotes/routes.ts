import type { FastifyInstance } from 'fastify';
import type { ApiOk, RemotesManifest } from '@parking/shared/contracts';
import { ok } from '../../http/envelope';
import type { RemotesService } from './service';

export async function remotesRoutes(
  app: FastifyInstance,
  { remotes }: { remotes: RemotesService },
): Promise<void> {
  /**
   * GET /api/remotes/manifest?city=<code> -> RemotesManifest: per remote enabled, version, pinned
   * and entry (its mf-manifest.json). Never cached: an operator's switch must apply at once.
   */
  app.get('/api/remotes/manifest', async (request, reply): Promise<ApiOk<RemotesManifest>> => {
    reply.header('cache-control', 'no-cache');
    return ok(remotes.manifest(request.city.code, request.log));
  });
}
