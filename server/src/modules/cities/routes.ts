import type { FastifyInstance } from 'fastify';
import type { ApiOk, CityConfig } from '@parking/shared/contracts';
import { ok } from '../../http/envelope';
import type { CitiesService } from './service';

export async function citiesRoutes(
  app: FastifyInstance,
  { cities }: { cities: CitiesService },
): Promise<void> {
  /** GET /api/cities -> CityConfig[] of every city, in sort order (the first is the default city). */
  app.get('/api/cities', { config: { city: 'none' } }, async (): Promise<ApiOk<CityConfig[]>> =>
    ok(await cities.listConfigs()),
  );
}
