import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { Component as CalendarPage } from '../../app/routes/calendar.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { booking, quote, villa } from './test/fixtures.ts';

// jsdom lays nothing out: the grid's scroll box gets a size so the virtualiser renders cells.
const sizes = { clientWidth: 1000, clientHeight: 600 };
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});
const ANSWER: ResultFor<typeof api.calendar.get> = { from: '2026-11-30', to: '2027-01-02', villas: [villa('villa-a', 'Baan Talay')] };
const FOUND = { ...booking('2027-02-10', '2027-02-13', 'Test Walker'), villa: { id: 'villa-a', name: 'Baan Talay', areas: ['Kata'], images: [] }, balanceOverdue: false };

function sessionOf(role: 'admin' | 'owner', devTools: boolean): ResultFor<typeof api.auth.getSession> {
  return { authenticated: true, role, staff: { id: 'staff-1', ownerId: role === 'owner' ? 'owner-1' : null, name: null, email: null, status: role === 'owner' ? 'approved' : null }, devTools };
}

async function openCalendar(session: ReturnType<typeof sessionOf>, ...extra: Parameters<typeof mockApi>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.auth.getSession, () => session),
    answer(api.calendar.get, () => ANSWER),
    ...extra,
  );
  const view = await renderRoutes(
    [
      {
        path: '/admin/calendar',
        element: (
          <>
            <CalendarPage />
            <Toaster />
          </>
        ),
      },
    ],
    '/admin/calendar?from=2026-12-01&to=2026-12-31',
  );
  await screen.findByRole('grid', { name: 'Bookings of every villa by day' });
  return { requests, ...view };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Calendar controls' });

/** The development aids sit in a menu at the toolbar's end: opened from the keyboard, as Radix expects in jsdom. */
async function openDevTools(user: ReturnType<typeof userEvent.setup>) {
  const trigger = await within(toolbar()).findByRole('button', { name: 'Development tools' });
  trigger.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('the calendar under the development flag', { timeout: 30_000 }, () => {
  it('when the session says dev tools are off, then neither Find Booking nor Clear Test Bookings is offered', async () => {
    await openCalendar(sessionOf('admin', false));
    // The session answer arrives with the grid; Season Pricing (admin) shows the toolbar knows the role.
    await within(toolbar()).findByRole('button', { name: 'Season Pricing' });
    expect(within(toolbar()).queryByRole('button', { name: 'Development tools' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Find Booking' })).toBeNull();
  });

  it('when an owner has dev tools, then Find Booking is offered but not Clear Test Bookings (the admin alone may clear)', async () => {
    await openCalendar(sessionOf('owner', true));
    const menu = await openDevTools(userEvent.setup());
    expect(within(menu).getByRole('menuitem', { name: 'Find Booking' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Clear Test Bookings' })).toBeNull();
  });

  it('when the admin confirms Clear Test Bookings, then the debug route is called, the count is shown and the calendar reloads', async () => {
    const { requests } = await openCalendar(
      sessionOf('admin', true),
      answer(api.devTools.clearTestBookings, () => ({ deletedCount: 2 })),
    );
    const user = userEvent.setup();
    await user.click(within(await openDevTools(user)).getByRole('menuitem', { name: 'Clear Test Bookings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear test bookings?' });
    const loadsBefore = requests.filter((r) => r.path === '/api/admin/calendar').length;
    await user.click(within(confirm).getByRole('button', { name: 'Delete test bookings' }));
    expect(await screen.findByText('2 test bookings deleted')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/debug/bookings/clear-test']);
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/api/admin/calendar').length).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when Find Booking finds a reference and it is chosen, then the calendar moves to its month and opens it', async () => {
    const { requests, router } = await openCalendar(
      sessionOf('admin', true),
      answer(api.staffBookings.list, () => ({ bookings: [FOUND], data: [FOUND], page: 1, totalPages: 1, total: 1 })),
      // The booking opens in its dialog, which prices the stay.
      answer(api.pricing.quoteStay, ({ body }) => quote(body.checkIn, body.checkOut)),
    );
    const user = userEvent.setup();
    await user.click(within(await openDevTools(user)).getByRole('menuitem', { name: 'Find Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find Booking' });
    await user.type(within(dialog).getByLabelText('Reference, guest or villa'), FOUND.bookingReference);
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(FOUND.bookingReference) }));
    expect(requests.find((r) => r.path === '/api/admin/bookings')?.query.get('search')).toBe(FOUND.bookingReference);
    expect(await screen.findByRole('dialog', { name: `Edit Booking ${FOUND.bookingReference}` })).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('from'), search.get('to')]).toEqual(['2027-02-01', '2027-02-28']);
  });
});
