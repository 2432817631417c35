import { useEffect, useRef, useState } from 'react';
import type * as Maplibre from 'maplibre-gl';
import type { MapBounds } from '@parking/shared/contracts';
import { toGeoJson, type BoundsLike } from './geo';
import type { MapObject } from './types';

declare const __webpack_public_path__: string | undefined;

export const MIN_ZOOM = 13;
export const MAX_ZOOM = 20;
export const FOCUS_ZOOM = 17;

export interface MapCanvasProps {
  objects: readonly MapObject[];
  center: [number, number];
  zoom: number;
  maxBounds?: MapBounds;
  label: string;
  /** maplibre's own control texts (zoom buttons, the canvas name) in the page's language. */
  locale?: Record<string, string>;
  /** Centre on this object (seq changes on every request, so the same object can be focused twice). */
  focus: { key: string; seq: number } | null;
  selected: MapObject | null;
  /** Element the card is rendered into (a React portal); shown in a map popup. */
  popupNode: HTMLElement;
  onSelect(key: string | null): void;
  onView(bounds: BoundsLike): void;
  onReady(): void;
}

const SOURCES = ['zones', 'parking-shapes', 'parking-points', 'objects'] as const;
type SourceId = (typeof SOURCES)[number];

// Self-hosted style: a plain background and our GeoJSON, so the map requests nothing from
// outside (no tiles, no sprites, and no glyphs, hence no text layers).
const STYLE: Maplibre.StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1ec' } }],
};

const OBJECT_COLOURS: Maplibre.ExpressionSpecification = [
  'match',
  ['get', 'category'],
  'parkomat',
  '#8a4baf',
  'terminal',
  '#b0670b',
  'infotable',
  '#2e7d6b',
  '#c2185b',
];

function split(objects: readonly MapObject[]): Record<SourceId, object> {
  const collect = (keep: (o: MapObject) => boolean) => ({
    type: 'FeatureCollection',
    features: objects.filter(keep).map(toGeoJson),
  });
  const point = (o: MapObject) => o.geometry.type === 'Point';
  return {
    zones: collect((o) => !o.isParking && !point(o)),
    'parking-shapes': collect((o) => o.isParking && !point(o)),
    'parking-points': collect((o) => o.isParking && point(o)),
    objects: collect((o) => !o.isParking && point(o)),
  };
}

function addLayers(map: Maplibre.Map, data: Record<SourceId, object>): void {
  const cluster = { cluster: true, clusterRadius: 40, clusterMaxZoom: 16 };
  map.addSource('zones', { type: 'geojson', data: data.zones as never });
  map.addSource('parking-shapes', { type: 'geojson', data: data['parking-shapes'] as never });
  map.addSource('parking-points', {
    type: 'geojson',
    data: data['parking-points'] as never,
    ...cluster,
  });
  map.addSource('objects', { type: 'geojson', data: data.objects as never, ...cluster });
  const polygon: Maplibre.FilterSpecification = ['==', ['geometry-type'], 'Polygon'];
  const line: Maplibre.FilterSpecification = ['==', ['geometry-type'], 'LineString'];
  map.addLayer({
    id: 'zones-fill',
    type: 'fill',
    source: 'zones',
    filter: polygon,
    paint: { 'fill-color': '#f3a712', 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: 'zones-line',
    type: 'line',
    source: 'zones',
    paint: { 'line-color': '#c98a0c', 'line-width': 1.5, 'line-dasharray': [2, 2] },
  });
  map.addLayer({
    id: 'parking-polygons',
    type: 'fill',
    source: 'parking-shapes',
    filter: polygon,
    paint: { 'fill-color': '#1f6fd1', 'fill-opacity': 0.45, 'fill-outline-color': '#0d3f7a' },
  });
  map.addLayer({
    id: 'parking-lines',
    type: 'line',
    source: 'parking-shapes',
    filter: line,
    layout: { 'line-cap': 'round' },
    paint: {
      'line-color': '#1f6fd1',
      'line-width': ['interpolate', ['linear'], ['zoom'], 13, 3, 18, 10],
    },
  });
  map.addLayer({
    id: 'object-clusters',
    type: 'circle',
    source: 'objects',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#c2185b',
      'circle-opacity': 0.6,
      'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 50, 22],
    },
  });
  map.addLayer({
    id: 'object-points',
    type: 'circle',
    source: 'objects',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': OBJECT_COLOURS,
      'circle-radius': 6,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1.5,
    },
  });
  map.addLayer({
    id: 'parking-clusters',
    type: 'circle',
    source: 'parking-points',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1f6fd1',
      'circle-opacity': 0.7,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 24],
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'parking-points',
    type: 'circle',
    source: 'parking-points',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': '#1f6fd1',
      'circle-radius': 9,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
}

const CLICKABLE = ['parking-points', 'parking-lines', 'parking-polygons', 'object-points'];
const CLUSTERS: Array<[string, SourceId]> = [
  ['parking-clusters', 'parking-points'],
  ['object-clusters', 'objects'],
];

function workerUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL('maplibre-gl-worker.js', new URL(base, window.location.href)).href;
}

/** The maplibre map. The library is imported here, on first render, so only the map route loads it. */
export function MapCanvas({
  objects,
  center,
  zoom,
  maxBounds,
  label,
  locale,
  focus,
  selected,
  popupNode,
  onSelect,
  onView,
  onReady,
}: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Maplibre.Map | null>(null);
  const popupRef = useRef<Maplibre.Popup | null>(null);
  const libRef = useRef<typeof Maplibre | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Latest callbacks and data for handlers registered once.
  const latest = useRef({ objects, onSelect, onView, onReady });
  latest.current = { objects, onSelect, onView, onReady };

  useEffect(() => {
    let cancelled = false;
    let map: Maplibre.Map | null = null;
    void (async () => {
      const lib = await import('maplibre-gl');
      await import('maplibre-gl/dist/maplibre-gl.css');
      if (cancelled || !containerRef.current) return;
      lib.setWorkerUrl(workerUrl());
      libRef.current = lib;
      map = new lib.Map({
        container: containerRef.current,
        style: STYLE,
        center,
        zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)),
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        maxBounds: maxBounds ?? undefined,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        locale,
      });
      mapRef.current = map;
      map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
      const m = map;
      m.on('load', () => {
        if (cancelled) return;
        addLayers(m, split(latest.current.objects));
        for (const layer of CLICKABLE) {
          m.on('click', layer, (event: Maplibre.MapLayerMouseEvent) => {
            const key = event.features?.[0]?.properties?.key;
            if (typeof key === 'string') latest.current.onSelect(key);
          });
          m.on('mouseenter', layer, () => (m.getCanvas().style.cursor = 'pointer'));
          m.on('mouseleave', layer, () => (m.getCanvas().style.cursor = ''));
        }
        for (const [layer, source] of CLUSTERS) {
          m.on('click', layer, async (event: Maplibre.MapLayerMouseEvent) => {
            const feature = event.features?.[0];
            const clusterId = feature?.properties?.cluster_id;
            const src = m.getSource(source) as Maplibre.GeoJSONSource | undefined;
            if (clusterId === undefined || !src || feature?.geometry.type !== 'Point') return;
            const next = await src.getClusterExpansionZoom(clusterId);
            m.easeTo({ center: feature.geometry.coordinates as [number, number], zoom: next });
          });
        }
        m.on('moveend', () => latest.current.onView(m.getBounds()));
        latest.current.onView(m.getBounds());
        setLoaded(true);
        latest.current.onReady();
      });
    })();
    return () => {
      cancelled = true;
      popupRef.current?.remove();
      map?.remove();
      mapRef.current = null;
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Filter changes: new data for the sources.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const data = split(objects);
    for (const id of SOURCES)
      (map.getSource(id) as Maplibre.GeoJSONSource | undefined)?.setData(data[id] as never);
  }, [objects, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !focus) return;
    const target = latest.current.objects.find((o) => o.key === focus.key);
    if (target) map.jumpTo({ center: target.anchor, zoom: Math.max(map.getZoom(), FOCUS_ZOOM) });
  }, [focus, loaded]);

  // The card of the selected object, in a popup at its anchor.
  useEffect(() => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (!map || !lib || !loaded) return;
    popupRef.current?.remove();
    popupRef.current = null;
    if (!selected) return;
    const popup = new lib.Popup({
      closeButton: false,
      closeOnClick: true,
      maxWidth: '320px',
      offset: 12,
      focusAfterOpen: false,
    })
      .setLngLat(selected.anchor)
      .setDOMContent(popupNode)
      .addTo(map);
    popup.on('close', () => {
      // closed by the map (a click elsewhere), not by us replacing it
      if (popupRef.current === popup) {
        popupRef.current = null;
        latest.current.onSelect(null);
      }
    });
    popupRef.current = popup;
  }, [selected, loaded, popupNode]);

  return <div ref={containerRef} className="map-canvas" role="application" aria-label={label} />;
}
