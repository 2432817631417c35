import { useBusEvent } from '@parking/shared/bus';
import type { MapBounds } from '@parking/shared/contracts';
import { useCity } from '@parking/shared/session';

export const DEFAULT_ZOOM = 16;
// Used only before the shell has announced the options (the standalone page, tests).
const FALLBACK = {
  city: 'sevastopol',
  center: [33.5225, 44.6054] as [number, number],
  bounds: [
    [33.38, 44.4],
    [33.93, 44.97],
  ] as MapBounds,
  timeZone: 'Europe/Simferopol',
};

export interface MapOptions {
  city: string;
  center: [number, number];
  zoom: number;
  bounds: MapBounds;
  timeZone: string;
}

/** Centre, bounds, initial zoom and time zone of the current city, from the shell's options. */
export function useMapOptions(): MapOptions {
  const loaded = useBusEvent('options:loaded');
  const chosen = useCity();
  const options = loaded?.info.options;
  const zoom = Number(options?.initialZoom);
  const center = options?.map?.mapCenter;
  return {
    city: loaded?.city.city ?? chosen ?? FALLBACK.city,
    center: Array.isArray(center) && center.length === 2 ? center : FALLBACK.center,
    zoom: Number.isFinite(zoom) && zoom > 0 ? zoom : DEFAULT_ZOOM,
    bounds: loaded?.city.mapBounds ?? FALLBACK.bounds,
    timeZone: loaded?.city.timeZone ?? FALLBACK.timeZone,
  };
}
