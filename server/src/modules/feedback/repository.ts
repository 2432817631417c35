// Queries of the appeals and their messages. Reads for the driver name the account, so another
// account's appeal is not found; the operator's path (operator.ts) finds an appeal by id alone.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AppealMessageRow, AppealRow, AppealStatus, FeedbackDB } from './tables';

export type AppealWithLast = AppealRow & {
  last_id: number | null;
  last_text: string | null;
  last_out: boolean | null;
  last_at: Date | null;
};

export class FeedbackRepository {
  constructor(private readonly db: Kysely<FeedbackDB>) {}

  transaction<T>(work: (repo: FeedbackRepository) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx: Transaction<FeedbackDB>) => work(new FeedbackRepository(trx)));
  }

  accountEmail(accountId: string): Promise<string | null> {
    return this.db
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', accountId)
      .executeTakeFirst()
      .then((row) => row?.email ?? null);
  }

  createAppeal(row: {
    city: string;
    account_id: string;
    subject: string | null;
    phone: string | null;
    email: string;
  }): Promise<AppealRow> {
    return this.db.insertInto('appeals').values(row).returningAll().executeTakeFirstOrThrow();
  }

  addMessage(appealId: number, text: string, out: boolean): Promise<AppealMessageRow> {
    return this.db
      .insertInto('appeal_messages')
      .values({ appeal_id: appealId, text, out })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async touch(appealId: number, status: AppealStatus): Promise<void> {
    await this.db
      .updateTable('appeals')
      .set({ status, updated_at: new Date() })
      .where('id', '=', appealId)
      .execute();
  }

  /** The caller's appeal, locked for the change when `forUpdate`. */
  findOwn(
    accountId: string,
    city: string,
    appealId: number,
    forUpdate = false,
  ): Promise<AppealRow | undefined> {
    let query = this.db
      .selectFrom('appeals')
      .selectAll()
      .where('id', '=', appealId)
      .where('account_id', '=', accountId)
      .where('city', '=', city);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  findById(appealId: number, forUpdate = false): Promise<AppealRow | undefined> {
    let query = this.db.selectFrom('appeals').selectAll().where('id', '=', appealId);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Most recently active first, each with its last message. */
  async list(
    accountId: string,
    city: string,
    limit: number,
    offset: number,
  ): Promise<{ count: number; rows: AppealWithLast[] }> {
    const total = await this.db
      .selectFrom('appeals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('appeals as a')
      .selectAll('a')
      .select([
        sql<
          number | null
        >`(select m.id from appeal_messages m where m.appeal_id = a.id order by m.id desc limit 1)`.as(
          'last_id',
        ),
        sql<
          string | null
        >`(select m.text from appeal_messages m where m.appeal_id = a.id order by m.id desc limit 1)`.as(
          'last_text',
        ),
        sql<
          boolean | null
        >`(select m.out from appeal_messages m where m.appeal_id = a.id order by m.id desc limit 1)`.as(
          'last_out',
        ),
        sql<Date | null>`(select m.created_at from appeal_messages m where m.appeal_id = a.id order by m.id desc limit 1)`.as(
          'last_at',
        ),
      ])
      .where('a.account_id', '=', accountId)
      .where('a.city', '=', city)
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { count: Number(total.n), rows: rows as AppealWithLast[] };
  }

  messages(appealId: number): Promise<AppealMessageRow[]> {
    return this.db
      .selectFrom('appeal_messages')
      .selectAll()
      .where('appeal_id', '=', appealId)
      .orderBy('id', 'asc')
      .execute();
  }
}
