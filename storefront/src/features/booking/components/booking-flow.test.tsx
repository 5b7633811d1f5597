import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { quoteResponseSchema } from '@islandstay/shared/pricing/pricing.schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { CurrencyProvider } from '../../../app/providers.tsx';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { api } from '@islandstay/shared/api/client';
import { answer, inOrder, NETWORK_ERROR, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { publicVilla } from '../../../test/villa-fixtures.ts';
import { BookingFlow } from './booking-flow.tsx';

beforeAll(async () => {
  await initI18n('en');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const today = todayOnIsland();
const checkIn = addDays(today, 10);
const checkOut = addDays(today, 13);

const villa = publicVilla({
  pricingSummary: {
    daily: { from: 3000, lowSeason: 3000, highSeason: 3000 },
    weekly: { from: 18900, lowSeason: 18900, highSeason: 18900 },
    monthly: { from: 72000, lowSeason: 72000, highSeason: 72000 },
    hasSeasonalPricing: false,
  },
});

const quote = (from = checkIn, to = checkOut) =>
  quoteResponseSchema.parse({
    villaId: 'v1',
    checkIn: from,
    checkOut: to,
    nights: 3,
    currency: 'THB',
    pricingType: 'Daily',
    nightly: [],
    subtotal: 9000,
    discountPercentage: 0,
    appliedDiscounts: [],
    totalPrice: 9000,
    averageNightlyRate: 3000,
    pricePerNight: 3000,
    available: true,
  });

const customer = {
  id: 'c1',
  _id: 'c1',
  phone: '+66812345678',
  countryCode: '66',
  firstName: 'Ana',
  lastName: 'Guest',
  name: 'Ana Guest',
  email: 'ana@example.com',
  bio: null,
  profileImage: null,
  profileComplete: true,
};
const signedIn: ResultFor<typeof api.auth.getSession> = { authenticated: true, role: 'customer', customer };
const currencies: ResultFor<typeof api.currencies.list> = {
  currencies: [
    { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 1, decimalPlaces: 2, position: 'before' },
    { code: 'USD', symbol: '$', name: 'US Dollar', rate: 0.028, decimalPlaces: 2, position: 'before' },
  ],
  adminCurrency: '฿',
  adminCurrencyCode: 'THB',
};
type BookingAnswer = AnswerOf<typeof api.bookings.create>;
const booking = (id: string): BookingAnswer => ({
  status: 201,
  body: {
    data: {
      id,
      _id: id,
      bookingReference: 'IS-7K3M9Q2T',
      villaId: 'v1',
      villaName: 'Baan Test',
      checkIn,
      checkOut,
      guests: 2,
      nights: 3,
      pricePerNight: 3000,
      subtotal: 9000,
      discountPercentage: 0,
      totalPrice: 9000,
      villaCurrency: 'THB',
      villaCurrencyRate: 1,
      customerCurrency: 'THB',
      currencyRate: 1,
      customerToPay: 9000,
      customerInfo: { name: 'Ana Guest', email: 'ana@example.com', phone: '+66812345678' },
      status: 'confirmed',
      paymentStatus: 'unpaid',
      notes: null,
      customPrice: null,
      isAdminBooking: false,
      customerId: 'c1',
      createdAt: new Date().toISOString(),
    },
    id,
    _id: id,
  },
});
/** The API of the booking flow for villa v1; the booking's creation answers `bookingAnswers` in turn. */
function stubBookingApi(bookingAnswers: BookingAnswer[], session: ResultFor<typeof api.auth.getSession> = signedIn) {
  return mockApi(
    answer(api.auth.getSession, () => session),
    answer(api.currencies.list, () => currencies),
    answer(api.villas.get, () => ({ data: villa })),
    answer(api.bookings.listOccupiedDates, () => ({ villaId: 'v1', data: [] })),
    answer(api.pricing.getMonthPrices, () => ({ villaId: 'v1', year: 2026, month: 1, currency: 'THB', mode: 'daily', prices: { v1: {} } })),
    answer(api.pricing.quoteStay, () => quote()),
    answer(api.bookings.create, inOrder(...bookingAnswers)),
  );
}

function renderFlow(saveNewGuest?: (values: unknown) => Promise<unknown>, query = `?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`) {
  const router = createMemoryRouter(
    [
      { path: '/booking/:villaId', element: <BookingFlow villaId="v1" renderVerification={() => <h2>Phone sign-in here</h2>} saveNewGuest={saveNewGuest} /> },
      { path: '/booking-confirmation/:id', element: <h1>Confirmation page</h1> },
    ],
    { initialEntries: [`/booking/v1${query}`] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CurrencyProvider>
        <RouterProvider router={router} />
      </CurrencyProvider>
    </SWRConfig>,
  );
  return router;
}

/** Step 1 with the stay from the URL, Continue, then step 3 (a signed-in customer skips step 2). */
async function reachConfirmStep(user: ReturnType<typeof userEvent.setup>) {
  const next = await screen.findByRole('button', { name: 'Continue to Verification' });
  await vi.waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  return screen.findByRole('heading', { name: 'Confirm Your Details', level: 2 });
}

const bookingPosts = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings');

describe('the booking flow', () => {
  it('a signed-in customer skips phone verification; the details come from the profile', async () => {
    stubBookingApi([booking('b1')]);
    const user = userEvent.setup();
    renderFlow();
    await reachConfirmStep(user);
    expect(screen.queryByRole('heading', { name: 'Phone sign-in here' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Guest');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+66812345678');
    expect(
      within(screen.getByRole('list', { name: 'Booking steps' }))
        .getByText('Confirm Your Details')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });

  it('step 3 shows how the stay is paid and the cancellation policy from the quote, before Confirm Booking', async () => {
    stubBookingApi([booking('b1')]);
    const balanceDate = addDays(today, 5);
    mockApi(
      answer(api.pricing.quoteStay, () => ({
        ...quote(),
        payment: {
          plan: {
            dueAtBooking: '4500.00',
            balanceDueDate: balanceDate,
            instalments: [
              { kind: 'deposit', amount: '4500.00', dueDate: today },
              { kind: 'balance', amount: '4500.00', dueDate: balanceDate },
            ],
            damageDeposit: null,
          },
          cancellationPolicy: 'flexible',
          freeCancellationHours: 48,
        },
      })),
    );
    const user = userEvent.setup();
    renderFlow();
    await reachConfirmStep(user);

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Deposit').closest('div')).toHaveTextContent(/Due today.*฿4,500\.00/);
    expect(within(payment).getByText('Balance').closest('div')).toHaveTextContent(`Due ${formatDate(balanceDate, 'en')}฿4,500.00`);
    expect(within(payment).getByText('Flexible:').closest('p')).toHaveTextContent('Flexible: cancelling until 48 hours before check-in costs nothing');
    expect(within(payment).getByText('After confirming, you pay ฿4,500.00 by PromptPay or bank transfer.')).toBeInTheDocument();
  });

  it('without payment terms in the quote, step 3 shows no Payment block', async () => {
    stubBookingApi([booking('b1')]);
    const user = userEvent.setup();
    renderFlow();
    await reachConfirmStep(user);

    expect(screen.getByRole('heading', { name: 'Price breakdown' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('step 1 opened without dates says nothing about required fields until the guest picks a day', async () => {
    stubBookingApi([booking('b1')], { authenticated: false, role: null });
    const user = userEvent.setup();
    renderFlow(undefined, '');
    const calendar = await screen.findByRole('grid');
    expect(await screen.findByRole('button', { name: 'Continue to Verification' })).toBeDisabled();
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();

    const open = within(calendar)
      .getAllByRole('button')
      .filter((day) => !day.hasAttribute('disabled') && day.getAttribute('aria-disabled') !== 'true');
    await user.click(open.at(-1)!);

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('a signed-out guest goes from Dates & Guests to Phone Verification', async () => {
    stubBookingApi([booking('b1')], { authenticated: false, role: null });
    const user = userEvent.setup();
    renderFlow();
    const next = await screen.findByRole('button', { name: 'Continue to Verification' });
    await vi.waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Phone sign-in here' })).toBeInTheDocument();
  });

  it('a retry after a network failure carries the same Idempotency-Key and ends on the one confirmation', async () => {
    const calls = stubBookingApi([NETWORK_ERROR, booking('b1')]);
    const user = userEvent.setup();
    const router = renderFlow();
    await reachConfirmStep(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(/you will never be booked twice/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Guest');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking-confirmation/b1');

    const [first, retry] = bookingPosts(calls);
    expect(bookingPosts(calls)).toHaveLength(2);
    expect(first!.headers.get('idempotency-key')).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(retry!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    expect(first!.body).toEqual({ villaId: 'v1', checkIn, checkOut, guests: 2, customerInfo: { name: 'Ana Guest', email: 'ana@example.com', phone: '+66812345678' }, currency: 'THB' });
  });

  it('a changed request after a refusal is a new attempt with a new Idempotency-Key; the field error shows on the field', async () => {
    const refused: BookingAnswer = {
      status: 400,
      body: { error: 'customerInfo.email: email must be a valid email address', details: [{ path: 'customerInfo.email', message: 'email must be a valid email address' }] },
    };
    const calls = stubBookingApi([refused, booking('b2')]);
    const user = userEvent.setup();
    renderFlow();
    await reachConfirmStep(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana.guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Confirmation page' });
    const [first, second] = bookingPosts(calls);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('a 409 (nights taken meanwhile) goes back to step 1 showing the taken dates, with the selection kept', async () => {
    const taken = addDays(checkIn, 1);
    const conflict: BookingAnswer = { status: 409, body: { error: 'Villa is not available for selected dates.', conflictingBooking: { checkIn: taken, checkOut: checkOut } } };
    const calls = stubBookingApi([conflict]);
    const user = userEvent.setup();
    const router = renderFlow();
    await reachConfirmStep(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('heading', { name: 'Dates & Guests', level: 2 })).toBeInTheDocument();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('someone has just booked'));
    expect(alert).toHaveTextContent(`${formatDate(taken, 'en')} – ${formatDate(checkOut, 'en')}`);
    expect(router.state.location.search).toContain(`checkIn=${checkIn}`);
    expect(router.state.location.search).toContain(`checkOut=${checkOut}`);
    expect(router.state.location.search).toContain('guests=2');
    expect(screen.getByText(formatDate(checkIn, 'en'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Guests' })).toHaveTextContent('2 guests');
    expect(bookingPosts(calls)).toHaveLength(1);
  });

  it("a stay rule changed since the quote (400 CHECK_IN_DAY) goes back to step 1 saying so in the guest's language, not the server's English", async () => {
    const message = 'Check-in on Saturdays only in High season';
    const refused: BookingAnswer = { status: 400, body: { error: message, details: [{ path: 'checkIn', message }], code: 'stay.checkInDay' } };
    stubBookingApi([refused]);
    const user = userEvent.setup();
    const router = renderFlow();
    await reachConfirmStep(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('heading', { name: 'Dates & Guests', level: 2 })).toBeInTheDocument();
    const day = formatDate(checkIn, 'en', { weekday: 'long', day: 'numeric', month: 'long' });
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('is no longer possible'));
    expect(alert).toHaveTextContent(`Check-in on ${day} is no longer possible: the villa has changed its arrival days.`);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(router.state.location.search).toContain(`checkIn=${checkIn}`);
  });

  it('the 3-upcoming cap (422) is shown in place and keeps what was typed', async () => {
    stubBookingApi([{ status: 422, body: { error: 'You can hold at most 3 upcoming bookings', code: 'booking.upcomingLimit', params: { maximum: 3 } } }]);
    const user = userEvent.setup();
    renderFlow();
    await reachConfirmStep(user);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ana B. Guest');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(/You can hold at most 3 upcoming bookings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana B. Guest');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it('a new customer (verified phone, no name yet) gives first name, last name and email once in step 3: saved to the account, then booked', async () => {
    const fresh = { ...customer, firstName: null, lastName: null, name: '', email: null, profileComplete: false };
    const calls = stubBookingApi([booking('b1')], { authenticated: true, role: 'customer', customer: fresh });
    const order: string[] = [];
    const saveNewGuest = vi.fn(async () => {
      order.push(`profile after ${bookingPosts(calls).length} bookings`);
    });
    const user = userEvent.setup();
    const router = renderFlow(saveNewGuest);
    await reachConfirmStep(user);
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect((await screen.findAllByText('Please enter first name, last name and email')).length).toBeGreaterThan(0);
    expect(saveNewGuest).not.toHaveBeenCalled();
    expect(bookingPosts(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking-confirmation/b1');
    expect(saveNewGuest).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Guest', email: 'ana@example.com' });
    expect(order).toEqual(['profile after 0 bookings']);
    expect(bookingPosts(calls).map((c) => (c.body as { customerInfo: unknown }).customerInfo)).toEqual([{ name: 'Ana Guest', email: 'ana@example.com', phone: '+66812345678' }]);
  });

  it("when saving a new customer's details is refused, then the field shows why, nothing is booked and the typed values stay", async () => {
    const fresh = { ...customer, firstName: null, lastName: null, name: '', email: null, profileComplete: false };
    const calls = stubBookingApi([booking('b1')], { authenticated: true, role: 'customer', customer: fresh });
    const saveNewGuest = vi.fn(async () => {
      throw new ApiError(400, 'This email is used by another account', [{ path: 'email', message: 'This email is used by another account' }]);
    });
    const user = userEvent.setup();
    renderFlow(saveNewGuest);
    await reachConfirmStep(user);
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('This email is used by another account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(bookingPosts(calls)).toHaveLength(0);
  });
});
