import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRICING_RULES, type PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { Component as PricingPage } from '../../../app/routes/villa-pricing.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { VILLA_A_PRICING, villaARecord } from '../../../test/fixtures.ts';
import { SeasonRatesDialog } from './season-rates-dialog.tsx';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

function openPricingPage() {
  let serverRules: Required<PricingRules> = { ...DEFAULT_PRICING_RULES, stayRules: [], gapFill: { enabled: false, minGapNights: 1, discountPercentage: 0 } };
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.getRules, () => ({ villaId: 'v1', villaName: 'Baan Talay', basePrice: 12000, currency: 'THB', pricingRules: serverRules })),
    answer(api.villaPricing.get, () => ({ villaId: 'v1', currency: 'THB', basePrice: 12000, seasons: [], seasonRates: {}, maxDiscount: 20 })),
    answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [] })),
    answer(api.villaPricing.replaceRules, ({ body }) => {
      serverRules = (body as { pricingRules: Required<PricingRules> }).pricingRules;
      return { villaId: 'v1', villaName: 'Baan Talay', basePrice: 12000, currency: 'THB', pricingRules: serverRules, message: 'Pricing rules updated successfully' };
    }),
    answer(api.calendar.getMonthPrices, () => ({ prices: { v1: {} } })),
  );
  return { requests, rendered: renderRoutes([{ path: '/admin/villas/:villaId/pricing', Component: PricingPage }], '/admin/villas/v1/pricing') };
}

async function addSpecialDate(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.click(screen.getByRole('tab', { name: 'Special Dates' }));
  await user.click(screen.getByRole('button', { name: 'Add special date' }));
  const field = screen.getByLabelText('Special price (THB)');
  await user.clear(field);
  await user.type(field, price);
}

describe('pricing page: price outlier warning', () => {
  it('when an owner saves a 333 special date on a 12,000 villa, then a warning says why; Go back sends nothing and Save anyway saves it', GIVE_UP, async () => {
    const { requests, rendered } = openPricingPage();
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Pricing rules: Baan Talay' });
    await addSpecialDate(user, '333');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Check this price before saving' });
    expect(within(warning).getByText(/below a third of this villa's base price .*12,000.*"from" price/)).toBeInTheDocument();
    expect(within(warning).getByText(/Special date "Special Event"/)).toBeInTheDocument();

    await user.click(within(warning).getByRole('button', { name: 'Go back and edit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Special Dates', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect((put?.body as { pricingRules: PricingRules }).pricingRules.specialDatePricing).toMatchObject([{ price: 333, name: 'Special Event', isActive: true }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('when the special price is within a third and five times the base, then Save saves without asking', GIVE_UP, async () => {
    const { requests, rendered } = openPricingPage();
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Pricing rules: Baan Talay' });
    await addSpecialDate(user, '9000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('villa pricing modal: price outlier warning', () => {
  it('when a low season nightly rate below a third of the base price is saved, then it asks first, and Save anyway sends it', GIVE_UP, async () => {
    const record = villaARecord(['Kata']);
    const requests = mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.villaPricing.get, () => VILLA_A_PRICING),
      answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [] })),
      answer(api.adminVillas.get, () => ({ data: record, villa: record })),
      answer(api.villaPricing.setSeasonRates, () => VILLA_A_PRICING),
    );
    const villa = { id: 'villa-a', name: 'Baan Talay', areas: ['Kata'], basePrice: 120, currency: 'USD' };
    await renderRoutes([{ path: '/', element: <SeasonRatesDialog villa={villa} onClose={() => undefined} onSaved={() => undefined} /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Villa Pricing' });
    const user = userEvent.setup();
    const low = await within(dialog).findByRole('group', { name: 'Low Season' });
    await user.type(within(low).getByLabelText('Daily rate (USD)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Pricing' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Check this price before saving' });
    expect(within(warning).getByText(/Low season, nightly rate: \$30\.00 a night is below a third of this villa's base price \$120\.00/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ low: { daily: 30 } });
  });
});
