// The history module as one plugin: builds the service over the app's database, exposes it as
// `app.historyModule` (tests move its clock) and registers the routes. Needs the auth module
// (requireAccount) registered first.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppClock } from '../auth/clock';
import { HistoryRepository } from './repository';
import { historyRoutes } from './routes';
import { DEFAULT_HISTORY_OPTIONS, HistoryService, type HistoryOptions } from './service';
import { withHistoryTables } from './tables';

export interface HistoryModule {
  clock: AppClock;
  service: HistoryService;
  repo: HistoryRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    historyModule: HistoryModule;
  }
}

/** Exports sit beside the embedded database's folder (`.data/history-exports` by default). */
export function exportsDirOf(config: AppConfig): string {
  return path.join(path.dirname(config.dataDir), 'history-exports');
}

export function createHistoryModule(database: Database, options: HistoryOptions): HistoryModule {
  const clock = new AppClock();
  const repo = new HistoryRepository(withHistoryTables(database.db));
  return { clock, repo, service: new HistoryService(repo, clock, options) };
}

async function historyModulePlugin(
  app: FastifyInstance,
  { config, db, options }: { config: AppConfig; db: Database; options?: Partial<HistoryOptions> },
): Promise<void> {
  const module = createHistoryModule(db, {
    ...DEFAULT_HISTORY_OPTIONS,
    exportsDir: exportsDirOf(config),
    ...options,
  });
  app.decorate('historyModule', module);
  await app.register(historyRoutes, { history: module.service });
}

export default fp(historyModulePlugin, {
  name: 'history',
  fastify: '5.x',
  dependencies: ['error-envelope', 'city', 'token', 'auth'],
});
