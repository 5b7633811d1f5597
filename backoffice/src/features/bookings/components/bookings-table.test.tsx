import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { AdminBookingListItem } from '@islandstay/shared/bookings/booking.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { CurrencyProvider } from '../../../app/providers.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { BookingsTable } from './bookings-table.tsx';

function row(reference: string, balanceOverdue: boolean): AdminBookingListItem {
  return {
    id: `id-${reference}`,
    _id: `id-${reference}`,
    bookingReference: reference,
    villaId: 'villa-a',
    villaName: 'Baan Talay',
    checkIn: '2026-12-20',
    checkOut: '2026-12-23',
    guests: 2,
    nights: 3,
    pricePerNight: 10_000,
    subtotal: 30_000,
    discountPercentage: 0,
    totalPrice: 30_000,
    villaCurrency: 'THB',
    villaCurrencyRate: 1,
    customerCurrency: 'THB',
    currencyRate: 1,
    customerToPay: 30_000,
    customerInfo: { name: 'Nok Srisuk', email: 'nok@example.com', phone: '+66812345678' },
    status: 'confirmed',
    paymentStatus: 'deposit_paid',
    notes: null,
    customPrice: null,
    isAdminBooking: false,
    customerId: null,
    createdAt: '2026-06-01T09:00:00.000Z',
    villa: { id: 'villa-a', name: 'Baan Talay', areas: ['Kata'], images: [] },
    balanceOverdue,
  };
}

beforeAll(async () => {
  await initI18n('en');
});

describe('BookingsTable', () => {
  it('when a booking’s balance is overdue, then its row shows an "Overdue" badge beside its status; the others do not', () => {
    const actions = { onView: vi.fn(), onChangeStatus: vi.fn(), onCancel: vi.fn() };
    mockApi(answer(api.currencies.list, () => CURRENCIES_ANSWER));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CurrencyProvider>
          <BookingsTable bookings={[row('IS-LATE', true), row('IS-FINE', false)]} actions={actions} caption="Bookings" />
        </CurrencyProvider>
      </SWRConfig>,
    );

    const [, late, fine] = screen.getAllByRole('row');
    expect(within(late!).getByText('IS-LATE')).toBeInTheDocument();
    expect(within(late!).getByText('Overdue')).toBeInTheDocument();
    expect(within(late!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(fine!).queryByText('Overdue')).not.toBeInTheDocument();
  });
});
