import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { api } from '@islandstay/shared/api/client';
import type { SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import { renderWithApp } from '../../../test/render.tsx';
import { made, webgl } from '../../../test/maplibre-stand-in.ts';
import { VillaMap } from './villa-map.tsx';

/**
 * MapLibre needs WebGL, which jsdom lacks: it is stood in for by a recorder of what the component
 * gives it (the style, the centre, the pin or the circle, the controls and their labels), the one
 * every map test shares (test/maplibre-stand-in.ts).
 */
const maplibre = { made };

vi.mock('maplibre-gl', async () => (await import('../../../test/maplibre-stand-in.ts')).maplibreGl);
vi.mock('@islandstay/web-common/maps/maplibre-worker', () => ({ maplibreWorkerUrl: '/assets/maplibre-worker.js' }));
vi.mock('@islandstay/web-common/maps/webgl', async () => (await import('../../../test/maplibre-stand-in.ts')).webglModule);

const SETTINGS: SiteSettingsDto = {
  locale: 'en',
  islandName: 'Koh Samui',
  contact: { phone: '', email: '', address: '' },
  supportHours: '',
  supportLinks: [],
  socialLinks: [],
  footerAreas: [],
  copyright: '',
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

/** The site settings as the footer has already read them, with the server's map style (or none). */
const withSettings = (mapStyleUrl: string | null) => ({ swr: { [api.content.getSiteSettings.key({ query: { locale: 'en' } })]: { data: { ...SETTINGS, mapStyleUrl } } } });

/** An IntersectionObserver the test drives: `reveal()` brings the map near the viewport. */
let reveal: () => void = () => undefined;
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    reveal = () => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  maplibre.made.maps.length = 0;
  maplibre.made.markers.length = 0;
  maplibre.made.navigation.length = 0;
  webgl.available = true;
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EXACT = { latitude: 9.531234, longitude: 100.061234, approximate: false };

describe('VillaMap', () => {
  it('when the map scrolls near the viewport, then MapLibre is loaded and gets the offline island style, the villa as centre, a labelled pin and labelled zoom buttons', async () => {
    await renderWithApp(<VillaMap location={EXACT} villaName="Baan Talay" />, withSettings(null));

    // Not loaded before it is near the viewport.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(maplibre.made.maps).toHaveLength(0);
    // Never an empty box: until the map has drawn, the frame says it is coming.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    reveal();

    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    const { options } = maplibre.made.maps[0]!;
    expect(options.center).toEqual([EXACT.longitude, EXACT.latitude]);
    expect(options.style.layers.map((l: { id: string }) => l.id)).toEqual(['sea', 'land', 'coastline']);
    expect(options.style.sources.island.data.geometry.coordinates[0].length).toBeGreaterThan(40);
    expect(options.locale['Map.Title']).toBe('Map showing where Baan Talay is');
    expect(options.locale['NavigationControl.ZoomIn']).toBe('Zoom in');
    expect(options.locale['NavigationControl.ZoomOut']).toBe('Zoom out');
    expect(maplibre.made.navigation).toEqual([{ showCompass: false }]);
    expect(maplibre.made.workerUrl).toBe('/assets/maplibre-worker.js');

    const pin = maplibre.made.markers.find((m) => m.options.color);
    expect(pin?.lngLat).toEqual([EXACT.longitude, EXACT.latitude]);
    expect(pin?.element).toHaveAttribute('aria-label', 'Baan Talay');
    // The area names are HTML markers (the offline style has no glyphs for text layers).
    expect(maplibre.made.markers.filter((m) => !m.options.color).map((m) => m.element.textContent)).toContain('Chaweng');
    await waitFor(() => expect(maplibre.made.maps[0]!.layers).toEqual([]));
    await waitFor(() => expect(screen.queryByText('Loading the map…')).toBeNull());
  });

  it('when the location is approximate, then there is no pin but a translucent circle around the point', async () => {
    const approximate = { latitude: 9.52875, longitude: 100.058795, approximate: true };
    await renderWithApp(<VillaMap location={approximate} villaName="Baan Talay" />, withSettings(null));
    reveal();

    await waitFor(() => expect(maplibre.made.maps[0]?.layers.length).toBe(2));
    const map = maplibre.made.maps[0]!;
    expect(map.options.center).toEqual([approximate.longitude, approximate.latitude]);
    expect(maplibre.made.markers.some((m) => m.options.color)).toBe(false);
    const fill = map.layers.find((l) => l.type === 'fill')!;
    expect(fill.paint['fill-opacity']).toBeLessThan(1);
    const ring: [number, number][] = map.sources['villa-area'].data.geometry.coordinates[0];
    // Centred on the point, about 400 m across each way.
    const lats = ring.map(([, lat]) => lat);
    expect((Math.max(...lats) + Math.min(...lats)) / 2).toBeCloseTo(approximate.latitude, 5);
    expect((Math.max(...lats) - Math.min(...lats)) * 111_320).toBeCloseTo(800, -1);
  });

  it('when the server names a map style (MAP_STYLE_URL), then MapLibre gets that URL and no offline area labels', async () => {
    await renderWithApp(<VillaMap location={EXACT} villaName="Baan Talay" />, withSettings('https://tiles.example.com/style.json'));
    reveal();

    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    expect(maplibre.made.maps[0]!.options.style).toBe('https://tiles.example.com/style.json');
    expect(maplibre.made.markers.filter((m) => !m.options.color)).toHaveLength(0);
  });

  it('when the browser has no WebGL, then a message stands in and MapLibre is not created', async () => {
    webgl.available = false;
    await renderWithApp(<VillaMap location={EXACT} villaName="Baan Talay" />, withSettings(null));
    reveal();

    expect(await screen.findByText('The map cannot be shown in this browser.')).toBeInTheDocument();
    expect(maplibre.made.maps).toHaveLength(0);
  });

  it('when the page is left, then the map is removed', async () => {
    const { unmount } = await renderWithApp(<VillaMap location={EXACT} villaName="Baan Talay" />, withSettings(null));
    reveal();
    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    unmount();
    expect(maplibre.made.maps[0]!.removed).toBe(true);
  });
});
