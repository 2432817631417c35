import type { Kysely } from 'kysely';
import type { CityRow, DB } from '../../db/schema';

export class CitiesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  listAll(): Promise<CityRow[]> {
    return this.db.selectFrom('cities').selectAll().orderBy('sort_order').orderBy('code').execute();
  }

  async findByCode(code: string): Promise<CityRow | null> {
    return (
      (await this.db
        .selectFrom('cities')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst()) ?? null
    );
  }

  /** The default city: first by sort order. */
  async findFirst(): Promise<CityRow | null> {
    return (
      (await this.db
        .selectFrom('cities')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('code')
        .limit(1)
        .executeTakeFirst()) ?? null
    );
  }
}
