// /backend/v2 calls live outside /api, so the city plugin does not resolve their city: this
// preHandler does it the same way (?city= or X-City, else the default city). Their token comes in
// the Authorization header, with or without the 'Bearer' word.
import type { FastifyRequest } from 'fastify';
import { requestedCity } from '../../plugins/city';
import type { CitiesService } from '../cities/service';

export function backendContext(cities: CitiesService) {
  return async (request: FastifyRequest): Promise<void> => {
    request.city = await requestedCity(cities, request);
    if (!request.token) {
      const raw = request.headers.authorization?.trim();
      if (raw && !/\s/.test(raw)) request.token = raw;
    }
  };
}
