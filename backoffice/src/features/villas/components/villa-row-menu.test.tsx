import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { villaARecord } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { VillaRowMenu, type VillaActions } from './villa-row-menu.tsx';

const NONE: VillaActions = { onView: () => undefined, onEdit: () => undefined, onDelete: () => undefined, onSeasons: () => undefined, onToggleActive: () => undefined };

describe("villa row menu: the villa's pages", () => {
  it("when Payment terms is chosen in a villa's menu, then the villa's payment terms page opens; Pricing stays beside it", async () => {
    mockApi(answer(api.currencies.list, () => CURRENCIES_ANSWER));
    const { router } = await renderRoutes([{ path: '*', element: <VillaRowMenu villa={villaARecord([])} actions={NONE} /> }], '/admin/villas');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Baan Talay' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.indexOf('Payment terms')).toBe(items.indexOf('Pricing rules') + 1);
    await user.click(screen.getByRole('menuitem', { name: 'Payment terms' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/villas/villa-a/payment-terms'));
  });
});
