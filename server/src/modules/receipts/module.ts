// Receipts as one plugin (after the accounts module: sessions and the messaging gateway).
// `app.receiptsModule.service.subscriptionPrices` is where the subscriptions module plugs in its catalogue.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { withMoneyTables } from '../parking-sessions/tables';
import { receiptsRoutes } from './routes';
import { ReceiptsService } from './service';
import { demoSubscriptionPrices } from './subscription-prices';
import { withReceiptsTables } from './tables';

declare module 'fastify' {
  interface FastifyInstance {
    receiptsModule: { service: ReceiptsService };
  }
}

async function receiptsModulePlugin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const service = new ReceiptsService(
    withReceiptsTables(db.db),
    withMoneyTables(db.db),
    app.authModule.gateway,
    demoSubscriptionPrices,
  );
  app.decorate('receiptsModule', { service });
  await app.register(receiptsRoutes, { receipts: service });
}

export default fp(receiptsModulePlugin, {
  name: 'receipts',
  fastify: '5.x',
  dependencies: ['auth'],
});
