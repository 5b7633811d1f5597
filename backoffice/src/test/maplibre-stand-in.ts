/**
 * Component tests only: a stand-in for MapLibre (`maplibre-gl`), which needs WebGL (jsdom has
 * none), recording what a map component gives it; a test "drags" a pin (fires its dragend) or
 * "clicks" the map (fires its click handlers). src/test/setup-maps.ts puts it in place of
 * maplibre-gl, and of web-common's WebGL check, for every test file: the component tests share one
 * module graph per worker (vitest.config.ts, isolate: false), so a mock made by one file alone would
 * not reach a map module another file loaded first. WebGL is off unless a test turns it on.
 */
function createStandIn() {
  type Handler = (event?: unknown) => void;
  const made = {
    maps: [] as { options: Record<string, any>; handlers: Record<string, Handler[]>; removed: boolean }[],
    markers: [] as { options: Record<string, any>; lngLat?: [number, number]; element: HTMLElement; handlers: Record<string, Handler[]>; removed: boolean }[],
  };
  class Map {
    private readonly record: (typeof made.maps)[number];
    constructor(options: Record<string, any>) {
      this.record = { options, handlers: {}, removed: false };
      made.maps.push(this.record);
    }
    on(event: string, handler: Handler) {
      (this.record.handlers[event] ??= []).push(handler);
      return this;
    }
    addControl() {
      return this;
    }
    getCenter() {
      return { lng: 100.01, lat: 9.5 };
    }
    remove() {
      this.record.removed = true;
    }
  }
  class Marker {
    private readonly record: (typeof made.markers)[number];
    constructor(options: Record<string, any> = {}) {
      this.record = { options, element: options.element ?? document.createElement('div'), handlers: {}, removed: false };
      made.markers.push(this.record);
    }
    setLngLat(lngLat: [number, number]) {
      this.record.lngLat = lngLat;
      return this;
    }
    getLngLat() {
      const [lng, lat] = this.record.lngLat!;
      return { lng, lat };
    }
    on(event: string, handler: Handler) {
      (this.record.handlers[event] ??= []).push(handler);
      return this;
    }
    addTo() {
      return this;
    }
    remove() {
      this.record.removed = true;
      return this;
    }
    getElement() {
      return this.record.element;
    }
  }
  class NavigationControl {}
  return { made, module: { Map, Marker, NavigationControl, setWorkerUrl: () => undefined } };
}

type StandIn = ReturnType<typeof createStandIn> & { webgl: { available: boolean } };
const holder = globalThis as { __islandstayMaplibreStandIn?: StandIn };
/** One stand-in per worker, whichever file's import made it. */
export const maplibre: StandIn = (holder.__islandstayMaplibreStandIn ??= { ...createStandIn(), webgl: { available: false } });
export const webgl = maplibre.webgl;
