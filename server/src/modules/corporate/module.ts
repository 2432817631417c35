// The corporate module as one plugin: its service over the app's database and its routes.
// Registered after the accounts module, whose sessions requireAccount uses.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { CorporateRepository } from './repository';
import { corporateRoutes } from './routes';
import { CorporateService } from './service';
import { withCorporateTables } from './tables';

async function corporateModule(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const corporate = new CorporateService(new CorporateRepository(withCorporateTables(db.db)));
  await app.register(corporateRoutes, { corporate });
}

export default fp(corporateModule, { name: 'corporate', fastify: '5.x', dependencies: ['auth'] });
