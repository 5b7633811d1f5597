/**
 * Koh Samui drawn by hand from its well-known shape (about 60 points, accurate to a few hundred
 * metres), so the maps work with no tile server: the island's coastline, clockwise from the
 * north-west, as [longitude, latitude] pairs, and a label point per area.
 */
export const KOH_SAMUI_COASTLINE: [number, number][] = [
  [99.936, 9.56],
  [99.945, 9.568],
  [99.958, 9.574],
  [99.972, 9.576],
  [99.985, 9.579],
  [99.998, 9.58],
  [100.01, 9.575],
  [100.02, 9.566],
  [100.03, 9.563],
  [100.04, 9.566],
  [100.05, 9.572],
  [100.058, 9.58],
  [100.066, 9.582],
  [100.072, 9.578],
  [100.078, 9.584],
  [100.085, 9.58],
  [100.09, 9.574],
  [100.087, 9.566],
  [100.08, 9.56],
  [100.073, 9.552],
  [100.068, 9.543],
  [100.066, 9.532],
  [100.064, 9.52],
  [100.062, 9.51],
  [100.064, 9.5],
  [100.06, 9.49],
  [100.056, 9.482],
  [100.053, 9.474],
  [100.05, 9.465],
  [100.048, 9.455],
  [100.04, 9.447],
  [100.03, 9.44],
  [100.02, 9.432],
  [100.008, 9.425],
  [99.995, 9.418],
  [99.982, 9.415],
  [99.968, 9.418],
  [99.955, 9.414],
  [99.943, 9.42],
  [99.935, 9.43],
  [99.93, 9.442],
  [99.928, 9.455],
  [99.932, 9.468],
  [99.93, 9.48],
  [99.933, 9.492],
  [99.93, 9.505],
  [99.933, 9.518],
  [99.935, 9.53],
  [99.934, 9.542],
  [99.93, 9.552],
  [99.936, 9.56],
];

/** Where each area's name is written on the map. */
export const AREA_LABELS: { name: string; longitude: number; latitude: number }[] = [
  { name: 'Chaweng', longitude: 100.055, latitude: 9.528 },
  { name: 'Lamai', longitude: 100.04, latitude: 9.468 },
  { name: 'Bophut', longitude: 100.028, latitude: 9.553 },
  { name: 'Maenam', longitude: 99.993, latitude: 9.569 },
  { name: 'Choeng Mon', longitude: 100.072, latitude: 9.566 },
  { name: 'Nathon', longitude: 99.944, latitude: 9.533 },
];

/** The island's bounding box, [[west, south], [east, north]], with a little sea around it. */
export const ISLAND_BOUNDS: [[number, number], [number, number]] = [
  [99.9, 9.39],
  [100.12, 9.61],
];

/** Ray casting: whether a point lies inside the coastline. */
export function onIsland(longitude: number, latitude: number): boolean {
  let inside = false;
  const ring = KOH_SAMUI_COASTLINE;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
