// createTestApp(): the real app (buildApp) over a fresh database of its own, driven through HTTP
// with app.inject. Call it in beforeAll and `close()` in afterAll.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { seedDemo } from '../src/seed/seed-demo';
import { TEMPLATE_ENV, testDatabaseUrl, testEngine, withDatabase } from './test-db';

export interface TestAppOptions {
  /** Settings as environment variables (the app reads them through loadConfig). */
  env?: Record<string, string>;
  /** Write the demo data (cities...). Default true. */
  seed?: boolean;
  /** Registers extra routes (probes for plugins) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

function template(): string {
  const value = process.env[TEMPLATE_ENV];
  if (!value)
    throw new Error(
      `${TEMPLATE_ENV} is not set: run the tests through jest (server/jest.config.cjs has the globalSetup)`,
    );
  return value;
}

/** A fresh database of its own; `drop` removes it after use. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testEngine() === 'pglite') {
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(template())]) });
    return { database, drop: () => database.close() };
  }
  const adminUrl = testDatabaseUrl();
  const name = `parking_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template()}`);
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  // Two files copying the template at the same moment can collide ("source database is being
  // accessed by other users"): retry briefly.
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query(text);
      return;
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test((error as Error).message))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** A temporary folder removed when the process ends; for SHELL_DIR, DEPLOY_DIR, config files. */
export function makeTempDir(prefix = 'parking-server-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const emptyDir = makeTempDir();
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    // Tests never see the repository's real builds unless they point here themselves.
    SHELL_DIR: path.join(emptyDir, 'shell'),
    DEPLOY_DIR: path.join(emptyDir, 'deploy'),
    ...options.env,
  });
  const { database, drop } = await createTestDatabase();
  let app: FastifyInstance | undefined;
  try {
    if (options.seed ?? true) await seedDemo(database.db, { money: false });
    app = await buildApp({ config, db: database });
    await options.extend?.(app);
    await app.ready();
    const ready = app;
    return {
      app: ready,
      database,
      config,
      close: async () => {
        await ready.close();
        await drop();
        fs.rmSync(emptyDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A failed start still releases what it opened (the app's hooks, the database, the folder).
    await app?.close().catch(() => undefined);
    await drop();
    fs.rmSync(emptyDir, { recursive: true, force: true });
    throw error;
  }
}
