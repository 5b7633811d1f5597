import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const STATS: ResultFor<typeof api.dashboard.getStats> = {
  totalRevenue: 0,
  currency: 'USD',
  totalBookings: 0,
  confirmedBookings: 0,
  pendingBookings: 0,
  completedBookings: 0,
  cancelledBookings: 0,
  confirmationRate: 0,
  recentBookings: [],
};

function signedInAs(role: 'owner' | 'admin') {
  mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role, staff: { id: 'x1', ownerId: role === 'owner' ? 'x1' : null, name: 'Somchai', email: null, status: 'approved' } })),
    answer(api.dashboard.getStats, () => (role === 'admin' ? { ...STATS, totalContacts: 0, newContacts: 0, recentContacts: [] } : STATS)),
    answer(api.contacts.list, () => ({ data: [], contacts: [], page: 1, totalPages: 0, total: 0 })),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
  );
}

describe('back-office routes', () => {
  it('when an owner opens the contacts URL directly, then the page is not found (the nav never offers it)', async () => {
    signedInAs('owner');
    await renderRoutes(routes, '/admin/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when an owner opens the owner registrations URL directly, then the page is not found', async () => {
    signedInAs('owner');
    await renderRoutes(routes, '/admin/owners/registrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when the admin opens the contacts URL, then the page is not refused', async () => {
    signedInAs('admin');
    await renderRoutes(routes, '/admin/contacts');
    // The shell is up (its navigation shows) and the page is not the not-found state.
    expect(await screen.findByRole('link', { name: /^Contacts/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
  });
});
