import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CURRENCIES_ANSWER, stubApi } from '../test/stub-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const STATS = {
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
  stubApi({
    'GET /api/auth/session': () => ({ body: { authenticated: true, role, staff: { id: 'x1', ownerId: role === 'owner' ? 'x1' : null, name: 'Somchai', email: null, status: 'approved' } } }),
    'GET /api/admin/stats': () => ({ body: role === 'admin' ? { ...STATS, totalContacts: 0, newContacts: 0, recentContacts: [] } : STATS }),
    'GET /api/currencies/all': () => ({ body: CURRENCIES_ANSWER }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
