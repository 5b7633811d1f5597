import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, isWeekendNight, monthRange, todayOnIsland } from '@islandstay/shared/dates/dates';
import { expectNoSeriousViolations as noSeriousViolations } from '@islandstay/web-common/test-support/e2e/axe';
import { backOfficeSignIn, calendarGrid as grid, navigate, villaRowHeader } from '@islandstay/web-common/test-support/e2e/back-office';
import { openPage, screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { serveCalendarFeed, type FeedServer } from '@islandstay/web-common/test-support/e2e/feed-server';
import { dayName, escapeRegExp as escaped } from '@islandstay/web-common/test-support/e2e/names';
import { pageJson as api, SEED_ADMIN } from '@islandstay/web-common/test-support/e2e/stack-api';
import { settled, toastGone, visible, VISIBLE } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * The booking calendar of issue 15 as the admin uses it, in a real browser against the whole stack
 * and through the real sign-in: the All Villas grid, a booking made from a day cell with a guest
 * chosen from the autocomplete, the conflict dialog for overlapping nights (nothing saved, the form
 * kept), two nights blocked by dragging across the villa's row and unblocked again, the calendar
 * sync panel and the villa pricing modal opened from the villa's cell, an import feed served by
 * this spec (a local iCal file server on the loopback alias the E2E stack's SSRF guard lets
 * through) whose nights show as imported, a season range moved and the calendar's prices
 * following it, and the development aids (Find Booking; Clear Test Bookings only up to its
 * confirmation, since the stack is shared with the other specs). axe on the grid and each dialog
 * and on a fully shown success toast; screenshots at 1280 and 390 px. The admin's signed-in
 * page, the villa and the guest are set up before the tests; the tests then run in order as one
 * admin's session and share what they make (the booking, the feed, the villa's rates), which the
 * phone tests at the end look at again. The grid's Performance measure of its first render is
 * printed (never asserted). Every wait is on something a person would see, with a generous cap.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const overlapGuest = `E2E Overlap ${stamp}`;

interface CalendarAnswer {
  villas: { id: string; name: string; isActive: boolean; basePrice: number; bookings: unknown[]; blocks: unknown[]; prices: Record<string, number> }[];
}
interface SeasonRange {
  id: string;
  name: string;
  type: 'low' | 'high';
  startDate: string;
  endDate: string;
  dailyPrice: number;
  weeklyPrice: number;
  monthlyPrice: number;
  active: boolean;
}
interface FoundGuest {
  customers: { name: string; email: string; phone: string }[];
}

/** What the admin's page showed when a test failed (the phone pages of the last tests are their own). */
const spec = specBrowser('calendar');
let admin: Page;
/** A month two months ahead: in the future, so every night of it can be booked. */
const month = (() => {
  const today = todayOnIsland();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + 2;
  return monthRange(Math.floor(index / 12), (index % 12) + 1);
})();
/**
 * The stay the admin books: three nights from the 2nd of that month. Early days on purpose: the
 * grid renders only the days in view (and a few more), so every day used is on screen.
 */
const stay = { checkIn: addDays(month.first, 1), checkOut: addDays(month.first, 4) };
let villa = { id: '', name: '' };
let guest = '';
let reference = '';
/** The villa's rates for the global season types, as the villa pricing step saves them. */
const RATES = { low: 2500, high: 6000 };

/**
 * The other channel's calendar, served by this spec (feed-server.ts): an Airbnb-like iCal file on
 * the loopback alias the E2E stack allows, at a path only this run knows. Every request is kept,
 * so the spec can check what the booking service asked for.
 */
const feedPath = `/e2e-${stamp}/listing.ics`;
const feedName = `E2E Channel ${stamp}`;
let feed: FeedServer | undefined;
/** The first event's nights (free after the earlier steps), then a second one added before Sync now. */
const imported = { start: addDays(month.first, 5), end: addDays(month.first, 7) };
const importedLater = { start: addDays(month.first, 9), end: addDays(month.first, 11) };
/** The season ranges as the seed left them: put back at the end, since the stack is shared. */
let originalRanges: SeasonRange[] | undefined;

beforeAll(async () => {
  feed = await serveCalendarFeed(feedPath);
  admin = await spec.openPage(1280);
  await backOfficeSignIn(admin, SEED_ADMIN);

  // A villa with nothing on the chosen month, and a guest the autocomplete knows (from a past booking).
  const answer = await api<CalendarAnswer>(admin, `/api/admin/calendar?from=${month.first}&to=${addDays(month.last, 1)}`);
  // Its base price differs from the season rates the villa pricing step sets, so a season's price shows.
  const free = answer.villas.find((v) => v.isActive && v.bookings.length === 0 && v.blocks.length === 0 && !Object.values(RATES).includes(v.basePrice));
  expect(free, 'an active villa with a free month in the demo seed').toBeDefined();
  villa = { id: free!.id, name: free!.name };
  const bookings = await api<{ bookings: { customerInfo: { name: string } }[] }>(admin, '/api/admin/bookings?limit=20&sortBy=createdAt&sortOrder=asc');
  guest = bookings.bookings.map((b) => b.customerInfo.name).find((name) => name.trim().length >= 3) ?? '';
  expect(guest, 'a guest of the demo seed').not.toBe('');
}, 120_000);
afterAll(async () => {
  if (originalRanges && admin && !admin.isClosed()) await putSeasonRanges(admin, originalRanges).catch(() => undefined);
  await feed?.close();
});

// A toast closes by itself after 3 s; axe runs once it has (toastGone), so each check covers the
// screen it names. (The success toast's green text on its green background is reported to the team apart.)

/** Every control of the toolbar on the same row (their tops within a few pixels): nothing wrapped. */
async function expectOneRow(toolbar: Locator): Promise<void> {
  const tops = await toolbar.evaluate((element) =>
    [...element.children].filter((child) => (child as HTMLElement).offsetWidth > 1).map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)),
  );
  expect(Math.max(...tops) - Math.min(...tops), `toolbar rows (control middles: ${tops.join(', ')})`).toBeLessThanOrEqual(4);
}

/** A day cell by the words its accessible name starts with (dayName: "Sunday, January 10, 2027"). */
function dayCell(page: Page, date: string): Locator {
  return grid(page).getByRole('gridcell', { name: new RegExp(`^${dayName(date)}, `) });
}

/** A day cell once it reads as `state` (e.g. "Imported from a feed"), whatever follows. */
function cellIn(page: Page, date: string, state: string): Locator {
  return grid(page).getByRole('gridcell', { name: new RegExp(`^${dayName(date)}, ${escaped(state)}`) });
}

/** The calendar on the chosen month, narrowed to the chosen villa by the URL's search. */
async function openVillaMonth(page: Page): Promise<void> {
  await openVillaDays(page, month.first, month.last);
}

/** The calendar from `from` to `to`, narrowed to the chosen villa: the days asked for are the first columns, all on screen. */
async function openVillaDays(page: Page, from: string, to: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/calendar?from=${from}&to=${to}&q=${encodeURIComponent(villa.name)}`);
  await visible(villaRowHeader(page, villa.name));
}

/** The villa's row header button: its calendar sync panel. */
async function openSyncPanel(page: Page): Promise<Locator> {
  await villaRowHeader(page, villa.name).getByRole('button').click();
  const sync = await visible(page.getByRole('dialog', { name: 'Calendar sync' }));
  await visible(sync.getByLabel('Export feed address'));
  return sync;
}

/** The season ranges, replaced as a whole (restoring the seed's after the season step). */
async function putSeasonRanges(page: Page, ranges: readonly SeasonRange[]): Promise<void> {
  const response = await page.request.put(`${baseUrl}/api/admin/season-ranges`, {
    headers: { 'X-Requested-With': 'islandstay' },
    data: {
      seasonRanges: ranges.map(({ id, name, type, startDate, endDate, dailyPrice, weeklyPrice, monthlyPrice, active }) => ({
        id,
        name,
        type,
        startDate,
        endDate,
        dailyPrice,
        weeklyPrice,
        monthlyPrice,
        active,
      })),
    },
  });
  expect(response.status(), 'PUT /api/admin/season-ranges').toBe(200);
}

/**
 * axe's colour-contrast rule on a success toast once it is fully shown: pointed at, so sonner keeps
 * it up, and its slide-in animation run out (a toast still fading in is half transparent, and axe
 * measures that).
 */
async function toastContrast(page: Page, text: string): Promise<{ checked: number; failing: string[] }> {
  const toast = page.locator('[data-sonner-toast][data-type="success"]', { hasText: text });
  await visible(toast);
  await toast.hover();
  await settled(toast);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toast][data-type="success"]').withRules(['color-contrast']).analyze();
  // The pointer leaves again, so the toast closes by itself as usual.
  await page.mouse.move(0, 0);
  const nodes = (list: typeof results.passes) => list.flatMap((rule) => rule.nodes);
  return {
    // Text axe could measure: a check that looked at nothing proves nothing.
    checked: nodes(results.passes).length + nodes(results.violations).length,
    // Violations, and what axe could not decide (a colour it cannot work out), with its reason.
    failing: [...nodes(results.violations), ...nodes(results.incomplete)].map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? node.any.map((check) => check.message).join('; ')}`),
  };
}

/** The grid's own Performance measure of its first render of a range (printed for the run's log, not asserted). */
async function printFirstRender(page: Page, what: string): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('calendar:first-render', 'measure').length > 0, undefined, VISIBLE);
  const measures = await page.evaluate(() =>
    performance.getEntriesByName('calendar:first-render', 'measure').map((m) => ({ duration: Math.round(m.duration), detail: (m as PerformanceMeasure).detail as unknown })),
  );
  console.log(`calendar:first-render (${what}):`, JSON.stringify(measures));
}

describe('the booking calendar, through the real sign-in against the whole stack', () => {
  it('the admin opens the calendar from the navigation: every villa by day, no serious accessibility violations', async () => {
    await admin.goto(`${baseUrl}/admin`);
    await visible(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    await navigate(admin, /^Calendar/);
    await visible(admin.getByRole('heading', { level: 1, name: 'Booking Calendar' }));
    await visible(grid(admin).getByRole('rowheader').first());
    await printFirstRender(admin, 'this month, every villa of the demo seed');
    await noSeriousViolations(admin, 'the All Villas calendar');
    await screenshot(admin, 'calendar-e2e-all');

    // The guest chosen before the tests is one the autocomplete knows.
    const suggestions = await api<FoundGuest>(admin, `/api/admin/customers/search?query=${encodeURIComponent(guest.slice(0, 3))}`);
    expect(suggestions.customers.map((c) => c.name)).toContain(guest);
  });

  it('the admin creates a booking from a day cell, choosing the guest from the autocomplete, and sees it on the grid', async () => {
    await openVillaMonth(admin);
    await dayCell(admin, stay.checkIn).click();
    const dialog = await visible(admin.getByRole('dialog', { name: 'Create New Booking' }));
    // Spec: check-in the clicked day, check-out the next, 1 guest.
    await expect.poll(() => dialog.getByLabel(/^Check-in/).inputValue()).toBe(stay.checkIn);
    expect(await dialog.getByLabel(/^Check-out/).inputValue()).toBe(addDays(stay.checkIn, 1));
    await dialog.getByLabel(/^Check-out/).fill(stay.checkOut);

    const name = dialog.getByRole('combobox', { name: /^Customer name/ });
    await name.pressSequentially(guest.slice(0, 3), { delay: 60 });
    const option = dialog
      .getByRole('listbox', { name: 'Earlier guests' })
      .getByRole('option', { name: new RegExp(`^${escaped(guest)}`) })
      .first();
    await visible(option);
    await settled(dialog);
    await screenshot(admin, 'calendar-e2e-booking-modal');
    await noSeriousViolations(admin, 'the booking modal with its suggestions');
    await option.click();
    await expect.poll(() => name.inputValue()).toBe(guest);
    await visible(dialog.getByText('3 nights'));

    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await visible(admin.getByText('Booking created successfully!'));
    await dialog.waitFor({ state: 'hidden', ...VISIBLE });
    await toastGone(admin, 'Booking created successfully!');
    await visible(grid(admin).getByRole('gridcell', { name: new RegExp(`^${dayName(stay.checkIn)}, Check-in, ${escaped(guest)} \\(IS-`) }));
    await visible(grid(admin).getByRole('gridcell', { name: new RegExp(`^${dayName(addDays(stay.checkIn, 1))}, Booked, ${escaped(guest)}`) }));
    const label = (await dayCell(admin, stay.checkIn).getAttribute('aria-label')) ?? '';
    reference = /\((IS-[A-Z0-9]+)\)/.exec(label)?.[1] ?? '';
    expect(reference).toMatch(/^IS-/);
  });

  it('a booking over taken nights opens the conflict dialog naming the other guest; nothing is saved and the form is kept', async () => {
    const later = addDays(stay.checkOut, 2);
    await dayCell(admin, later).click();
    const dialog = await visible(admin.getByRole('dialog', { name: 'Create New Booking' }));
    await expect.poll(() => dialog.getByLabel(/^Check-in/).inputValue()).toBe(later);
    // Nights from the middle of the first stay: they overlap it.
    await dialog.getByLabel(/^Check-in/).fill(addDays(stay.checkIn, 1));
    await dialog.getByLabel(/^Check-out/).fill(addDays(stay.checkOut, 1));
    await dialog.getByRole('combobox', { name: /^Customer name/ }).fill(overlapGuest);
    await dialog.getByRole('button', { name: 'Create Booking' }).click();

    const conflict = await visible(admin.getByRole('alertdialog', { name: 'Villa is not available for selected dates.' }));
    await visible(conflict.getByText(reference));
    await visible(conflict.getByText(new RegExp(`^${escaped(guest)} already stays from `)));
    await settled(conflict);
    await screenshot(admin, 'calendar-e2e-conflict');
    await noSeriousViolations(admin, 'the conflict dialog');
    await conflict.getByRole('button', { name: 'Pick other dates' }).click();
    await conflict.waitFor({ state: 'hidden', ...VISIBLE });
    expect(await dialog.getByRole('combobox', { name: /^Customer name/ }).inputValue()).toBe(overlapGuest);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...VISIBLE });

    const found = await api<{ total: number }>(admin, `/api/admin/bookings?search=${encodeURIComponent(overlapGuest)}&status=all`);
    expect(found.total).toBe(0);
  });

  it("the admin drags across two free nights of the villa's row, blocks them as an owner stay, then removes the block", async () => {
    const first = addDays(stay.checkOut, 3);
    const second = addDays(first, 1);
    await dayCell(admin, first).hover();
    await admin.mouse.down();
    await dayCell(admin, second).hover();
    await admin.mouse.up();
    const selection = await visible(admin.getByRole('dialog', { name: 'Selected nights' }));
    await visible(selection.getByText(/2 nights/));
    await selection.getByRole('button', { name: /^Owner stay/ }).click();
    await selection.getByRole('button', { name: 'Block dates' }).click();
    await visible(admin.getByText('Dates blocked'));
    await selection.waitFor({ state: 'hidden', ...VISIBLE });
    await toastGone(admin, 'Dates blocked');
    await visible(grid(admin).getByRole('gridcell', { name: new RegExp(`^${dayName(first)}, Blocked, Owner stay`) }));
    await visible(grid(admin).getByRole('gridcell', { name: new RegExp(`^${dayName(second)}, Blocked, Owner stay`) }));
    await screenshot(admin, 'calendar-e2e-block');

    await dayCell(admin, first).click();
    const block = await visible(admin.getByRole('dialog', { name: 'Blocked dates' }));
    await block.getByRole('button', { name: 'Remove block' }).click();
    const confirm = await visible(admin.getByRole('alertdialog', { name: 'Remove this block?' }));
    await confirm.getByRole('button', { name: 'Remove block' }).click();
    await visible(admin.getByText('Block removed'));
    await visible(grid(admin).getByRole('gridcell', { name: new RegExp(`^${dayName(first)}, Available`) }));
    await toastGone(admin, 'Block removed');
  });

  it("the villa's cell opens its calendar sync panel, and from there the villa pricing modal, whose rates are saved", async () => {
    await villaRowHeader(admin, villa.name).getByRole('button').click();
    const sync = await visible(admin.getByRole('dialog', { name: 'Calendar sync' }));
    await visible(sync.getByLabel('Export feed address'));
    await visible(sync.getByRole('heading', { name: 'Import feeds' }));
    await settled(sync);
    await screenshot(admin, 'calendar-e2e-sync');
    await noSeriousViolations(admin, 'the calendar sync panel');

    await sync.getByRole('button', { name: 'Villa pricing' }).click();
    const pricing = await visible(admin.getByRole('dialog', { name: 'Villa Pricing' }));
    await visible(pricing.getByLabel('Villa overview').getByText(villa.name));
    const low = pricing.getByRole('group', { name: 'Low Season' });
    const high = pricing.getByRole('group', { name: 'High Season' });
    await visible(low);
    // The demo seed may already have rates for this villa: every field is set (an empty one is sent as 0).
    await low.getByLabel(/^Daily rate/).fill(String(RATES.low));
    await low.getByLabel(/^Weekly rate/).fill('15000');
    await low.getByLabel(/^Monthly rate/).fill('');
    await high.getByLabel(/^Daily rate/).fill(String(RATES.high));
    await high.getByLabel(/^Weekly rate/).fill('');
    await high.getByLabel(/^Monthly rate/).fill('');
    await settled(pricing);
    await screenshot(admin, 'calendar-e2e-villa-pricing');
    await noSeriousViolations(admin, 'the villa pricing modal');
    await admin.getByRole('button', { name: 'Save Pricing' }).click();
    // A seeded villa's base price may be far from these rates: then the outlier warning asks first.
    const saveAnyway = admin.getByRole('button', { name: 'Save anyway' });
    await admin.getByText('Villa pricing saved').or(saveAnyway).first().waitFor(VISIBLE);
    if (await saveAnyway.isVisible()) await saveAnyway.click();
    await visible(admin.getByText('Villa pricing saved'));
    await pricing.waitFor({ state: 'hidden', ...VISIBLE });

    const saved = await api<{ seasonRates: { low?: { dailyPrice: number; weeklyPrice: number; monthlyPrice: number }; high?: { dailyPrice: number } } }>(
      admin,
      `/api/admin/villas/${encodeURIComponent(villa.id)}/pricing`,
    );
    expect(saved.seasonRates).toMatchObject({ low: { dailyPrice: RATES.low, weeklyPrice: 15000, monthlyPrice: 0 }, high: { dailyPrice: RATES.high, weeklyPrice: 0, monthlyPrice: 0 } });
  });

  it("the admin connects the villa to another channel's iCal feed: its nights show as imported, and Sync now brings the stay added there since", async () => {
    feed!.events = [{ uid: `e2e-${stamp}-1@channel.test`, start: imported.start, end: imported.end, summary: 'Reserved' }];
    // The first of the month's columns are the ones the feed touches: all on screen.
    await openVillaDays(admin, addDays(imported.start, -1), addDays(imported.start, 12));
    await visible(cellIn(admin, imported.start, 'Available'));
    const sync = await openSyncPanel(admin);
    await visible(sync.getByText('No calendars connected yet.'));
    await sync.getByLabel(/^Calendar link \(iCal\)/).fill(feed!.url);
    await sync.getByLabel(/^Name \(optional\)/).fill(feedName);
    await sync.getByRole('button', { name: 'Add calendar' }).click();

    // The server read the file at once: the feed is listed with its status and the stay it blocks.
    const listed = sync.getByRole('listitem').filter({ hasText: feedName });
    await visible(listed.getByText('OK', { exact: true }));
    await visible(listed.getByText(/1 blocked stay$/));
    const feedRequests = feed!.requests;
    expect(feedRequests.length).toBeGreaterThan(0);
    for (const request of feedRequests) expect(request).toMatchObject({ method: 'GET', path: feedPath, agent: expect.stringMatching(/^IslandStay\//) });
    await toastGone(admin, `${feedName} connected`);
    await settled(sync);
    await screenshot(admin, 'calendar-e2e-feeds');
    await noSeriousViolations(admin, 'the calendar sync panel with a connected feed');

    // Another stay booked on that channel meanwhile: Sync now reads the file again.
    feed!.events = [...feed!.events, { uid: `e2e-${stamp}-2@channel.test`, start: importedLater.start, end: importedLater.end, summary: 'Reserved' }];
    const readsBefore = feedRequests.length;
    await listed.getByRole('button', { name: `Sync now: ${feedName}` }).click();
    await visible(listed.getByText(/2 blocked stays$/));
    expect(feedRequests.length).toBeGreaterThan(readsBefore);
    await toastGone(admin, `${feedName} synced`);
    await admin.keyboard.press('Escape');
    await sync.waitFor({ state: 'hidden', ...VISIBLE });

    // Both stays' nights are imported on the grid (the calendar reloaded by itself); their check-out days stay free.
    for (const night of [imported.start, addDays(imported.start, 1), importedLater.start, addDays(importedLater.start, 1)]) {
      await visible(cellIn(admin, night, 'Imported from a feed'));
    }
    await visible(cellIn(admin, imported.end, 'Available'));
    await visible(cellIn(admin, importedLater.end, 'Available'));
    await screenshot(admin, 'calendar-e2e-imported');
    await noSeriousViolations(admin, 'the calendar with imported nights');

    await cellIn(admin, imported.start, 'Imported from a feed').click();
    const importedDialog = await visible(admin.getByRole('dialog', { name: 'Imported from a calendar feed' }));
    await settled(importedDialog);
    await noSeriousViolations(admin, 'an imported night opened');
    await admin.keyboard.press('Escape');
    await importedDialog.waitFor({ state: 'hidden', ...VISIBLE });
  });

  it("the admin moves the high season's dates in Season Pricing Configuration, and the calendar prices the villa's nights in it at the villa's high-season rate", async () => {
    originalRanges = (await api<{ seasonRanges: SeasonRange[] }>(admin, '/api/admin/season-ranges')).seasonRanges;
    const index = originalRanges.findIndex((range) => range.type === 'high' && range.active);
    expect(index, 'an active high season in the demo seed').toBeGreaterThanOrEqual(0);
    const pricing = await api<{ seasons: { startDate: string; endDate: string; active: boolean }[] }>(admin, `/api/admin/villas/${encodeURIComponent(villa.id)}/pricing`);
    const rules = await api<{ pricingRules: { specialDatePricing: { date: string; isActive: boolean }[] } }>(admin, `/api/admin/villas/${encodeURIComponent(villa.id)}/pricing-rules`);

    // Two weekday nights after the feed's, priced by the global ranges alone (no villa season, no
    // special date) and not at the high rate now: once the high season covers them, they are.
    const searchFrom = addDays(month.first, 14);
    const answer = await api<CalendarAnswer>(admin, `/api/admin/calendar?from=${searchFrom}&to=${addDays(searchFrom, 40)}`);
    const prices = answer.villas.find((v) => v.id === villa.id)?.prices ?? {};
    const ownPrice = (night: string) =>
      isWeekendNight(night) ||
      pricing.seasons.some((season) => season.active && season.startDate <= night && night <= season.endDate) ||
      rules.pricingRules.specialDatePricing.some((special) => special.isActive && special.date === night);
    const target = Array.from({ length: 38 }, (_, i) => addDays(searchFrom, i)).find(
      (night) => ![night, addDays(night, 1)].some(ownPrice) && prices[night] !== undefined && prices[night] !== RATES.high,
    );
    expect(target, 'two weekday nights priced by the season ranges alone').toBeDefined();
    const nights = [target!, addDays(target!, 1)];

    await openVillaDays(admin, addDays(target!, -1), addDays(target!, 12));
    // What the cells say now (their price in the admin's display currency, converted from the villa's).
    const label = async (night: string) => (await dayCell(admin, night).getAttribute('aria-label')) ?? '';
    const before = await Promise.all(nights.map(label));
    for (const text of before) expect(text).toMatch(/, Available, /);

    await admin.getByRole('toolbar', { name: 'Calendar controls' }).getByRole('button', { name: 'Season Pricing' }).click();
    const dialog = await visible(admin.getByRole('dialog', { name: 'Season Pricing Configuration' }));
    const period = dialog.getByRole('group', { name: `Season period ${index + 1}` });
    await expect.poll(() => period.getByLabel(/^Season name/).inputValue(), VISIBLE).toBe(originalRanges[index]!.name);
    await period.getByLabel(/^Start date/).fill(nights[0]!);
    await period.getByLabel(/^End date/).fill(nights[1]!);
    await settled(dialog);
    await screenshot(admin, 'calendar-e2e-seasons');
    await noSeriousViolations(admin, 'Season Pricing Configuration');
    await dialog.getByRole('button', { name: 'Save Season Configuration' }).click();
    await dialog.waitFor({ state: 'hidden', ...VISIBLE });

    // The success toast, fully shown and with no dialog over the page: its text passes AA.
    const contrast = await toastContrast(admin, 'Season ranges saved');
    expect(contrast.checked, 'text of the success toast measured by axe').toBeGreaterThan(0);
    expect(contrast.failing, 'colour contrast of the success toast').toEqual([]);

    // The calendar reloaded by itself: both nights show a new price, the villa's high-season rate.
    for (const [i, night] of nights.entries()) await expect.poll(() => label(night), VISIBLE).not.toBe(before[i]);
    const shown = await Promise.all(nights.map(async (night) => /, Available, (.+)$/.exec(await label(night))?.[1]));
    expect(shown[0], 'the price both nights show').toBeDefined();
    expect(shown[1]).toBe(shown[0]);
    const after = await api<CalendarAnswer>(admin, `/api/admin/calendar?from=${nights[0]}&to=${addDays(nights[1]!, 1)}`);
    const pricedNow = after.villas.find((v) => v.id === villa.id)?.prices ?? {};
    expect(nights.map((night) => pricedNow[night])).toEqual([RATES.high, RATES.high]);
    const saved = await api<{ seasonRanges: SeasonRange[] }>(admin, '/api/admin/season-ranges');
    // The list is replaced as a whole (new ids): the period is found by its name.
    expect(saved.seasonRanges.find((range) => range.name === originalRanges![index]!.name)).toMatchObject({ type: 'high', startDate: nights[0], endDate: nights[1] });
    await toastGone(admin, 'Season ranges saved');
    await screenshot(admin, 'calendar-e2e-season-prices');
    await noSeriousViolations(admin, 'the calendar priced by the moved season');
  });

  it('under the development flag the admin finds the booking by its reference and it opens on its month; Clear Test Bookings asks first', async () => {
    await admin.goto(`${baseUrl}/admin/calendar`);
    await visible(grid(admin).getByRole('rowheader').first());
    const toolbar = admin.getByRole('toolbar', { name: 'Calendar controls' });
    await expectOneRow(toolbar);
    const devTools = toolbar.getByRole('button', { name: 'Development tools' });
    await devTools.click();
    const menu = await visible(admin.getByRole('menu', { name: 'Development tools' }));
    await settled(menu);
    await screenshot(admin, 'calendar-e2e-dev-tools');
    await noSeriousViolations(admin, 'the development tools menu');
    await menu.getByRole('menuitem', { name: 'Find Booking' }).click();
    const find = await visible(admin.getByRole('dialog', { name: 'Find Booking' }));
    await find.getByLabel('Reference, guest or villa').fill(reference);
    const result = await visible(find.getByRole('button', { name: new RegExp(`^${reference}`) }));
    await settled(find);
    await screenshot(admin, 'calendar-e2e-find-booking');
    await noSeriousViolations(admin, 'Find Booking');
    await result.click();
    await visible(admin.getByRole('dialog', { name: `Edit Booking ${reference}` }));
    const url = new URL(admin.url());
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([month.first, month.last]);
    await admin.keyboard.press('Escape');

    // Only up to the confirmation: other specs share this stack and its demo bookings.
    await devTools.click();
    await visible(admin.getByRole('menu', { name: 'Development tools' })).then((m) => m.getByRole('menuitem', { name: 'Clear Test Bookings' }).click());
    const confirm = await visible(admin.getByRole('alertdialog', { name: 'Clear test bookings?' }));
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'hidden', ...VISIBLE });
  });

  it('on a 390 px phone the calendar, the booking modal and the villa pricing modal fit and are reachable', async () => {
    const phone = await openPage(spec.browser, 390);
    try {
      await backOfficeSignIn(phone, SEED_ADMIN);
      await openVillaMonth(phone);
      await printFirstRender(phone, 'one villa, one month, 390 px');
      await screenshot(phone, 'calendar-e2e-all');
      await noSeriousViolations(phone, 'the calendar at 390 px');
      await dayCell(phone, stay.checkIn).click();
      const edit = await visible(phone.getByRole('dialog', { name: `Edit Booking ${reference}` }));
      await settled(edit);
      await screenshot(phone, 'calendar-e2e-booking-modal');
      await phone.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden', ...VISIBLE });

      await villaRowHeader(phone, villa.name).getByRole('button').click();
      const sync = await visible(phone.getByRole('dialog', { name: 'Calendar sync' }));
      await visible(sync.getByLabel('Export feed address'));
      await settled(sync);
      await screenshot(phone, 'calendar-e2e-sync');
      await sync.getByRole('button', { name: 'Villa pricing' }).click();
      const pricing = await visible(phone.getByRole('dialog', { name: 'Villa Pricing' }));
      await expect
        .poll(
          () =>
            pricing
              .getByRole('group', { name: 'Low Season' })
              .getByLabel(/^Daily rate/)
              .inputValue(),
          VISIBLE,
        )
        .toBe('2500');
      await settled(pricing);
      await screenshot(phone, 'calendar-e2e-villa-pricing');
      await noSeriousViolations(phone, 'the villa pricing modal at 390 px');
    } finally {
      await phone.context().close();
    }
  });

  it('on a 390 px phone the imported nights, the connected feed and Season Pricing Configuration fit and are reachable', async () => {
    const phone = await openPage(spec.browser, 390);
    try {
      await backOfficeSignIn(phone, SEED_ADMIN);
      await openVillaDays(phone, addDays(imported.start, -1), addDays(imported.start, 12));
      await visible(cellIn(phone, imported.start, 'Imported from a feed'));
      await screenshot(phone, 'calendar-e2e-imported');

      const sync = await openSyncPanel(phone);
      await visible(
        sync
          .getByRole('listitem')
          .filter({ hasText: feedName })
          .getByText(/2 blocked stays$/),
      );
      await settled(sync);
      await screenshot(phone, 'calendar-e2e-feeds');
      await noSeriousViolations(phone, 'the calendar sync panel with a connected feed at 390 px');
      await phone.keyboard.press('Escape');
      await sync.waitFor({ state: 'hidden', ...VISIBLE });

      await phone.getByRole('toolbar', { name: 'Calendar controls' }).getByRole('button', { name: 'Season Pricing' }).click();
      const seasons = await visible(phone.getByRole('dialog', { name: 'Season Pricing Configuration' }));
      await visible(seasons.getByRole('group', { name: 'Season period 1' }));
      await settled(seasons);
      await screenshot(phone, 'calendar-e2e-seasons');
      await noSeriousViolations(phone, 'Season Pricing Configuration at 390 px');
    } finally {
      await phone.context().close();
    }
  });
});
