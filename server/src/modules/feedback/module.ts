// Feedback as one plugin (after the accounts module). The demo-only operator reply route sits next
// to the dev outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { FeedbackRepository } from './repository';
import { devOperatorReplyRoutes, feedbackRoutes } from './routes';
import { FeedbackService } from './service';
import { withFeedbackTables } from './tables';

async function feedbackModulePlugin(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Database },
): Promise<void> {
  await app.register(feedbackRoutes, {
    feedback: new FeedbackService(new FeedbackRepository(withFeedbackTables(db.db))),
  });
  if (config.appMode === 'demo') await app.register(devOperatorReplyRoutes, { db: db.db });
}

export default fp(feedbackModulePlugin, {
  name: 'feedback',
  fastify: '5.x',
  dependencies: ['auth'],
});
