// A city as an operator or the demo seed describes it: the shape of one entry of a cities JSON
// file (see server/README.md), stored as one row of `cities`.
import type { Kysely } from 'kysely';
import type { CityConfig, CitySettings, SiteOptions } from '@parking/shared/contracts';
import type { DB, NewCityRow } from '../db/schema';

export interface CityDefinition {
  code: string;
  name: { ru: string; en: string };
  timeZone: string;
  mapBounds: CityConfig['mapBounds'];
  mapSource?: string;
  parkingPeriod?: number;
  planarParkingAvailable?: boolean;
  profile?: CityConfig['profile'];
  sortOrder?: number;
  settings: CitySettings;
  options: SiteOptions;
}

export function toCityRow(city: CityDefinition): NewCityRow {
  const [[west, south], [east, north]] = city.mapBounds;
  return {
    code: city.code,
    name_ru: city.name.ru,
    name_en: city.name.en,
    time_zone: city.timeZone,
    bounds_west: west,
    bounds_south: south,
    bounds_east: east,
    bounds_north: north,
    map_source: city.mapSource ?? 'self-hosted',
    parking_period: city.parkingPeriod ?? 15,
    planar_available: city.planarParkingAvailable ?? false,
    profile_kind: city.profile ?? 'private',
    settings: JSON.stringify(city.settings),
    options: JSON.stringify(city.options),
    sort_order: city.sortOrder ?? 0,
  };
}

/** Adds the cities that are missing; `replace` also overwrites the ones that exist. */
export async function saveCities(
  db: Kysely<DB>,
  cities: CityDefinition[],
  { replace = false } = {},
): Promise<string[]> {
  const written: string[] = [];
  for (const city of cities) {
    const row = toCityRow(city);
    const result = await db
      .insertInto('cities')
      .values(row)
      .onConflict((oc) => {
        if (!replace) return oc.column('code').doNothing();
        const { code: _code, ...changes } = row;
        return oc.column('code').doUpdateSet({ ...changes, updated_at: new Date() });
      })
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written.push(city.code);
  }
  return written;
}
