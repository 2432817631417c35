// Public content as one plugin: news, content pages, SMS commands. (Options and the notification
// popup stay in the info module.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { ContentRepository } from './repository';
import { contentRoutes } from './routes';
import { ContentService } from './service';
import { withContentTables } from './tables';

async function contentModulePlugin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(contentRoutes, {
    content: new ContentService(new ContentRepository(withContentTables(db.db))),
  });
}

export default fp(contentModulePlugin, { name: 'content', fastify: '5.x', dependencies: ['city'] });
