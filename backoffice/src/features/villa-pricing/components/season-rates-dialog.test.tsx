import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { VILLA_A_PRICING, villaARecord } from '../../../test/fixtures.ts';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type RecordedRequest, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { SeasonRatesDialog } from './season-rates-dialog.tsx';

const RANGES: ResultFor<typeof api.villaPricing.listSeasonRanges> = {
  seasonRanges: [
    { id: 'r1', name: 'Peak', type: 'high', startDate: '2026-12-20', endDate: '2027-01-10', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0, active: true },
    { id: 'r2', name: 'Old low', type: 'low', startDate: '2026-05-01', endDate: '2026-06-30', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0, active: false },
  ],
};
const VILLA_RECORD = villaARecord(['Kata', 'Karon']);

async function openRates(save: AnswerOf<typeof api.villaPricing.setSeasonRates>) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.get, () => VILLA_A_PRICING),
    answer(api.villaPricing.listSeasonRanges, () => RANGES),
    answer(api.adminVillas.get, () => ({ data: VILLA_RECORD, villa: VILLA_RECORD })),
    answer(api.villaPricing.setSeasonRates, () => save),
  );
  const villa = { id: 'villa-a', name: 'Baan Talay', areas: ['Kata', 'Karon'], basePrice: 120, currency: 'USD' };
  await renderRoutes([{ path: '/', element: <SeasonRatesDialog villa={villa} onClose={onClose} onSaved={onSaved} /> }], '/');
  const dialog = await screen.findByRole('dialog', { name: 'Villa Pricing' });
  await within(dialog).findByRole('group', { name: 'High Season' });
  return { dialog, requests, onSaved, onClose };
}

const saves = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('SeasonRatesDialog (the villa pricing modal of the calendar)', { timeout: 30_000 }, () => {
  it("when it opens, then the villa's overview and its saved rates per season type show, with the type's active periods", async () => {
    const { dialog } = await openRates(VILLA_A_PRICING);
    const overview = within(dialog).getByLabelText('Villa overview');
    expect(overview).toHaveTextContent('Kata, Karon');
    expect(overview).toHaveTextContent('$120.00 per night');
    expect(await within(overview).findByText('6')).toBeInTheDocument();
    const high = within(dialog).getByRole('group', { name: 'High Season' });
    expect(within(high).getByLabelText('Daily rate (USD)')).toHaveValue(200);
    expect(within(high).getByLabelText('Monthly rate (USD)')).toHaveValue(4500);
    expect(high).toHaveTextContent('Peak (Dec 20, 2026 – Jan 10, 2027)');
    const low = within(dialog).getByRole('group', { name: 'Low Season' });
    expect(within(low).getByLabelText('Daily rate (USD)')).toHaveValue(null);
    expect(low).toHaveTextContent('No active period of this type yet');
  });

  it('when low season rates are added and Save Pricing is pressed, then both types are sent, the empty weekly rate as 0, and the calendar is told', async () => {
    const { dialog, requests, onSaved, onClose } = await openRates(VILLA_A_PRICING);
    const user = userEvent.setup();
    const low = within(dialog).getByRole('group', { name: 'Low Season' });
    await user.type(within(low).getByLabelText('Daily rate (USD)'), '90');
    await user.type(within(low).getByLabelText('Monthly rate (USD)'), '2100');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(requests).map((r) => r.body)).toEqual([{ low: { daily: 90, weekly: 0, monthly: 2100 }, high: { daily: 200, weekly: 1200, monthly: 4500 } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("when a season's three rates are cleared, then that type is left out of the request (the villa ignores its periods)", async () => {
    const { dialog, requests, onSaved } = await openRates(VILLA_A_PRICING);
    const user = userEvent.setup();
    const high = within(dialog).getByRole('group', { name: 'High Season' });
    for (const label of ['Daily rate (USD)', 'Weekly rate (USD)', 'Monthly rate (USD)']) await user.clear(within(high).getByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(requests).map((r) => r.body)).toEqual([{}]);
  });

  it('when a weekly rate has no daily rate, then the daily field says so and nothing is sent', async () => {
    const { dialog, requests, onSaved } = await openRates(VILLA_A_PRICING);
    const user = userEvent.setup();
    const low = within(dialog).getByRole('group', { name: 'Low Season' });
    await user.type(within(low).getByLabelText('Weekly rate (USD)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await within(low).findByText('Enter the daily rate, or clear all three rates of this season')).toBeInTheDocument();
    expect(within(low).getByLabelText('Daily rate (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(saves(requests)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('when the server refuses a rate, then its message shows under that field and the dialog stays open', async () => {
    const { dialog, onClose } = await openRates({
      status: 400,
      body: {
        error: 'Validation failed',
        code: 'validation.invalidRequest',
        details: [{ path: 'high.weekly', message: 'must be at least 0', code: 'validation.tooSmall', params: { minimum: 0, origin: 'number' } }],
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    const high = within(dialog).getByRole('group', { name: 'High Season' });
    expect(await within(high).findByText('Must be at least 0')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Failed to save villa pricing: Please check the highlighted fields');
    expect(onClose).not.toHaveBeenCalled();
  });
});
