import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLibreMap, MapLibreMarker } from '@islandstay/web-common/maps/load-maplibre';
import { Button } from '@islandstay/web-common/components/button/button';
import { hasWebGL } from '@islandstay/web-common/maps/webgl';
import styles from './location-picker.module.css';

type MapModule = typeof import('@islandstay/web-common/maps/load-maplibre');

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

interface LocationPickerProps {
  /** The point the fields hold; null: none (or not a valid pair yet). */
  point: PickedPoint | null;
  /** A pin dragged, a click on the map, or "Place pin" (the map's centre). */
  onPick: (point: PickedPoint) => void;
  /** Told once whether the map could be drawn, so the form can say the fields alone work. */
  onAvailability?: (available: boolean) => void;
}

export type MapState = 'loading' | 'ready' | 'unavailable';

/** Six decimals: about 10 cm, more than any villa needs. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The villa's pin at `at`: draggable, labelled, telling `onDrag` where it was dropped. */
function addPin(loaded: MapModule, map: MapLibreMap, at: PickedPoint, label: string, onDrag: (point: PickedPoint) => void): MapLibreMarker {
  const marker = new loaded.maplibregl.Marker({ color: loaded.MAP_COLOURS.pin, draggable: true }).setLngLat([at.longitude, at.latitude]).addTo(map);
  marker.getElement().setAttribute('role', 'img');
  marker.getElement().setAttribute('aria-label', label);
  marker.on('dragend', () => {
    const { lat, lng } = marker.getLngLat();
    onDrag({ latitude: round6(lat), longitude: round6(lng) });
  });
  return marker;
}

/**
 * A small map of the island with one draggable pin for the villa's point. MapLibre is imported
 * when the picker mounts (it is in no page's initial JS); without WebGL, or when it fails to
 * load, nothing is drawn and the form's latitude and longitude fields do the work alone.
 */
export function LocationPicker({ point, onPick, onAvailability }: LocationPickerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<MapLibreMarker | null>(null);
  const moduleRef = useRef<MapModule | null>(null);
  // The latest callbacks and point, read by MapLibre's handlers (bound once, when the map is made).
  const onPickRef = useRef(onPick);
  const pointRef = useRef(point);
  const availabilityRef = useRef(onAvailability);
  useEffect(() => {
    onPickRef.current = onPick;
    pointRef.current = point;
    availabilityRef.current = onAvailability;
  });

  const mapLabel = t('villas.location.map');
  const pinLabel = t('villas.location.pin');

  useEffect(() => {
    if (!container.current) return;
    if (!hasWebGL()) {
      setState('unavailable');
      availabilityRef.current?.(false);
      return;
    }
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('@islandstay/web-common/maps/load-maplibre')
      .then((loaded) => {
        if (cancelled || !container.current) return;
        const { maplibregl, islandMapOptions, ISLAND_BOUNDS, addAreaLabels } = loaded;
        const start = pointRef.current;
        const map = new maplibregl.Map({
          container: container.current,
          ...(start ? { center: [start.longitude, start.latitude] as [number, number], zoom: 13 } : { bounds: ISLAND_BOUNDS }),
          // Inside a scrolling dialog: Ctrl + wheel (or two fingers) zoom, a plain wheel scrolls the form.
          ...islandMapOptions(null, {
            title: mapLabel,
            zoomIn: t('villas.location.zoomIn'),
            zoomOut: t('villas.location.zoomOut'),
            resetBearing: t('villas.location.resetBearing'),
            gestures: { windows: t('villas.location.gestures.windows'), mac: t('villas.location.gestures.mac'), mobile: t('villas.location.gestures.mobile') },
          }),
        });
        mapRef.current = map;
        moduleRef.current = loaded;
        remove = () => {
          markerRef.current = null;
          mapRef.current = null;
          map.remove();
        };
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        addAreaLabels(map, styles.areaLabel ?? '');
        map.on('click', (event: { lngLat: { lat: number; lng: number } }) => {
          onPickRef.current({ latitude: round6(event.lngLat.lat), longitude: round6(event.lngLat.lng) });
        });
        if (start) markerRef.current = addPin(loaded, map, start, pinLabel, (next) => onPickRef.current(next));
        setState('ready');
        availabilityRef.current?.(true);
      })
      .catch(() => {
        // No WebGL context after all, or the chunk did not load: the fields alone work.
        if (cancelled) return;
        setState('unavailable');
        availabilityRef.current?.(false);
      });
    return () => {
      cancelled = true;
      remove?.();
    };
    // Made again only when the language changes; the pin follows the point in the effect below.
  }, [mapLabel, pinLabel, t]);

  // Typing in the fields (or clearing them) moves or removes the pin.
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (state !== 'ready') return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const map = mapRef.current;
    const loaded = moduleRef.current;
    if (!map || !loaded) return;
    if (markerRef.current) markerRef.current.setLngLat([longitude, latitude]);
    else markerRef.current = addPin(loaded, map, { latitude, longitude }, pinLabel, (next) => onPickRef.current(next));
  }, [state, latitude, longitude, pinLabel]);

  function placeAtCentre() {
    const map = mapRef.current;
    if (!map) return;
    const centre = map.getCenter();
    onPick({ latitude: round6(centre.lat), longitude: round6(centre.lng) });
  }

  if (state === 'unavailable') return null;
  return (
    <div className={styles.picker}>
      <div className={styles.frame} aria-busy={state === 'loading'}>
        <div ref={container} className={styles.map} data-state={state} />
      </div>
      {state === 'ready' && !point && (
        <Button size="sm" onClick={placeAtCentre}>
          {t('villas.location.placePin')}
        </Button>
      )}
    </div>
  );
}
