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
import { useLatestAreaName } from '../../../lib/api/areas.ts';
import { MapPlaceholder } from '../../../components/map-placeholder/map-placeholder.tsx';
import { groupPins } from '../pin-groups.ts';
import styles from './search-map.module.css';

type MapLibre = typeof MapLoader.maplibregl;
type MapInstance = InstanceType<MapLibre['Map']>;
type MarkerInstance = InstanceType<MapLibre['Marker']>;

/** How close (in pixels, either way) two pins' points may come before they are drawn as one group. */
const PIN_OVERLAP = { x: 64, y: 30 };
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
  const { t } = useTranslation();
  // The area names drawn on the map, in the reader's language.
  const areaName = useLatestAreaName();
  const { formatFrom } = useFormatPrice();
  const { term } = useTerm();
  const { settings, error: settingsError } = useSiteSettings();
  const idle = useIdle();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ instance: MapInstance; maplibregl: MapLibre } | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [moved, setMoved] = useState(false);
  const pins = useRef(new Map<string, HTMLElement>());
  /** The group element each grouped villa's pin is drawn in. */
  const groups = useRef(new Map<string, HTMLElement>());
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
      .then(({ maplibregl, islandMapOptions, addAreaLabels, ISLAND_BOUNDS }) => {
        if (cancelled || !container.current) return;
        const area = initialBounds.current;
        const instance = new maplibregl.Map({
          container: container.current,
          bounds: area
            ? [
                [area.west, area.south],
                [area.east, area.north],
              ]
            : ISLAND_BOUNDS,
          fitBoundsOptions: { padding: 24 },
          ...islandMapOptions(styleUrl, { title: mapLabel, zoomIn, zoomOut, resetBearing }),
        });
        remove = () => instance.remove();
        instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        if (!styleUrl) {
          addAreaLabels(instance, styles.areaLabel ?? '', areaName);
        }
        // Only the guest's moves offer a new search: the opening fit has no originalEvent.
        instance.on('moveend', (event: { originalEvent?: unknown }) => {
          delete instance.getContainer().dataset.moving;
          if (!cancelled && event.originalEvent) setMoved(true);
        });
        // While the map moves its pins do too (what waits for them to settle can tell).
        instance.on('movestart', () => {
          instance.getContainer().dataset.moving = 'true';
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
  }, [idle, settled, styleUrl, mapLabel, zoomIn, zoomOut, resetBearing, areaName]);

  // A pin per villa with a location: a button with its price, as its card shows it. Pins that
  // would overlap at the map's zoom are drawn as one group ("3 villas") that zooms in on them.
  useEffect(() => {
    if (!map) return;
    const { instance, maplibregl } = map;
    const markers: MarkerInstance[] = [];
    const placed: { villa: PinVilla; lngLat: [number, number]; element: HTMLElement }[] = [];
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
      const lngLat: [number, number] = [villa.location.longitude, villa.location.latitude];
      markers.push(new maplibregl.Marker({ element, anchor: 'bottom' }).setLngLat(lngLat).addTo(instance));
      placed.push({ villa, lngLat, element });
    }

    // The groups drawn, by their villas' ids: a group that stays the same keeps its element (the
    // guest may be pointing at it) and only moves.
    let groupMarkers = new Map<string, MarkerInstance>();
    const regroup = () => {
      const byGroup = new Map<string, HTMLElement>();
      const kept = new Map<string, MarkerInstance>();
      // At the closest zoom nothing comes apart any more: every pin is shown.
      const closest = instance.getZoom() >= instance.getMaxZoom() - 0.01;
      const points = placed.map(({ villa, lngLat }) => ({ id: villa.id, ...instance.project(lngLat) }));
      const drawn = closest ? points.map(({ id, x, y }) => ({ ids: [id], x, y })) : groupPins(points, PIN_OVERLAP);
      for (const group of drawn) {
        const members = placed.filter(({ villa }) => group.ids.includes(villa.id));
        for (const member of members) member.element.classList.toggle(styles.grouped ?? 'grouped', members.length > 1);
        if (members.length < 2) continue;
        const key = group.ids.join(' ');
        const at = instance.unproject([group.x, group.y]);
        const marker = groupMarkers.get(key)?.setLngLat(at) ?? new maplibregl.Marker({ element: groupElement(members), anchor: 'bottom' }).setLngLat(at).addTo(instance);
        kept.set(key, marker);
        for (const id of group.ids) byGroup.set(id, marker.getElement());
      }
      for (const [key, marker] of groupMarkers) if (!kept.has(key)) marker.remove();
      groupMarkers = kept;
      groups.current = byGroup;
      setPinsVersion((v) => v + 1);
    };
    /** A group's pin: how many villas, named for the screen reader; pressed, the map zooms in on them. */
    const groupElement = (members: typeof placed): HTMLElement => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = `${styles.pin ?? ''} ${styles.group ?? ''}`;
      element.textContent = t('search.map.groupShort', { count: members.length });
      element.setAttribute('aria-label', t('search.map.group', { count: members.length, names: members.map(({ villa }) => villa.name).join(', ') }));
      element.dataset.villaIds = members.map(({ villa }) => villa.id).join(' ');
      element.addEventListener('mouseenter', () => handlers.current.onHighlight(members[0]!.villa.id));
      element.addEventListener('mouseleave', () => handlers.current.onHighlight(null));
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const lngs = members.map(({ lngLat }) => lngLat[0]);
        const lats = members.map(({ lngLat }) => lngLat[1]);
        const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
        // The guest's own move (its event passed on): Search this area is offered after it.
        if (east - west < 1e-6 && north - south < 1e-6) instance.easeTo({ center: [west, south], zoom: instance.getZoom() + 2 }, { originalEvent: event });
        else
          instance.fitBounds(
            [
              [west, south],
              [east, north],
            ],
            { padding: 64, maxZoom: instance.getMaxZoom() },
            { originalEvent: event },
          );
      });
      return element;
    };
    pins.current = new Map(placed.map(({ villa, element }) => [villa.id, element]));
    regroup();
    instance.on('zoomend', regroup);
    instance.on('resize', regroup);
    return () => {
      instance.off('zoomend', regroup);
      instance.off('resize', regroup);
      for (const marker of [...markers, ...groupMarkers.values()]) marker.remove();
      pins.current = new Map();
      groups.current = new Map();
    };
  }, [map, villas, formatFrom, term, t]);

  // The highlighted villa's pin (or the group it is drawn in) stands out and comes on top of the others.
  useEffect(() => {
    const activeGroup = highlightedId ? groups.current.get(highlightedId) : undefined;
    for (const element of [...pins.current.values(), ...new Set(groups.current.values())]) {
      const on = element === activeGroup || (highlightedId !== null && element.dataset.villaId === highlightedId);
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
