// Start: config -> database -> migrations -> demo seed (demo mode) -> listen. Any failure before
// listening prints one clear message and exits 1; SIGINT/SIGTERM close the server, then the db.
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, redact, type Database } from './db/database';
import { migrate } from './db/migrator';
import { seedDemo } from './seed/seed-demo';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      console.error('Fix the settings above (see server/.env.example) and start again.');
      process.exit(1);
    }
    throw error;
  }

  const where = config.databaseUrl
    ? `PostgreSQL ${redact(config.databaseUrl)}`
    : `PGlite in ${config.dataDir}`;
  let db: Database | undefined;
  try {
    db = await openDatabase(config, (message, error) => console.error(message, error));
    const { applied } = await migrate(db.db);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    if (config.appMode === 'demo') {
      const seeded = await seedDemo(db.db);
      if (seeded.cities.length) console.log(`demo data: added cities ${seeded.cities.join(', ')}`);
    }
  } catch (error) {
    console.error(`Cannot start on ${where}: ${(error as Error).message}`);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }

  const app = await buildApp({ config, db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'cannot listen');
    await db.close();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `portal on http://${shownHost}:${config.port} (mode ${config.appMode}, database ${db.engine}, remotes ${config.remotesSource})`,
  );
}

void main();
