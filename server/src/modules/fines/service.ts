// Fines of the caller (spec section 3 'Fine'), money in roubles.
import type { Fine as FineContract } from '@parking/shared/contracts';
import { AppError } from '../../http/envelope';
import type { FineListRow, FinesRepository } from './repository';
import type { FineStatus } from './tables';

export interface Fine extends FineContract {
  fineStatus: FineStatus;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toFine(row: FineListRow): Fine {
  return {
    uin: row.uin,
    article: row.article,
    place: row.place,
    offenseDate: row.offense_date.toISOString(),
    rulingDate: iso(row.ruling_date),
    date: row.issued_at.toISOString(),
    orderNumber: row.order_number,
    fineStatus: row.fine_status,
    totalSum: Number(row.total_sum_kopecks) / 100,
    paidSum: Number(row.paid_sum_kopecks) / 100,
    sts: row.sts,
    grz: row.grz,
    start: iso(row.period_start),
    end: iso(row.period_end),
    type: row.type,
    provider: row.provider,
  };
}

export class FinesService {
  constructor(private readonly repo: FinesRepository) {}

  async list(accountId: string, city: string): Promise<Fine[]> {
    return (await this.repo.list(accountId, city)).map(toFine);
  }

  /** Base64 PNG of the caller's own fine; anything else is NotFound (no hint that the UIN exists). */
  async image(accountId: string, city: string, uin: string): Promise<string> {
    const row = await this.repo.image(accountId, city, uin);
    if (!row || !row.image_png) throw new AppError('NotFound', 404, 'Fine photo not found');
    return Buffer.from(row.image_png).toString('base64');
  }
}
