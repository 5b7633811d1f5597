import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { backOfficeSignIn, listSearch, navigate as navigateIn, villaRowHeader } from '@islandstay/web-common/test-support/e2e/back-office';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { escapeRegExp } from '@islandstay/web-common/test-support/e2e/names';
import { pageJson, SEED_ADMIN } from '@islandstay/web-common/test-support/e2e/stack-api';
import { idle, settled, visible, VISIBLE } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * Issue 26, item 6: the season ranges are read by the calendar's Season Pricing and by villa
 * pricing (the calendar's villa pricing modal, the Pricing rules page). Once they were cached under
 * one key in two shapes, and whichever screen came second crashed to "Something went wrong on this
 * page". The three ways a person walks between them, each in its own signed-in page, moving within
 * the app by its links and buttons (a full page load would start a fresh cache and hide the
 * crash); then the villa list sorted by price across THB and USD villas. Screenshots at 1280 px.
 * Each test starts from its own freshly signed-in page.
 */
const baseUrl = inject('baseUrl');
const CRASH = /Something went wrong/;

interface SeasonRange {
  name: string;
  type: 'low' | 'high';
  active: boolean;
}
interface ListedVilla {
  id: string;
  name: string;
}

const spec = specBrowser('season-ranges', { closeAfterEach: true });
/** The test's own page, signed in as the admin through the real form before it (beforeEach), closed after it (spec). */
let page: Page;
/** Uncaught errors of the test's page: none may happen on any path. */
let pageErrors: string[] = [];

beforeEach(async () => {
  page = await spec.openPage(1280);
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await backOfficeSignIn(page, SEED_ADMIN);
  await visible(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
});

const api = <T>(apiPath: string) => pageJson<T>(page, apiPath);

/** The seeded season periods and the first active villa by name: what the screens should show. */
async function seeded(): Promise<{ ranges: SeasonRange[]; villa: ListedVilla }> {
  const { seasonRanges } = await api<{ seasonRanges: SeasonRange[] }>('/api/admin/season-ranges');
  const { villas } = await api<{ villas: ListedVilla[] }>('/api/admin/villas?status=active&sortBy=name&sortOrder=asc&limit=1');
  expect(seasonRanges.length, 'seeded season ranges').toBeGreaterThan(0);
  expect(villas.length, 'an active villa').toBe(1);
  return { ranges: seasonRanges, villa: villas[0]! };
}

async function expectNoCrash(what: string): Promise<void> {
  expect(await page.getByText(CRASH).count(), `error page after ${what}`).toBe(0);
  expect(pageErrors, `uncaught errors after ${what}`).toEqual([]);
}

const navigate = (link: RegExp) => navigateIn(page, link);

/** The calendar narrowed to the villa (a full load: the first screen of a path). */
async function openCalendar(villa: ListedVilla): Promise<void> {
  await page.goto(`${baseUrl}/admin/calendar?q=${encodeURIComponent(villa.name)}`);
  await calendarShows(villa);
}

async function calendarShows(villa: ListedVilla): Promise<void> {
  await visible(page.getByRole('heading', { level: 1, name: 'Booking Calendar' }));
  await visible(villaRowHeader(page, villa.name));
}

/** Season Pricing Configuration from the calendar's toolbar: the seeded periods in its form; then closed. */
async function openAndCloseSeasonPricing(ranges: SeasonRange[], shot?: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Calendar controls' }).getByRole('button', { name: 'Season Pricing' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Season Pricing Configuration' }));
  await expect
    .poll(
      () =>
        dialog
          .getByLabel(/^Season name/)
          .first()
          .inputValue(),
      VISIBLE,
    )
    .toBe(ranges[0]!.name);
  expect(await dialog.getByLabel(/^Season name/).count()).toBe(ranges.length);
  if (shot) {
    await settled(dialog);
    await screenshot(page, shot);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', ...VISIBLE });
  await expectNoCrash('Season Pricing');
}

/** The villa's calendar sync panel, then its Villa pricing modal: each season type lists its active periods. */
async function openVillaPricingModal(villa: ListedVilla, ranges: SeasonRange[], shot?: string): Promise<void> {
  await villaRowHeader(page, villa.name).getByRole('button').click();
  const sync = await visible(page.getByRole('dialog', { name: 'Calendar sync' }));
  await sync.getByRole('button', { name: 'Villa pricing' }).click();
  const pricing = await visible(page.getByRole('dialog', { name: 'Villa Pricing' }));
  await visible(pricing.getByLabel('Villa overview').getByText(villa.name));
  for (const [type, group] of [
    ['high', 'High Season'],
    ['low', 'Low Season'],
  ] as const) {
    const active = ranges.filter((r) => r.type === type && r.active);
    const box = pricing.getByRole('group', { name: group });
    if (active.length === 0) await visible(box.getByText('No active period of this type yet'));
    for (const range of active) await visible(box.getByText(new RegExp(`${escapeRegExp(range.name)} \\(`)));
  }
  if (shot) {
    await settled(pricing);
    await screenshot(page, shot);
  }
  await page.keyboard.press('Escape');
  await pricing.waitFor({ state: 'hidden', ...VISIBLE });
  await expectNoCrash('the villa pricing modal');
}

/** Villas (already on screen) -> the villa's Pricing rules, and its Price Preview tab with the month's nights. */
async function openPricingRules(villa: ListedVilla, shot?: string): Promise<void> {
  await visible(page.getByRole('heading', { level: 1, name: 'Villa Management' }));
  await listSearch(page).fill(villa.name);
  // The list narrowed to the villa (the search is sent after a pause): a row of the list before it
  // may be replaced while its menu is open.
  await visible(page.getByRole('table', { name: /^All villas: 1 villa/ }));
  await idle(page.locator('main'));
  const row = page.getByRole('row').filter({ hasText: villa.name });
  await row.getByRole('button', { name: `Actions for ${villa.name}` }).click();
  await page.getByRole('menuitem', { name: 'Pricing rules' }).click();
  await visible(page.getByRole('heading', { level: 1, name: `Pricing rules: ${villa.name}` }));
  await page.getByRole('tab', { name: 'Price Preview' }).click();
  await visible(page.getByRole('table', { name: /^Nightly prices for / }));
  if (shot) await screenshot(page, shot);
  await expectNoCrash('the Pricing rules page');
}

describe('Season Pricing and villa pricing read the same season ranges without crashing', () => {
  it('calendar -> Season Pricing opened and closed -> a villa pricing modal: both show the season periods', async () => {
    const { ranges, villa } = await seeded();
    await openCalendar(villa);
    await openAndCloseSeasonPricing(ranges, 'season-ranges-e2e-season-pricing');
    await openVillaPricingModal(villa, ranges, 'season-ranges-e2e-villa-pricing-modal');
    await calendarShows(villa);
    await expectNoCrash('the path');
  });

  it('calendar -> Season Pricing -> Villas -> Pricing rules: the pricing page and its Price Preview show', async () => {
    const { ranges, villa } = await seeded();
    await openCalendar(villa);
    await openAndCloseSeasonPricing(ranges);
    await navigate(/^Villas/);
    await openPricingRules(villa, 'season-ranges-e2e-pricing-rules');
  });

  it('the reverse: Villas -> Pricing rules -> calendar -> Season Pricing, then the villa pricing modal and Season Pricing again', async () => {
    const { ranges, villa } = await seeded();
    await navigate(/^Villas/);
    await openPricingRules(villa);
    await navigate(/^Calendar/);
    await page.getByRole('searchbox', { name: 'Search villas' }).fill(villa.name);
    await calendarShows(villa);
    await openAndCloseSeasonPricing(ranges);
    await openVillaPricingModal(villa, ranges);
    await openAndCloseSeasonPricing(ranges);
    await expectNoCrash('the path');
  });
});

/** A row's base nightly price as shown in the display currency: "<season> · base $X" when a season applies, else "$X / night". */
function basePriceOf(rowText: string): number {
  const amount = /· base ([^\n]+)/.exec(rowText)?.[1] ?? /([^\n]+) \/ night/.exec(rowText)?.[1] ?? '';
  const number = Number(amount.replace(/[^\d.]/g, ''));
  expect(Number.isFinite(number) && amount !== '', `a price in "${rowText.replaceAll('\n', ' | ')}"`).toBe(true);
  return number;
}

describe('the villa list sorted by price', () => {
  it('Sort by Price ranks THB and USD villas by their price in the display currency', async () => {
    await navigate(/^Villas/);
    await visible(page.getByRole('heading', { level: 1, name: 'Villa Management' }));
    await visible(page.getByRole('row').filter({ hasText: '/ night' }).first());
    // Chosen again until the URL holds it: a choice made while the page is still busy (a busy CI machine) can be lost.
    const choose = async (name: string, label: string, param: string, value: string) =>
      expect
        .poll(async () => {
          await page.getByRole('combobox', { name }).selectOption({ label });
          return new URL(page.url()).searchParams.get(param);
        }, VISIBLE)
        .toBe(value);
    // The list keeps its old rows while the sorted answer loads: wait for that answer, then for the list to show it.
    let sortedAnswered = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.searchParams.get('sortBy') === 'price' && url.searchParams.get('sortOrder') === 'asc' && response.ok()) sortedAnswered = true;
    });
    await choose('Sort by', 'Price', 'sort', 'price');
    await choose('Order', 'Ascending', 'order', 'asc');
    await expect.poll(() => sortedAnswered, VISIBLE).toBe(true);

    // Every page of the list, in order: the shown base prices never go down, across currencies.
    const prices: number[] = [];
    const currencies = new Set<string>();
    for (let pageNo = 1; pageNo <= 20; pageNo += 1) {
      const rows = page.getByRole('row').filter({ hasText: '/ night' });
      await visible(rows.first());
      await idle(page.locator('main'));
      await settled(page.locator('main'));
      for (const text of await rows.allInnerTexts()) {
        prices.push(basePriceOf(text));
        const code = /Currency: ([A-Z]{3})/.exec(text)?.[1];
        if (code) currencies.add(code);
      }
      if (pageNo === 1) await screenshot(page, 'season-ranges-e2e-villas-by-price');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      const first = await rows.first().innerText();
      await next.click();
      await expect.poll(() => rows.first().innerText(), VISIBLE).not.toBe(first);
    }
    console.log(`villas by price (${[...currencies].join(', ')}):`, prices.join(', '));
    expect([...currencies].sort(), 'both currencies in the list').toEqual(expect.arrayContaining(['THB', 'USD']));
    for (let i = 1; i < prices.length; i += 1) expect(prices[i]!, `price ${i + 1} of ${prices.length}: ${prices.join(', ')}`).toBeGreaterThanOrEqual(prices[i - 1]! - 0.01);
    await expectNoCrash('the sorted list');
  });
});
