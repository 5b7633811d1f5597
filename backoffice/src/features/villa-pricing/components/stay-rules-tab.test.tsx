import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRICING_RULES, type PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { Component as PricingPage } from '../../../app/routes/villa-pricing.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

function openPricingPage(saved: Required<PricingRules> = { ...DEFAULT_PRICING_RULES, stayRules: [], gapFill: { enabled: false, minGapNights: 1, discountPercentage: 0 } }) {
  let serverRules = saved;
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.getRules, () => ({ villaId: 'v1', villaName: 'Baan Talay', basePrice: 1000, currency: 'THB', pricingRules: serverRules })),
    answer(api.villaPricing.get, () => ({ villaId: 'v1', currency: 'THB', basePrice: 1000, seasons: [], seasonRates: {}, maxDiscount: 20 })),
    answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [] })),
    answer(api.villaPricing.replaceRules, ({ body }) => {
      serverRules = (body as { pricingRules: Required<PricingRules> }).pricingRules;
      return { villaId: 'v1', villaName: 'Baan Talay', basePrice: 1000, currency: 'THB', pricingRules: serverRules, message: 'Pricing rules updated successfully' };
    }),
    // The preview's saved-prices read is not what these tests are about: answer it empty.
    answer(api.calendar.getMonthPrices, () => ({ prices: { v1: {} } })),
  );
  return { requests, rendered: renderRoutes([{ path: '/admin/villas/:villaId/pricing', Component: PricingPage }], '/admin/villas/v1/pricing') };
}

describe('pricing page: Stay Rules tab', () => {
  it('when an owner turns on gap filling and adds a Saturday-to-Saturday period, then Save sends exactly those rules', GIVE_UP, async () => {
    const { requests, rendered } = openPricingPage();
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Pricing rules: Baan Talay' });
    await user.click(screen.getByRole('tab', { name: 'Stay Rules' }));

    await user.click(screen.getByRole('switch', { name: 'Fill gaps' }));
    const minGap = screen.getByLabelText('Minimum gap length (nights)');
    await user.clear(minGap);
    await user.type(minGap, '2');
    const discount = screen.getByLabelText('Gap discount (%)');
    await user.clear(discount);
    await user.type(discount, '15');

    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const name = screen.getByLabelText('Period name');
    await user.clear(name);
    await user.type(name, 'High season');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To (inclusive)'), { target: { value: '2027-01-31' } });
    const checkIn = screen.getByRole('group', { name: 'Check-in allowed on' });
    const checkOut = screen.getByRole('group', { name: 'Check-out allowed on' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Sunday']) {
      await user.click(within(checkIn).getByRole('checkbox', { name: day }));
      await user.click(within(checkOut).getByRole('checkbox', { name: day }));
    }
    expect(within(checkIn).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect((put?.body as { pricingRules: PricingRules }).pricingRules).toMatchObject({
      gapFill: { enabled: true, minGapNights: 2, discountPercentage: 15 },
      stayRules: [{ name: 'High season', startDate: '2026-12-01', endDate: '2027-01-31', minimumNights: 7, checkInDays: [6], checkOutDays: [6], isActive: true }],
    });
  });

  it('when every check-in day is unticked, then the tab is marked invalid, the error says to choose a day and nothing is sent', GIVE_UP, async () => {
    const { requests, rendered } = openPricingPage();
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Pricing rules: Baan Talay' });
    await user.click(screen.getByRole('tab', { name: 'Stay Rules' }));
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const checkIn = screen.getByRole('group', { name: 'Check-in allowed on' });
    for (const box of within(checkIn).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(checkIn).findByText('Choose at least one day')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Stay Rules.*has errors/ })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
