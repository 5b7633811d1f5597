import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VillaLocation } from '@islandstay/shared/villas/villa-location';
import { APPROXIMATE_RADIUS_METRES } from '@islandstay/shared/villas/villa-location';
import { useSiteSettings } from '../../../lib/api/site-settings.ts';
import { useLatestAreaName } from '../../../lib/api/areas.ts';
import { hasWebGL } from '@islandstay/web-common/maps/webgl';
import { MapPlaceholder } from '../../../components/map-placeholder/map-placeholder.tsx';
import styles from './villa-map.module.css';

interface VillaMapProps {
  location: VillaLocation;
  villaName: string;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'unsupported' | 'failed';

/** How far below the viewport the map starts loading, so it is drawn by the time it scrolls in. */
const PRELOAD_MARGIN = '300px';

/** True once `element` comes within PRELOAD_MARGIN of the viewport (at once without IntersectionObserver). */
function useNearViewport(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The villa on a map: its pin, or a translucent circle when only the area around it is public.
 * MapLibre is imported when the map nears the viewport; without WebGL (or when it fails to load)
 * a short message stands in. The map is drawn from the island geometry the app ships unless the
 * server names a style (MAP_STYLE_URL, in the site settings).
 */
export function VillaMap({ location, villaName }: VillaMapProps) {
  const { t } = useTranslation();
  // The area names drawn on the map, in the reader's language.
  const areaName = useLatestAreaName();
  const { settings, error: settingsError } = useSiteSettings();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const [state, setState] = useState<MapState>('waiting');
  const settled = settings !== undefined || settingsError !== undefined;
  const styleUrl = settings?.mapStyleUrl ?? null;

  const { latitude, longitude, approximate } = location;
  const mapLabel = t('maps.villaMap', { name: villaName });
  const zoomIn = t('maps.zoomIn');
  const zoomOut = t('maps.zoomOut');
  const resetBearing = t('maps.resetBearing');

  useEffect(() => {
    if (!near || !settled || !container.current) return;
    if (!hasWebGL()) {
      setState('unsupported');
      return;
    }
    setState('loading');
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('@islandstay/web-common/maps/load-maplibre')
      .then(({ maplibregl, islandMapOptions, circlePolygon, MAP_COLOURS, addAreaLabels }) => {
        if (cancelled || !container.current) return;
        const map = new maplibregl.Map({
          container: container.current,
          center: [longitude, latitude],
          zoom: approximate ? 13 : 12.5,
          // One finger scrolls the page on phones; two fingers (or Ctrl + wheel) move the map.
          ...islandMapOptions(styleUrl, {
            title: mapLabel,
            zoomIn,
            zoomOut,
            resetBearing,
            gestures: { windows: t('maps.gestures.windows'), mac: t('maps.gestures.mac'), mobile: t('maps.gestures.mobile') },
          }),
        });
        remove = () => map.remove();
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        if (!styleUrl) {
          addAreaLabels(map, styles.areaLabel ?? '', areaName);
        }
        if (approximate) {
          map.on('load', () => {
            map.addSource('villa-area', {
              type: 'geojson',
              data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circlePolygon(longitude, latitude, APPROXIMATE_RADIUS_METRES)] } },
            });
            map.addLayer({ id: 'villa-area-fill', type: 'fill', source: 'villa-area', paint: { 'fill-color': MAP_COLOURS.area, 'fill-opacity': 0.2 } });
            map.addLayer({ id: 'villa-area-line', type: 'line', source: 'villa-area', paint: { 'line-color': MAP_COLOURS.area, 'line-width': 2 } });
          });
        } else {
          const marker = new maplibregl.Marker({ color: MAP_COLOURS.pin }).setLngLat([longitude, latitude]).addTo(map);
          marker.getElement().setAttribute('role', 'img');
          marker.getElement().setAttribute('aria-label', villaName);
        }
        map.on('load', () => {
          if (!cancelled) setState('ready');
        });
      })
      .catch(() => {
        // No WebGL context after all, or the chunk did not load: the message stands in.
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [near, settled, styleUrl, latitude, longitude, approximate, villaName, mapLabel, zoomIn, zoomOut, resetBearing, t, areaName]);

  const unavailable = state === 'unsupported' || state === 'failed';
  return (
    <div ref={setFrame} className={styles.frame} aria-busy={state === 'loading' || state === 'waiting'}>
      {unavailable ? (
        <MapPlaceholder status="unavailable" />
      ) : (
        <>
          <div ref={container} className={styles.map} data-state={state} />
          {state !== 'ready' && <MapPlaceholder status="loading" />}
        </>
      )}
    </div>
  );
}
