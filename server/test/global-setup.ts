// Runs once per jest run: builds the migrated template every test file's database is copied from,
// so a file pays neither initdb nor the migrations.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrator';
import {
  pgliteTemplateFile,
  postgresTemplateName,
  TEMPLATE_ENV,
  testDatabaseUrl,
  testEngine,
  withDatabase,
} from './test-db';

export default async function globalSetup(): Promise<void> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  process.env.PARKING_SERVER_TEST_RUN = runId;

  if (testEngine() === 'pglite') {
    const database = await openPglite();
    try {
      await migrate(database.db);
      const dump = await database.pglite!.dumpDataDir('none');
      const file = pgliteTemplateFile(runId);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      process.env[TEMPLATE_ENV] = file;
    } finally {
      await database.close();
    }
    return;
  }

  const adminUrl = testDatabaseUrl();
  const template = postgresTemplateName(runId);
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `TEST_DB=postgres but ${adminUrl} does not answer: ${(error as Error).message}`,
    );
  }
  try {
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(adminUrl, template), { max: 1 });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_ENV] = template;
}
