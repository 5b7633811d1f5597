import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeasonRangesDialog } from '../../features/calendar/components/season-ranges-dialog.tsx';
import { SeasonRatesDialog, type PricingVilla } from '../../features/villa-pricing/components/season-rates-dialog.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { VILLA_A_PRICING, villaARecord } from '../../test/fixtures.ts';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';

type SeasonRange = ResultFor<typeof api.villaPricing.listSeasonRanges>['seasonRanges'][number];

const PEAK: SeasonRange = { id: 'r1', name: 'Peak', type: 'high', startDate: '2026-12-20', endDate: '2027-01-10', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0, active: true };
const VILLA: PricingVilla = { id: 'villa-a', name: 'Baan Talay', areas: ['Kata'], basePrice: 120, currency: 'USD' };
const VILLA_RECORD = villaARecord(['Kata']);

/** The calendar page's two ways to the season ranges: its Season Pricing dialog and a villa's pricing modal, in one SWR cache. */
function CalendarDialogs() {
  const [seasonsOpen, setSeasonsOpen] = useState(false);
  const [villa, setVilla] = useState<PricingVilla | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSeasonsOpen(true)}>
        Season Pricing
      </button>
      <button type="button" onClick={() => setVilla(VILLA)}>
        Villa pricing
      </button>
      <SeasonRangesDialog open={seasonsOpen} onClose={() => setSeasonsOpen(false)} today="2026-11-23" />
      <SeasonRatesDialog villa={villa} onClose={() => setVilla(null)} onSaved={() => undefined} />
    </>
  );
}

async function renderDialogs() {
  let saved: SeasonRange[] = [PEAK];
  mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: saved })),
    answer(api.villaPricing.replaceSeasonRanges, ({ body }) => {
      saved = body.seasonRanges.map((s, i) => ({ id: `r${i + 1}`, ...(s as Omit<SeasonRange, 'id'>) }));
      return { success: true, message: 'Season ranges saved', seasonRanges: saved };
    }),
    answer(api.calendar.get, () => ({ from: '2026-12-01', to: '2026-12-02', villas: [] })),
    answer(api.villaPricing.get, () => VILLA_A_PRICING),
    answer(api.adminVillas.get, () => ({ data: VILLA_RECORD, villa: VILLA_RECORD })),
  );
  await renderRoutes([{ path: '/', element: <CalendarDialogs /> }], '/');
  return { user: userEvent.setup() };
}

async function openSeasonPricing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Season Pricing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Season Pricing Configuration' });
  return { dialog, name: await within(dialog).findByLabelText(/^Season name/) };
}

async function openVillaPricing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Villa pricing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Villa Pricing' });
  return { dialog, high: await within(dialog).findByRole('group', { name: 'High Season' }) };
}

async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('the season ranges, read by the calendar and by villa pricing', { timeout: 30_000 }, () => {
  it('when Season Pricing is opened and closed and then a villa pricing modal opens, then the modal lists the season period', async () => {
    const { user } = await renderDialogs();
    const seasons = await openSeasonPricing(user);
    expect(seasons.name).toHaveValue('Peak');
    await closeDialog(user);

    const { high } = await openVillaPricing(user);
    await waitFor(() => expect(high).toHaveTextContent('Peak (Dec 20, 2026 – Jan 10, 2027)'));
  });

  it('when a villa pricing modal is opened and closed and then Season Pricing opens, then its form shows the season period', async () => {
    const { user } = await renderDialogs();
    const { high } = await openVillaPricing(user);
    await waitFor(() => expect(high).toHaveTextContent('Peak (Dec 20, 2026 – Jan 10, 2027)'));
    await closeDialog(user);

    const seasons = await openSeasonPricing(user);
    expect(seasons.name).toHaveValue('Peak');
  });

  it('when Season Pricing saves a renamed period, then a villa pricing modal opened next lists the period by its new name', async () => {
    const { user } = await renderDialogs();
    const seasons = await openSeasonPricing(user);
    await user.clear(seasons.name);
    await user.type(seasons.name, 'Festive');
    await user.click(within(seasons.dialog).getByRole('button', { name: 'Save Season Configuration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const { high } = await openVillaPricing(user);
    await waitFor(() => expect(high).toHaveTextContent('Festive (Dec 20, 2026 – Jan 10, 2027)'));
  });
});
