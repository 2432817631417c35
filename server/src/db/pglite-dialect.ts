// Kysely over PGlite. PGlite is one Postgres backend with one session, so "a connection" is the
// right to use that session: the mutex is held from acquire to release, which keeps a Kysely
// transaction's BEGIN ... COMMIT together and keeps other queries out of it.
// Consequence: inside a transaction use the transaction object, never the outer `db` (on PGlite
// that waits for the lock the transaction itself holds).
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

export interface PgliteDialectOptions {
  pglite: PGlite;
  /** Close PGlite when Kysely is destroyed (the process does not exit while it is open). */
  closeOnDestroy?: boolean;
}

export class PgliteDialect implements Dialect {
  constructor(private readonly options: PgliteDialectOptions) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.options);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PgliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PgliteConnection;
  private readonly releases = new Map<DatabaseConnection, () => void>();

  constructor(private readonly options: PgliteDialectOptions) {
    this.connection = new PgliteConnection(options.pglite);
  }

  async init(): Promise<void> {
    await this.options.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(`begin${modes.length ? ` transaction ${modes.join(', ')}` : ''}`),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async destroy(): Promise<void> {
    if (this.options.closeOnDestroy && !this.options.pglite.closed)
      await this.options.pglite.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, like node-postgres does: a migration file holds
    // several statements, which the extended protocol (query) refuses.
    const result: Results<R> =
      compiled.parameters.length === 0
        ? (lastOf(await this.pglite.exec(compiled.sql)) as Results<R>)
        : await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const command = (result as { command?: string }).command;
    const affected = result.affectedRows;
    return {
      rows: result.rows ?? [],
      ...(affected !== undefined && command !== 'SELECT'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported');
  }
}

function lastOf(results: Results[]): Results {
  return results[results.length - 1] ?? { rows: [], fields: [], affectedRows: 0 };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
