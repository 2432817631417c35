// The history's rules: filtered keyset pages, the recent list, exports to xlsx/pdf behind an
// expiring owner-only link.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import {
  OPERATION_SIGN,
  OPERATIONS_PAGE_SIZE,
  type DownloadHistoryResult,
  type ExportFormat,
  type Operation,
} from '@parking/shared/contracts';
import { AppError } from '../../http/envelope';
import type { Clock } from '../auth/clock';
import {
  encodeCursor,
  isoFromMicros,
  parseFilter,
  type Fields,
  type OperationsQuery,
} from './filters';
import { LABELS, type Lng } from './labels';
import { writePdf, writeXlsx, type ExportContext } from './exporters';
import type { ExportRow, HistoryRepository, OperationRecord } from './repository';

export interface Caller {
  accountId: string;
  userType: 'private' | 'corporate';
}

export interface CityContext {
  code: string;
  timeZone: string;
}

export interface HistoryOptions {
  exportsDir: string;
  /** How long a download link works. */
  exportTtlMs: number;
  /** Rows an export holds at most (the rest is reported as truncated). */
  exportMaxRows: number;
  /** Rows read from the database per query while exporting. */
  exportBatchSize: number;
}

export const DEFAULT_HISTORY_OPTIONS: Omit<HistoryOptions, 'exportsDir'> = {
  exportTtlMs: 15 * 60 * 1000,
  exportMaxRows: 100_000,
  exportBatchSize: 2_000,
};

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toOperation(row: OperationRecord): Operation {
  const sum = Math.abs(row.sum_kopecks) / 100;
  return {
    id: row.id,
    cursor: encodeCursor(row.date_us, row.id),
    dateOperation: isoFromMicros(row.date_us),
    startsOf: row.starts_of?.toISOString() ?? null,
    endOf: row.end_of?.toISOString() ?? null,
    duration: row.duration,
    type: row.type,
    zone: row.zone,
    parking: row.parking,
    tariff: row.tariff,
    transport: row.transport,
    resolution: row.resolution,
    sum,
    // `|| 0` turns -0 into 0: a zero amount is neutral, not negative.
    amount: sum * (OPERATION_SIGN[row.type] ?? 1) || 0,
    sumSale: Math.abs(row.sum_sale_kopecks) / 100,
    status: row.status,
    orderNumber: row.order_number,
    driverPhone: row.driver_phone,
    checkFiscal: row.check_fiscal,
    description: row.description,
  };
}

export interface OperationsPage {
  items: Operation[];
  nextCursor: string | null;
  hasMore: boolean;
}

export class HistoryService {
  /** Accounts with an export being written: one at a time each. */
  private readonly exporting = new Set<string>();

  constructor(
    private readonly repo: HistoryRepository,
    private readonly clock: Clock,
    private readonly options: HistoryOptions,
  ) {}

  private query(caller: Caller, city: CityContext, fields: Fields): OperationsQuery {
    return parseFilter(fields, {
      accountId: caller.accountId,
      userType: caller.userType,
      timeZone: city.timeZone,
      now: this.clock.now(),
    });
  }

  async page(caller: Caller, city: CityContext, fields: Fields): Promise<OperationsPage> {
    const q = this.query(caller, city, fields);
    // One row more than the page tells whether another page exists without a count.
    const rows = await this.repo.page(q, q.after, OPERATIONS_PAGE_SIZE + 1);
    const hasMore = rows.length > OPERATIONS_PAGE_SIZE;
    const items = rows.slice(0, OPERATIONS_PAGE_SIZE).map(toOperation);
    return { items, hasMore, nextCursor: hasMore ? items[items.length - 1]!.cursor : null };
  }

  /** get-operations-v2: the latest page whatever the period. */
  async recent(caller: Caller, city: CityContext): Promise<Operation[]> {
    return (await this.page(caller, city, { Period: 'all' })).items;
  }

  async createExport(
    caller: Caller,
    city: CityContext,
    fields: Fields,
  ): Promise<DownloadHistoryResult> {
    const format = String(fields.type ?? fields.Type ?? '').toLowerCase();
    if (format === '')
      throw new AppError('RequiredField', 400, 'type: xls or pdf', { field: 'type' });
    if (format !== 'xls' && format !== 'pdf' && format !== 'xlsx')
      throw new AppError('InvalidFormat', 400, 'type: xls or pdf', { field: 'type' });
    const kind: ExportFormat = format === 'pdf' ? 'pdf' : 'xls';
    const lng: Lng = fields.lng === 'en' ? 'en' : 'ru';
    // The export starts from the first row whatever continuation the screen had reached.
    const q = { ...this.query(caller, city, fields), after: null };
    if (this.exporting.has(caller.accountId))
      throw new AppError('TooManyRequests', 429, 'An export of this account is being written');
    this.exporting.add(caller.accountId);
    try {
      await this.sweep();
      const now = this.clock.now();
      const id = crypto.randomUUID();
      fs.mkdirSync(this.options.exportsDir, { recursive: true });
      const extension = kind === 'pdf' ? 'pdf' : 'xlsx';
      const filePath = path.join(this.options.exportsDir, `${id}.${extension}`);
      const fileName = `operations-${DateTime.fromJSDate(now, { zone: city.timeZone }).toFormat('yyyy-MM-dd')}.${extension}`;
      const ctx: ExportContext = {
        labels: LABELS[lng],
        timeZone: city.timeZone,
        periodText: periodText(q, city.timeZone, LABELS[lng].allTime),
        now,
      };
      const max = this.options.exportMaxRows;
      const rows = this.operations(q, max);
      let count: number;
      try {
        count =
          kind === 'pdf'
            ? await writePdf(filePath, rows, ctx)
            : await writeXlsx(filePath, rows, ctx);
      } catch (error) {
        fs.rmSync(filePath, { force: true });
        throw error;
      }
      const truncated = count >= max && (await this.repo.countUpTo(q, max + 1)) > max;
      const expiresAt = new Date(now.getTime() + this.options.exportTtlMs);
      await this.repo.createExport({
        id,
        account_id: caller.accountId,
        city: city.code,
        format: kind,
        file_name: fileName,
        file_path: filePath,
        row_count: count,
        expires_at: expiresAt,
      });
      return {
        url: `/api/profile/download-history/file/${id}`,
        fileName,
        expiresAt: expiresAt.toISOString(),
        rows: count,
        truncated,
      };
    } finally {
      this.exporting.delete(caller.accountId);
    }
  }

  private async *operations(q: OperationsQuery, max: number): AsyncGenerator<Operation[]> {
    for await (const batch of this.repo.batches(q, this.options.exportBatchSize, max))
      yield batch.map(toOperation);
  }

  /** The file behind a link: its owner's only (anyone else gets NotFound, as for no file at all). */
  async openExport(
    caller: Caller,
    id: string,
  ): Promise<{ row: ExportRow; stream: fs.ReadStream; size: number }> {
    if (!EXPORT_ID.test(id)) throw new AppError('NotFound', 404, 'No such export');
    const row = await this.repo.findExport(id);
    if (!row || row.account_id !== caller.accountId)
      throw new AppError('NotFound', 404, 'No such export');
    if (row.expires_at <= this.clock.now())
      throw new AppError('NotFound', 410, 'The export link has expired');
    let size: number;
    try {
      size = fs.statSync(row.file_path).size;
    } catch {
      throw new AppError('NotFound', 410, 'The export file is gone');
    }
    return { row, stream: fs.createReadStream(row.file_path), size };
  }

  /** Deletes expired links and their files. */
  async sweep(): Promise<number> {
    const files = await this.repo.takeExpired(this.clock.now());
    for (const file of files) fs.rmSync(file, { force: true });
    return files.length;
  }
}

function periodText(q: OperationsQuery, zone: string, allTime: string): string {
  const { from, to } = q.range;
  if (!from && !to) return allTime;
  const day = (d: Date) => DateTime.fromJSDate(d, { zone }).toFormat('dd.MM.yyyy');
  // `to` is exclusive: the last day shown is the one before it.
  const last = to ? day(new Date(to.getTime() - 1)) : '…';
  return `${from ? day(from) : '…'} – ${last}`;
}
