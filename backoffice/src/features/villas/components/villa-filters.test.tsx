import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as VillasPage } from '../../../app/routes/villas.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER, villaBasics } from '@islandstay/web-common/test-support/fixtures';
import { answer, type RecordedRequest, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';

const VILLA: ResultFor<typeof api.adminVillas.get>['data'] = {
  id: 'v1',
  _id: 'v1',
  name: 'Baan Talay',
  slug: 'baan-talay',
  ...villaBasics(),
  amenities: ['Pool'],
  price: 3000,
  currency: 'THB',
  isActive: true,
  isPromoted: false,
  rating: 4.5,
  reviews: 3,
  owner: { id: 'o1', name: 'Somchai Wongsa' },
  createdAt: '2026-01-01T00:00:00.000Z',
  currentPrice: 3000,
  currentSeason: null,
  totalBookings: 5,
  confirmedBookings: 2,
  completedBookings: 1,
  totalRevenue: 15000,
};

const OWNER: ResultFor<typeof api.owners.get>['data'] = {
  id: 'o1',
  _id: 'o1',
  role: 'owner',
  username: 'somchai',
  name: 'Somchai Wongsa',
  firstName: 'Somchai',
  lastName: 'Wongsa',
  email: 's@example.test',
  phone: null,
  address: null,
  notes: null,
  bio: null,
  status: 'approved',
  profileImage: null,
  createdAt: null,
};

function openVillas(path: string, villa: typeof VILLA = VILLA) {
  const requests = mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role: 'admin', staff: { id: 'a1', ownerId: null, name: 'Admin', email: null, status: null } })),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.adminVillas.listAreas, () => ['Chaweng', 'Lamai']),
    answer(api.owners.list, () => ({ owners: [OWNER], data: [OWNER], total: 1 })),
    answer(api.adminVillas.list, () => ({ villas: [villa], data: [villa], page: 1, totalPages: 3, total: 21, totalVillas: 21 })),
  );
  return { requests, rendered: renderRoutes([{ path: '/admin/villas', Component: VillasPage }], path) };
}

const lastListQuery = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/api/admin/villas').at(-1)!.query;

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 30_000 };

describe('villa list filters', () => {
  it('when the admin picks an area, a status, an owner, a sort and an order, then each is written to the URL, the page goes back to 1 and the list is asked for with it', GIVE_UP, async () => {
    const { requests, rendered } = openVillas('/admin/villas?page=3');
    const { router } = await rendered;
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Baan Talay' })).toBeInTheDocument();
    expect(lastListQuery(requests).get('page')).toBe('3');

    await user.selectOptions(await screen.findByLabelText('Area'), 'Lamai');
    expect(router.state.location.search).toBe('?area=Lamai');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.selectOptions(screen.getByLabelText('Owner'), await screen.findByRole('option', { name: 'Somchai Wongsa' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ area: 'Lamai', status: 'inactive', owner: 'o1', sort: 'price', order: 'asc' });

    await waitFor(() => {
      const query = lastListQuery(requests);
      expect(Object.fromEntries(query)).toMatchObject({ area: 'Lamai', status: 'inactive', filterOwner: 'o1', sortBy: 'price', sortOrder: 'asc', page: '1', limit: '10' });
    });
  });

  it('when the admin types a search, then after a pause the URL holds it as q and the list is searched; Clear filters empties the URL', GIVE_UP, async () => {
    const { requests, rendered } = openVillas('/admin/villas?page=2&sort=name');
    const { router } = await rendered;
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Baan Talay' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'talay');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&q=talay'));
    await waitFor(() => expect(lastListQuery(requests).get('search')).toBe('talay'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('when the order is picked before the page re-rendered after the sort, then the URL keeps both', GIVE_UP, async () => {
    const { rendered } = openVillas('/admin/villas');
    const { router } = await rendered;
    await screen.findByRole('button', { name: 'Baan Talay' });
    // Both changes inside one act(): the second handler runs before React renders the first's URL.
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
      fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    });
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sort: 'price', order: 'asc' }));
  });

  it('when tonight is priced above the base by no season (a weekend), then the row still names the base', GIVE_UP, async () => {
    openVillas('/admin/villas', { ...VILLA, currentPrice: 3600, currentSeason: null });
    expect(await screen.findByText(/^Tonight's rate · base /)).toHaveTextContent(/ · base \$83\.33$/);
  });

  it('when tonight is the base rate, then the row says so on the same one line (every row keeps its height)', GIVE_UP, async () => {
    openVillas('/admin/villas', { ...VILLA, currentPrice: VILLA.price, currentSeason: null });
    expect(await screen.findByText('Base rate tonight')).toBeInTheDocument();
  });

  it('when the next page is chosen, then the URL holds page=2 and the filters stay', GIVE_UP, async () => {
    const { rendered } = openVillas('/admin/villas?area=Lamai');
    const { router } = await rendered;
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Baan Talay' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ area: 'Lamai', page: '2' });
  });
});
