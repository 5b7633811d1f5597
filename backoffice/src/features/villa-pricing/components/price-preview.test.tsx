import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dayOfWeek, monthRange, todayOnIsland } from '@islandstay/shared/dates/dates';
import { NightPricer, quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import { priceCalendarMonth } from '@islandstay/shared/pricing/price-calendar';
import { DEFAULT_PRICING_RULES, type PricingRules, type VillaPricing } from '@islandstay/shared/pricing/pricing-types';
import { Component as PricingPage } from '../../../app/routes/villa-pricing.tsx';
import { formatPrice } from '@islandstay/web-common/lib/money';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER, THB } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

// The month the page opens on, and a Thursday-to-Sunday stay in it (a weekday night and two weekend nights).
const today = todayOnIsland();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
let thursday = monthRange(year, month).first;
while (dayOfWeek(thursday) !== 4) thursday = addDays(thursday, 1);
const friday = addDays(thursday, 1);
const sunday = addDays(thursday, 3);

const SEASON = { id: 's1', name: 'Festival', type: 'high' as const, startDate: friday, endDate: friday, dailyPrice: 1500, weeklyPrice: 0, monthlyPrice: 0, active: true };
const SAVED_RULES: PricingRules = { ...DEFAULT_PRICING_RULES };

/** The rules as the server answers them: its schema fills in what is absent (no stay rules, gaps not filled). */
const answered = (rules: PricingRules) => ({ stayRules: [], gapFill: { enabled: false, minGapNights: 1, discountPercentage: 0 }, ...rules });

function villaWith(rules: PricingRules): VillaPricing {
  return { villaId: 'v1', basePrice: 1000, currency: 'THB', decimalPlaces: THB.decimalPlaces, seasons: [SEASON], seasonRates: {}, rules };
}

function openPricingPage() {
  let serverRules: PricingRules = SAVED_RULES;
  // Stands in for the server's calendar: what the shared engine makes of the rules last saved.
  const serverPrices = () => Object.fromEntries(priceCalendarMonth(new NightPricer(villaWith(serverRules), []), year, month).map((d) => [d.day, d.finalPrice]));
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.getRules, () => ({ villaId: 'v1', villaName: 'Baan Talay', basePrice: 1000, currency: 'THB', pricingRules: answered(serverRules) })),
    answer(api.villaPricing.get, () => ({ villaId: 'v1', currency: 'THB', basePrice: 1000, seasons: [SEASON], seasonRates: {}, maxDiscount: 20 })),
    answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [] })),
    answer(api.calendar.getMonthPrices, ({ params }) =>
      params.year === String(year) && params.month === String(month) ? { prices: { v1: serverPrices(), other: {} } } : { status: 500, body: { error: 'not this month' } },
    ),
    answer(api.villaPricing.replaceRules, ({ body }) => {
      serverRules = (body as { pricingRules: PricingRules }).pricingRules;
      return { villaId: 'v1', villaName: 'Baan Talay', basePrice: 1000, currency: 'THB', pricingRules: answered(serverRules), message: 'Pricing rules updated successfully' };
    }),
  );
  return { requests, rendered: renderRoutes([{ path: '/admin/villas/:villaId/pricing', Component: PricingPage }], '/admin/villas/v1/pricing') };
}

/** The preview's cell of a date (its text starts with the weekday and the day number). */
function cellOf(date: string): HTMLElement {
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, Number(date.slice(8))));
  const pattern = new RegExp(`^${weekday} ${Number(date.slice(8))}(?!\\d)`);
  const cell = screen.getAllByRole('cell').find((c) => pattern.test(c.textContent ?? ''));
  if (!cell) throw new Error(`no preview cell for ${date}`);
  return cell;
}

describe('pricing page: Price Preview', () => {
  it('when rules change and are not saved, then each night of the preview equals the shared engine quote for those rules; after Save the server prices are shown and equal it', GIVE_UP, async () => {
    const { requests, rendered } = openPricingPage();
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Pricing rules: Baan Talay' });

    // Unsaved: weekend x1.5, and a seasonal x1.2 over the whole year.
    await user.click(screen.getByRole('tab', { name: 'Weekend Rates' }));
    const weekend = screen.getByLabelText('Weekend multiplier');
    await user.clear(weekend);
    await user.type(weekend, '1.5');
    await user.click(screen.getByRole('tab', { name: 'Seasonal Pricing' }));
    await user.click(screen.getByRole('button', { name: 'Add seasonal rule' }));
    const start = screen.getByLabelText('Start (MM-DD)');
    await user.clear(start);
    await user.type(start, '01-01');
    const end = screen.getByLabelText('End (MM-DD)');
    await user.clear(end);
    await user.type(end, '12-31');
    const multiplier = screen.getByLabelText('Multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '1.2');

    await user.click(screen.getByRole('tab', { name: 'Price Preview' }));
    expect(screen.getByText('Preview of your unsaved changes. Save Changes to apply them.')).toBeInTheDocument();
    const unsaved: PricingRules = { ...SAVED_RULES, weekendMultiplier: 1.5, seasonalPricing: [{ name: 'Seasonal rule', startDate: '01-01', endDate: '12-31', priceModifier: 1.2, isActive: true }] };
    const quote = quoteStay(villaWith(unsaved), [], thursday, sunday, undefined, { enforceMinimumStay: false });
    if (!quote.ok) throw new Error(quote.message);
    expect(quote.quote.nightly.map((n) => n.price)).toEqual([1200, 2250, 1800]);
    for (const night of quote.quote.nightly) {
      expect(within(cellOf(night.date)).getByText(formatPrice(night.price, THB))).toBeInTheDocument();
    }
    // The first two rule tags: Thursday base x seasonal, Friday the villa season x weekend.
    expect(within(cellOf(thursday)).getByText('Base')).toBeInTheDocument();
    expect(within(cellOf(thursday)).getByText('Seasonal')).toBeInTheDocument();
    expect(within(cellOf(friday)).getByText('Season')).toBeInTheDocument();
    expect(within(cellOf(friday)).getByText('Weekend')).toBeInTheDocument();
    // Nothing was sent: the changes are local.
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ pricingRules: { weekendMultiplier: 1.5, seasonalPricing: [{ startDate: '01-01', endDate: '12-31', priceModifier: 1.2, isActive: true }] } });
    await waitFor(() => expect(screen.getByText(/^Saved prices from the server: all \d+ nights equal the preview\.$/)).toBeInTheDocument());
    for (const night of quote.quote.nightly) {
      expect(within(cellOf(night.date)).getByText(formatPrice(night.price, THB))).toBeInTheDocument();
    }
  });

  it("when the villa is another owner's (404), then the page says not found with a way back", GIVE_UP, async () => {
    mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.villaPricing.getRules, () => ({ status: 404, body: { error: 'Villa not found' } })),
      answer(api.villaPricing.get, () => ({ status: 404, body: { error: 'Villa not found' } })),
      answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [] })),
    );
    await renderRoutes([{ path: '/admin/villas/:villaId/pricing', Component: PricingPage }], '/admin/villas/v2/pricing');
    expect(await screen.findByRole('heading', { name: 'Villa not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Villas' })).toHaveAttribute('href', '/admin/villas');
  });
});
