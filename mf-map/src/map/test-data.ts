import type { MapFeature } from './types';

const prices = [
  { day: 'default', timestart: '08:00:00', timeend: '20:00:00', priceNum: 5000 },
  { day: 'saturday', timestart: '08:00:00', timeend: '20:00:00', priceNum: 3000 },
];
const zone = { zonenumber: '101', zonename: 'Центр', prices };

/** A point, a line and a polygon parking, a parking meter and a museum. */
export const FEATURES: MapFeature[] = [
  {
    type: 'Feature',
    properties: {
      objecttype: 'parkings',
      category: 'roadside',
      code: '1001',
      address: 'ул. Ленина, 1',
      zone,
      spaces: { total: 20, free: 5, fordisabled: 2 },
    },
    geometry: { type: 'Point', coordinates: { latitude: 44.6, longitude: 33.52 } },
  },
  {
    type: 'Feature',
    properties: {
      objecttype: 'parkings',
      category: 'roadside',
      code: '1002',
      zone,
      spaces: { total: 10, free: 0, fordisabled: 0 },
    },
    geometry: {
      type: 'LineString',
      coordinates: [
        { latitude: 44.601, longitude: 33.521 },
        { latitude: 44.602, longitude: 33.522 },
      ],
    },
  },
  {
    type: 'Feature',
    properties: {
      objecttype: 'parkings',
      category: 'planar',
      code: '2001',
      zone,
      spaces: { total: 100, free: 40, fordisabled: 4 },
    },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          { latitude: 44.61, longitude: 33.53 },
          { latitude: 44.61, longitude: 33.54 },
          { latitude: 44.62, longitude: 33.54 },
          { latitude: 44.61, longitude: 33.53 },
        ],
      ],
    },
  },
  {
    type: 'Feature',
    properties: { objecttype: 'parcomats', code: 'P-1' },
    geometry: { type: 'Point', coordinates: { latitude: 44.6, longitude: 33.5 } },
  },
  {
    type: 'Feature',
    properties: { objecttype: 'museum', name: 'Музей' },
    geometry: { type: 'Point', coordinates: { latitude: 44.6, longitude: 33.51 } },
  },
];

/** A fetch answering get-map-info/v3 with FEATURES; counts its calls. */
export function mapFetch(features: MapFeature[] = FEATURES) {
  return jest.fn(async (url: string | URL | Request) => {
    const body = String(url).includes('get-map-info')
      ? { status: 'ok', result: { type: 'FeatureCollection', features, OverAll: {}, times: {} } }
      : { status: 'error', errorName: 'NotFound' };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  });
}
