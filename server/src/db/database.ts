// Opens the database on one of the two engines behind the same Kysely API: PGlite (embedded, the
// zero-setup default) or PostgreSQL through a node-postgres pool (when DATABASE_URL is set).
import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** The embedded instance (PGlite only): tests dump it as a template. */
  pglite?: PGlite;
  /** Ends the pool or closes PGlite; safe to call twice. */
  close(): Promise<void>;
}

export type DbErrorLogger = (message: string, error: unknown) => void;

const defaultErrorLogger: DbErrorLogger = (message, error) => {
  console.error(message, error);
};

// Both engines read the same SQL types as the same JS values: node-postgres returns int8 as a
// string and PGlite as a number, and each turns a calendar date into a midnight Date. Here int8 is
// a number (our counters and kopeck sums fit in 2^53) and a date stays 'YYYY-MM-DD'.
const OID_INT8 = 20;
const OID_DATE = 1082;
const parseInt8 = (value: string): number => Number(value);
const keepText = (value: string): string => value;

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: keepText },
  });
  const db = new Kysely<DB>({ dialect: new PgliteDialect({ pglite, closeOnDestroy: true }) });
  // Kysely's destroy() closes its driver (and so PGlite) only if a query ever ran: close PGlite
  // ourselves too, or a process that never queried it (a test file, a failed start) never exits.
  const close = async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  };
  return { db, engine: 'pglite', pglite, close: once(close) };
}

export async function openPostgres(
  connectionString: string,
  options: { max?: number; onError?: DbErrorLogger } = {},
): Promise<Database> {
  const onError = options.onError ?? defaultErrorLogger;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID_INT8) return parseInt8;
        if (oid === OID_DATE) return keepText;
        return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // Without these listeners a PostgreSQL restart (an idle or checked-out client erroring) kills the
  // process with an unhandled 'error' event; the pool replaces the broken client by itself.
  pool.on('error', (error) => onError('PostgreSQL idle client error', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError('PostgreSQL client error', error));
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(
      `Cannot connect to PostgreSQL (${redact(connectionString)}): ${(error as Error).message}`,
    );
  }
  return { db, engine: 'postgres', close: once(() => db.destroy()) };
}

export function openDatabase(
  settings: { databaseUrl: string | null; dataDir: string },
  onError?: DbErrorLogger,
): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, onError ? { onError } : {})
    : openPglite({ dataDir: settings.dataDir });
}

/** The URL without its password, for messages. */
export function redact(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
