import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../lib/i18n.ts';
import { BookingFilters } from './booking-filters.tsx';

const VILLAS = [
  { id: 'villa-a', name: 'Baan Talay' },
  { id: 'villa-b', name: 'Coconut House' },
];

function openFilters(path: string) {
  const router = createMemoryRouter([{ path: '/admin/bookings', element: <BookingFilters villas={VILLAS} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const url = () => new URLSearchParams(router.state.location.search);
  return { router, url };
}

beforeAll(async () => {
  await initI18n('en');
});

describe('BookingFilters', () => {
  it('when a status is chosen on page 3, then the URL holds the status and goes back to page 1', async () => {
    const { url } = openFilters('/admin/bookings?page=3');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(url().get('status')).toBe('pending');
    expect(url().has('page')).toBe(false);
  });

  it('when "Overdue balance" is chosen as the payment, then the URL holds payment=overdue, and Clear filters takes it out', async () => {
    const { url } = openFilters('/admin/bookings?page=2');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Payment'), 'Overdue balance');
    expect(url().get('payment')).toBe('overdue');
    expect(url().has('page')).toBe(false);
    expect(screen.getByLabelText('Payment')).toHaveValue('overdue');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url().has('payment')).toBe(false);
  });

  it('when a villa and stay dates are chosen, then each lands in the URL', async () => {
    const { url } = openFilters('/admin/bookings');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Villa'), 'Coconut House');
    await user.type(screen.getByLabelText('Stays from'), '2026-12-20');
    await user.type(screen.getByLabelText('Stays until'), '2026-12-31');
    expect(url().get('villa')).toBe('villa-b');
    expect(url().get('from')).toBe('2026-12-20');
    expect(url().get('to')).toBe('2026-12-31');
  });

  it('when a search is typed, then after the pause the URL holds it, and Clear filters empties the URL and the box', async () => {
    const { url } = openFilters('/admin/bookings?status=confirmed&page=2');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'IS-2026');
    await expect.poll(() => url().get('q')).toBe('IS-2026');
    expect(url().get('status')).toBe('confirmed');
    expect(url().has('page')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url().toString()).toBe('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('when the URL already holds filters (a shared link), then the controls show them', () => {
    openFilters('/admin/bookings?q=Nok&status=cancelled&villa=villa-a&from=2026-01-01&to=2026-01-31');
    expect(screen.getByLabelText('Search')).toHaveValue('Nok');
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(screen.getByLabelText('Villa')).toHaveValue('villa-a');
    expect(screen.getByLabelText('Stays from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Stays until')).toHaveValue('2026-01-31');
  });
});
