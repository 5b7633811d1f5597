import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import type { MapBounds } from '@islandstay/shared/villas/villa-location';
import type * as MapLoader from '@islandstay/web-common/maps/load-maplibre';
import { Button } from '@islandstay/web-common/components/button/button';
import { hasWebGL } from '@islandstay/web-common/maps/webgl';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { useTerm, type Term } from '@islandstay/web-common/lib/term-preference';
import { useSiteSettings } from '../../../lib/api/site-settings.ts';
import { MapPlaceholder } from '../../../components/map-placeholder/map-placeholder.tsx';
import styles from './search-map.module.css';

type MapLibre = typeof MapLoader.maplibregl;
type MapInstance = InstanceType<MapLibre['Map']>;
type MarkerInstance = InstanceType<MapLibre['Marker']>;
type MapState = 'loading' | 'ready' | 'unsupported' | 'failed';

type PinVilla = Pick<VillaDto, 'id' | 'name' | 'currency' | 'currentPrice' | 'pricingSummary' | 'stay' | 'location'>;

/**
 * The amount a villa's card shows large (villa-card.tsx, PriceBlock): with dates the stay's
 * average night, else the lowest nightly rate (monthly in long-term mode), in the villa's currency.
 */
function pinAmount(villa: PinVilla, term: Term): number {
  if (villa.stay) return villa.stay.averageNightlyRate;
  if (term === 'long' && villa.pricingSummary.monthly.from > 0) return villa.pricingSummary.monthly.from;
  return villa.pricingSummary.daily.from || villa.currentPrice;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface SearchMapProps {
  /** The villas of the results page shown (pins for those with a location); undefined while loading. */
  villas: PinVilla[] | undefined;
  /** The area the search is narrowed to (the URL's `bounds`): the map opens on it. */
  bounds: MapBounds | undefined;
  highlightedId: string | null;
  onHighlight: (villaId: string | null) => void;
  onPinClick: (villaId: string) => void;
  onSearchArea: (bounds: MapBounds) => void;
  onClearArea: () => void;
}

/**
 * The search results on the island map: a price pin per villa with a location. Moving or zooming
 * the map offers "Search this area", which narrows the search to what is visible. MapLibre is
 * imported once the page is idle (never with the page's first JS); without WebGL a message
 * stands in. The map is drawn offline unless the server names a style (MAP_STYLE_URL).
 */
export function SearchMap({ villas, bounds, highlightedId, onHighlight, onPinClick, onSearchArea, onClearArea }: SearchMapProps) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const { term } = useTerm();
  const { settings, error: settingsError } = useSiteSettings(i18n.language);
  const idle = useIdle();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ instance: MapInstance; maplibregl: MapLibre } | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [moved, setMoved] = useState(false);
  const pins = useRef(new Map<string, HTMLElement>());
  const [pinsVersion, setPinsVersion] = useState(0);
  const settled = settings !== undefined || settingsError !== undefined;
  const styleUrl = settings?.mapStyleUrl ?? null;

  // The pins' handlers read the latest callbacks without the pins being made again.
  const handlers = useRef({ onHighlight, onPinClick });
  useEffect(() => {
    handlers.current = { onHighlight, onPinClick };
  });
  // The map opens on the URL's area; later changes of it (Search this area, Clear) do not move it.
  const initialBounds = useRef(bounds);

  const mapLabel = t('search.map.label');
  const zoomIn = t('maps.zoomIn');
  const zoomOut = t('maps.zoomOut');
  const resetBearing = t('maps.resetBearing');

  useEffect(() => {
    if (!idle || !settled || !container.current) return;
    if (!hasWebGL()) {
      setState('unsupported');
      return;
    }
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('@islandstay/web-common/maps/load-maplibre')
      .then(({ maplibregl, islandStyle, addAreaLabels, ISLAND_BOUNDS }) => {
        if (cancelled || !container.current) return;
        const area = initialBounds.current;
        const instance = new maplibregl.Map({
          container: container.current,
          style: styleUrl ?? islandStyle(),
          bounds: area
            ? [
                [area.west, area.south],
                [area.east, area.north],
              ]
            : ISLAND_BOUNDS,
          fitBoundsOptions: { padding: 24 },
          minZoom: 9,
          maxZoom: styleUrl ? 18 : 16,
          maxBounds: styleUrl
            ? undefined
            : [
                [ISLAND_BOUNDS[0][0] - 0.1, ISLAND_BOUNDS[0][1] - 0.1],
                [ISLAND_BOUNDS[1][0] + 0.1, ISLAND_BOUNDS[1][1] + 0.1],
              ],
          attributionControl: styleUrl ? { compact: true } : false,
          locale: {
            'Map.Title': mapLabel,
            'NavigationControl.ZoomIn': zoomIn,
            'NavigationControl.ZoomOut': zoomOut,
            'NavigationControl.ResetBearing': resetBearing,
          },
        });
        remove = () => instance.remove();
        instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        if (!styleUrl) {
          addAreaLabels(instance, styles.areaLabel ?? '');
        }
        // Only the guest's moves offer a new search: the opening fit has no originalEvent.
        instance.on('moveend', (event: { originalEvent?: unknown }) => {
          if (!cancelled && event.originalEvent) setMoved(true);
        });
        instance.on('load', () => {
          if (!cancelled) setState('ready');
        });
        setMap({ instance, maplibregl });
      })
      .catch(() => {
        // No WebGL context after all, or the chunk did not load: the message stands in.
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      setMap(null);
      remove?.();
    };
  }, [idle, settled, styleUrl, mapLabel, zoomIn, zoomOut, resetBearing]);

  // A pin per villa with a location: a button with its price, as its card shows it.
  useEffect(() => {
    if (!map) return;
    const markers: MarkerInstance[] = [];
    const made = new Map<string, HTMLElement>();
    for (const villa of villas ?? []) {
      if (!villa.location) continue;
      const price = formatFrom(pinAmount(villa, term), villa.currency);
      const element = document.createElement('button');
      element.type = 'button';
      element.className = styles.pin ?? '';
      element.textContent = price;
      element.setAttribute('aria-label', t('search.map.pin', { name: villa.name, price }));
      element.dataset.villaId = villa.id;
      element.addEventListener('mouseenter', () => handlers.current.onHighlight(villa.id));
      element.addEventListener('mouseleave', () => handlers.current.onHighlight(null));
      element.addEventListener('focus', () => handlers.current.onHighlight(villa.id));
      element.addEventListener('blur', () => handlers.current.onHighlight(null));
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        handlers.current.onPinClick(villa.id);
      });
      markers.push(new map.maplibregl.Marker({ element, anchor: 'bottom' }).setLngLat([villa.location.longitude, villa.location.latitude]).addTo(map.instance));
      made.set(villa.id, element);
    }
    pins.current = made;
    setPinsVersion((v) => v + 1);
    return () => {
      for (const marker of markers) marker.remove();
      pins.current = new Map();
    };
  }, [map, villas, formatFrom, term, t]);

  // The highlighted villa's pin stands out and comes on top of the others.
  useEffect(() => {
    for (const [id, element] of pins.current) {
      const on = id === highlightedId;
      element.classList.toggle(styles.pinActive ?? 'pinActive', on);
      if (on) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
      element.style.zIndex = on ? '2' : '';
    }
  }, [highlightedId, pinsVersion]);

  const searchArea = () => {
    if (!map) return;
    const visible = map.instance.getBounds();
    const south = clamp(visible.getSouth(), -90, 90);
    const north = clamp(visible.getNorth(), -90, 90);
    const west = clamp(visible.getWest(), -180, 180);
    const east = clamp(visible.getEast(), -180, 180);
    if (!(south < north && west < east)) return;
    setMoved(false);
    onSearchArea({ south, west, north, east });
  };

  const unavailable = state === 'unsupported' || state === 'failed';
  return (
    <section className={styles.frame} aria-label={mapLabel} aria-busy={state === 'loading'}>
      {unavailable ? (
        <MapPlaceholder status="unavailable" />
      ) : (
        <>
          <div ref={container} className={styles.map} data-state={state} />
          {state === 'loading' && <MapPlaceholder status="loading" />}
        </>
      )}
      {!unavailable && (moved || bounds) && (
        <div className={styles.actions}>
          {moved && (
            <Button variant="primary" size="sm" className={styles.action} onClick={searchArea}>
              <Search size={16} aria-hidden="true" />
              {t('search.map.searchArea')}
            </Button>
          )}
          {bounds && (
            <Button size="sm" className={styles.action} onClick={onClearArea}>
              <X size={16} aria-hidden="true" />
              {t('search.map.clearArea')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
