// Queries of the fines register. A fine belongs to a driver when its plate (grz) is one of the
// driver's vehicles or its sts is one of the driver's vehicle certificates or STS documents, in the
// driver's city; every query takes the account, so another driver's fine is simply not found.
import { sql, type Kysely } from 'kysely';
import type { FineRow, FinesDB } from './tables';

export type FineListRow = Omit<FineRow, 'image_png'>;

export class FinesRepository {
  constructor(private readonly db: Kysely<FinesDB>) {}

  private owned(accountId: string, city: string) {
    const plates = this.db
      .selectFrom('vehicles')
      .select(sql<string>`vehicles.number || coalesce(vehicles.region, '')`.as('grz'))
      .where('vehicles.account_id', '=', accountId);
    const vehicleSts = this.db
      .selectFrom('vehicles')
      .select('vehicles.sts')
      .where('vehicles.account_id', '=', accountId)
      .where('vehicles.sts', 'is not', null);
    const documentSts = this.db
      .selectFrom('documents')
      .select('documents.number')
      .where('documents.account_id', '=', accountId)
      .where('documents.type', '=', 'STS');
    return this.db
      .selectFrom('fines')
      .where('fines.city', '=', city)
      .where((eb) =>
        eb.or([
          eb('fines.grz', 'in', plates),
          eb('fines.sts', 'in', vehicleSts),
          eb('fines.sts', 'in', documentSts),
        ]),
      );
  }

  /** Newest offence first. */
  list(accountId: string, city: string): Promise<FineListRow[]> {
    return this.owned(accountId, city)
      .select([
        'uin',
        'city',
        'article',
        'place',
        'offense_date',
        'ruling_date',
        'issued_at',
        'order_number',
        'fine_status',
        'total_sum_kopecks',
        'paid_sum_kopecks',
        'grz',
        'sts',
        'period_start',
        'period_end',
        'type',
        'provider',
        'created_at',
      ])
      .orderBy('offense_date', 'desc')
      .orderBy('uin', 'asc')
      .execute();
  }

  /** undefined when the fine does not exist or is not the caller's; null image when it has none. */
  async image(
    accountId: string,
    city: string,
    uin: string,
  ): Promise<{ image_png: Uint8Array | null } | undefined> {
    return this.owned(accountId, city)
      .select('image_png')
      .where('fines.uin', '=', uin)
      .executeTakeFirst();
  }
}
