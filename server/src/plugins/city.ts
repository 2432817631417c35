// Resolves the city of every /api request before its handler: `?city=` wins over the X-City header
// (an explicit argument of one call beats the client's ambient default); neither -> the first city
// by sort order; an unknown code -> CityNotFound 404. Routes that serve every city at once opt out
// with `config: { city: 'none' }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CityRow } from '../db/schema';
import { AppError } from '../http/envelope';
import type { CitiesService } from '../modules/cities/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'none': the route does not need a city (health, the list of cities). Default: required. */
    city?: 'required' | 'none';
  }
  interface FastifyRequest {
    /** The request's city; set for every /api route unless it opted out with config.city 'none'. */
    city: CityRow;
  }
}

export function requestedCityCode(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.city === 'string' ? query.city : undefined;
  const header = request.headers['x-city'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const code = (fromQuery ?? fromHeader ?? '').trim().toLowerCase();
  return code === '' ? undefined : code;
}

/** The city a request names (or the default one); CityNotFound 404 for an unknown code. */
export async function requestedCity(
  cities: CitiesService,
  request: FastifyRequest,
): Promise<CityRow> {
  const code = requestedCityCode(request);
  const city = await cities.resolve(code);
  if (!city)
    throw new AppError(
      'CityNotFound',
      404,
      code ? `Unknown city "${code}"` : 'No city is configured',
    );
  return city;
}

async function cityPlugin(
  app: FastifyInstance,
  { cities }: { cities: CitiesService },
): Promise<void> {
  app.decorateRequest('city', null as unknown as CityRow);
  app.addHook('preHandler', async (request) => {
    if (
      request.is404 ||
      request.routeOptions.config.city === 'none' ||
      !request.url.startsWith('/api/')
    )
      return;
    request.city = await requestedCity(cities, request);
  });
}

export default fp(cityPlugin, { name: 'city', fastify: '5.x', dependencies: ['error-envelope'] });
