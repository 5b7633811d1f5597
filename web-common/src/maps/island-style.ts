import type { StyleSpecification } from 'maplibre-gl';
import { KOH_SAMUI_COASTLINE } from './island-geometry.ts';

/** The design's sea and sand (the tokens of web-common/src/styles/tokens.css): a quiet map the pin stands out on. */
export const MAP_COLOURS = { sea: '#cfeef4', land: '#f3efe4', coast: '#7fb6c2', pin: '#0e7490', area: '#0e7490' };

/**
 * The offline map: sea, the island's land and its coastline, from geometry shipped with the code.
 * It has no text layers (text needs a glyphs server): area names are HTML markers on top.
 */
export function islandStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'IslandStay offline island',
    sources: {
      island: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [KOH_SAMUI_COASTLINE] } },
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'island', paint: { 'fill-color': MAP_COLOURS.land } },
      { id: 'coastline', type: 'line', source: 'island', paint: { 'line-color': MAP_COLOURS.coast, 'line-width': 1.5 } },
    ],
  };
}

/** A circle of `radiusMetres` around a point, as a polygon of `steps` corners ([lng, lat] pairs). */
export function circlePolygon(longitude: number, latitude: number, radiusMetres: number, steps = 64): [number, number][] {
  const metresPerDegree = 111_320;
  const dLat = radiusMetres / metresPerDegree;
  const dLng = radiusMetres / (metresPerDegree * Math.cos((latitude * Math.PI) / 180));
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * 2 * Math.PI;
    ring.push([longitude + dLng * Math.cos(angle), latitude + dLat * Math.sin(angle)]);
  }
  return ring;
}
