// Row types of the database, one interface per table, as Kysely sees them. Later migrations add
// their tables here. Conventions shared by both engines (see ./types.ts): int8 reads as number,
// numeric as string, date as 'YYYY-MM-DD', timestamptz as Date.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CitySettings, SiteOptions } from '@parking/shared/contracts';

export interface CitiesTable {
  code: string;
  name_ru: string;
  name_en: string;
  time_zone: string;
  bounds_west: number;
  bounds_south: number;
  bounds_east: number;
  bounds_north: number;
  map_source: string;
  parking_period: number;
  planar_available: boolean;
  profile_kind: 'private' | 'private-and-corporate';
  // jsonb: written as JSON text, read back parsed.
  settings: ColumnType<CitySettings, string, string>;
  options: ColumnType<SiteOptions, string, string>;
  sort_order: number;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export interface DB {
  cities: CitiesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type CityRow = Selectable<CitiesTable>;
export type NewCityRow = Insertable<CitiesTable>;
export type CityRowUpdate = Updateable<CitiesTable>;
