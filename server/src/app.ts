// The Fastify application, in layers: external plugins, then app plugins (error envelope, city,
// language, token), then the domain modules, then the static site (which also owns the not-found
// answer).
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Database } from './db/database';
import cityPlugin from './plugins/city';
import errorEnvelope from './plugins/error-envelope';
import langPlugin from './plugins/lang';
import staticSite from './plugins/static-site';
import tokenPlugin from './plugins/token';
import { CitiesRepository } from './modules/cities/repository';
import { citiesRoutes } from './modules/cities/routes';
import { CitiesService } from './modules/cities/service';
import { healthRoutes } from './modules/health/routes';
import { devNotificationRoutes } from './modules/info/dev-routes';
import { infoRoutes } from './modules/info/routes';
import { remotesRoutes } from './modules/remotes/routes';
import authModule from './modules/auth/module';
import historyModule from './modules/history/module';
import profileModule from './modules/profile/module';
import { RemotesService } from './modules/remotes/service';
import parkingMoneyModule from './modules/parking-sessions/module';
import finesModule from './modules/fines/module';
import receiptsModule from './modules/receipts/module';
import feedbackModule from './modules/feedback/module';
import contentModule from './modules/content/module';
import corporateModule from './modules/corporate/module';
import subscriptionsModule from './modules/subscriptions/module';
import { redactedRequestSerializer } from './modules/auth/log-redaction';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens and codes travel in some addresses (query tokens, e-mailed links): masked in the log.
    logger: { level: config.logLevel, serializers: { req: redactedRequestSerializer } },
    bodyLimit: BODY_LIMIT_BYTES,
    // Form bodies arrive as strings: let schemas coerce '15' to 15 and a single value to an array.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
    // request.ip (the per-address login limit, sessions' client_ip) from X-Forwarded-For only
    // through the proxies TRUST_PROXY names; off by default, so the header cannot be forged.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  const cities = new CitiesService(new CitiesRepository(db.db));
  await app.register(errorEnvelope);
  await app.register(cityPlugin, { cities });
  await app.register(langPlugin);
  await app.register(tokenPlugin);

  await app.register(healthRoutes, { database: db });
  await app.register(citiesRoutes, { cities });
  await app.register(infoRoutes);
  if (config.appMode === 'demo') await app.register(devNotificationRoutes, { db: db.db });
  await app.register(remotesRoutes, {
    remotes: new RemotesService({
      remotesConfig: config.remotesConfig,
      deployDir: config.deployDir,
      remotesSource: config.remotesSource,
    }),
  });

  await app.register(authModule, { config, db });
  await app.register(historyModule, { config, db });
  await app.register(profileModule, { db });
  await app.register(corporateModule, { db });
  await app.register(parkingMoneyModule, { config, db }); // parking and money (issue 5)
  await app.register(subscriptionsModule, { db }); // subscriptions and benefits (issue 7)
  await app.register(finesModule, { db }); // fines (issue 8)
  await app.register(receiptsModule, { db }); // receipts (issue 8)
  await app.register(feedbackModule, { config, db }); // feedback (issue 8)
  await app.register(contentModule, { db }); // news, pages, SMS commands (issue 8)
  await app.register(staticSite, { shellDir: config.shellDir, deployDir: config.deployDir });
  return app;
}
