import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { CalendarSyncDialog } from './calendar-sync-dialog.tsx';

const FEED: ResultFor<typeof api.calendarSync.get>['feeds'][number] = {
  id: '6f1c1f6e-8d1a-4a53-9a43-2d4a3c1e0b11',
  villaId: 'villa-a',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  lastSyncedAt: '2026-11-20T08:00:00.000Z',
  lastStatus: 'ok',
  lastError: null,
  lastSuccessAt: '2026-11-20T08:00:00.000Z',
  stale: false,
  eventCount: 3,
  blockedRanges: 2,
  conflicts: [{ uid: 'e1', summary: 'Reserved', startDate: '2026-12-10', endDate: '2026-12-12', bookingReference: 'IS-7K3M9Q2T' }],
  nextPollAt: '2026-11-20T08:15:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const OVERVIEW: ResultFor<typeof api.calendarSync.get> = { villaId: 'villa-a', exportUrl: 'https://islandstay.example/api/ical/villa-a/secret-token-1234567890.ics', feeds: [FEED] };

async function openSync(addFeed: AnswerOf<typeof api.calendarSync.addFeed>) {
  const onChanged = vi.fn();
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.calendarSync.get, () => OVERVIEW),
    answer(api.calendarSync.addFeed, () => addFeed),
  );
  await renderRoutes([{ path: '/', element: <CalendarSyncDialog villa={{ id: 'villa-a', name: 'Baan Talay' }} onClose={() => undefined} onChanged={onChanged} /> }], '/');
  const dialog = await screen.findByRole('dialog', { name: 'Calendar sync' });
  await within(dialog).findByLabelText('Export feed address');
  return { dialog, requests, onChanged };
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('CalendarSyncDialog', { timeout: 30_000 }, () => {
  it('when a villa is opened, then its export link, its feeds with last status and the collisions with bookings are shown', async () => {
    const { dialog } = await openSync({ status: 500, body: { error: 'not expected' } });
    expect(within(dialog).getByLabelText('Export feed address')).toHaveValue(OVERVIEW.exportUrl);
    expect(within(dialog).getByRole('button', { name: 'Sync now: Airbnb' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('OK');
    expect(dialog).toHaveTextContent('2 blocked stays');
    expect(dialog).toHaveTextContent('1 event collides with a booking');
    expect(dialog).not.toHaveTextContent('Out of date');
    expect(dialog).toHaveTextContent('Reserved, Dec 10, 2026 – Dec 12, 2026: collides with booking IS-7K3M9Q2T');
    expect(within(dialog).getByRole('link', { name: 'Pricing settings' })).toHaveAttribute('href', '/admin/villas/villa-a/pricing');
  });

  it('when the server cannot read a feed URL, then its message shows under the field, the URL stays and nothing else changes', async () => {
    const { dialog, requests, onChanged } = await openSync({
      status: 400,
      body: { error: 'Validation failed', details: [{ path: 'url', message: 'the calendar could not be read (HTTP 404)' }] },
    });
    const user = userEvent.setup();
    const field = within(dialog).getByLabelText(/^Calendar link/);
    await user.type(field, 'webcal://calendar.example.com/villa.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Add calendar' }));

    expect(await within(dialog).findByText('the calendar could not be read (HTTP 404)')).toBeInTheDocument();
    expect(field).toHaveValue('webcal://calendar.example.com/villa.ics');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const sent = requests.find((r) => r.method === 'POST');
    // webcal:// is sent as the https address it stands for (the shared schema's rule).
    expect(sent?.body).toEqual({ url: 'https://calendar.example.com/villa.ics' });
    expect(onChanged).not.toHaveBeenCalled();
  });
});
