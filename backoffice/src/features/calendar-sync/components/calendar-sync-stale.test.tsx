import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { CalendarSyncDialog } from './calendar-sync-dialog.tsx';

type Feed = ResultFor<typeof api.calendarSync.get>['feeds'][number];

const feed = (fields: Partial<Feed>): Feed => ({
  id: '6f1c1f6e-8d1a-4a53-9a43-2d4a3c1e0b11',
  villaId: 'villa-a',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  lastSyncedAt: '2026-11-20T08:00:00.000Z',
  lastStatus: 'error',
  lastError: 'the remote server took too long',
  lastSuccessAt: '2026-11-19T08:00:00.000Z',
  stale: true,
  eventCount: 3,
  blockedRanges: 2,
  conflicts: [],
  nextPollAt: '2026-11-20T08:15:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...fields,
});

async function openWith(feeds: Feed[]) {
  mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.calendarSync.get, () => ({ villaId: 'villa-a', exportUrl: 'https://islandstay.example/api/ical/villa-a/secret-token-1234567890.ics', feeds })),
  );
  await renderRoutes([{ path: '/', element: <CalendarSyncDialog villa={{ id: 'villa-a', name: 'Baan Talay' }} onClose={() => undefined} onChanged={() => undefined} /> }], '/');
  const dialog = await screen.findByRole('dialog', { name: 'Calendar sync' });
  await within(dialog).findAllByRole('button', { name: /^Sync now: / });
  return dialog;
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('CalendarSyncDialog stale feeds', { timeout: 30_000 }, () => {
  it('when a feed has had no good sync for two poll intervals, then it carries an "Out of date" badge and says since when', async () => {
    const dialog = await openWith([
      feed({}),
      feed({ id: '7f1c1f6e-8d1a-4a53-9a43-2d4a3c1e0b12', name: 'Booking.com', url: 'https://admin.booking.com/1.ics', lastStatus: 'ok', lastError: null, stale: false }),
    ]);
    const [stale, fresh] = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Sync '));
    expect(within(stale!).getByText('Out of date')).toBeInTheDocument();
    expect(within(stale!).getByRole('note')).toHaveTextContent(/^No good sync since .*2026.*: stays booked on this channel may be missing here\.$/);
    expect(within(fresh!).queryByText('Out of date')).not.toBeInTheDocument();
  });

  it('when a stale feed never synced well since it was connected, then the note says so', async () => {
    const dialog = await openWith([feed({ lastSuccessAt: null })]);
    expect(within(dialog).getByText('Out of date')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No good sync since it was connected: stays booked on this channel may be missing here.');
  });
});
