// Fines as one plugin (after the accounts module, whose sessions requireAccount uses).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { FinesRepository } from './repository';
import { finesRoutes } from './routes';
import { FinesService } from './service';
import { withFinesTables } from './tables';

async function finesModulePlugin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(finesRoutes, {
    fines: new FinesService(new FinesRepository(withFinesTables(db.db))),
  });
}

export default fp(finesModulePlugin, { name: 'fines', fastify: '5.x', dependencies: ['auth'] });
