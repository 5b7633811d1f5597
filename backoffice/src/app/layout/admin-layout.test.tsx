import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../test/render.tsx';
import { Component as AdminLayout } from './admin-layout.tsx';

type Session = ResultFor<typeof api.auth.getSession>;
type Stats = ResultFor<typeof api.dashboard.getStats>;

const STATS: Stats = {
  totalRevenue: 1200,
  currency: 'USD',
  totalBookings: 12,
  confirmedBookings: 5,
  pendingBookings: 4,
  completedBookings: 2,
  cancelledBookings: 1,
  confirmationRate: 58.3,
  recentBookings: [],
};

function LoginStandIn() {
  const location = useLocation();
  return <p>login page {`${location.pathname}${location.search}`}</p>;
}

function openAdminArea(session: Session, stats: Stats, path = '/admin/bookings') {
  mockApi(
    answer(api.auth.getSession, () => session),
    answer(api.dashboard.getStats, () => stats),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
  );
  return renderRoutes(
    [
      { path: '/admin-login', Component: LoginStandIn },
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { path: '*', element: <p>page body</p> },
          { index: true, element: <p>page body</p> },
        ],
      },
    ],
    path,
  );
}

describe('back-office shell', () => {
  it('when an owner is signed in, then the navigation has no Contacts and no Owner Registrations, and shows Profile Setting', async () => {
    await openAdminArea({ authenticated: true, role: 'owner', staff: { id: 'o1', ownerId: 'o1', name: 'Somchai', email: null, status: 'approved' } }, STATS);
    await screen.findByText('page body');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: /^Dashboard/ })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: /^Profile Setting/ })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: /^Bookings.*12/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Contacts/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Owner Registrations/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Statements/ })).toHaveAttribute('href', '/admin/statements');
    expect(within(nav).queryByRole('link', { name: /^Payment terms/ })).not.toBeInTheDocument();
  });

  it('when the admin is signed in, then Contacts (with its count) and Owner Registrations are there and Profile Setting is not', async () => {
    await openAdminArea(
      { authenticated: true, role: 'admin', staff: { id: 'a1', ownerId: null, name: 'Admin', email: null, status: null } },
      { ...STATS, totalContacts: 7, newContacts: 3, recentContacts: [] },
    );
    await screen.findByText('page body');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: /^Contacts.*7/ })).toHaveAttribute('href', '/admin/contacts');
    expect(within(nav).getByRole('link', { name: /^Owner Registrations/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Profile Setting/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Statements/ })).toHaveAttribute('href', '/admin/statements');
    expect(within(nav).getByRole('link', { name: /^Settings/ })).toHaveAttribute('href', '/admin/settings');
  });

  it('when nobody is signed in, then the page goes to /admin-login with the page to come back to', async () => {
    await openAdminArea({ authenticated: false, role: null }, STATS, '/admin/bookings?status=pending');
    expect(await screen.findByText(`login page /admin-login?redirect=${encodeURIComponent('/admin/bookings?status=pending')}`)).toBeInTheDocument();
  });

  it('when the session ends while working (a call answers 401), then the page goes to sign in with a message and the page to come back to', async () => {
    let sessionCalls = 0;
    mockApi(
      answer(api.auth.getSession, () => {
        sessionCalls += 1;
        return sessionCalls === 1 ? { authenticated: true, role: 'owner', staff: { id: 'o1', ownerId: 'o1', name: 'Somchai', email: null, status: 'approved' } } : { authenticated: false, role: null };
      }),
      answer(api.dashboard.getStats, () => ({ status: 401, body: { error: 'Please sign in' } })),
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
    );
    await renderRoutes(
      [
        { path: '/admin-login', Component: LoginStandIn },
        { path: '/admin', Component: AdminLayout, children: [{ path: '*', element: <p>page body</p> }] },
      ],
      '/admin/bookings?page=2',
    );
    expect(await screen.findByText(`login page /admin-login?redirect=${encodeURIComponent('/admin/bookings?page=2')}&reason=ended`)).toBeInTheDocument();
  });

  it('when a customer (not staff) is signed in, then the admin area sends them to sign in as staff', async () => {
    await openAdminArea({ authenticated: true, role: 'customer' }, STATS, '/admin');
    expect(await screen.findByText(/^login page \/admin-login\?redirect=%2Fadmin$/)).toBeInTheDocument();
  });
});
