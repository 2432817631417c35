import type { GeoFeature, Geometry, LatLon, MapFeature, MapObject } from './types';

type Position = [number, number];

function isLatLon(value: unknown): value is LatLon {
  return !!value && typeof value === 'object' && 'latitude' in value && 'longitude' in value;
}

/** {latitude, longitude} objects (at any nesting depth) become GeoJSON [lon, lat] pairs. */
export function toPositions(value: unknown): unknown {
  if (isLatLon(value)) return [Number(value.longitude), Number(value.latitude)];
  if (Array.isArray(value)) {
    // already [lon, lat]
    if (value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number')
      return value;
    return value.map(toPositions);
  }
  return value;
}

function flatten(coords: unknown, out: Position[] = []): Position[] {
  if (Array.isArray(coords) && coords.length === 2 && typeof coords[0] === 'number')
    out.push(coords as Position);
  else if (Array.isArray(coords)) coords.forEach((c) => flatten(c, out));
  return out;
}

/** A point on (or inside) the geometry: the point itself, a line's middle vertex, a polygon's vertex average. */
export function anchorOf(geometry: Geometry): Position | null {
  if (geometry.type === 'Point') return geometry.coordinates as Position;
  if (geometry.type === 'LineString') {
    const line = geometry.coordinates as Position[];
    if (line.length === 0) return null;
    if (line.length % 2 === 1) return line[(line.length - 1) / 2];
    // even count: the middle of the middle segment, so a click there lands on the line
    const a = line[line.length / 2 - 1];
    const b = line[line.length / 2];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  }
  const points = flatten(
    geometry.type === 'Polygon'
      ? (geometry.coordinates as Position[][])[0]
      : (geometry as { coordinates: unknown }).coordinates,
  );
  if (points.length === 0) return null;
  // a closed ring repeats its first vertex: leave it out of the average
  const ring =
    points.length > 1 &&
    points[0][0] === points[points.length - 1][0] &&
    points[0][1] === points[points.length - 1][1]
      ? points.slice(0, -1)
      : points;
  const sum = ring.reduce((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  return [sum[0] / ring.length, sum[1] / ring.length];
}

export function isParkingFeature(feature: MapFeature): boolean {
  return feature.properties?.objecttype === 'parkings';
}

export function groupOf(feature: MapFeature): string {
  const { objecttype, category } = feature.properties;
  // meters and points of interest are grouped by their kind ('parkomat', 'museum'), not by the wide objecttype
  return objecttype === 'parkings'
    ? `parkings.${category || 'roadside'}`
    : category || objecttype || 'other';
}

/** Readies the API features for the map; features without usable geometry are dropped. */
export function toMapObjects(features: readonly MapFeature[]): MapObject[] {
  const out: MapObject[] = [];
  features.forEach((feature, index) => {
    if (!feature?.geometry || !feature.properties) return;
    const geometry = {
      type: feature.geometry.type,
      coordinates: toPositions(feature.geometry.coordinates),
    } as Geometry;
    const anchor = anchorOf(geometry);
    if (!anchor || !Number.isFinite(anchor[0]) || !Number.isFinite(anchor[1])) return;
    const code = feature.properties.code;
    out.push({
      key: `${feature.properties.objecttype}:${code ?? feature.id ?? index}`,
      feature,
      geometry,
      anchor,
      isParking: isParkingFeature(feature),
      group: groupOf(feature),
    });
  });
  return out;
}

export interface BoundsLike {
  getWest(): number;
  getEast(): number;
  getSouth(): number;
  getNorth(): number;
}

export function inBounds(point: Position, bounds: BoundsLike): boolean {
  return (
    point[0] >= bounds.getWest() &&
    point[0] <= bounds.getEast() &&
    point[1] >= bounds.getSouth() &&
    point[1] <= bounds.getNorth()
  );
}

/** A GeoJSON feature for a maplibre source; `key` lets a click find the object again. */
export function toGeoJson(object: MapObject): GeoFeature {
  const { objecttype, category, code } = object.feature.properties;
  return {
    type: 'Feature',
    geometry: object.geometry,
    properties: { key: object.key, objecttype, category: category ?? '', code: code ?? '' },
  };
}
