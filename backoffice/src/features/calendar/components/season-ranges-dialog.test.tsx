import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { SeasonRangesDialog } from './season-ranges-dialog.tsx';

const HIGH: ResultFor<typeof api.villaPricing.listSeasonRanges>['seasonRanges'][number] = {
  id: 'r1',
  name: 'Peak',
  type: 'high',
  startDate: '2026-12-15',
  endDate: '2027-01-10',
  dailyPrice: 150,
  weeklyPrice: 900,
  monthlyPrice: 3800,
  active: true,
};

async function openSeasons() {
  const onClose = vi.fn();
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.listSeasonRanges, () => ({ seasonRanges: [HIGH] })),
    answer(api.villaPricing.replaceSeasonRanges, ({ body }) => ({
      success: true,
      message: 'Season ranges saved',
      seasonRanges: body.seasonRanges.map((s, i) => ({ id: `r${i + 1}`, ...(s as Omit<typeof HIGH, 'id'>) })),
    })),
    answer(api.calendar.get, () => ({ from: '2026-12-01', to: '2026-12-02', villas: [] })),
  );
  await renderRoutes([{ path: '/', element: <SeasonRangesDialog open onClose={onClose} today="2026-11-23" /> }], '/');
  const dialog = await screen.findByRole('dialog', { name: 'Season Pricing Configuration' });
  await within(dialog).findByLabelText(/^Season name/);
  return { dialog, requests, onClose };
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('SeasonRangesDialog', { timeout: 30_000 }, () => {
  it('when the admin edits a period and adds one with an empty price, then the whole list is saved with empty prices as 0', async () => {
    const { dialog, requests, onClose } = await openSeasons();
    const user = userEvent.setup();
    const daily = within(dialog).getByLabelText('Daily price');
    await user.clear(daily);
    await user.type(daily, '175');
    await user.click(within(dialog).getByRole('button', { name: 'Add New Season Period' }));
    const second = within(dialog).getByRole('group', { name: 'Season period 2' });
    await user.clear(within(second).getByLabelText(/^Season name/));
    await user.type(within(second).getByLabelText(/^Season name/), 'Green season');
    await user.click(within(dialog).getByRole('button', { name: 'Save Season Configuration' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      seasonRanges: [
        { ...HIGH, dailyPrice: 175 },
        { name: 'Green season', type: 'low', startDate: '2026-01-01', endDate: '2026-12-31', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0, active: true },
      ],
    });
  });

  it('when a period ends before it starts, then the end date says so and nothing is sent', async () => {
    const { dialog, requests } = await openSeasons();
    const user = userEvent.setup();
    const end = within(dialog).getByLabelText(/^End date/);
    await user.clear(end);
    await user.type(end, '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Season Configuration' }));
    expect(await within(dialog).findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
