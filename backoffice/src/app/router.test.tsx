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

  it("when an owner opens the payment terms settings URL directly, then the page is not found (the site terms are the admin's)", async () => {
    signedInAs('owner');
    await renderRoutes(routes, '/admin/settings/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when the admin opens the payment terms settings URL, then the payment terms page shows', async () => {
    signedInAs('admin');
    mockApi(answer(api.payments.siteSettings, () => ({ terms: { depositPercent: 50, balanceDueDays: 30 }, cancellationPolicy: 'standard' })));
    await renderRoutes(routes, '/admin/settings/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment terms' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it("when an owner opens a villa's payment terms URL, then the route is theirs too: the page asks the server, which decides (here: not their villa)", async () => {
    signedInAs('owner');
    const notFound = { status: 404, body: { error: 'Villa not found', code: 'villa.notFound' } } as const;
    mockApi(
      answer(api.adminVillas.get, () => notFound),
      answer(api.payments.villaTerms, () => notFound),
    );
    await renderRoutes(routes, '/admin/villas/villa-x/payment-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when the admin opens the contacts URL, then the page is not refused', async () => {
    signedInAs('admin');
    await renderRoutes(routes, '/admin/contacts');
    // The shell is up (its navigation shows) and the page is not the not-found state.
    expect(await screen.findByRole('link', { name: /^Contacts/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
  });
});
