import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, todayOnIsland, type IsoDate } from '@islandstay/shared/dates/dates';
import type { Currency } from '@islandstay/shared/currency/currency';
import { formatConverted } from '@islandstay/web-common/lib/money';
import { seriousViolations, type AxeFinding } from '@islandstay/web-common/test-support/e2e/axe';
import { specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { dayName, escapeRegExp, searchDayName } from '@islandstay/web-common/test-support/e2e/names';
import { json } from '@islandstay/web-common/test-support/e2e/stack-api';
import { expectMatchesBaseline } from '@islandstay/web-common/test-support/e2e/visual';
import { VISIBLE } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * The browse journey of issue 12 as a visitor does it, in a real browser against the whole stack:
 * home, search with dates, guests and an area, the URL as the state, sort by price, a villa with
 * its gallery, calendar and the server's quote, currency and language switches, a CMS page, the
 * 404, a reviews page; then every public page at phone and desktop widths compared with its
 * committed baseline (visual.ts) and checked by axe. Every wait is on something a visitor would see, with a generous cap for a busy machine.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser();

interface SearchVilla {
  id: string;
  name: string;
  currency: string;
  reviews: number;
  images: unknown[];
  stay?: { nights: number; totalPrice: number; averageNightlyRate: number };
}
interface Quote {
  currency: string;
  totalPrice: number;
  nights: number;
  available: boolean;
}
interface CurrenciesAll {
  currencies: Currency[];
  adminCurrencyCode: string;
}

/** A call to the stack that must succeed (a cap of 30 s): its JSON body. */
function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  return json<T>(path, { signal: AbortSignal.timeout(30_000), ...init });
}

function searchQuery(filters: Record<string, string>): string {
  return new URLSearchParams({ ...filters, limit: '12' }).toString();
}

interface FoundSearch {
  area: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  /** The API's first page for it, cheapest first. */
  villas: SearchVilla[];
}

/**
 * A search a visitor could make three weeks or more ahead on the island's calendar: an area and
 * a week in which at least two villas for two guests are free, so that sorting has something to
 * do; unless `anyCurrency`, preferably one whose cheapest villa is priced in another currency than
 * US dollars, so that switching to dollars converts. With `anyCurrency`, the same search every day:
 * the demo seed places its stays from today, while the seasons reorder the prices.
 */
async function aSearchWithResults(anyCurrency = false): Promise<FoundSearch> {
  const areas = (await api<{ data: { name: string }[] }>('/api/areas')).data.map((a) => a.name);
  expect(areas.length).toBeGreaterThan(0);
  const today = todayOnIsland();
  let fallback: FoundSearch | undefined;
  for (const offset of [21, 35, 49]) {
    const checkIn = addDays(today, offset);
    const checkOut = addDays(checkIn, 7);
    for (const area of areas) {
      const query = searchQuery({ area, checkIn, checkOut, guests: '2', sort: 'price-low' });
      const found = await api<{ data: SearchVilla[] }>(`/api/search/villas?${query}`);
      if (found.data.length < 2) continue;
      const search = { area, checkIn, checkOut, guests: 2, villas: found.data };
      if (anyCurrency || found.data[0]!.currency !== 'USD') return search;
      fallback ??= search;
    }
  }
  if (fallback) return fallback;
  throw new Error('the demo island has no area with two villas free for a week in the next two months');
}

/** The villa's availability calendar: "Friday, March 13, 2026, weekend night, ฿2,900 per night". */
function villaDayName(date: IsoDate): RegExp {
  return new RegExp(`^${escapeRegExp(dayName(date))}(,|$)`);
}

/**
 * Once the calendar is on screen (it loads lazily), pages it forward with its "next month"
 * button until the day shows, then clicks it.
 */
async function pickDay(calendar: Locator, day: Locator, nextMonth: Locator): Promise<void> {
  await calendar.getByRole('grid').first().waitFor(VISIBLE);
  for (let i = 0; i < 26 && !(await day.isVisible()); i++) {
    await nextMonth.click();
  }
  await day.waitFor(VISIBLE);
  await day.click();
}

/** A card's nightly price (฿2,900, $82.35 or 1,234.50 ₪, then "/ night") as a number. */
function nightlyAmountOf(cardText: string): number {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(?:[^\d\s/]+\s*)?\/ night/.exec(cardText);
  if (!match) throw new Error(`no nightly price in "${cardText}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  const item = page.getByRole('option', { name: option });
  await item.waitFor(VISIBLE);
  await item.click();
  await item.waitFor({ state: 'hidden', timeout: 15_000 });
}

async function expectUrlParams(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => Object.fromEntries(Object.keys(expected).map((key) => [key, new URL(page.url()).searchParams.get(key)])), VISIBLE).toEqual(expected);
}

describe('a visitor browsing the storefront', () => {
  it('searches by area, dates and guests, sorts by price, opens a villa, sees its photos and the server quote in USD and in Thai, reads About and meets the 404', async () => {
    const search = await aSearchWithResults();
    const page = await spec.newPage(1280);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    // Home: the hero's search form.
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole('form', { name: 'Search villas' });
    await form.waitFor(VISIBLE);

    await chooseOption(page, form.getByRole('combobox', { name: 'Area' }), search.area);
    await form.getByRole('button', { name: /Check-in – Check-out/ }).click();
    const picker = page.getByRole('dialog', { name: 'Check-in – Check-out' });
    await picker.waitFor(VISIBLE);
    const nextMonth = picker.getByRole('button', { name: /next month/i });
    await pickDay(picker, picker.getByRole('button', { name: searchDayName(search.checkIn) }), nextMonth);
    await pickDay(picker, picker.getByRole('button', { name: searchDayName(search.checkOut) }), nextMonth);
    await picker.waitFor({ state: 'hidden', timeout: 15_000 });
    await form.getByRole('spinbutton', { name: 'Guests' }).fill(String(search.guests));
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    // Search: the filters are in the URL, and survive a reload.
    await page.waitForURL(/\/search\?/, VISIBLE);
    const filters = { area: search.area, checkIn: search.checkIn, checkOut: search.checkOut, guests: String(search.guests) };
    await expectUrlParams(page, filters);
    const count = page.getByRole('status').filter({ hasText: /villas? found/ });
    await expect.poll(() => count.textContent(), VISIBLE).toMatch(/^\d+ villas? found$/);
    await page.reload();
    await expectUrlParams(page, filters);
    await expect.poll(() => count.textContent(), VISIBLE).toMatch(/^\d+ villas? found$/);
    const panel = page.getByRole('form', { name: 'Search villas' });
    await expect.poll(() => panel.getByRole('combobox', { name: 'Area' }).textContent(), VISIBLE).toBe(search.area);
    expect(await panel.getByRole('spinbutton', { name: 'Guests' }).inputValue()).toBe(String(search.guests));

    // Sort by price, low to high: the cards come in the API's order and their prices climb.
    await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await expectUrlParams(page, { ...filters, sort: 'price-low' });
    const cards = page.getByRole('article');
    const cardNames = () => cards.getByRole('heading').allTextContents();
    await expect.poll(cardNames, VISIBLE).toEqual(search.villas.map((v) => v.name));
    const prices = (await cards.allTextContents()).map(nightlyAmountOf);
    expect(prices.length).toBe(search.villas.length);
    // Within one unit: the API ranks by the exact nightly rate, a card shows it rounded and converted.
    prices.slice(1).forEach((price, i) => expect(price, `card ${i + 2} after card ${i + 1}`).toBeGreaterThanOrEqual(prices[i]! - 1));

    // The cheapest villa; its photos open full screen and Escape closes them.
    const villa = search.villas[0]!;
    await page.getByRole('link', { name: villa.name, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/villa/${escapeRegExp(villa.id)}`), VISIBLE);
    await page.getByRole('heading', { level: 1, name: villa.name }).waitFor(VISIBLE);
    expect(villa.images.length, 'the demo villa has photos').toBeGreaterThan(0);
    await page.getByRole('button', { name: `Open photo 1 of ${villa.images.length}` }).click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${villa.name}` });
    await viewer.waitFor(VISIBLE);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden', timeout: 15_000 });

    // The same week picked in the availability calendar: the quote equals the API's for it.
    const calendar = page.getByRole('region', { name: 'Availability' });
    const calendarNext = calendar.getByRole('button', { name: 'Next month' });
    await pickDay(calendar, calendar.getByRole('button', { name: villaDayName(search.checkIn) }), calendarNext);
    await pickDay(calendar, calendar.getByRole('button', { name: villaDayName(search.checkOut) }), calendarNext);
    await expectUrlParams(page, { checkIn: search.checkIn, checkOut: search.checkOut });

    const quote = await api<Quote>(`/api/villas/${encodeURIComponent(villa.id)}/calculate-price`, {
      method: 'POST',
      body: JSON.stringify({ checkIn: search.checkIn, checkOut: search.checkOut, guests: 1 }),
    });
    expect(quote.available).toBe(true);
    expect(quote.nights).toBe(7);
    const { currencies, adminCurrencyCode } = await api<CurrenciesAll>('/api/currencies/all');
    const shownIn = (code: string) => currencies.find((c) => c.code === code)!;
    /** The quote's total: the value after the "Total for N nights" term in the booking card (named in the page's language). */
    const quoteTotal = (card: string, term: RegExp) => page.getByRole('complementary', { name: card }).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    const total = quoteTotal('Booking', /^Total for 7 nights$/);
    await expect.poll(() => total.textContent(), VISIBLE).toBe(formatConverted(quote.totalPrice, quote.currency, shownIn(adminCurrencyCode), currencies));

    // Another currency (the villa's own when it is not dollars), then US dollars: each time the
    // same quote converted with the API's rates and formatted for that currency.
    const currencySwitch = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
    const other = quote.currency !== 'USD' ? quote.currency : currencies.find((c) => c.code !== 'USD')!.code;
    await chooseOption(page, currencySwitch, new RegExp(`^${other}\\b`));
    await expect.poll(() => total.textContent(), VISIBLE).toBe(formatConverted(quote.totalPrice, quote.currency, shownIn(other), currencies));
    const usd = shownIn('USD');
    expect(usd, 'the API offers US dollars').toBeDefined();
    await chooseOption(page, currencySwitch, /^USD\b/);
    const inDollars = formatConverted(quote.totalPrice, quote.currency, usd, currencies);
    expect(inDollars.startsWith('$')).toBe(true);
    await expect.poll(() => total.textContent(), VISIBLE).toBe(inDollars);

    // Thai: the page speaks Thai, prices stay in dollars.
    await chooseOption(page, page.getByRole('banner').getByRole('combobox', { name: 'Language' }), 'ไทย (Thai)');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), VISIBLE).toBe('th');
    const totalInThai = quoteTotal('การจอง', /^รวม 7 คืน$/);
    await expect.poll(() => totalInThai.textContent(), VISIBLE).toBe(inDollars);
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' }).waitFor(VISIBLE);

    // About, from the CMS, in the language chosen.
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' }).click();
    await page.waitForURL(/\/about$/, VISIBLE);
    const about = (await api<{ data: { title: string; body: string } }>('/api/pages/about?locale=th')).data;
    await page.getByRole('heading', { level: 1, name: about.title }).waitFor(VISIBLE);
    const firstParagraph = about.body.split(/\n\s*\n/).find((block) => block.trim() && !block.trim().startsWith('#'))!;
    await page.getByText(firstParagraph.trim().slice(0, 60), { exact: false }).first().waitFor(VISIBLE);

    // An unknown path: HTTP 404 and the 404 page, still in Thai.
    const response = await page.goto(`${baseUrl}/no-such-place-on-the-island`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' }).waitFor(VISIBLE);

    expect(errors).toEqual([]);
    await page.context().close();
  }, 480_000);

  it("reads a villa's reviews: the summary, verified reviews and their count as the API gives them", async () => {
    const villas = (await api<{ data: SearchVilla[] }>('/api/villas?limit=50')).data;
    const reviewed = villas.find((v) => v.reviews > 0);
    expect(reviewed, 'a seeded villa with reviews').toBeDefined();
    const { total } = await api<{ total: number }>(`/api/villa/booking/rate/villa/${encodeURIComponent(reviewed!.id)}?limit=10`);
    expect(total).toBeGreaterThan(0);

    const page = await spec.newPage(1280);
    await page.goto(`${baseUrl}/villa/${encodeURIComponent(reviewed!.id)}`);
    await page.getByRole('heading', { level: 1, name: reviewed!.name }).waitFor(VISIBLE);
    const readMore = page.getByRole('region', { name: 'Guest reviews' }).getByRole('link', { name: 'Read More' });
    await readMore.waitFor(VISIBLE);
    await readMore.click();
    await page.waitForURL(/\/reviews/, VISIBLE);
    await page.getByRole('heading', { level: 1, name: 'Guest reviews' }).waitFor(VISIBLE);
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /reviews?$/ })
            .first()
            .textContent(),
        VISIBLE,
      )
      .toBe(`${total} review${total === 1 ? '' : 's'}`);
    const reviews = page.getByRole('article');
    await expect.poll(() => reviews.count(), VISIBLE).toBe(Math.min(total, 10));
    expect(await reviews.first().getByText('Verified stay').isVisible()).toBe(true);
    await page.context().close();
  }, 180_000);

  describe('the main pages at a phone and a desktop width', () => {
    interface SweptPage {
      name: string;
      path: string;
      /** What shows the page is ready: the content a visitor came for. */
      ready: (page: Page) => Locator;
      /** What differs from run to run (dates from today, the day's search results, photo order), painted over in the comparison. */
      mask?: (page: Page) => Locator[];
      /** Checked by axe only, not compared with a baseline (the reason beside it). */
      axeOnly?: true;
    }

    async function mainPages(): Promise<SweptPage[]> {
      // The same area and villas every day, so that the search page's results take the same room.
      const found = await aSearchWithResults(true);
      const villas = (await api<{ data: SearchVilla[] }>('/api/villas?limit=50')).data;
      // The demo seed's first reviewed villa: the same villa, photos and reviews every day.
      const reviewed = villas.find((v) => v.reviews > 0) ?? villas[0]!;
      const query = new URLSearchParams({ area: found.area, checkIn: found.checkIn, checkOut: found.checkOut, guests: String(found.guests) });
      const stay = new URLSearchParams({ checkIn: found.checkIn, checkOut: found.checkOut });
      const heading = (page: Page) => page.getByRole('heading', { level: 1 });
      return [
        // The order of a villa's photos is the order the demo seed's uploads finished in: the cards' photos are painted over.
        { name: 'home', path: '/', ready: (page) => page.getByRole('article').first(), mask: (page) => [page.getByRole('article').getByRole('img')] },
        {
          name: 'search',
          path: `/search?${query}`,
          ready: (page) => page.getByRole('article').first(),
          // The search is weeks ahead of today: its dates move with the day, the villas' prices with the
          // season, and the villas free (so the area too) with what earlier specs booked.
          mask: (page) => [
            page.getByRole('status').filter({ hasText: /villas? found/ }),
            page.getByRole('list', { name: 'Active filters' }),
            page.getByRole('form', { name: 'Search villas' }).getByRole('combobox', { name: 'Area' }),
            page.getByRole('form', { name: 'Search villas' }).getByRole('button', { name: /^Check-in – Check-out/ }),
            page.getByRole('list').filter({ has: page.getByRole('article') }),
            // The map's pins are the day's results, drawn where their villas are.
            page.getByRole('region', { name: 'Map of the search results' }),
          ],
        },
        // Its photos (in the order the seed's uploads finished) are painted over.
        {
          name: 'villa',
          path: `/villa/${encodeURIComponent(reviewed.id)}`,
          ready: (page) => page.getByRole('region', { name: 'Availability' }).getByRole('grid').first(),
          mask: (page) => [page.getByRole('button', { name: /^Open photo \d+ of \d+$|: show all \d+ photos$/ })],
        },
        // With a stay chosen: its dates and quote in the booking card, its range in the calendar (which loads last).
        // Axe only: the villa is the cheapest the day's search finds, and its quote is of dates weeks from today.
        {
          name: 'villa-with-stay',
          path: `/villa/${encodeURIComponent(found.villas[0]!.id)}?${stay}`,
          ready: (page) =>
            page
              .getByRole('region', { name: 'Availability' })
              .getByRole('button', { name: /, check-in(,|$)/ })
              .first(),
          axeOnly: true,
        },
        // Each review's date is days before today.
        {
          name: 'reviews',
          path: `/villa/${encodeURIComponent(reviewed.id)}/reviews`,
          ready: (page) => page.getByRole('article').first(),
          mask: (page) => [page.getByRole('article').getByRole('time')],
        },
        { name: 'about', path: '/about', ready: heading },
        // The contact details come from the CMS's site settings: ready once listed.
        { name: 'contact', path: '/contact', ready: (page) => page.getByRole('term').first() },
        { name: 'terms', path: '/terms', ready: heading },
        { name: 'privacy', path: '/privacy', ready: heading },
        { name: 'login', path: '/login', ready: heading },
        { name: 'not-found', path: '/no-such-place-on-the-island', ready: heading },
      ];
    }

    for (const width of [390, 1280]) {
      it(`every public page (home, search, villa, reviews, about, contact, terms, privacy, sign-in, 404) at ${width} px: matches the baselines, no serious or critical axe violations`, async () => {
        const findings: Record<string, AxeFinding[]> = {};
        for (const { name, path, ready, mask, axeOnly } of await mainPages()) {
          const page = await spec.newPage(width);
          // The hero's typing word stands still, as for a visitor who asked for reduced motion.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(`${baseUrl}${path}`);
          await ready(page).waitFor(VISIBLE);
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          if (!axeOnly) await expectMatchesBaseline(page, name, { mask: mask?.(page) });
          findings[`${name} at ${width} px`] = await seriousViolations(page);
          await page.context().close();
        }
        expect(Object.fromEntries(Object.entries(findings).filter(([, list]) => list.length > 0))).toEqual({});
      }, 600_000);
    }
  });
});
