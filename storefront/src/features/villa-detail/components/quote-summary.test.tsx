import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { quoteResponseSchema, type QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { setupI18n } from '../test/render.tsx';
import { QuoteSummary } from './quote-summary.tsx';

beforeAll(setupI18n);

/** A quote exactly as the server answers it (parsed by the shared schema, so it cannot drift). */
function quote(overrides: Partial<QuoteResponse>): QuoteResponse {
  return quoteResponseSchema.parse({
    villaId: 'villa-1',
    checkIn: '2026-07-06',
    checkOut: '2026-07-13',
    nights: 7,
    currency: 'USD',
    pricingType: 'Weekly',
    nightly: [],
    subtotal: 700,
    discountPercentage: 10,
    appliedDiscounts: [{ name: '7+ nights stay discount', discountPercentage: 10, amount: 70 }],
    totalPrice: 630,
    averageNightlyRate: 90,
    pricePerNight: 90,
    available: true,
    ...overrides,
  });
}

const format = (amount: number, code: string) => `${code} ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** The amount shown beside a term of the price breakdown. */
function amountOf(term: string): string | null | undefined {
  return screen.getByText(term).nextElementSibling?.textContent;
}

describe('the villa page quote summary', () => {
  it('when the villa charges a cleaning fee, then the fee is its own line and the total for the nights includes it', () => {
    render(<QuoteSummary quote={quote({ cleaningFee: 50, totalPrice: 680, averageNightlyRate: 97.14, pricePerNight: 97 })} error={undefined} pending={false} format={format} minimumNights={1} />);
    expect(amountOf('7 nights (avg. USD 100 / night)')).toBe('USD 700');
    expect(amountOf('7+ nights stay discount (−10%)')).toBe('-USD 70');
    expect(amountOf('Cleaning fee')).toBe('USD 50');
    expect(amountOf('Total for 7 nights')).toBe('USD 680');
  });

  it('when the villa charges no cleaning fee, then there is no fee line and the total is the nights after the discount', () => {
    render(<QuoteSummary quote={quote({})} error={undefined} pending={false} format={format} minimumNights={1} />);
    expect(screen.queryByText('Cleaning fee')).not.toBeInTheDocument();
    expect(amountOf('Total for 7 nights')).toBe('USD 630');
  });
});
