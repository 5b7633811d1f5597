import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as CalendarPage } from '../../app/routes/calendar.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, inOrder, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { booking, villa } from './test/fixtures.ts';

// jsdom lays nothing out: the grid's scroll box gets a size so the virtualiser renders cells.
const sizes = { clientWidth: 1000, clientHeight: 600 };
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});
const ANSWER: ResultFor<typeof api.calendar.get> = {
  from: '2026-11-30',
  to: '2027-01-02',
  villas: [villa('villa-a', 'Baan Talay', { bookings: [booking('2026-12-03', '2026-12-05', 'Somchai Jaidee')] }), villa('villa-b', 'Coconut House', { areas: ['Lamai'] })],
};

/** The calendar page; its reads of the calendar answer `answers` in turn, then 500. */
async function openCalendar(answers: AnswerOf<typeof api.calendar.get>[], path = '/admin/calendar?from=2026-12-01&to=2026-12-31') {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.auth.getSession, () => ({ authenticated: true, role: 'owner', staff: { id: 'o1', ownerId: 'o1', name: 'Somchai', email: null, status: 'approved' } })),
    answer(api.calendar.get, inOrder(...answers, { status: 500, body: { error: 'Internal error' } })),
  );
  const view = await renderRoutes([{ path: '/admin/calendar', Component: CalendarPage }], path);
  return { requests, ...view };
}

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('Calendar page', { timeout: 30_000 }, () => {
  it('when the first load fails, then an error with Retry shows, and Retry brings the grid', async () => {
    const { requests } = await openCalendar([{ status: 500, body: { error: 'Internal error' } }, ANSWER]);
    expect(await screen.findByRole('heading', { name: 'Error loading the calendar' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const grid = await screen.findByRole('grid', { name: 'Bookings of every villa by day' });
    expect(within(grid).getByRole('rowheader', { name: /Baan Talay/ })).toBeInTheDocument();
    expect(
      requests
        .filter((r) => r.path === '/api/admin/calendar')
        .at(-1)
        ?.query.toString(),
    ).toBe('from=2026-11-30&to=2027-01-02');
  });

  it('when a refresh fails, then the last good days stay on screen under a message with Retry', async () => {
    await openCalendar([ANSWER, { status: 500, body: { error: 'Internal error' } }]);
    await screen.findByRole('grid');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Calendar' }));
    expect(await screen.findByText('The calendar could not be refreshed. The last loaded days are still shown.')).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell', { name: /December 3, 2026, Check-in, Somchai Jaidee/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the URL holds a villa search, then only villas whose name or area matches are rows', async () => {
    await openCalendar([ANSWER], '/admin/calendar?from=2026-12-01&to=2026-12-31&q=lamai');
    const grid = await screen.findByRole('grid');
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('Coconut House')]);
    expect(screen.getByLabelText('Search villas')).toHaveValue('lamai');
  });

  it('when a search is typed, then after the pause the URL holds it and the rows narrow; Clear search empties both', async () => {
    const { router } = await openCalendar([ANSWER]);
    const grid = await screen.findByRole('grid');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search villas'), 'zz');
    expect(await screen.findByRole('heading', { name: 'No villas match' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('zz');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('grid')).not.toBe(grid);
    expect(screen.getByLabelText('Search villas')).toHaveValue('');
    expect(new URLSearchParams(router.state.location.search).has('q')).toBe(false);
    expect(within(screen.getByRole('grid')).getAllByRole('rowheader')).toHaveLength(2);
  });
});
