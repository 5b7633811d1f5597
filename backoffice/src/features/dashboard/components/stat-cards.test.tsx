import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { CurrencyProvider } from '../../../app/providers.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { StatCards } from './stat-cards.tsx';

const STATS: AdminStats = {
  totalRevenue: 1200,
  currency: 'USD',
  totalBookings: 4,
  confirmedBookings: 2,
  pendingBookings: 1,
  completedBookings: 1,
  cancelledBookings: 0,
  confirmationRate: 75,
  recentBookings: [],
};

beforeAll(async () => {
  await initI18n('en');
});

function renderCards(stats: AdminStats) {
  mockApi(answer(api.currencies.list, () => CURRENCIES_ANSWER));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CurrencyProvider>
        <StatCards stats={stats} />
      </CurrencyProvider>
    </SWRConfig>,
  );
}

/** A card by its label: its value and note. */
async function card(label: string) {
  const item = (await screen.findByText(label)).closest('li')!;
  return item.textContent ?? '';
}

describe('the dashboard cards', () => {
  it("when the server sends the money figures, then what came in this month, what is still owed and what is overdue are shown in the viewer's currency", async () => {
    renderCards({ ...STATS, money: { receivedThisMonth: 450.5, due: 900, overdue: 300 } });
    expect(await card('Received this month')).toContain('$450.50');
    expect(await card('Still owed')).toContain('$900');
    expect(await card('Still owed')).toContain('$300');
    expect(await card('Still owed')).toContain('past its balance date');
  });

  it('when nothing is overdue, then the owed card says so; without money figures, those cards are not shown', async () => {
    const { unmount } = renderCards({ ...STATS, money: { receivedThisMonth: 0, due: 100, overdue: 0 } });
    expect(await card('Still owed')).toContain('Nothing past its balance date');
    unmount();
    renderCards(STATS);
    expect(await screen.findByText('Total revenue')).toBeInTheDocument();
    expect(screen.queryByText('Received this month')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });
});
