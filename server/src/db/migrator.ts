// Applies server/migrations/NNNN_name.sql in order, each in its own transaction, and records it in
// schema_migrations with the sha256 of the file. Anything that would leave databases disagreeing
// about their schema stops the start: an applied file edited or removed, a new file numbered below
// one already applied (a gap filled late), two files with one number, a failing statement.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`Migration failed: ${message}`, options);
    this.name = 'MigrationError';
  }
}

export interface MigrationFile {
  version: number;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Arbitrary constant: two servers starting together on one PostgreSQL take turns migrating.
const ADVISORY_LOCK_KEY = 727_004_001;

export function readMigrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const migrations: MigrationFile[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new MigrationError(`${file}: name must look like NNNN_lower_snake_name.sql`);
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const version = Number(match[1]);
    const previous = migrations[migrations.length - 1];
    if (previous?.version === version)
      throw new MigrationError(`${previous.file} and ${file} share number ${match[1]}`);
    migrations.push({ version, name: match[2]!, file, sql: text, checksum: sha256(text) });
  }
  return migrations;
}

export interface MigrationReport {
  applied: string[];
}

export async function migrate(
  db: Kysely<DB>,
  dir: string = MIGRATIONS_DIR,
): Promise<MigrationReport> {
  const files = readMigrationFiles(dir);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${ADVISORY_LOCK_KEY})`.execute(conn);
    try {
      await sql`
        create table if not exists schema_migrations (
          version integer primary key,
          name text not null,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`.execute(conn);
      const appliedRows = await conn
        .selectFrom('schema_migrations')
        .selectAll()
        .orderBy('version')
        .execute();
      checkHistory(files, appliedRows);

      const appliedVersions = new Set(appliedRows.map((r) => r.version));
      const applied: string[] = [];
      for (const migration of files) {
        if (appliedVersions.has(migration.version)) continue;
        try {
          await conn.transaction().execute(async (trx) => {
            await sql.raw(migration.sql).execute(trx);
            await trx
              .insertInto('schema_migrations')
              .values({
                version: migration.version,
                name: migration.name,
                checksum: migration.checksum,
              })
              .execute();
          });
        } catch (error) {
          throw new MigrationError(
            `${migration.file}: ${(error as Error).message} (rolled back; nothing after it was applied)`,
            { cause: error },
          );
        }
        applied.push(migration.file);
      }
      return { applied };
    } finally {
      await sql`select pg_advisory_unlock(${ADVISORY_LOCK_KEY})`.execute(conn);
    }
  });
}

function checkHistory(
  files: MigrationFile[],
  appliedRows: { version: number; name: string; checksum: string }[],
): void {
  const byVersion = new Map(files.map((f) => [f.version, f]));
  for (const row of appliedRows) {
    const label = `${String(row.version).padStart(4, '0')}_${row.name}.sql`;
    const file = byVersion.get(row.version);
    if (!file)
      throw new MigrationError(`${label} was applied to this database but its file is gone`);
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `${file.file} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}... recorded, ` +
          `${file.checksum.slice(0, 12)}... on disk). Never edit an applied migration: add a new one.`,
      );
    }
  }
  const latest = appliedRows[appliedRows.length - 1]?.version ?? 0;
  const applied = new Set(appliedRows.map((r) => r.version));
  const late = files.find((f) => f.version < latest && !applied.has(f.version));
  if (late) {
    throw new MigrationError(
      `${late.file} is numbered below migration ${latest}, which is already applied; give it a number above ${latest}`,
    );
  }
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
