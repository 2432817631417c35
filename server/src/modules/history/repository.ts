// Reads the operations for the history (keyset pages and export batches) and keeps the export
// links and the monthly report's run log.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { OperationsTable } from '../wallet/tables';
import type { OperationsQuery } from './filters';
import type { HistoryDB, HistoryExportsTable } from './tables';

/** A row of the operations table as the history reads it (the columns `branch` selects). */
export type OperationRecord = Pick<
  Selectable<OperationsTable>,
  | 'id'
  | 'starts_of'
  | 'end_of'
  | 'duration'
  | 'type'
  | 'zone'
  | 'parking'
  | 'tariff'
  | 'transport'
  | 'resolution'
  | 'sum_kopecks'
  | 'sum_sale_kopecks'
  | 'status'
  | 'order_number'
  | 'driver_phone'
  | 'check_fiscal'
  | 'description'
> & {
  /** date_operation as microseconds since the epoch: exact, for the cursor. */
  date_us: number;
};

/** A row as the driver answers it: bigint columns may come as strings. */
type RawRecord = Omit<OperationRecord, 'id' | 'date_us' | 'sum_kopecks' | 'sum_sale_kopecks'> &
  Record<'id' | 'date_us' | 'sum_kopecks' | 'sum_sale_kopecks', number | string>;

/** Which operations a zone filter takes: the zone itself, the zone lists holding it, or both. */
type ZoneMatch = 'exact' | 'listed' | 'both';

export type ExportRow = {
  id: string;
  account_id: string;
  city: string;
  format: HistoryExportsTable['format'];
  file_name: string;
  file_path: string;
  row_count: number;
  expires_at: Date;
};

export interface ReportRecipient {
  accountId: string;
  city: string;
  email: string;
  timeZone: string;
  userType: 'private' | 'corporate';
}

export class HistoryRepository {
  constructor(private readonly db: Kysely<HistoryDB>) {}

  /**
   * The filter's rows. A subscription bought for several zones keeps them in one operation
   * ('101,102'), so the zone filter matches the zone itself or a list holding it; `zones` picks
   * one of the two halves (see page()) or both.
   */
  private filtered(
    q: OperationsQuery,
    zones: ZoneMatch = 'both',
  ): SelectQueryBuilder<HistoryDB, 'operations', object> {
    let query = this.db.selectFrom('operations').where('account_id', '=', q.accountId);
    if (q.range.from) query = query.where('date_operation', '>=', q.range.from);
    if (q.range.to) query = query.where('date_operation', '<', q.range.to);
    if (q.types) query = query.where('type', 'in', q.types);
    if (q.transport) query = query.where('transport', 'in', q.transport);
    if (q.zone) {
      const zone = q.zone;
      // The LIKE is written out (not a parameter): it is the predicate of the partial index of 0082.
      const listed = sql<boolean>`(zone LIKE '%,%' AND zone <> ${zone} AND ${zone} = ANY (string_to_array(zone, ',')))`;
      if (zones === 'exact') query = query.where('zone', '=', zone);
      else if (zones === 'listed') query = query.where(listed);
      else query = query.where((eb) => eb.or([eb('zone', '=', zone), listed]));
    }
    if (q.orderNumber) query = query.where('order_number', '=', q.orderNumber);
    if (q.driverPhones) query = query.where('driver_phone', 'in', q.driverPhones);
    return query;
  }

  /**
   * Rows after `after` (newest first), `limit` of them. The order is (date_operation, id) so rows
   * sharing a timestamp keep one order, and the row comparison is an index range condition.
   * With a zone, the exact matches and the zone lists holding it are two ordered index walks
   * (0050's zone index, 0082's partial index of the lists) of `limit` rows each, merged: an OR
   * would lose the index order and sort every match of the account.
   */
  async page(
    q: OperationsQuery,
    after: OperationsQuery['after'],
    limit: number,
  ): Promise<OperationRecord[]> {
    const rows = q.zone
      ? (
          await sql<RawRecord>`SELECT * FROM (${this.branch(q, after, limit, 'exact')} UNION ALL ${this.branch(q, after, limit, 'listed')}) AS merged
            ORDER BY date_us DESC, id DESC LIMIT ${limit}`.execute(this.db)
        ).rows
      : await this.branch(q, after, limit, 'both').execute();
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      date_us: Number(row.date_us),
      sum_kopecks: Number(row.sum_kopecks),
      sum_sale_kopecks: Number(row.sum_sale_kopecks),
    }));
  }

  private branch(
    q: OperationsQuery,
    after: OperationsQuery['after'],
    limit: number,
    zones: ZoneMatch,
  ) {
    let query = this.filtered(q, zones);
    if (after?.kind === 'keyset') {
      query = query.where(
        sql<boolean>`(date_operation, id) < (${epochPlus(after.micros)}, ${after.id}::bigint)`,
      );
    } else if (after?.kind === 'before') {
      query = query.where(sql<boolean>`date_operation < ${epochPlus(after.micros)}`);
    }
    return query
      .select([
        'id',
        sql<number>`(extract(epoch from date_operation) * 1000000)::bigint`.as('date_us'),
        'starts_of',
        'end_of',
        'duration',
        'type',
        'zone',
        'parking',
        'tariff',
        'transport',
        'resolution',
        'sum_kopecks',
        'sum_sale_kopecks',
        'status',
        'order_number',
        'driver_phone',
        'check_fiscal',
        'description',
      ])
      .orderBy('date_operation', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
  }

  /** Every matching row in batches of `size`, one query each: memory holds one batch at a time. */
  async *batches(q: OperationsQuery, size: number, max: number): AsyncGenerator<OperationRecord[]> {
    let after = q.after;
    let taken = 0;
    while (taken < max) {
      const rows = await this.page(q, after, Math.min(size, max - taken));
      if (rows.length === 0) return;
      taken += rows.length;
      yield rows;
      const last = rows[rows.length - 1]!;
      after = { kind: 'keyset', micros: last.date_us, id: last.id };
      if (rows.length < size) return;
    }
  }

  /** Whether any row lies beyond the first `offset` matches (the export's truncated flag). */
  async countUpTo(q: OperationsQuery, cap: number): Promise<number> {
    const row = await this.db
      .selectFrom(this.filtered(q).select('id').limit(cap).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async createExport(row: Omit<ExportRow, 'id'> & { id: string }): Promise<void> {
    await this.db.insertInto('history_exports').values(row).execute();
  }

  findExport(id: string): Promise<ExportRow | undefined> {
    return this.db
      .selectFrom('history_exports')
      .select([
        'id',
        'account_id',
        'city',
        'format',
        'file_name',
        'file_path',
        'row_count',
        'expires_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Removes the expired links and answers their files, for the caller to delete. */
  async takeExpired(now: Date): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('history_exports')
      .where('expires_at', '<=', now)
      .returning('file_path')
      .execute();
    return rows.map((r) => r.file_path);
  }

  /** Accounts with reportHistoryOperation on and a confirmed e-mail (optionally of one city). */
  async reportRecipients(city?: string): Promise<ReportRecipient[]> {
    let query = this.db
      .selectFrom('account_settings')
      .innerJoin('accounts', 'accounts.id', 'account_settings.account_id')
      .innerJoin('cities', 'cities.code', 'accounts.city')
      .select([
        'accounts.id as accountId',
        'accounts.city as city',
        'accounts.email as email',
        'cities.time_zone as timeZone',
        'accounts.kind as userType',
      ])
      .where('account_settings.report_history_operation', '=', true)
      .where('accounts.email', 'is not', null)
      .where('accounts.email_confirmed', '=', true);
    if (city) query = query.where('accounts.city', '=', city);
    const rows = await query.orderBy('accounts.id').execute();
    return rows.map((r) => ({ ...r, email: r.email! }));
  }

  async reportSent(accountId: string, month: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('history_report_runs')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recordReport(row: {
    account_id: string;
    month: string;
    sent_to: string;
    row_count: number;
  }): Promise<void> {
    await this.db
      .insertInto('history_report_runs')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'month']).doNothing())
      .execute();
  }
}

/** The exact instant of an epoch-microseconds value (a double would round the microseconds). */
function epochPlus(micros: number) {
  return sql`(timestamptz 'epoch' + ${String(micros)}::bigint * interval '1 microsecond')`;
}
