// Backend v2 planar calls; the token comes in the Authorization header.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { CitiesService } from '../cities/service';
import { backendContext } from '../city-data/backend';
import { idempotencyKey, S, text, type Callers } from '../parking-sessions/caller';
import type { PlanarService } from './service';

const payBody = {
  type: 'object',
  properties: { paymentService: S.str(32), parkingNumber: S.str(32), sessionId: S.str(64) },
};
const costQuery = {
  type: 'object',
  properties: {
    ticketNumber: S.str(64),
    parkingNumber: S.str(32),
    city: S.str(32),
    token: S.str(200),
  },
};

export async function planarRoutes(
  app: FastifyInstance,
  { planar, callers, cities }: { planar: PlanarService; callers: Callers; cities: CitiesService },
): Promise<void> {
  const preHandler = backendContext(cities);

  /** ?ticketNumber&parkingNumber -> {cost (roubles), sessionId, parkingNumber, enteredAt, validUntil}: valid 30 s. */
  app.get(
    '/backend/v2/costPlane',
    { preHandler, schema: { querystring: costQuery } },
    async (request) => {
      const caller = await callers.resolve(request);
      const query = request.query as Record<string, unknown>;
      return ok(
        await planar.quote(
          request.city,
          caller,
          text(query, 'ticketNumber'),
          text(query, 'parkingNumber'),
        ),
      );
    },
  );

  /** {paymentService, parkingNumber, sessionId} -> balance {paid, cost, balance} or card {invoiceId, RedirectURL, amount}. */
  app.post('/backend/v2/payPlane', { preHandler, schema: { body: payBody } }, async (request) => {
    const caller = await callers.resolve(request);
    const body = request.body;
    const answer = await planar.pay(
      request.city,
      caller,
      {
        paymentService: text(body, 'paymentService'),
        parkingNumber: text(body, 'parkingNumber'),
        sessionId: text(body, 'sessionId'),
      },
      idempotencyKey(request),
    );
    return ok(
      answer,
      typeof answer.RedirectURL === 'string' ? { RedirectURL: answer.RedirectURL } : {},
    );
  });
}
