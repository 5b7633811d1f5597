import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER, villaBasics } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import type { AdminVilla } from '../api/admin-villas.ts';
import { VillaFormDialog } from './villa-form-dialog.tsx';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

import { maplibre, webgl } from '../../../test/maplibre-stand-in.ts';

const VILLA = {
  id: 'v1',
  _id: 'v1',
  name: 'Baan Talay',
  slug: 'baan-talay',
  ...villaBasics(),
  price: 2500,
  cleaningFee: 0,
  shortStayLicence: null,
  latitude: 9.531234,
  longitude: 100.061234,
  hideExactLocation: true,
  currency: 'THB',
  isActive: true,
  isPromoted: false,
  rating: 0,
  reviews: 0,
  owner: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  currentPrice: 2500,
  currentSeason: null,
  totalBookings: 0,
  confirmedBookings: 0,
  completedBookings: 0,
  totalRevenue: 0,
} satisfies AdminVilla;

/** The villa's pin (the coloured marker; the area names are markers too). */
const pin = () => maplibre.made.markers.find((m) => m.options.color && !m.removed);

function openEditDialog(villa: AdminVilla) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.adminVillas.listAreas, () => ['Lamai']),
    answer(api.villas.listAmenities, () => ({ data: [] })),
    answer(api.adminVillas.update, () => ({ data: villa, villa })),
  );
  const onClose = vi.fn();
  const rendered = renderRoutes([{ path: '/', element: <VillaFormDialog villa={villa} isAdmin={false} owners={[]} onClose={onClose} /> }], '/');
  return { requests, onClose, rendered };
}

async function sentForm(requests: ReturnType<typeof mockApi>): Promise<FormData> {
  // The body is read as the request starts; a FormData of the request's realm, so not `instanceof` this one's.
  await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toHaveProperty('get'));
  return requests.find((r) => r.method === 'PUT')!.body as FormData;
}

beforeEach(() => {
  maplibre.made.maps.length = 0;
  maplibre.made.markers.length = 0;
  webgl.available = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  webgl.available = false;
});

describe('villa form: location', () => {
  it('when a villa with a point is edited, then its coordinates and hidden flag show, and the map is centred on its draggable pin', GIVE_UP, async () => {
    const { rendered } = openEditDialog(VILLA);
    await rendered;
    const location = await screen.findByRole('group', { name: 'Location' });
    expect(location).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue(9.531234);
    expect(screen.getByLabelText('Longitude')).toHaveValue(100.061234);
    expect(screen.getByRole('checkbox', { name: 'Hide the exact location until a guest books' })).toBeChecked();

    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    expect(maplibre.made.maps[0]!.options.center).toEqual([100.061234, 9.531234]);
    expect(maplibre.made.maps[0]!.options.locale['Map.Title']).toMatch(/Map of the villa's location/);
    await waitFor(() => expect(pin()?.lngLat).toEqual([100.061234, 9.531234]));
    expect(pin()!.options.draggable).toBe(true);
    expect(pin()!.element).toHaveAttribute('aria-label', 'Villa location pin');
  });

  it('when the pin is dragged and the villa saved, then the fields hold the new point and the save sends latitude, longitude and hideExactLocation', GIVE_UP, async () => {
    const { requests, onClose, rendered } = openEditDialog(VILLA);
    await rendered;
    await waitFor(() => expect(pin()).toBeDefined());
    const user = userEvent.setup();

    const marker = pin()!;
    act(() => {
      marker.lngLat = [100.0401234567, 9.4689876543];
      marker.handlers.dragend!.forEach((handler) => handler());
    });
    expect(screen.getByLabelText('Latitude')).toHaveValue(9.468988);
    expect(screen.getByLabelText('Longitude')).toHaveValue(100.040123);

    await user.click(screen.getByRole('checkbox', { name: 'Hide the exact location until a guest books' }));
    await user.click(screen.getByRole('button', { name: 'Update Villa' }));

    const form = await sentForm(requests);
    expect(form.get('latitude')).toBe('9.468988');
    expect(form.get('longitude')).toBe('100.040123');
    expect(form.get('hideExactLocation')).toBe('false');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('when a coordinate is typed, then the pin moves; a click on the map moves both fields', GIVE_UP, async () => {
    const { rendered } = openEditDialog(VILLA);
    await rendered;
    await waitFor(() => expect(pin()).toBeDefined());
    const user = userEvent.setup();
    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '9.5');
    await waitFor(() => expect(pin()?.lngLat).toEqual([100.061234, 9.5]));

    act(() => maplibre.made.maps[0]!.handlers.click!.forEach((handler) => handler({ lngLat: { lat: 9.55, lng: 100.02 } })));
    expect(screen.getByLabelText('Latitude')).toHaveValue(9.55);
    expect(screen.getByLabelText('Longitude')).toHaveValue(100.02);
  });

  it('when a villa has no point, then the map shows the island, "Place pin" puts the pin at its centre, and "Clear location" empties both fields', GIVE_UP, async () => {
    const { requests, rendered } = openEditDialog({ ...VILLA, latitude: null, longitude: null, hideExactLocation: false });
    await rendered;
    await waitFor(() => expect(maplibre.made.maps).toHaveLength(1));
    expect(maplibre.made.maps[0]!.options.bounds).toEqual([
      [99.9, 9.39],
      [100.12, 9.61],
    ]);
    expect(screen.queryByRole('button', { name: 'Clear location' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Place pin' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(9.5);
    expect(screen.getByLabelText('Longitude')).toHaveValue(100.01);
    await waitFor(() => expect(pin()?.lngLat).toEqual([100.01, 9.5]));

    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(null);
    expect(screen.getByLabelText('Longitude')).toHaveValue(null);
    await waitFor(() => expect(pin()).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Update Villa' }));
    const form = await sentForm(requests);
    expect(form.get('latitude')).toBe('');
    expect(form.get('longitude')).toBe('');
  });

  it('when only one coordinate is given, then the other field says both or neither and nothing is sent', GIVE_UP, async () => {
    const { requests, rendered } = openEditDialog(VILLA);
    await rendered;
    const user = userEvent.setup();
    const longitude = await screen.findByLabelText('Longitude');
    await user.clear(longitude);
    await user.click(screen.getByRole('button', { name: 'Update Villa' }));

    expect(await screen.findByText('Please enter both latitude and longitude, or neither')).toBeInTheDocument();
    expect(longitude).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Latitude')).not.toHaveAttribute('aria-invalid');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('when the browser has no WebGL, then no map is made and a note says the fields alone work', GIVE_UP, async () => {
    webgl.available = false;
    const { rendered } = openEditDialog(VILLA);
    await rendered;
    expect(await screen.findByText('The map cannot be shown in this browser: type the latitude and longitude in the fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription(/type the latitude and longitude/);
    expect(maplibre.made.maps).toHaveLength(0);
  });
});
