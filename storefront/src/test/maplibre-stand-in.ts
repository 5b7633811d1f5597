/**
 * Component tests only: a stand-in for MapLibre (`maplibre-gl`), which needs WebGL (jsdom has
 * none). A test file replaces the module with it:
 *
 *   vi.mock('maplibre-gl', async () => (await import('../../../test/maplibre-stand-in.ts')).maplibreGl);
 *
 * One stand-in for every map test: the component tests share one module graph per worker
 * (vitest.config.ts, isolate: false), so the map loader imported by the first test file keeps the
 * MapLibre it got; with one stand-in, every file's maps are recorded in the same `made`, which
 * each file empties before its tests (`resetMaps`). It records what a component gives it (the
 * options, the controls, the sources and layers, the markers and their elements), and a test
 * moves a map as the guest would with `emit('moveend', { originalEvent })`.
 */
type Handler = (event?: unknown) => void;

interface MapRecord {
  options: Record<string, any>;
  controls: unknown[];
  sources: Record<string, any>;
  layers: Record<string, any>[];
  removed: boolean;
  emit: (event: string, payload?: unknown) => void;
  /** The zoom the map is at (a test sets it, then emits 'zoomend'); `fitBounds` and `easeTo` calls, in order. */
  zoom: number;
  moves: { fitBounds?: unknown; easeTo?: unknown }[];
}

interface MarkerRecord {
  options: Record<string, any>;
  lngLat?: [number, number];
  element: HTMLElement;
  removed: boolean;
}

export const made = {
  maps: [] as MapRecord[],
  markers: [] as MarkerRecord[],
  navigation: [] as Record<string, unknown>[],
  workerUrl: '',
  /** What `getBounds()` answers: the area the map shows, drawn on a SCREEN-pixel square by `project`. */
  visible: { south: 9.5, west: 100.0, north: 9.55, east: 100.07 },
};

/** The side of the square `project` draws the visible area on (pixels). */
export const SCREEN = 400;

/**
 * Whether the browser "has WebGL", for the stand-in of `@islandstay/web-common/maps/webgl` (one
 * for every file, as above):
 *
 *   vi.mock('@islandstay/web-common/maps/webgl', async () => (await import('../../../test/maplibre-stand-in.ts')).webglModule);
 */
export const webgl = { available: true };
export const webglModule = { hasWebGL: () => webgl.available };

/** Forgets the maps, markers and controls made so far (the worker URL is set once, when the loader is first imported). */
export function resetMaps(): void {
  made.maps.length = 0;
  made.markers.length = 0;
  made.navigation.length = 0;
  made.visible = { south: 9.5, west: 100.0, north: 9.55, east: 100.07 };
  webgl.available = true;
}

class Map {
  private readonly record: MapRecord;
  private readonly handlers: Record<string, Handler[]> = {};
  constructor(options: Record<string, any>) {
    this.record = {
      options,
      controls: [],
      sources: {},
      layers: [],
      removed: false,
      emit: (event, payload) => [...(this.handlers[event] ?? [])].forEach((handler) => handler(payload)),
      zoom: 10,
      moves: [],
    };
    made.maps.push(this.record);
    // The style "loads" once the constructor has returned, as MapLibre's does.
    queueMicrotask(() => this.record.emit('load'));
  }
  on(event: string, handler: Handler) {
    (this.handlers[event] ??= []).push(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers[event] = (this.handlers[event] ?? []).filter((h) => h !== handler);
    return this;
  }
  /** The visible area drawn linearly on a SCREEN-pixel square (north up). */
  project([lng, lat]: [number, number]) {
    const { south, west, north, east } = made.visible;
    return { x: ((lng - west) / (east - west)) * SCREEN, y: ((north - lat) / (north - south)) * SCREEN };
  }
  unproject([x, y]: [number, number]): [number, number] {
    const { south, west, north, east } = made.visible;
    return [west + (x / SCREEN) * (east - west), north - (y / SCREEN) * (north - south)];
  }
  getZoom() {
    return this.record.zoom;
  }
  getMaxZoom() {
    return this.record.options.maxZoom ?? 22;
  }
  fitBounds(bounds: unknown, options?: unknown, eventData?: { originalEvent?: unknown }) {
    this.record.moves.push({ fitBounds: { bounds, options } });
    // As MapLibre's: the move ends with the event data given (a guest's press).
    queueMicrotask(() => this.record.emit('moveend', eventData ?? {}));
  }
  easeTo(options: unknown, eventData?: { originalEvent?: unknown }) {
    this.record.moves.push({ easeTo: options });
    queueMicrotask(() => this.record.emit('moveend', eventData ?? {}));
  }
  addControl(control: unknown) {
    this.record.controls.push(control);
    return this;
  }
  addSource(id: string, source: unknown) {
    this.record.sources[id] = source;
  }
  addLayer(layer: Record<string, unknown>) {
    this.record.layers.push(layer);
  }
  getContainer(): HTMLElement {
    return this.record.options.container;
  }
  getBounds() {
    const { south, west, north, east } = made.visible;
    return { getSouth: () => south, getWest: () => west, getNorth: () => north, getEast: () => east };
  }
  remove() {
    this.record.removed = true;
  }
}

class Marker {
  private readonly record: MarkerRecord;
  constructor(options: Record<string, any> = {}) {
    this.record = { options, element: options.element ?? document.createElement('div'), removed: false };
    made.markers.push(this.record);
  }
  setLngLat(lngLat: [number, number]) {
    this.record.lngLat = lngLat;
    return this;
  }
  addTo(map: Map) {
    // Like MapLibre: the marker's element goes into the map's container.
    map.getContainer()?.append(this.record.element);
    return this;
  }
  getElement() {
    return this.record.element;
  }
  remove() {
    this.record.removed = true;
    this.record.element.remove();
  }
}

class NavigationControl {
  constructor(options: Record<string, unknown>) {
    made.navigation.push(options);
  }
}

function setWorkerUrl(url: string): void {
  made.workerUrl = url;
}

/** The module `maplibre-gl` as the map loader uses it. */
export const maplibreGl = { Map, Marker, NavigationControl, setWorkerUrl };
