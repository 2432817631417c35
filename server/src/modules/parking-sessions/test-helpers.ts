// Shared by the parking-and-money HTTP tests (not a test file itself): drivers with tokens, money
// on their wallets, and a small client.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { withAccountTables } from '../auth/tables';
import { withMoneyTables } from './tables';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the helpers use of the harness's TestApp (not imported: this file is compiled with src/). */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

export interface Driver {
  accountId: string;
  token: string;
  city: string;
}

export async function newDriver(t: TestApp, city = 'sevastopol'): Promise<Driver> {
  const db = withAccountTables(t.database.db);
  const account = await db
    .insertInto('accounts')
    .values({
      city,
      kind: 'private',
      email: `driver-${crypto.randomBytes(6).toString('hex')}@test.local`,
      password_hash: null,
      first_name: 'Тест',
      last_name: 'Водитель',
      middle_name: null,
      company_name: null,
      inn: null,
      contract_number: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await t.app.authModule.sessions.create({
    accountId: account.id,
    city,
    userType: 'private',
    clientIp: null,
  });
  return { accountId: account.id, token, city };
}

/** Puts money on a wallet the way a refill would: an operation and a ledger entry. */
export async function fund(t: TestApp, driver: Driver, kopecks: number): Promise<void> {
  await t.app.parkingModule.ledger.run(
    { city: driver.city, accountId: driver.accountId },
    { route: 'test' },
    async (tx) => {
      const op = await tx.operation({
        type: 'refill',
        status: 'done',
        sum_kopecks: kopecks,
        description: 'test refill',
      });
      await tx.move(kopecks, 'refill', op.id);
    },
  );
}

export async function ledgerState(t: TestApp, accountId: string) {
  const db = withMoneyTables(t.database.db);
  const balance = await db
    .selectFrom('accounts_balance')
    .select('balance_kopecks')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_kopecks').as('s'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    balance: Number(balance?.balance_kopecks ?? 0),
    sum: Number(sum?.s ?? 0),
    entries: Number(entries?.n ?? 0),
  };
}

export async function counts(t: TestApp): Promise<Record<string, number>> {
  const db = withMoneyTables(t.database.db);
  const out: Record<string, number> = {};
  for (const table of [
    'ledger_entries',
    'operations',
    'parking_sessions',
    'payment_orders',
    'provider_events',
    'planar_quotes',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

export function client(t: TestApp, token: string | null, city = 'sevastopol') {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: Json | string,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        'x-city': city,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
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
    let json: Json = {};
    try {
      json = res.json();
    } catch {
      json = {};
    }
    return { status: res.statusCode, body: json, headers: res.headers, raw: res.rawPayload };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: Json | string, headers?: Record<string, string>) =>
      call('POST', url, body, headers),
  };
}

/** A weekday in Sevastopol (Wednesday 2025-06-04) at a wall-clock time. */
export const WEDNESDAY = (hhmm: string) => `2025-06-04T${hhmm}:00+03:00`;
