// Row types of the city-data tables (migration 0030), joined to the foundation's DB with withTables.
import type { ColumnType, Generated } from 'kysely';
import type { DayKind } from '@parking/shared/domain';

export type GeometryType = 'Point' | 'LineString' | 'Polygon';
export type ParkingKind = 'road' | 'barrier';
export const PARKING_CATEGORIES = [
  'roadside',
  'multilevel',
  'planar',
  'commerce',
  'free',
  'disabled',
  'pocket',
  'resident',
  'taxi',
  'bus',
  'municipal',
  'parkomat',
] as const;
export type ParkingCategory = (typeof PARKING_CATEGORIES)[number];
export const MAP_OBJECT_KINDS = [
  'parkomat',
  'terminal',
  'infotable',
  'museum',
  'sight',
  'church',
  'residentzone',
] as const;
export type MapObjectKind = (typeof MAP_OBJECT_KINDS)[number];

export interface LatLon {
  latitude: number;
  longitude: number;
}
/** Point: a position; LineString: positions; Polygon: rings of positions. */
export type GeometryCoordinates = LatLon | LatLon[] | LatLon[][];

type Json<T> = ColumnType<T, string, string>;

export interface ZonesTable {
  id: Generated<number>;
  city: string;
  code: string;
  name: string;
  special: Generated<boolean>;
  color: string | null;
  sort_order: Generated<number>;
}

export interface ZonePricesTable {
  zone_id: number;
  day_kind: DayKind;
  time_start: string;
  time_end: string;
  price_kopecks: number;
}

export interface ParkingsTable {
  id: Generated<number>;
  city: string;
  code: string;
  zone_id: number | null;
  kind: ParkingKind;
  category: ParkingCategory;
  name: Generated<string>;
  address: Generated<string>;
  geometry_type: GeometryType;
  geometry: Json<GeometryCoordinates>;
  lat: number;
  lon: number;
  spaces_total: Generated<number>;
  spaces_free: Generated<number>;
  spaces_disabled: Generated<number>;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface MapObjectsTable {
  id: Generated<number>;
  city: string;
  code: string;
  kind: MapObjectKind;
  name: Generated<string>;
  address: Generated<string>;
  zone_id: number | null;
  geometry_type: GeometryType;
  geometry: Json<GeometryCoordinates>;
  lat: number;
  lon: number;
}

export interface ProductionCalendarTable {
  year: number;
  holidays: Json<string[]>;
  working_days: Json<string[]>;
}

export type CityDataTables = {
  zones: ZonesTable;
  zone_prices: ZonePricesTable;
  parkings: ParkingsTable;
  map_objects: MapObjectsTable;
  production_calendar: ProductionCalendarTable;
};
