// MapLibre's worker bundled by Vite into a same-origin file (its default, a URL next to the
// library's own module, does not survive bundling).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

export const maplibreWorkerUrl: string = workerUrl;
