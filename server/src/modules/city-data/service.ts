// City data as the rest of the portal needs it: zone tariffs and the production calendar for
// pricing (cached briefly: they change by operator edits, not per request), and the map data,
// built once per city into a JSON body with its ETag and its gzip/brotli forms.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  tariffFromZonePrices,
  type DayKind,
  type ProductionCalendar,
  type ZoneTariff,
} from '@parking/shared/domain';
import type { CityDataRepository, ZoneRecord } from './repository';

const CACHE_MS = 60_000;

/** day and daycode of a price row in the map data; -2 marks an inactive parking. */
const API_DAY: Record<DayKind, { day: string; daycode: number }> = {
  weekday: { day: 'default', daycode: 0 },
  saturday: { day: 'saturday', daycode: 6 },
  sunday: { day: 'sunday', daycode: 7 },
  holiday: { day: 'holiday', daycode: -1 },
};
export const INACTIVE_DAYCODE = -2;

export interface MapPrice {
  day: string;
  daycode: number;
  timestart: string;
  timeend: string;
  /** kopecks per hour */
  priceNum: number;
}

export interface Zone {
  id: number;
  code: string;
  name: string;
  special: boolean;
  color: string | null;
  prices: MapPrice[];
  tariff: ZoneTariff;
}

export interface MapBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  builtAt: number;
}

interface Cached<T> {
  value: T;
  at: number;
}

function toZone(record: ZoneRecord): Zone {
  const prices = record.prices.map((p) => ({
    ...API_DAY[p.day_kind as DayKind],
    timestart: p.time_start,
    timeend: p.time_end,
    priceNum: p.price_kopecks,
  }));
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    special: record.special,
    color: record.color,
    prices,
    tariff: tariffFromZonePrices(prices, record.code),
  };
}

export class CityDataService {
  private zonesCache = new Map<string, Cached<Zone[]>>();
  private calendarCache: Cached<ProductionCalendar> | null = null;
  private mapCache = new Map<string, Cached<Promise<MapBody>>>();

  constructor(
    private readonly repo: CityDataRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every cache (after an edit of the data; tests). */
  invalidate(): void {
    this.zonesCache.clear();
    this.calendarCache = null;
    this.mapCache.clear();
  }

  async zones(city: string): Promise<Zone[]> {
    const hit = this.zonesCache.get(city);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;
    const value = (await this.repo.zones(city)).map(toZone);
    this.zonesCache.set(city, { value, at: this.now() });
    return value;
  }

  async zone(city: string, code: string): Promise<Zone | null> {
    const wanted = code.trim().toLowerCase();
    return (await this.zones(city)).find((z) => z.code.toLowerCase() === wanted) ?? null;
  }

  parking(city: string, code: string) {
    return this.repo.parking(city, code.trim());
  }

  async calendar(): Promise<ProductionCalendar> {
    if (this.calendarCache && this.now() - this.calendarCache.at < CACHE_MS)
      return this.calendarCache.value;
    const rows = await this.repo.calendar();
    const value: Record<number, { holidays: string[]; workingDays: string[] }> = {};
    for (const row of rows)
      value[row.year] = { holidays: row.holidays, workingDays: row.working_days };
    this.calendarCache = { value, at: this.now() };
    return value;
  }

  /** The map body of a city (v2 without the zone list, v3 with it), cached for a minute. */
  mapBody(city: string, version: 'v2' | 'v3'): Promise<MapBody> {
    const key = `${city}:${version}`;
    const hit = this.mapCache.get(key);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;
    const value = this.buildMapBody(city, version);
    this.mapCache.set(key, { value, at: this.now() });
    value.catch(() => this.mapCache.delete(key));
    return value;
  }

  private async buildMapBody(city: string, version: 'v2' | 'v3'): Promise<MapBody> {
    const [zones, parkings, objects] = await Promise.all([
      this.zones(city),
      this.repo.parkings(city),
      this.repo.mapObjects(city),
    ]);
    const zoneById = new Map(zones.map((z) => [z.id, z]));
    const zoneOf = (id: number | null, active = true) => {
      const zone = id === null ? undefined : zoneById.get(id);
      if (!zone) return null;
      const prices = active
        ? zone.prices
        : zone.prices.map((p) => ({ ...p, daycode: INACTIVE_DAYCODE }));
      return { zonenumber: zone.code, zonename: zone.name, special: zone.special, prices };
    };
    const spaces = { total: 0, free: 0, fordisabled: 0 };
    let updated = 0;
    const features: unknown[] = [];
    for (const p of parkings) {
      if (p.active) {
        spaces.total += p.spaces_total;
        spaces.free += p.spaces_free;
        spaces.fordisabled += p.spaces_disabled;
      }
      updated = Math.max(updated, p.updated_at.getTime());
      features.push({
        type: 'Feature',
        properties: {
          objecttype: 'parkings',
          category: p.category,
          code: p.code,
          name: p.name,
          address: p.address,
          parkingType: p.kind,
          active: p.active,
          freeparking: p.category === 'free' || p.zone_id === null,
          zone: zoneOf(p.zone_id, p.active),
          spaces: { total: p.spaces_total, free: p.spaces_free, fordisabled: p.spaces_disabled },
        },
        geometry: { type: p.geometry_type, coordinates: p.geometry },
      });
    }
    for (const o of objects) {
      features.push({
        type: 'Feature',
        properties: {
          objecttype:
            o.kind === 'parkomat' || o.kind === 'terminal'
              ? 'parcomats'
              : o.kind === 'residentzone'
                ? 'residentzone'
                : 'objects',
          category: o.kind,
          code: o.code,
          name: o.name,
          address: o.address,
          zone: zoneOf(o.zone_id),
        },
        geometry: { type: o.geometry_type, coordinates: o.geometry },
      });
    }
    const result: Record<string, unknown> = {
      type: 'FeatureCollection',
      features,
      OverAll: {
        parkings: parkings.length,
        activeParkings: parkings.filter((p) => p.active).length,
        objects: objects.length,
        zones: zones.length,
        spaces,
      },
      // the data's own time (not the build's) so the ETag only moves when the data does
      times: { updated: new Date(updated || 0).toISOString(), lifetimeSeconds: 3600 },
    };
    if (version === 'v3')
      result.zones = zones.map((z) => ({
        zonenumber: z.code,
        zonename: z.name,
        special: z.special,
        color: z.color,
        prices: z.prices,
      }));
    const json = Buffer.from(JSON.stringify({ status: 'ok', result }));
    const [gzip, br] = await Promise.all([
      new Promise<Buffer>((resolve, reject) =>
        zlib.gzip(json, { level: 6 }, (e, b) => (e ? reject(e) : resolve(b))),
      ),
      new Promise<Buffer>((resolve, reject) =>
        zlib.brotliCompress(
          json,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          },
          (e, b) => (e ? reject(e) : resolve(b)),
        ),
      ),
    ]);
    const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    return { etag, json, gzip, br, builtAt: this.now() };
  }
}
