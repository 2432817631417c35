// Where the test databases come from; shared by the jest globalSetup/globalTeardown and the harness.
// TEST_DB=pglite (default): a migrated PGlite data dir dumped once, loaded by each test file.
// TEST_DB=postgres: a migrated template database made once, copied per test file and dropped after.
import os from 'node:os';
import path from 'node:path';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const raw = process.env.TEST_DB ?? 'pglite';
  if (raw !== 'pglite' && raw !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, got "${raw}"`);
  return raw;
}

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Set by globalSetup in its environment, which jest workers inherit. */
export const TEMPLATE_ENV = 'PARKING_SERVER_TEST_TEMPLATE';

export function pgliteTemplateFile(runId: string): string {
  return path.join(os.tmpdir(), `parking-server-tests-${runId}`, 'template.tar');
}

export function postgresTemplateName(runId: string): string {
  return `parking_test_tpl_${runId}`;
}

/** The same server with `database` instead of the one in `url`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
