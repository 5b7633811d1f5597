import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { quoteResponseSchema } from '@islandstay/shared/pricing/pricing.schemas';
import { renderAt, setupI18n } from '../test/render.tsx';
import { BookingCard } from './booking-card.tsx';

beforeAll(setupI18n);

const villa = {
  id: 'villa-1',
  name: 'Baan Test',
  currency: 'THB',
  guests: 4,
  minimumNights: 3,
  currentPrice: 3000,
  pricingSummary: {
    daily: { from: 2900, lowSeason: 2900, highSeason: 3500 },
    weekly: { from: 18000, lowSeason: 18000, highSeason: 22000 },
    monthly: { from: 60000, lowSeason: 60000, highSeason: 70000 },
    hasSeasonalPricing: true,
  },
};

/** A quote exactly as the server answers it (parsed by the shared schema, so it cannot drift). */
function quote(overrides: Partial<QuoteResponse>): QuoteResponse {
  return quoteResponseSchema.parse({
    villaId: 'villa-1',
    checkIn: '2026-06-12',
    checkOut: '2026-06-14',
    nights: 2,
    currency: 'THB',
    pricingType: 'Daily',
    nightly: [],
    subtotal: 6000,
    discountPercentage: 0,
    appliedDiscounts: [],
    totalPrice: 6000,
    averageNightlyRate: 3000,
    pricePerNight: 3000,
    available: true,
    ...overrides,
  });
}

const format = (amount: number, code: string) => `${code} ${amount.toLocaleString('en-US')}`;

function renderCard(data: QuoteResponse | undefined) {
  return renderAt(
    <BookingCard
      villa={villa}
      stay={{ checkIn: '2026-06-12', checkOut: '2026-06-14' }}
      guests={2}
      onGuestsChange={() => undefined}
      quote={{ data, error: undefined, pending: false }}
      format={format}
      bookHref="/booking/villa-1?checkIn=2026-06-12&checkOut=2026-06-14&guests=2"
      onPickDates={() => undefined}
    />,
  );
}

describe('booking card quote', () => {
  it('when the stay breaks the weekend minimum stay, then it says so with the minimum, keeps the dates and disables Book Now', () => {
    renderCard(quote({ available: false, reason: 'min_stay', message: 'Stays with a weekend night need at least 3 nights' }));
    expect(screen.getByRole('alert')).toHaveTextContent('These dates cannot be booked');
    expect(screen.getByRole('alert')).toHaveTextContent('A stay that includes a weekend night must be at least 3 nights.');
    expect(screen.getByRole('button', { name: 'Check-in: Jun 12, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check-out: Jun 14, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('when some nights are booked, then it says they are booked and asks for other dates', () => {
    renderCard(quote({ available: false, reason: 'booked' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some of these nights are already booked.');
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('when the nights are blocked by the host, then it says so', () => {
    renderCard(quote({ available: false, reason: 'blocked' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The host has blocked some of these nights.');
  });

  it('when the stay is available, then the total is the server quote and Book Now carries the dates and guests', () => {
    renderCard(quote({}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Total for 2 nights').nextElementSibling).toHaveTextContent('THB 6,000');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking/villa-1?checkIn=2026-06-12&checkOut=2026-06-14&guests=2');
  });

  it('shows the daily, weekly and monthly tiers with their low and high season prices', () => {
    renderCard(undefined);
    expect(screen.getByText('Weekly')).toBeInTheDocument();
    expect(screen.getByText(/from THB 18,000/)).toBeInTheDocument();
    expect(screen.getByText('Low season THB 60,000 · High season THB 70,000')).toBeInTheDocument();
  });
});
