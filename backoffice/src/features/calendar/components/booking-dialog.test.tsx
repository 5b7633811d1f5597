import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { quote, villa } from '../test/fixtures.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { SEARCH_DEBOUNCE_MS } from './customer-autocomplete.tsx';

const VILLAS = [villa('villa-a', 'Baan Talay')];

const CONFLICT = {
  error: 'Villa is not available for selected dates.',
  conflictingBooking: {
    reference: 'IS-7K3M9Q2T',
    checkIn: '2026-12-20',
    checkOut: '2026-12-24',
    status: 'confirmed',
    customer: { name: 'Anna Berg', email: 'anna@example.com', phone: '+66812345678' },
  },
};

async function openCreate(...handlers: Parameters<typeof mockApi>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.pricing.quoteStay, ({ body }) => quote(body.checkIn, body.checkOut)),
    ...handlers,
  );
  await renderRoutes(
    [{ path: '/', element: <BookingDialog draft={{ mode: 'create', villaId: 'villa-a', checkIn: '2026-12-21', checkOut: '2026-12-22' }} villas={VILLAS} onClose={() => undefined} /> }],
    '/',
  );
  await screen.findByRole('dialog', { name: 'Create New Booking' });
  return requests;
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('BookingDialog', { timeout: 30_000 }, () => {
  it('when the nights are taken (409), then the conflict dialog names the other guest, reference and dates, and Pick other dates goes back to the kept form', async () => {
    const requests = await openCreate(answer(api.staffBookings.create, () => ({ status: 409, body: CONFLICT })));
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /Customer name/ }), 'N');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Villa is not available for selected dates.' });
    expect(alert).toHaveTextContent('Anna Berg already stays from Dec 20, 2026 to Dec 24, 2026.');
    expect(alert).toHaveTextContent('IS-7K3M9Q2T');
    expect(alert).toHaveTextContent('anna@example.com');
    expect(alert).toHaveTextContent('Confirmed');
    expect(alert).toHaveTextContent('Choose other dates, or check whether the other booking should be cancelled.');
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/admin/bookings');
    expect(sent?.body).toMatchObject({ villaId: 'villa-a', checkIn: '2026-12-21', checkOut: '2026-12-22', guests: 1, isAdminBooking: true, customerInfo: { name: 'N' } });

    await user.click(within(alert).getByRole('button', { name: 'Pick other dates' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Create New Booking' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Customer name/ })).toHaveValue('N');
    await waitFor(() => expect(screen.getByLabelText(/^Check-in/)).toHaveFocus());
  });

  it('when a name is typed, then no search goes out before 300 ms of quiet, then one for the settled text, with Searching... meanwhile', async () => {
    const requests = await openCreate(answer(api.staffBookings.searchCustomers, () => ({ customers: [{ name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' }] })));
    const searches = () => requests.filter((r) => r.path === '/api/admin/customers/search').map((r) => r.query.get('query'));
    // Only timers are faked, and keystrokes are plain change events (Testing Library's async helpers
    // wait on real timers): the 300 ms are exact, whatever the machine's speed.
    const input = screen.getByRole('combobox', { name: /Customer name/ });
    const typeText = (value: string) => fireEvent.change(input, { target: { value } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      typeText('S');
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(searches()).toEqual([]); // one character never searches
      for (const value of ['So', 'Som', 'Somc']) {
        typeText(value);
        await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
      }
      expect(screen.getByRole('listbox')).toHaveTextContent('Searching...');
      expect(searches()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(99));
      expect(searches()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(searches()).toEqual(['Somc']);
    } finally {
      vi.useRealTimers();
    }
    const option = await screen.findByRole('option', { name: /Somchai Jaidee/ });
    expect(option).toHaveTextContent('somchai@example.com · +66812345678');
    await userEvent.setup().click(option);
    expect(screen.getByRole('combobox', { name: /Customer name/ })).toHaveValue('Somchai Jaidee');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('somchai@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+66812345678');
    expect(searches()).toEqual(['Somc']); // choosing a guest does not search again
  });

  it('when the customer name is left empty, then nothing is sent and the field says so', async () => {
    const requests = await openCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Customer name is required')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/admin/bookings')).toBe(false);
  });
});
