import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import type { SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { VILLA_A_PRICING, villaARecord } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SeasonPricingDialog } from './season-pricing-dialog.tsx';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

/** Villa A (120 USD a night) with no seasons yet; a new season priced `daily` a night, then Save. */
async function saveNewSeason(daily: string) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.villaPricing.get, () => VILLA_A_PRICING),
    answer(api.villaPricing.saveSeasons, () => VILLA_A_PRICING),
  );
  await renderRoutes([{ path: '/', element: <SeasonPricingDialog villa={villaARecord(['Kata'])} onClose={() => undefined} /> }], '/');
  const dialog = await screen.findByRole('dialog', { name: 'Season Pricing' });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('button', { name: 'Add New Season Period' }));
  await user.type(within(dialog).getByLabelText('Daily price (USD)'), daily);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const saves = () => requests.filter((r) => r.operationId === 'villaPricing.saveSeasons');
  return { user, dialog, saves };
}

describe('season pricing: price outlier warning', () => {
  it('when a season nightly price below a third of the base price is saved, then it asks first; Go back sends nothing and Save anyway saves it', GIVE_UP, async () => {
    const { user, dialog, saves } = await saveNewSeason('30');

    const warning = await screen.findByRole('alertdialog', { name: 'Check this price before saving' });
    expect(within(warning).getByText(/Season "New Season", nightly rate: \$30\.00 a night is below a third of this villa's base price \$120\.00/)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Go back and edit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(saves()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]?.body as SaveSeasonsRequest).seasons).toMatchObject([{ name: 'New Season', daily: 30, active: true }]);
  });

  it('when the season price is within a third and five times the base price, then Save saves without asking', GIVE_UP, async () => {
    const { saves } = await saveNewSeason('100');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((saves()[0]?.body as SaveSeasonsRequest).seasons).toMatchObject([{ daily: 100 }]);
  });
});
