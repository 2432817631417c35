// The profile features as one plugin (registered once in app.ts after the accounts module, whose
// sessions and code service it uses): profile and phones, vehicles, documents, settings.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { documentsRoutes } from '../documents/routes';
import { DocumentsService } from '../documents/service';
import { settingsRoutes } from '../settings/routes';
import { SettingsService } from '../settings/service';
import { vehiclesRoutes } from '../vehicles/routes';
import { VehiclesService } from '../vehicles/service';
import { profileRoutes } from './routes';
import { ProfileService } from './service';
import { withProfileTables } from './tables';

async function profileModulePlugin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const pdb = withProfileTables(db.db);
  const vehicles = new VehiclesService(pdb);
  const documents = new DocumentsService(pdb);
  const settings = new SettingsService(pdb);
  const profile = new ProfileService(pdb, app.authModule.codes, vehicles, documents, settings);
  await app.register(profileRoutes, { profile });
  await app.register(vehiclesRoutes, { vehicles });
  await app.register(documentsRoutes, { documents });
  await app.register(settingsRoutes, { settings });
}

export default fp(profileModulePlugin, { name: 'profile', fastify: '5.x', dependencies: ['auth'] });
