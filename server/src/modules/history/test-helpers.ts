// Shared by this module's HTTP tests (not a test file itself): logins and operations written
// straight into the table (the parking module's calls are not needed to read history).
import type { Insertable } from 'kysely';
import type { TestApp } from '../../../test/harness';
import type { OperationsTable } from '../wallet/tables';
import { withHistoryTables } from './tables';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Session {
  token: string;
  accountId: string;
}

async function inject(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-city': 'sevastopol',
      ...(body === undefined
        ? {}
        : {
            'content-type':
              typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          }),
      ...headers,
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return res;
}

export function api(t: TestApp) {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => {
    const res = await inject(t, method, url, body, headers);
    let json: Json;
    try {
      json = res.json();
    } catch {
      json = {};
    }
    return { status: res.statusCode, body: json, raw: res.rawPayload, headers: res.headers };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown, headers?: Record<string, string>) =>
      call('POST', url, body, headers),
  };
}

export async function login(t: TestApp, login: string, city = 'sevastopol'): Promise<Session> {
  const res = await inject(
    t,
    'POST',
    '/api/auth/login',
    { login, password: 'Demo1234' },
    { 'x-city': city },
  );
  const body = res.json() as Json;
  if (body.status !== 'ok') throw new Error(`login ${login}: ${res.body}`);
  const token = body.token as string;
  const accountId = await accountIdOf(t, login);
  return { token, accountId };
}

export async function loginCorporate(
  t: TestApp,
  inn: string,
  contractNumber: string,
): Promise<Session> {
  const res = await inject(t, 'POST', '/api/auth/login-corp-v1', { inn, contractNumber });
  const body = res.json() as Json;
  if (body.status !== 'ok') throw new Error(`corporate login: ${res.body}`);
  const db = withHistoryTables(t.database.db);
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('inn', '=', inn)
    .executeTakeFirstOrThrow();
  return { token: body.token as string, accountId: row.id };
}

export async function accountIdOf(t: TestApp, login: string): Promise<string> {
  const db = withHistoryTables(t.database.db);
  if (login.includes('@')) {
    return (
      await db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', login)
        .executeTakeFirstOrThrow()
    ).id;
  }
  return (
    await db
      .selectFrom('account_phones')
      .select('account_id')
      .where('phone', '=', login)
      .executeTakeFirstOrThrow()
  ).account_id;
}

let sequence = 0;

export type NewOperation = Partial<Insertable<OperationsTable>> & {
  account_id: string;
  date_operation: Date;
};

/** Inserts operations (defaults: a done payment of 100 р in zone 'Центр'); answers their ids. */
export async function insertOperations(t: TestApp, rows: NewOperation[]): Promise<number[]> {
  const db = withHistoryTables(t.database.db);
  const values = rows.map((row) => ({
    city: 'sevastopol',
    type: 'payment' as const,
    status: 'done' as const,
    order_number: `T-${process.pid}-${++sequence}`,
    sum_kopecks: 10_000,
    zone: 'Центр',
    transport: 'А123ВС92',
    description: 'Оплата парковки',
    ...row,
  }));
  const ids: number[] = [];
  // Chunks keep the statement's parameter count small.
  for (let i = 0; i < values.length; i += 200) {
    const inserted = await db
      .insertInto('operations')
      .values(values.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}
