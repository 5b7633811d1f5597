/**
 * Everything the map draws with, loaded in one go when a map first scrolls near the viewport, so
 * MapLibre (about 250 KB gzipped) is in no page's initial JS.
 */
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { maplibreWorkerUrl } from './maplibre-worker.ts';
import { AREA_LABELS } from './island-geometry.ts';

// The worker is bundled as a file of the site's own (CSP: worker-src falls back to 'self').
maplibregl.setWorkerUrl(maplibreWorkerUrl);

export { maplibregl };
export { islandStyle, circlePolygon, MAP_COLOURS } from './island-style.ts';
export { ISLAND_BOUNDS } from './island-geometry.ts';

/** The island's area names on an offline map, as HTML markers with `className` (hidden from screen readers: the map's title names it). */
export function addAreaLabels(map: maplibregl.Map, className: string): void {
  for (const area of AREA_LABELS) {
    const label = document.createElement('span');
    label.className = className;
    label.textContent = area.name;
    label.setAttribute('aria-hidden', 'true');
    new maplibregl.Marker({ element: label }).setLngLat([area.longitude, area.latitude]).addTo(map);
  }
}
export type { Map as MapLibreMap, Marker as MapLibreMarker } from 'maplibre-gl';
