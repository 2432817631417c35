import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@parking/shared/ui';
import { NS } from '../i18n';
import { inBounds, toMapObjects, type BoundsLike } from './geo';
import { MapCanvas } from './map-canvas';
import { loadMapData } from './map-data';
import { ParkingCard } from './parking-card';
import type { MapObject } from './types';
import { useMapOptions } from './use-map-options';
import './map.css';

/** How many parkings the list names at once; zooming in narrows it. */
export const LIST_LIMIT = 50;

type Status = 'pending' | 'done';

export function MapScreen({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const options = useMapOptions();
  const [objects, setObjects] = useState<MapObject[]>([]);
  const [status, setStatus] = useState<Status>('pending');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<BoundsLike | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ key: string; seq: number } | null>(null);
  const [popupNode] = useState(() => document.createElement('div'));
  const focusCard = useRef(false);

  useEffect(() => {
    let live = true;
    setStatus('pending');
    void loadMapData(options.city).then((data) => {
      if (!live) return;
      setObjects(toMapObjects(data.features));
      setStatus('done');
    });
    return () => {
      live = false;
    };
  }, [options.city]);

  const groups = useMemo(() => Array.from(new Set(objects.map((o) => o.group))).sort(), [objects]);
  const shown = useMemo(() => objects.filter((o) => !hidden.has(o.group)), [objects, hidden]);
  const inView = useMemo(
    () =>
      view
        ? shown
            .filter((o) => o.isParking && inBounds(o.anchor, view))
            .sort((a, b) =>
              String(a.feature.properties.code).localeCompare(
                String(b.feature.properties.code),
                undefined,
                { numeric: true },
              ),
            )
        : [],
    [shown, view],
  );
  const selected = useMemo(
    () => shown.find((o) => o.key === selectedKey) ?? null,
    [shown, selectedKey],
  );

  // A card opened from the list takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (selected && focusCard.current) {
      focusCard.current = false;
      requestAnimationFrame(() => popupNode.querySelector<HTMLElement>('.map-card')?.focus());
    }
  }, [selected, popupNode]);

  const onView = useCallback((bounds: BoundsLike) => {
    // a plain copy: the map reuses and mutates its bounds object
    const [w, e, s, n] = [bounds.getWest(), bounds.getEast(), bounds.getSouth(), bounds.getNorth()];
    setView({ getWest: () => w, getEast: () => e, getSouth: () => s, getNorth: () => n });
  }, []);
  const onReady = useCallback(() => setMapReady(true), []);

  const toggle = (group: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  // Where focus goes back when the card closes: the list item that opened it, else the map.
  const opener = useRef<HTMLElement | null>(null);
  const mapArea = useRef<HTMLDivElement>(null);
  const closeCard = useCallback(() => {
    setSelectedKey(null);
    const back = opener.current?.isConnected
      ? opener.current
      : mapArea.current?.querySelector<HTMLElement>('canvas, [tabindex="0"]');
    opener.current = null;
    back?.focus();
  }, []);

  const showOnMap = (object: MapObject, button: HTMLElement) => {
    opener.current = button;
    focusCard.current = true;
    setFocus((previous) => ({ key: object.key, seq: (previous?.seq ?? 0) + 1 }));
    setSelectedKey(object.key);
  };

  const ready = mapReady && status === 'done';

  return (
    <section aria-labelledby="map-title" className="map-screen">
      <h1 id="map-title" className="map-screen__title">
        {t('map.title')}
      </h1>
      <div className="map-screen__layout">
        <div className="map-screen__side">
          <fieldset className="map-filters">
            <legend>{t('filters.legend')}</legend>
            {groups.length === 0 && (
              <p>{status === 'pending' ? t('map.loading') : t('filters.none')}</p>
            )}
            {groups.map((group) => (
              <Checkbox
                key={group}
                label={t(`groups.${group}`, { defaultValue: group })}
                checked={!hidden.has(group)}
                onChange={() => toggle(group)}
              />
            ))}
          </fieldset>
          <h2 id="map-list-title" className="map-list__title">
            {t('map.listTitle')}
          </h2>
          <p className="map-list__count" aria-live="polite">
            {ready ? t('list.count', { count: inView.length }) : t('map.loading')}
          </p>
          <ul aria-labelledby="map-list-title" className="map-list">
            {inView.slice(0, LIST_LIMIT).map((object) => {
              const p = object.feature.properties;
              return (
                <li key={object.key}>
                  <button
                    type="button"
                    className="map-list__item"
                    aria-pressed={selectedKey === object.key}
                    onClick={(event) => showOnMap(object, event.currentTarget)}
                  >
                    <span className="map-list__code">{t('list.item', { code: p.code ?? '' })}</span>
                    <span className="map-list__meta">
                      {[
                        p.zone?.zonename || p.zone?.zonenumber,
                        p.address,
                        p.spaces ? t('list.free', { count: p.spaces.free ?? 0 }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {inView.length > LIST_LIMIT && (
            <p>{t('list.more', { count: inView.length - LIST_LIMIT })}</p>
          )}
        </div>
        <div
          ref={mapArea}
          role="region"
          aria-label={t('map.mapLabel')}
          className="map-area"
          data-map-ready={ready ? 'true' : 'false'}
        >
          <MapCanvas
            objects={shown}
            center={options.center}
            zoom={options.zoom}
            maxBounds={options.bounds}
            label={t('map.canvasLabel')}
            locale={{
              'Map.Title': t('map.canvasLabel'),
              'NavigationControl.ZoomIn': t('map.zoomIn'),
              'NavigationControl.ZoomOut': t('map.zoomOut'),
              'Popup.Close': t('card.close'),
            }}
            focus={focus}
            selected={selected}
            popupNode={popupNode}
            onSelect={(key) => {
              // picked on the map itself: closing the card goes back to the map
              opener.current = null;
              setSelectedKey(key);
            }}
            onView={onView}
            onReady={onReady}
          />
        </div>
      </div>
      {selected &&
        createPortal(
          <ParkingCard
            object={selected}
            basePath={basePath}
            timeZone={options.timeZone}
            onClose={closeCard}
          />,
          popupNode,
        )}
    </section>
  );
}
