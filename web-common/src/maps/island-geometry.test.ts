import { describe, expect, it } from 'vitest';
import { AREA_LABELS, ISLAND_BOUNDS, KOH_SAMUI_COASTLINE, onIsland } from './island-geometry.ts';
import { islandStyle } from './island-style.ts';

describe('the offline Koh Samui', () => {
  it('is a closed ring of 40 to 80 points inside the island bounds, with every area label on land and the sea around it', () => {
    expect(KOH_SAMUI_COASTLINE.length).toBeGreaterThanOrEqual(40);
    expect(KOH_SAMUI_COASTLINE.length).toBeLessThanOrEqual(80);
    expect(KOH_SAMUI_COASTLINE.at(-1)).toEqual(KOH_SAMUI_COASTLINE[0]);
    for (const [lng, lat] of KOH_SAMUI_COASTLINE) {
      expect(lng).toBeGreaterThan(ISLAND_BOUNDS[0][0]);
      expect(lng).toBeLessThan(ISLAND_BOUNDS[1][0]);
      expect(lat).toBeGreaterThan(ISLAND_BOUNDS[0][1]);
      expect(lat).toBeLessThan(ISLAND_BOUNDS[1][1]);
    }
    for (const area of AREA_LABELS) expect(onIsland(area.longitude, area.latitude), area.name).toBe(true);
    // Offshore: east of Chaweng, west of Nathon, the Ang Thong side.
    expect(onIsland(100.1, 9.53)).toBe(false);
    expect(onIsland(99.9, 9.53)).toBe(false);
  });

  it('draws sea, land and coastline and no text layer (no glyphs offline)', () => {
    const style = islandStyle();
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line']);
    expect(style.glyphs).toBeUndefined();
  });
});
