import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { answer, type RecordedRequest, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { aBooking, aGuestPayment } from '../test/fixtures.ts';
import { BookingCard } from './booking-card.tsx';

const TODAY = '2099-02-01';

const currencies: ResultFor<typeof api.currencies.list> = {
  currencies: [{ code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 1, decimalPlaces: 2, position: 'before' }],
  adminCurrency: '฿',
  adminCurrencyCode: 'THB',
};
const guestPayment = (payment = aGuestPayment()) => answer(api.payments.guest, () => payment);
const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');

describe('BookingCard', { timeout: 30_000 }, () => {
  it('shows the reference as a link to its confirmation, the status word, the villa and the stay', async () => {
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);

    expect(screen.getByRole('link', { name: 'Booking IS-7K3M9Q2T: view confirmation' })).toHaveAttribute('href', '/booking-confirmation/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Villa Breeze' })).toHaveAttribute('href', '/villa/villa-breeze');
    expect(screen.getByText('4 nights')).toBeInTheDocument();
    expect(screen.getByText('2 guests')).toBeInTheDocument();
  });

  it("when something is still to pay on a live booking, then the payment status is shown with a Pay link to the confirmation's payment panel", async () => {
    await renderWithApp(<BookingCard booking={aBooking({ paymentStatus: 'deposit_paid' })} today={TODAY} />);

    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for booking IS-7K3M9Q2T' })).toHaveAttribute('href', '/booking-confirmation/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11#payment');
  });

  it('when the booking is paid, or cancelled while unpaid, then there is no Pay link', async () => {
    const { unmount } = await renderWithApp(<BookingCard booking={aBooking({ paymentStatus: 'paid' })} today={TODAY} />);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    unmount();

    await renderWithApp(<BookingCard booking={aBooking({ status: 'cancelled', paymentStatus: 'unpaid', canCancel: false })} today={TODAY} />);
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('when the server says the booking can no longer be cancelled, then there is no cancel button and the reason is shown', async () => {
    await renderWithApp(<BookingCard booking={aBooking({ canCancel: false })} today={TODAY} />);

    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/Online cancellation ends 48 hours before check-in/)).toBeInTheDocument();
  });

  it('when Cancel booking is pressed, then a confirmation asks first and Keep booking sends nothing', async () => {
    const calls = mockApi(guestPayment());
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/IS-7K3M9Q2T at Villa Breeze/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);
  });

  it('when the cancel dialog opens, then it says what the guest would get back under the policy, from the payment read', async () => {
    const calls = mockApi(guestPayment());
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />, { swr: { [api.currencies.list.key()]: currencies } });

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });

    expect(await within(dialog).findByText('You would get back ฿4,640.00 under the Standard policy.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/bookings/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11/payment']);
  });

  it('when nothing has been paid, then the dialog says nothing is refunded', async () => {
    mockApi(guestPayment(aGuestPayment({ status: 'unpaid', amounts: { paid: '0.00', refunded: '0.00', net: '0.00', due: '11600.00', damageHeld: '0.00' } })));
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });

    expect(await within(dialog).findByText('Nothing has been paid, so nothing is refunded.')).toBeInTheDocument();
  });

  it('when the payment read fails, then the dialog says nothing about a refund and the cancellation still goes through', async () => {
    const calls = mockApi(
      answer(api.payments.guest, () => ({ status: 500, body: { error: 'Internal server error' } })),
      answer(api.bookings.cancel, () => ({ status: 409, body: { error: 'Online cancellation ends 48 hours before check-in. Please contact us to cancel this booking.' } })),
    );
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await waitFor(() => expect(within(dialog).queryByText('Checking what you would get back…')).not.toBeInTheDocument());
    expect(within(dialog).queryByText(/You would get back|nothing is refunded/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Online cancellation ends 48 hours before check-in');
    expect(writes(calls).map((call) => call.url)).toEqual(['/api/bookings/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11/cancel']);
  });

  it('when the cancellation is confirmed and the server refuses it, then its message is shown in the dialog', async () => {
    const calls = mockApi(
      guestPayment(),
      answer(api.bookings.cancel, () => ({ status: 409, body: { error: 'Online cancellation ends 48 hours before check-in. Please contact us to cancel this booking.' } })),
    );
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Online cancellation ends 48 hours before check-in');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]!.url).toBe('/api/bookings/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11/cancel');
    expect(writes(calls)[0]!.method).toBe('POST');
    expect(writes(calls)[0]!.headers.get('X-Requested-With')).toBe('islandstay');
  });

  it('when the cancellation is confirmed and accepted, then the dialog closes', async () => {
    const booking = aBooking();
    const { review: _review, canCancel: _canCancel, villa: _villa, ...cancelled } = { ...booking, status: 'cancelled' as const };
    mockApi(
      guestPayment(),
      answer(api.bookings.cancel, () => ({ data: cancelled, id: booking.id, _id: booking.id, message: 'Booking cancelled successfully' })),
    );
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={booking} today={TODAY} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('before check-out there are no stars; after check-out a star click submits the rating and a second click updates it', async () => {
    const calls = mockApi(
      answer(api.reviews.rateStay, ({ body }) => {
        const review = {
          id: 'r1',
          _id: 'r1',
          villaId: 'villa-breeze',
          rating: body.rating,
          message: body.message ?? '',
          verified: true,
          helpfulCount: 0,
          author: { name: 'Nok S.', profileImage: null },
          createdAt: '2099-03-15T00:00:00.000Z',
          updatedAt: '2099-03-15T00:00:00.000Z',
          bookingId: 'b',
        };
        return { data: review, message: 'Review submitted successfully!' };
      }),
    );
    const upcoming = await renderWithApp(<BookingCard booking={aBooking()} today={TODAY} />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    upcoming.unmount();

    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking({ status: 'completed', canCancel: false })} today="2099-03-20" />);
    await user.type(screen.getByLabelText('Review (optional)'), 'Lovely pool');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(screen.getByRole('radio', { name: '5 stars' })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: '5 stars' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.url)).toEqual(['/api/villa/booking/rate', '/api/villa/booking/rate']);
    expect(calls[0]!.body).toEqual({ bookingId: aBooking().id, rating: 4, message: 'Lovely pool' });
    expect(calls[1]!.body).toMatchObject({ rating: 5, message: 'Lovely pool' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('when the server refuses a rating, then its reason is shown and the stars go back', async () => {
    mockApi(
      answer(api.reviews.rateStay, () => ({
        status: 400,
        body: { error: 'You can rate a stay once you have checked out', details: [{ path: 'bookingId', message: 'You can rate a stay once you have checked out' }] },
      })),
    );
    const user = userEvent.setup();
    await renderWithApp(<BookingCard booking={aBooking({ checkOut: '2099-02-01' })} today="2099-02-01" />);

    await user.click(screen.getByRole('radio', { name: '3 stars' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You can rate a stay once you have checked out');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('BookingCard in Thai', () => {
  // Unmounted first: switched back to English while mounted, the page would read its texts again.
  afterEach(async () => {
    cleanup();
    await initI18n('en');
  });

  it('when the page is in Thai, then the villa\'s areas show with their Thai names from the areas read, an area without one in English marked lang="en"', async () => {
    const areas: ResultFor<typeof api.villas.listAreas> = {
      data: [
        { name: 'Lamai', slug: 'lamai', villaCount: 4, label: { text: 'ละไม', lang: 'th' } },
        { name: 'Bophut', slug: 'bophut', villaCount: 2, label: { text: 'Bophut', lang: 'en' } },
      ],
    };
    const booking = aBooking({ villa: { id: 'villa-breeze', name: 'Villa Breeze', areas: ['Lamai', 'Bophut'], images: [] } });
    await renderWithApp(<BookingCard booking={booking} today={TODAY} />, { language: 'th', swr: { [api.villas.listAreas.key({ query: { locale: 'th' } })]: areas } });

    const place = screen.getByText('ละไม', { exact: false });
    expect(place).toHaveTextContent(/^ละไม, Bophut$/);
    expect(place).not.toHaveAttribute('lang');
    expect(screen.getByText('Bophut')).toHaveAttribute('lang', 'en');
  });
});
