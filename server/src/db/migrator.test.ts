import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, makeTempDir } from '../../test/harness';
import type { Database } from './database';
import { MIGRATIONS_DIR, migrate, MigrationError, readMigrationFiles } from './migrator';

// Files of the tests are numbered 9002+ so they sort above every real migration.
// The test database comes from a template where the real migrations are applied; each test works
// on a copy of the real folder plus files of its own.
let database: Database;
let drop: () => Promise<void>;
let dir: string;
beforeEach(async () => {
  ({ database, drop } = await createTestDatabase());
  dir = makeTempDir('parking-migrations-');
  for (const file of fs.readdirSync(MIGRATIONS_DIR))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
});
afterEach(async () => {
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
const recorded = async () =>
  (
    await database.db
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute()
  ).map((r) => `${r.version}:${r.name}`);

test('the real migrations are recorded with their checksum', async () => {
  const rows = await database.db
    .selectFrom('schema_migrations')
    .selectAll()
    .orderBy('version')
    .execute();
  const files = readMigrationFiles();
  expect(rows.map((r) => [r.version, r.name, r.checksum])).toEqual(
    files.map((f) => [f.version, f.name, f.checksum]),
  );
  expect(await migrate(database.db)).toEqual({ applied: [] });
});

test('new files apply in order, several statements each, once', async () => {
  add(
    '9003_second.sql',
    'ALTER TABLE probe ADD COLUMN b int; INSERT INTO probe (a, b) VALUES (2, 3);',
  );
  add('9002_first.sql', 'CREATE TABLE probe (a int);\nINSERT INTO probe (a) VALUES (1);');
  expect(await migrate(database.db, dir)).toEqual({
    applied: ['9002_first.sql', '9003_second.sql'],
  });
  expect(await migrate(database.db, dir)).toEqual({ applied: [] });
  const { rows } = await sql<{
    a: number;
    b: number | null;
  }>`select a, b from probe order by a`.execute(database.db);
  expect(rows).toEqual([
    { a: 1, b: null },
    { a: 2, b: 3 },
  ]);
  expect((await recorded()).slice(-2)).toEqual(['9002:first', '9003:second']);
});

test('an applied file that was edited stops the start loudly', async () => {
  add('9002_first.sql', 'CREATE TABLE probe (a int);');
  await migrate(database.db, dir);
  add('9002_first.sql', 'CREATE TABLE probe (a bigint);');
  const attempt = migrate(database.db, dir);
  await expect(attempt).rejects.toBeInstanceOf(MigrationError);
  await expect(migrate(database.db, dir)).rejects.toThrow(
    /9002_first\.sql was changed after it was applied.*Never edit an applied migration/,
  );
});

test('a failing migration is rolled back and stops the ones after it', async () => {
  add('9002_good.sql', 'CREATE TABLE probe (a int);');
  add('9003_bad.sql', 'CREATE TABLE half (a int); INSERT INTO nowhere VALUES (1);');
  add('9004_later.sql', 'CREATE TABLE later (a int);');
  await expect(migrate(database.db, dir)).rejects.toThrow(
    /Migration failed: 9003_bad\.sql: .*nowhere.*rolled back/,
  );
  expect((await recorded()).slice(-1)).toEqual(['9002:good']); // 9003 rolled back, 9004 never ran
  const { rows } = await sql<{
    name: string | null;
  }>`select to_regclass('half')::text as name`.execute(database.db);
  expect(rows[0]!.name).toBeNull();
});

test('a file numbered below an applied one (a gap filled late) stops the start', async () => {
  add('9005_later.sql', 'CREATE TABLE later (a int);');
  await migrate(database.db, dir);
  add('9002_late.sql', 'CREATE TABLE late (a int);');
  await expect(migrate(database.db, dir)).rejects.toThrow(
    /9002_late\.sql is numbered below migration 9005/,
  );
});

test('an applied migration whose file is gone, or a badly named file, stops the start', async () => {
  add('9002_first.sql', 'CREATE TABLE probe (a int);');
  await migrate(database.db, dir);
  fs.rmSync(path.join(dir, '9002_first.sql'));
  await expect(migrate(database.db, dir)).rejects.toThrow(
    /9002_first\.sql was applied to this database but its file is gone/,
  );
  add('9002_first.sql', 'CREATE TABLE probe (a int);');
  add('2_oops.sql', 'select 1');
  await expect(migrate(database.db, dir)).rejects.toThrow(
    /2_oops\.sql: name must look like NNNN_lower_snake_name\.sql/,
  );
});
