// Map data and zones. The map body is built once per city and minute (CityDataService) and sent
// pre-compressed with its ETag: a client holding the same data gets 304 and no body.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { CitiesService } from '../cities/service';
import { backendContext } from './backend';
import type { CityDataService } from './service';

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export async function cityDataRoutes(
  app: FastifyInstance,
  { cityData, cities }: { cityData: CityDataService; cities: CitiesService },
): Promise<void> {
  const sendMap = async (request: FastifyRequest, reply: FastifyReply, version: 'v2' | 'v3') => {
    const body = await cityData.mapBody(request.city.code, version);
    reply
      .header('etag', body.etag)
      .header('cache-control', 'public, max-age=60')
      .header('vary', 'Accept-Encoding, X-City');
    const match = String(request.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (match.includes(body.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request);
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(body.json);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
  };

  /** -> {type:'FeatureCollection', features, OverAll, times}: parkings, meters, objects of the city. */
  app.get('/api/info/get-map-info-v2', (request, reply) => sendMap(request, reply, 'v2'));
  /** Same as v2 plus `zones` (zonenumber, zonename, special, color, prices). */
  app.get('/api/info/get-map-info/v3', (request, reply) => sendMap(request, reply, 'v3'));

  /** Zones for the payment form: name, value (code), special, prices per day type. */
  app.get('/api/info/zones', async (request) => {
    const zones = await cityData.zones(request.city.code);
    return ok(
      zones.map((z) => ({
        name: z.name,
        value: z.code,
        special: z.special,
        prices: z.prices.map((p) => ({
          type: p.day,
          from: p.timestart,
          to: p.timeend,
          price: p.priceNum / 100,
        })),
      })),
    );
  });

  /** Backend v2 (constructor): zones with the special flag. */
  app.get('/backend/v2/getZones', { preHandler: backendContext(cities) }, async (request) => {
    const zones = await cityData.zones(request.city.code);
    return ok(zones.map((z) => ({ code: z.code, name: z.name, special: z.special })));
  });
}
