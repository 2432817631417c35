import type { ZonePriceRow } from '@parking/shared/domain';

/** A coordinate as the map API sends it. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

export type GeometryType = 'Point' | 'LineString' | 'Polygon' | 'MultiLineString' | 'MultiPolygon';

/** Zone price row with the daycode the API adds (-2 marks the parking inactive). */
export interface MapZonePrice extends ZonePriceRow {
  daycode?: number;
}

export interface MapZone {
  zonenumber: string;
  zonename: string;
  prices: MapZonePrice[];
}

export interface MapFeatureProperties {
  objecttype: string; // 'parkings', 'residentzone', 'parcomats', 'terminal', 'museum', ...
  category?: string | null;
  code?: string | null;
  name?: string | null;
  address?: string | null;
  freeparking?: boolean | null;
  zone?: MapZone | null;
  spaces?: { total?: number | null; free?: number | null; fordisabled?: number | null } | null;
  [extra: string]: unknown;
}

export interface MapFeature {
  type: 'Feature';
  id?: string | number;
  properties: MapFeatureProperties;
  geometry: { type: GeometryType; coordinates: unknown };
}

/** get-map-info/v3 result (spec: Map feature; the response also has OverAll and times). */
export interface MapInfo {
  features: MapFeature[];
  OverAll?: unknown;
  times?: unknown;
}

/** GeoJSON geometry and feature, as far as this remote uses them. */
export interface Geometry {
  type: GeometryType;
  coordinates: unknown;
}
export interface GeoFeature {
  type: 'Feature';
  geometry: Geometry;
  properties: Record<string, string | number | boolean>;
}

/** A map object ready for drawing and listing: GeoJSON coordinates plus a point to focus on. */
export interface MapObject {
  key: string;
  feature: MapFeature;
  geometry: Geometry;
  /** [lon, lat] where the map centres when this object is focused (on the geometry). */
  anchor: [number, number];
  isParking: boolean;
  /** Filter group (an i18n key under 'groups'): 'parkings.<category>' or the object type. */
  group: string;
}
