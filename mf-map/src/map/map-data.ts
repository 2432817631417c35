import { apiCall, isOk } from '@parking/shared/api';
import type { MapFeature, MapInfo } from './types';

/** Spec section 9: map data lives one hour. */
export const MAP_DATA_TTL_MS = 60 * 60 * 1000;
const STORAGE_PREFIX = 'parking:mapData:';

interface CacheEntry {
  loadedAt: number;
  data: MapInfo;
}

// Module memory survives route changes; sessionStorage survives a reload of the tab.
const memory = new Map<string, CacheEntry>();
const pending = new Map<string, Promise<MapInfo>>();

function isFresh(entry: CacheEntry | null | undefined, now: number): entry is CacheEntry {
  return (
    !!entry &&
    entry.data.features.length > 0 &&
    now - entry.loadedAt < MAP_DATA_TTL_MS &&
    entry.loadedAt <= now
  );
}

function readStored(city: string): CacheEntry | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_PREFIX + city);
    if (!text) return null;
    const entry = JSON.parse(text) as CacheEntry;
    return typeof entry?.loadedAt === 'number' && Array.isArray(entry?.data?.features)
      ? entry
      : null;
  } catch {
    return null;
  }
}

function store(city: string, entry: CacheEntry): void {
  memory.set(city, entry);
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + city, JSON.stringify(entry));
  } catch {
    // quota exceeded or storage off: the memory copy still serves this visit
  }
}

/** Reads result.features (a FeatureCollection) or a bare feature list. */
export function parseMapInfo(result: unknown): MapInfo {
  if (Array.isArray(result)) return { features: result as MapFeature[] };
  if (result && typeof result === 'object' && Array.isArray((result as MapInfo).features)) {
    const info = result as MapInfo;
    return { features: info.features, OverAll: info.OverAll, times: info.times };
  }
  return { features: [] };
}

/**
 * The city's map data, from memory or sessionStorage while under an hour old, else from the API
 * (one request at a time per city). A failure gives empty data, which is never cached.
 */
export function loadMapData(city: string, now: number = Date.now()): Promise<MapInfo> {
  const inMemory = memory.get(city);
  if (isFresh(inMemory, now)) return Promise.resolve(inMemory.data);
  const stored = readStored(city);
  if (isFresh(stored, now)) {
    memory.set(city, stored);
    return Promise.resolve(stored.data);
  }
  const running = pending.get(city);
  if (running) return running;
  const request = apiCall<unknown>('/info/get-map-info/v3', { token: 'none', query: { city } })
    .then((response) => {
      const data = isOk(response) ? parseMapInfo(response.result) : { features: [] };
      if (data.features.length > 0) store(city, { loadedAt: Date.now(), data });
      return data;
    })
    .finally(() => pending.delete(city));
  pending.set(city, request);
  return request;
}

/** For tests: forget the memory copy (sessionStorage is the test's to clear). */
export function resetMapDataCache(): void {
  memory.clear();
  pending.clear();
}
