import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TEMPLATE_ENV, testDatabaseUrl, testEngine } from './test-db';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  if (testEngine() === 'pglite') {
    fs.rmSync(path.dirname(template), { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
