// Reads of the city data: zones with their price rows, parkings, map objects, the calendar.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CityDataTables } from './tables';

type Db = Kysely<DB & CityDataTables>;

export interface ZoneRecord {
  id: number;
  code: string;
  name: string;
  special: boolean;
  color: string | null;
  prices: { day_kind: string; time_start: string; time_end: string; price_kopecks: number }[];
}

export class CityDataRepository {
  private readonly db: Db;
  constructor(db: Kysely<DB>) {
    this.db = db.withTables<CityDataTables>();
  }

  async zones(city: string): Promise<ZoneRecord[]> {
    const zones = await this.db
      .selectFrom('zones')
      .select(['id', 'code', 'name', 'special', 'color'])
      .where('city', '=', city)
      .orderBy('sort_order')
      .orderBy('code')
      .execute();
    if (zones.length === 0) return [];
    const prices = await this.db
      .selectFrom('zone_prices')
      .select(['zone_id', 'day_kind', 'time_start', 'time_end', 'price_kopecks'])
      .where(
        'zone_id',
        'in',
        zones.map((z) => z.id),
      )
      .orderBy('zone_id')
      .orderBy('day_kind')
      .orderBy('time_start')
      .execute();
    return zones.map((z) => ({ ...z, prices: prices.filter((p) => p.zone_id === z.id) }));
  }

  parkings(city: string) {
    return this.db
      .selectFrom('parkings')
      .selectAll()
      .where('city', '=', city)
      .orderBy('code')
      .execute();
  }

  parking(city: string, code: string) {
    return this.db
      .selectFrom('parkings')
      .selectAll()
      .where('city', '=', city)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  mapObjects(city: string) {
    return this.db
      .selectFrom('map_objects')
      .selectAll()
      .where('city', '=', city)
      .orderBy('kind')
      .orderBy('code')
      .execute();
  }

  calendar() {
    return this.db.selectFrom('production_calendar').selectAll().execute();
  }
}
