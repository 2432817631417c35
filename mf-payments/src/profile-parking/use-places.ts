import { useEffect, useState } from 'react';
import { isOk } from '@parking/shared/api';
import { getMapParkings, getZones, parseZones } from '../api/payments';

/** Something a session can be started in: a zone, or a parking (which belongs to a zone). */
export interface Place {
  /** 'zone:<number>' or 'parking:<code>'. */
  id: string;
  kind: 'zone' | 'parking';
  zone: string;
  zoneName: string;
  parkingCode: string | null;
  category: string | null;
  address: string;
  /** A barrier (planar, multilevel) parking: paid by ticket on the planar tab, never by the hour. */
  barrier: boolean;
}

interface RawFeature {
  properties?: {
    objecttype?: string;
    code?: string | null;
    category?: string | null;
    parkingType?: string | null;
    address?: string | null;
    name?: string | null;
    zone?: { zonenumber?: string; zonename?: string } | null;
  };
}

// Categories of the barrier parkings, when the map data does not say parkingType.
const BARRIER_CATEGORIES = new Set(['planar', 'multilevel']);

/**
 * What the roadside form offers: the parkings (not the barrier ones, paid by ticket) where the
 * city pays by parking id, else the zones.
 */
export function roadsidePlaces(places: readonly Place[], byParkingId: boolean): Place[] {
  return byParkingId ? places.filter((p) => !p.barrier) : places.filter((p) => p.kind === 'zone');
}

// Module memory: the lists change rarely and several screens read them.
let cache: Promise<Place[]> | null = null;

async function fetchPlaces(): Promise<Place[]> {
  const [zones, map] = await Promise.all([getZones(), getMapParkings()]);
  const places: Place[] = [];
  const zoneNames = new Map<string, string>();
  if (isOk(zones)) {
    for (const z of parseZones(zones.result)) {
      zoneNames.set(z.value, z.name);
      places.push({
        id: `zone:${z.value}`,
        kind: 'zone',
        zone: z.value,
        zoneName: z.name,
        parkingCode: null,
        category: null,
        address: '',
        barrier: false,
      });
    }
  }
  if (isOk(map)) {
    const result = map.result as { features?: RawFeature[] } | RawFeature[] | null;
    const features = Array.isArray(result) ? result : (result?.features ?? []);
    for (const f of features) {
      const p = f.properties;
      if (p?.objecttype !== 'parkings' || !p.code || !p.zone?.zonenumber) continue;
      const zone = String(p.zone.zonenumber);
      if (!zoneNames.has(zone)) {
        zoneNames.set(zone, p.zone.zonename ?? zone);
        places.push({
          id: `zone:${zone}`,
          kind: 'zone',
          zone,
          zoneName: p.zone.zonename ?? zone,
          parkingCode: null,
          category: null,
          address: '',
          barrier: false,
        });
      }
      const barrier = p.parkingType
        ? p.parkingType === 'barrier'
        : BARRIER_CATEGORIES.has(p.category ?? '');
      places.push({
        id: `parking:${p.code}`,
        kind: 'parking',
        zone,
        zoneName: p.zone.zonename ?? zone,
        parkingCode: String(p.code),
        category: p.category ?? null,
        address: p.address ?? p.name ?? '',
        barrier,
      });
    }
  }
  return places;
}

export function resetPlacesForTests(): void {
  cache = null;
}

/** Zones and parkings of the city; an empty list on failure (not cached). */
export function usePlaces(): { places: Place[]; loaded: boolean } {
  const [places, setPlaces] = useState<Place[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    cache ??= fetchPlaces();
    void cache.then((list) => {
      if (list.length === 0) cache = null;
      if (!live) return;
      setPlaces(list);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return { places, loaded };
}

/** Case-insensitive search on the number, name or address (spec: search-selects). */
export function matches(place: Place, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [place.zone, place.zoneName, place.parkingCode ?? '', place.address].some((text) =>
    text.toLowerCase().includes(q),
  );
}
