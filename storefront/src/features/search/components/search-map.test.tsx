import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import type { SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { villaBasics } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderWithApp } from '../../../test/render.tsx';
import { made, resetMaps } from '../../../test/maplibre-stand-in.ts';
import { Component as SearchPage } from '../../../app/routes/search.tsx';

/**
 * MapLibre needs WebGL, which jsdom lacks: it is stood in for by the recorder every map test shares
 * (test/maplibre-stand-in.ts): the map's options, the price pins as HTML markers, and `emit` to
 * move the map as the guest would.
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
  mapStyleUrl: null,
};

const tier = (from: number) => ({ from, lowSeason: from, highSeason: from });
function villa(id: string, name: string, price: number, location: VillaDto['location']): VillaDto {
  return {
    id,
    slug: id,
    name,
    ...villaBasics(),
    price,
    currency: 'USD',
    rating: 0,
    reviews: 0,
    isPromoted: false,
    currentPrice: price,
    pricingSummary: { daily: tier(price), weekly: tier(price), monthly: tier(price * 25), hasSeasonalPricing: false },
    minimumNights: 1,
    weekendMultiplier: 1,
    location,
  };
}

const VILLAS = [
  villa('v-sea', 'Sea Breeze', 2900, { latitude: 9.53, longitude: 100.06, approximate: false }),
  villa('v-hill', 'Hill Top', 1450.5, { latitude: 9.47, longitude: 100.04, approximate: true }),
  villa('v-none', 'Nowhere House', 800, null),
];

/** The page at /search, with the URL printed so the test can read it, and a villa page to open. */
function PageWithUrl() {
  const location = useLocation();
  return (
    <>
      <SearchPage />
      <output aria-label="url">{location.search}</output>
    </>
  );
}
function VillaPage() {
  const location = useLocation();
  return <p>Villa page {location.pathname}</p>;
}
const routes = [
  { path: '/search', element: <PageWithUrl /> },
  { path: '/villa/:id', element: <VillaPage /> },
];
const url = () => new URLSearchParams(screen.getByLabelText('url').textContent ?? '');
const swr = { [api.content.getSiteSettings.key({ query: { locale: 'en' } })]: { data: SETTINGS } };

/** Answers every search with VILLAS (or none when `bounds` is far away) and returns the requests. */
function answerSearch() {
  return mockApi(answer(api.villas.search, ({ query }) => ({ data: query.get('bounds') === '10,101,11,102' ? [] : VILLAS, page: 1, totalPages: 1, total: 3, currency: 'USD' })));
}
const searchRequests = (calls: ReturnType<typeof answerSearch>) => calls.filter((c) => c.operationId === 'villas.search');

/** Wide screens: every media query asked matches (the page asks only for min-width: 1024px). */
function wideScreen(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: matches ? (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) : undefined,
  });
}

const pinOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}, `) });
const cardItemOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  resetMaps();
});
afterEach(() => {
  wideScreen(false);
});

describe('the search map, wide screens', () => {
  it('when results load, then the map shows a pin per villa with a location, priced as its card, and no pin for a villa without one', async () => {
    wideScreen(true);
    const calls = answerSearch();
    await renderWithApp(routes, { path: '/search', swr });

    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    // One read for the list and the map, in the page's language, spelled as the search page's loader primes it.
    expect(searchRequests(calls).map((c) => c.url)).toEqual(['/api/search/villas?limit=12&term=short&locale=en']);
    const { options } = maplibre.made.maps[0]!;
    // The offline island, opened on the whole island.
    expect(options.style.layers.map((l: { id: string }) => l.id)).toEqual(['sea', 'land', 'coastline']);
    expect(options.bounds).toEqual([
      [99.9, 9.39],
      [100.12, 9.61],
    ]);

    await waitFor(() => expect(screen.getByRole('button', { name: /^Sea Breeze, / })).toBeInTheDocument());
    for (const name of ['Sea Breeze', 'Hill Top']) {
      const amount = cardItemOf(name).querySelector('.amount')!.textContent;
      expect(pinOf(name)).toHaveTextContent(amount!);
      expect(pinOf(name)).toHaveAccessibleName(`${name}, ${amount}`);
    }
    expect(pinOf('Sea Breeze')).toHaveTextContent('$2,900');
    expect(screen.queryByRole('button', { name: /^Nowhere House, / })).toBeNull();
    const seaPin = maplibre.made.markers.find((m) => m.element === pinOf('Sea Breeze'))!;
    expect(seaPin.lngLat).toEqual([100.06, 9.53]);
  });

  it('when a card is hovered or focused, then its pin is highlighted; when a pin is hovered, then its card is; a pin pressed focuses its card', async () => {
    wideScreen(true);
    answerSearch();
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search', swr });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sea Breeze, / })).toBeInTheDocument());

    await user.hover(cardItemOf('Hill Top'));
    expect(pinOf('Hill Top')).toHaveClass('pinActive');
    expect(pinOf('Hill Top')).toHaveAttribute('aria-current', 'true');
    expect(pinOf('Sea Breeze')).not.toHaveClass('pinActive');
    await user.unhover(cardItemOf('Hill Top'));
    expect(pinOf('Hill Top')).not.toHaveClass('pinActive');

    await user.hover(pinOf('Sea Breeze'));
    expect(cardItemOf('Sea Breeze')).toHaveClass('highlighted');
    expect(cardItemOf('Sea Breeze')).toHaveAttribute('aria-current', 'true');
    expect(cardItemOf('Hill Top')).not.toHaveClass('highlighted');
    await user.unhover(pinOf('Sea Breeze'));
    expect(cardItemOf('Sea Breeze')).not.toHaveClass('highlighted');

    // The keyboard too: focus on a card's name highlights its pin.
    act(() => screen.getByRole('link', { name: 'Sea Breeze' }).focus());
    expect(pinOf('Sea Breeze')).toHaveClass('pinActive');

    await user.click(pinOf('Hill Top'));
    expect(screen.getByRole('link', { name: 'Hill Top' })).toHaveFocus();
    expect(cardItemOf('Hill Top')).toHaveClass('highlighted');
    expect(screen.getByLabelText('url').textContent).toBe('');
  });

  it('when two villas’ pins would overlap, then one pin says "2 villas" and names both; the card of either lights it; pressed, it zooms to them; at the closest zoom both pins show', async () => {
    wideScreen(true);
    const near = [
      villa('v-a', 'Palm Shade', 2000, { latitude: 9.53, longitude: 100.06, approximate: false }),
      villa('v-b', 'Coconut Row', 2100, { latitude: 9.5302, longitude: 100.0603, approximate: false }),
      VILLAS[1]!,
    ];
    mockApi(answer(api.villas.search, () => ({ data: near, page: 1, totalPages: 1, total: 3, currency: 'USD' })));
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search', swr });

    const group = await screen.findByRole('button', { name: '2 villas here: Palm Shade, Coconut Row. Zoom in to see them' });
    expect(group).toHaveTextContent('2 villas');
    expect(pinOf('Palm Shade')).toHaveClass('grouped');
    expect(pinOf('Coconut Row')).toHaveClass('grouped');
    expect(pinOf('Hill Top')).not.toHaveClass('grouped');
    // Drawn between the two.
    const [lng, lat] = maplibre.made.markers.find((m) => m.element === group)!.lngLat!;
    expect(lng).toBeCloseTo(100.06015, 5);
    expect(lat).toBeCloseTo(9.5301, 5);

    await user.hover(cardItemOf('Coconut Row'));
    expect(group).toHaveAttribute('aria-current', 'true');
    await user.unhover(cardItemOf('Coconut Row'));
    expect(group).not.toHaveAttribute('aria-current');

    await user.click(group);
    const map = maplibre.made.maps[0]!;
    expect(map.moves).toEqual([
      {
        fitBounds: {
          bounds: [
            [100.06, 9.53],
            [100.0603, 9.5302],
          ],
          options: { padding: 64, maxZoom: 16 },
        },
      },
    ]);
    // The guest's own move: the area can be searched.
    expect(await screen.findByRole('button', { name: 'Search this area' })).toBeInTheDocument();
    // The map redrawn at the same zoom (a resize): the same group, the same element.
    act(() => map.emit('resize'));
    expect(screen.getByRole('button', { name: /^2 villas here/ })).toBe(group);

    // Zoomed in as far as the map goes: nothing groups any more.
    act(() => {
      map.zoom = 16;
      map.emit('zoomend');
    });
    expect(pinOf('Palm Shade')).not.toHaveClass('grouped');
    expect(pinOf('Coconut Row')).not.toHaveClass('grouped');
    expect(screen.queryByRole('button', { name: /^2 villas here/ })).toBeNull();
  });

  it('when the guest moves the map, then Search this area shows; pressed, it puts the visible bounds in the URL and the search asks for them; Clear map area takes them away', async () => {
    wideScreen(true);
    const calls = answerSearch();
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search?guests=2&page=2', swr });
    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    await screen.findByRole('button', { name: /^Sea Breeze, / });

    // The map's own fit (no originalEvent) offers nothing.
    act(() => maplibre.made.maps[0]!.emit('moveend', {}));
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

    act(() => maplibre.made.maps[0]!.emit('moveend', { originalEvent: new MouseEvent('mouseup') }));
    await user.click(await screen.findByRole('button', { name: 'Search this area' }));

    await waitFor(() => expect(url().get('bounds')).toBe('9.5,100,9.55,100.07'));
    expect(url().get('guests')).toBe('2');
    expect(url().has('page')).toBe(false);
    await waitFor(() => expect(searchRequests(calls).some((c) => c.query.get('bounds') === '9.5,100,9.55,100.07')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    // The area is an active filter like the others.
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getByText('Map area')).toBeInTheDocument();
    // The map stays where the guest put it.
    expect(maplibre.made.maps).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear map area' }));
    await waitFor(() => expect(url().has('bounds')).toBe(false));
    expect(url().get('guests')).toBe('2');
  });

  it('when the URL holds an area, then the map opens on it and the search asks for it', async () => {
    wideScreen(true);
    const calls = answerSearch();
    await renderWithApp(routes, { path: '/search?bounds=9.45,100.01,9.56,100.08', swr });

    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    expect(maplibre.made.maps[0]!.options.bounds).toEqual([
      [100.01, 9.45],
      [100.08, 9.56],
    ]);
    await waitFor(() => expect(searchRequests(calls).map((c) => c.query.get('bounds'))).toContain('9.45,100.01,9.56,100.08'));
    expect(screen.getByRole('button', { name: 'Clear map area' })).toBeInTheDocument();
  });
});

describe('the search map, phones', () => {
  it('when Map is pressed, then the map takes the cards’ place (loaded only then), List brings them back, and a pin opens its villa', async () => {
    answerSearch();
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search?checkIn=2099-03-10&checkOut=2099-03-13&guests=2', swr });

    await screen.findByRole('heading', { name: 'Sea Breeze' });
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(maplibre.made.maps).toHaveLength(0);

    await user.click(map);
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Sea Breeze' })).toBeNull();
    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    // The count and the filters stay above the map.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();

    await user.click(list);
    expect(await screen.findByRole('heading', { name: 'Sea Breeze' })).toBeInTheDocument();
    expect(maplibre.made.maps[0]!.removed).toBe(true);

    await user.click(map);
    await user.click(await screen.findByRole('button', { name: /^Hill Top, / }));
    expect(await screen.findByText('Villa page /villa/v-hill')).toBeInTheDocument();
  });
});
