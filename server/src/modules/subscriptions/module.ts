// Subscriptions as one plugin over the parking-and-money module's ledger, card orders, clock and
// callers (registered after it).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { CitiesRepository } from '../cities/repository';
import { CitiesService } from '../cities/service';
import { SubscriptionsRepository } from './repository';
import { subscriptionRoutes } from './routes';
import { SubscriptionsService } from './service';
import { withSubscriptionTables } from './tables';

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionsService;
  }
}

async function subscriptionsPlugin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const money = app.parkingModule;
  const service = new SubscriptionsService(
    new SubscriptionsRepository(withSubscriptionTables(db.db)),
    money.ledger,
    money.orders,
    money.cityData,
    money.clock,
  );
  app.decorate('subscriptions', service);
  await app.register(subscriptionRoutes, {
    service,
    callers: money.callers,
    cities: new CitiesService(new CitiesRepository(db.db)),
  });
}

export default fp(subscriptionsPlugin, {
  name: 'subscriptions',
  fastify: '5.x',
  dependencies: ['parking-money'],
});
