// The only way money moves. `run` opens one transaction; for an account it first locks the
// account's balance row (SELECT ... FOR UPDATE) so concurrent debits of one wallet queue there and
// each sees the balance the previous one left: none can overdraw. Every movement is an immutable
// ledger entry tied to an operation, and the balance row changes by the same amount in the same
// transaction, so balance = sum of entries always. A request that carries an idempotency key has
// its first answer stored under the lock; a retry gets that answer back and moves nothing.
import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../../http/envelope';
import type { MoneyDB } from '../parking-sessions/tables';
import type { LedgerKind, OperationsTable } from './tables';

export interface Owner {
  city: string;
  accountId: string | null;
  guestId?: string | null;
}

export type NewOperation = Omit<
  Insertable<OperationsTable>,
  'city' | 'account_id' | 'order_number'
> & { order_number?: string };

export interface MoneyTx {
  trx: Transaction<MoneyDB>;
  owner: Owner;
  /** The locked balance in kopecks (0 for a guest, who has no wallet). */
  readonly balance: number;
  operation(values: NewOperation): Promise<{ id: number; orderNumber: string }>;
  /** Signed kopecks; a debit beyond the balance throws NoMoneyNoHoney and the transaction rolls back. */
  move(amountKopecks: number, kind: LedgerKind, operationId: number): Promise<void>;
}

export interface RunOptions {
  /** Idempotency-Key of the request (account callers only); null: every call is new. */
  key?: string | null;
  route: string;
  /** Base of the entries' idempotency keys when the caller has its own (a provider order). */
  entryKeyBase?: string;
}

export interface RunResult<T> {
  value: T;
  /** true when a stored answer was returned for a repeated key. */
  replayed: boolean;
}

export function newOrderNumber(prefix = 'P'): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}-${crypto.randomBytes(5).toString('hex')}`;
}

/** Kopecks on an account's wallet, read without a lock; an account that never had money has no row yet. */
export async function walletBalance(db: Kysely<MoneyDB>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts_balance')
    .select('balance_kopecks')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? Number(row.balance_kopecks) : 0;
}

/** Card money landing on the balance: what a caller's money transaction was handed. */
export interface CardMoney {
  tx: MoneyTx;
  amountKopecks: number;
  paymentService: string;
  at: Date;
}

/**
 * Credits card money to the wallet as a done refill operation and its ledger entry, inside the
 * caller's transaction. The entry's kind stays as each caller wrote it: 'refill' for the card
 * provider's top-up orders, 'card' elsewhere.
 */
export async function creditRefill(
  money: CardMoney,
  kind: 'card' | 'refill' = 'card',
): Promise<{ id: number; orderNumber: string }> {
  const op = await money.tx.operation({
    type: 'refill',
    status: 'done',
    sum_kopecks: money.amountKopecks,
    payment_service: money.paymentService,
    description: 'refill',
    date_operation: money.at,
  });
  await money.tx.move(money.amountKopecks, kind, op.id);
  return op;
}

/**
 * Pays `pay` under an operation: from the balance, one debit; by card, the card's money in and
 * straight out, so the wallet's history stays whole.
 */
export async function debitPayment(
  tx: MoneyTx,
  operationId: number,
  pay: number,
  kind: LedgerKind,
  service: string,
): Promise<void> {
  if (service !== 'balance') await tx.move(pay, 'card', operationId);
  await tx.move(-pay, kind, operationId);
}

export class Ledger {
  constructor(private readonly db: Kysely<MoneyDB>) {}

  async run<T>(
    owner: Owner,
    options: RunOptions,
    work: (tx: MoneyTx) => Promise<T>,
  ): Promise<RunResult<T>> {
    return this.db.transaction().execute(async (trx) => {
      let balance = 0;
      const accountId = owner.accountId;
      if (accountId) {
        balance = await this.lock(trx, accountId, owner.city);
        if (options.key) {
          const stored = await trx
            .selectFrom('idempotent_requests')
            .select(['response', 'route'])
            .where('account_id', '=', accountId)
            .where('key', '=', options.key)
            .executeTakeFirst();
          // the same key on another call is a client bug, not a retry: answering the other call's result would mislead
          if (stored && stored.route !== options.route)
            throw new AppError(
              'InvalidFormat',
              409,
              'This Idempotency-Key was used for another call',
              { field: 'Idempotency-Key' },
            );
          if (stored) return { value: stored.response as T, replayed: true };
        }
      }
      const entryBase =
        options.entryKeyBase ??
        (accountId && options.key ? `${accountId}:${options.key}` : crypto.randomUUID());
      let seq = 0;
      const tx: MoneyTx = {
        trx,
        owner,
        get balance() {
          return balance;
        },
        operation: async (values) => {
          const orderNumber = values.order_number ?? newOrderNumber();
          const row = await trx
            .insertInto('operations')
            .values({
              ...values,
              order_number: orderNumber,
              city: owner.city,
              account_id: accountId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { id: row.id, orderNumber };
        },
        move: async (amount, kind, operationId) => {
          if (!accountId) throw new Error('a guest has no wallet');
          if (!Number.isSafeInteger(amount) || amount === 0)
            throw new Error(`bad ledger amount ${amount}`);
          if (balance + amount < 0)
            throw new AppError('NoMoneyNoHoney', 409, 'Not enough money on the balance', {
              balance: balance / 100,
            });
          seq += 1;
          await trx
            .insertInto('ledger_entries')
            .values({
              account_id: accountId,
              city: owner.city,
              amount_kopecks: amount,
              kind,
              operation_id: operationId,
              idempotency_key: `${entryBase}:${seq}`,
            })
            .execute();
          const row = await trx
            .updateTable('accounts_balance')
            .set({
              balance_kopecks: sql<number>`balance_kopecks + ${amount}`,
              updated_at: new Date(),
            })
            .where('account_id', '=', accountId)
            .returning('balance_kopecks')
            .executeTakeFirstOrThrow();
          balance = Number(row.balance_kopecks);
        },
      };
      const value = await work(tx);
      if (accountId && options.key) {
        await trx
          .insertInto('idempotent_requests')
          .values({
            account_id: accountId,
            key: options.key,
            route: options.route,
            response: JSON.stringify(value ?? null),
          })
          .execute();
      }
      return { value, replayed: false };
    });
  }

  /**
   * The stored answer of an earlier call with this key and route, for a retry a service refuses
   * before `run` (a cancelled session is 'over' on the second try, yet the retry deserves the first answer).
   */
  async stored<T>(
    accountId: string | null,
    key: string | null,
    route: string,
  ): Promise<T | undefined> {
    if (!accountId || !key) return undefined;
    const row = await this.db
      .selectFrom('idempotent_requests')
      .select(['response', 'route'])
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.route === route ? (row.response as T) : undefined;
  }

  /** Locks the balance row, creating it on first use; returns the balance in kopecks. */
  private async lock(trx: Transaction<MoneyDB>, accountId: string, city: string): Promise<number> {
    const locked = () =>
      trx
        .selectFrom('accounts_balance')
        .select('balance_kopecks')
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
    let row = await locked();
    if (!row) {
      await trx
        .insertInto('accounts_balance')
        .values({ account_id: accountId, city })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute();
      row = await locked();
    }
    if (!row) throw new AppError('AccountNotFound', 404, 'Account not found');
    return Number(row.balance_kopecks);
  }

  balance(accountId: string): Promise<number> {
    return walletBalance(this.db, accountId);
  }
}
