/**
 * Everything the map draws with, loaded in one go when a map first scrolls near the viewport, so
 * MapLibre (about 250 KB gzipped) is in no page's initial JS.
 */
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { maplibreWorkerUrl } from './maplibre-worker.ts';
import { AREA_LABELS, ISLAND_BOUNDS } from './island-geometry.ts';
import { islandStyle } from './island-style.ts';

// The worker is bundled as a file of the site's own (CSP: worker-src falls back to 'self').
maplibregl.setWorkerUrl(maplibreWorkerUrl);

export { maplibregl };
export { circlePolygon, MAP_COLOURS } from './island-style.ts';
export { ISLAND_BOUNDS } from './island-geometry.ts';

/** The island's area names on an offline map (`nameOf` gives each in the reader's language), as HTML markers with `className` (hidden from screen readers: the map's title names it). */
export function addAreaLabels(map: maplibregl.Map, className: string, nameOf: (area: string) => string = (area) => area): void {
  for (const area of AREA_LABELS) {
    const label = document.createElement('span');
    label.className = className;
    label.textContent = nameOf(area.name);
    label.setAttribute('aria-hidden', 'true');
    new maplibregl.Marker({ element: label }).setLngLat([area.longitude, area.latitude]).addTo(map);
  }
}
/** What a map's controls say, in the reader's language. */
export interface MapTexts {
  /** The map's accessible name. */
  title: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  /**
   * The hints of cooperative gestures: given, a plain wheel or one finger scrolls the page (the
   * map sits in a page or a dialog that scrolls) and Ctrl + wheel or two fingers move the map.
   */
  gestures?: { windows: string; mac: string; mobile: string };
}

/**
 * The options every island map shares: the island drawn from the shipped geometry (or the style
 * `styleUrl` names, with its attribution and closer zooms), kept near the island when offline, and
 * the controls' texts. A map adds its container and where it opens.
 */
export function islandMapOptions(styleUrl: string | null, texts: MapTexts) {
  return {
    style: styleUrl ?? islandStyle(),
    minZoom: 9,
    maxZoom: styleUrl ? 18 : 16,
    maxBounds: styleUrl
      ? undefined
      : ([
          [ISLAND_BOUNDS[0][0] - 0.1, ISLAND_BOUNDS[0][1] - 0.1],
          [ISLAND_BOUNDS[1][0] + 0.1, ISLAND_BOUNDS[1][1] + 0.1],
        ] as [[number, number], [number, number]]),
    attributionControl: styleUrl ? ({ compact: true } as const) : (false as const),
    cooperativeGestures: texts.gestures !== undefined,
    locale: {
      'Map.Title': texts.title,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'NavigationControl.ResetBearing': texts.resetBearing,
      ...(texts.gestures && {
        'CooperativeGesturesHandler.WindowsHelpText': texts.gestures.windows,
        'CooperativeGesturesHandler.MacHelpText': texts.gestures.mac,
        'CooperativeGesturesHandler.MobileHelpText': texts.gestures.mobile,
      }),
    },
  };
}

export type { Map as MapLibreMap, Marker as MapLibreMarker } from 'maplibre-gl';
