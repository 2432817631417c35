import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiOk } from '@parking/shared/contracts';
import type { Database, Engine } from '../../db/database';
import { AppError, ok } from '../../http/envelope';

export interface HealthResult {
  db: 'ok';
  engine: Engine;
}

export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  /** GET /api/health -> {db:'ok', engine}; 503 UnknownError when the database does not answer. */
  app.get(
    '/api/health',
    { config: { city: 'none' } },
    async (request): Promise<ApiOk<HealthResult>> => {
      try {
        await sql`select 1`.execute(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health: database does not answer');
        throw new AppError('UnknownError', 503, 'Database unavailable');
      }
      return ok({ db: 'ok', engine: database.engine });
    },
  );
}
