import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, todayOnIsland, type IsoDate } from '@islandstay/shared/dates/dates';
import { seriousViolations, type AxeFinding } from '@islandstay/web-common/test-support/e2e/axe';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { escapeRegExp, searchDayName } from '@islandstay/web-common/test-support/e2e/names';
import { api, freshPhone, smsCode } from '@islandstay/web-common/test-support/e2e/stack-api';
import { visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * Booking through the real stack: a new guest from the home page's search to the confirmation
 * (the phone sign-in with the code read from the dev outbox, the three booking steps), then My
 * Bookings and a cancellation; the refusals a guest can meet on the way. Each test makes its own
 * guest and picks its own free nights; a test's axe findings are collected along its way and
 * checked at its end.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser();

interface Villa {
  id: string;
  name: string;
  guests: number;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The stack's JSON answer, whatever its status (a quote of taken nights is an answer too). */
async function answer<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await (await api(path, init)).json()) as T;
}

async function aBookableVilla(): Promise<Villa> {
  const body = await answer<{ data: Villa[] }>('/api/villas?limit=20');
  const villa = body.data.find((v) => v.guests >= 2);
  expect(villa).toBeDefined();
  return villa!;
}

const claimed = new Set<string>();
/** Three free nights of `villa` nobody in this run has picked yet (the server's quote says available). */
async function freeStay(villa: Villa): Promise<{ checkIn: string; checkOut: string }> {
  for (let offset = 40; offset < 400; offset += 4) {
    const checkIn = isoDay(offset);
    const checkOut = isoDay(offset + 3);
    if (claimed.has(`${villa.id}:${checkIn}`)) continue;
    const quote = await answer<{ available?: boolean }>(`/api/villas/${villa.id}/calculate-price`, { method: 'POST', body: JSON.stringify({ checkIn, checkOut }) });
    if (quote.available) {
      claimed.add(`${villa.id}:${checkIn}`);
      return { checkIn, checkOut };
    }
  }
  throw new Error(`no free three nights found for ${villa.id}`);
}

/** Counts what a person does (clicks, field entries, selections), for the journey's action budget. */
class Actions {
  count = 0;
  readonly log: string[] = [];
  async do<T>(what: string, action: () => Promise<T>): Promise<T> {
    this.count += 1;
    this.log.push(what);
    return action();
  }
}

/** The first element of that role and name once shown; a screenshot of the page if it never is. */
async function shownByRole(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp, timeout = 30_000) {
  const locator = page.getByRole(role, { name }).first();
  try {
    await visible(locator, timeout);
  } catch (error) {
    await screenshot(page, `failed-${String(name).replace(/\W+/g, '-')}`).catch(() => undefined);
    throw error;
  }
  return locator;
}

/**
 * The login panel (page or booking step 2): phone, Send OTP, the texted code (the sixth digit
 * verifies), and on the login page, for a new phone, Complete Your Info. In the booking flow a new
 * phone gives its name and email in step 3 instead (`confirmDetails`).
 */
async function signIn(page: Page, phone: string, actions = new Actions(), shots?: string) {
  await actions.do('phone number', async () => (await shownByRole(page, 'textbox', /Phone number/)).fill(phone));
  if (shots) await screenshot(page, `${shots}-phone`);
  const sentAt = Date.now();
  await actions.do('Send OTP', () => page.getByRole('button', { name: 'Send OTP' }).click());
  const firstBox = await shownByRole(page, 'textbox', 'Digit 1 of 6');
  const code = await smsCode(phone, sentAt);
  if (shots) await screenshot(page, `${shots}-code`);
  // The phone offers the texted code as one entry (autocomplete="one-time-code"): one action, and
  // the sixth digit verifies it.
  await actions.do('texted code', () => firstBox.fill(code));
  // Verified: the code form goes away; on the login page a new phone then sees Complete Your Info.
  await page.getByRole('group', { name: 'Verification code' }).waitFor({ state: 'detached', timeout: 30_000 });
  if (await page.getByRole('heading', { name: 'Complete Your Info' }).isVisible()) {
    if (shots) await screenshot(page, `${shots}-info`);
    await actions.do('first name', () => page.getByLabel('First name').fill('Ana'));
    await actions.do('last name', () => page.getByLabel('Last name').fill('Guest'));
    await actions.do('email', () => page.getByLabel('Email').fill(`guest${phone}@example.com`));
    await actions.do('Save and continue', () => page.getByRole('button', { name: 'Save and continue' }).click());
  }
  return actions;
}

/**
 * Booking step 3 up to Confirm Booking (not pressed): a new customer's first name, last name and
 * email (asked here once, saved to their account with the booking); a known one's are filled in.
 */
async function confirmDetails(page: Page, phone: string, actions = new Actions(), shots?: string) {
  await shownByRole(page, 'heading', 'Confirm Your Details');
  await shownByRole(page, 'button', 'Confirm Booking');
  if (await page.getByLabel('First name').isVisible()) {
    if (shots) await screenshot(page, `${shots}-new-guest`);
    await actions.do('first name', () => page.getByLabel('First name').fill('Ana'));
    await actions.do('last name', () => page.getByLabel('Last name').fill('Guest'));
    await actions.do('email', () => page.getByLabel('Email').fill(`guest${phone}@example.com`));
  }
  if (shots) await screenshot(page, shots);
  return page.getByRole('button', { name: 'Confirm Booking' });
}

/** A test's axe findings by screen: collected on the way (the journey goes on), checked at the test's end. */
type Findings = Record<string, AxeFinding[]>;

async function axe(findings: Findings, page: Page, name: string) {
  findings[name] = await seriousViolations(page);
}

function expectNoFindings(findings: Findings) {
  expect(Object.keys(findings).length).toBeGreaterThan(0);
  expect(findings, 'serious or critical axe violations').toEqual(Object.fromEntries(Object.keys(findings).map((name) => [name, []])));
}

async function openBooking(page: Page, villa: Villa, stay: { checkIn: string; checkOut: string }) {
  await page.goto(`${baseUrl}/booking/${villa.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  const next = await shownByRole(page, 'button', 'Continue to Verification');
  await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);
  return next;
}

/**
 * The last day the search calendar shows when it opens on this month: six weeks from the Sunday
 * on or before the 1st (it shows the next month's first days too).
 */
function lastDayShown(today: IsoDate): IsoDate {
  const first = `${today.slice(0, 8)}01` as IsoDate;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  return addDays(first, 41 - weekday);
}

interface HomeSearch {
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The first villa the search lists for those dates, free for them (the server's quote says so). */
  villa: Villa;
  nights: number;
}

const searchedStays = new Set<string>();
/**
 * Dates a new guest picks in the home page's calendar as it opens (no paging), soon but more than
 * 48 hours ahead, so the booking can still be cancelled: the first such stay the search lists a
 * villa for, whose quote the server gives.
 */
async function aHomeSearch(): Promise<HomeSearch> {
  const today = todayOnIsland();
  const lastShown = lastDayShown(today);
  for (const nights of [3, 2]) {
    for (let offset = 4; addDays(today, offset + nights) <= lastShown; offset++) {
      const checkIn = addDays(today, offset);
      const checkOut = addDays(checkIn, nights);
      if (searchedStays.has(checkIn)) continue;
      const found = await answer<{ data: Villa[] }>(`/api/search/villas?${new URLSearchParams({ checkIn, checkOut, limit: '12' })}`);
      const villa = found.data[0];
      if (!villa) continue;
      const quote = await answer<{ available?: boolean }>(`/api/villas/${villa.id}/calculate-price`, { method: 'POST', body: JSON.stringify({ checkIn, checkOut }) });
      if (!quote.available) continue;
      searchedStays.add(checkIn);
      return { checkIn, checkOut, villa, nights };
    }
  }
  throw new Error(`no villa is free for 2 or 3 nights between ${addDays(today, 4)} and ${lastShown}`);
}

describe('booking a stay', () => {
  for (const width of [390, 1280]) {
    it(`a new guest searches from the home page, opens a villa, books through all three steps at ${width} px and lands on the confirmation; then cancels it in My Bookings`, async () => {
      const search = await aHomeSearch();
      const phone = freshPhone();
      const page = await spec.newPage(width);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      const actions = new Actions();
      const findings: Findings = {};

      // Home: the hero's search form, the dates from its calendar as it opens.
      await page.goto(`${baseUrl}/`);
      const form = page.getByRole('form', { name: 'Search villas' });
      await form.waitFor({ timeout: 30_000 });
      await actions.do('dates field', () => form.getByRole('button', { name: /Check-in – Check-out/ }).click());
      const picker = page.getByRole('dialog', { name: 'Check-in – Check-out' });
      await picker.getByRole('grid').first().waitFor({ timeout: 30_000 });
      await actions.do('check-in day', () => picker.getByRole('button', { name: searchDayName(search.checkIn) }).click());
      await actions.do('check-out day', () => picker.getByRole('button', { name: searchDayName(search.checkOut) }).click());
      await picker.waitFor({ state: 'hidden', timeout: 15_000 });
      await actions.do('Search', () => form.getByRole('button', { name: 'Search', exact: true }).click());

      // Search: the villa's card opens its page with the dates chosen and the price ready.
      await page.waitForURL(/\/search\?/);
      await actions.do('villa card', async () => (await shownByRole(page, 'link', new RegExp(`^${escapeRegExp(search.villa.name)}$`))).click());
      await page.waitForURL(/\/villa\//);
      const villaUrl = new URL(page.url());
      expect(Object.fromEntries(villaUrl.searchParams)).toMatchObject({ checkIn: search.checkIn, checkOut: search.checkOut });
      const bookingCard = page.getByRole('complementary', { name: 'Booking' });
      await bookingCard
        .getByRole('term')
        .filter({ hasText: new RegExp(`^Total for ${search.nights} nights$`) })
        .waitFor({ timeout: 30_000 });
      const bookNow = await shownByRole(page, 'link', 'Book Now');
      await actions.do('Book Now', () => bookNow.click());

      // Step 1, Dates & Guests: the same stay, its price from the server.
      await page.waitForURL(/\/booking\//);
      expect(new URL(page.url()).searchParams.get('checkIn')).toBe(search.checkIn);
      const next = await shownByRole(page, 'button', 'Continue to Verification');
      await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);
      await screenshot(page, 'booking-step1');
      await axe(findings, page, `booking step 1 at ${width} px`);
      await actions.do('Continue to Verification', () => next.click());

      // Step 2, the phone and its texted code.
      await shownByRole(page, 'heading', 'Verify your phone');
      await axe(findings, page, `booking step 2 at ${width} px`);
      await signIn(page, phone, actions, 'booking-step2');

      // Step 3: a new phone gives its name and email once, here.
      const confirm = await confirmDetails(page, phone, actions, 'booking-step3');
      await axe(findings, page, `booking step 3 at ${width} px`);
      await actions.do('Confirm Booking', () => confirm.click());

      await shownByRole(page, 'heading', 'Booking Confirmed!');
      expect(page.url()).toMatch(/\/booking-confirmation\/[0-9a-f-]{36}$/);
      const reference =
        (await page
          .getByText(/^IS-[A-Z0-9]{8}$/)
          .first()
          .textContent()) ?? '';
      expect(reference).toMatch(/^IS-[A-Z0-9]{8}$/);
      expect(await page.getByText(search.villa.name).first().isVisible()).toBe(true);
      await screenshot(page, 'booking-confirmation');
      await axe(findings, page, `booking confirmation at ${width} px`);

      console.log(`new-guest journey at ${width} px: ${actions.count} user actions from the home page to the confirmation (${actions.log.join(', ')})`);
      expect(actions.count).toBeLessThanOrEqual(14);
      const profile = (await (await page.request.get(`${baseUrl}/api/customer/profile`)).json()) as { data?: { firstName?: string; email?: string } };
      expect(profile.data).toMatchObject({ firstName: 'Ana', email: `guest${phone}@example.com` });

      // My Bookings: the booking is there; cancelled through its button and the confirmation dialog.
      await page.goto(`${baseUrl}/my-bookings`);
      await shownByRole(page, 'heading', 'My Bookings');
      const card = page.getByRole('article').filter({ hasText: reference });
      await card.waitFor({ timeout: 30_000 });
      expect(await card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'my-bookings');
      await axe(findings, page, `my bookings at ${width} px`);
      await card.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.textContent()).toContain(reference);
      await screenshot(page, 'my-bookings-cancel');
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await card.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
      const mine = (await (await page.request.get(`${baseUrl}/api/customer/bookings`)).json()) as { data: { bookingReference: string; status: string }[] };
      expect(mine.data.find((b) => b.bookingReference === reference)?.status).toBe('cancelled');
      // The toast saying so, then the page as it stays (axe would measure the toast mid-fade).
      const toast = page.getByText(`Booking ${reference} was cancelled`);
      await toast.waitFor({ timeout: 15_000 });
      await toast.waitFor({ state: 'detached', timeout: 30_000 });
      await screenshot(page, 'my-bookings-cancelled');
      await axe(findings, page, `my bookings with a cancelled booking at ${width} px`);

      // The wishlist with a villa saved (the heart's own call), as the guest sees it.
      const saved = await page.request.post(`${baseUrl}/api/wishlist/add`, { headers: { 'X-Requested-With': 'islandstay' }, data: { villaId: search.villa.id } });
      expect(saved.status()).toBe(200);
      await page.goto(`${baseUrl}/customer/wishlists`);
      await shownByRole(page, 'heading', search.villa.name);
      await screenshot(page, 'wishlist');
      await axe(findings, page, `wishlist at ${width} px`);

      // The guest's profile, with the details given at step 3.
      await page.goto(`${baseUrl}/customer/profile`);
      await shownByRole(page, 'heading', 'My Profile');
      await expect.poll(() => page.getByLabel('First name').first().inputValue(), { timeout: 30_000 }).toBe('Ana');
      await screenshot(page, 'customer-profile');
      await axe(findings, page, `customer profile at ${width} px`);

      if (width === 1280) {
        // The same guest, signed in now, books again: step 2 is skipped, the details are filled in.
        const villa = await aBookableVilla();
        const second = await freeStay(villa);
        await (await openBooking(page, villa, second)).click();
        await shownByRole(page, 'heading', 'Confirm Your Details');
        expect(await page.getByRole('heading', { name: 'Verify your phone' }).count()).toBe(0);
        expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Guest');
        await page.getByRole('button', { name: 'Confirm Booking' }).click();
        await shownByRole(page, 'heading', 'Booking Confirmed!');
      }
      expect(errors).toEqual([]);
      await page.context().close();
      expectNoFindings(findings);
    });
  }

  it('double-clicking Confirm Booking makes one booking', async () => {
    const villa = await aBookableVilla();
    const stay = await freeStay(villa);
    const page = await spec.newPage(1280);
    await (await openBooking(page, villa, stay)).click();
    const phone = freshPhone();
    await signIn(page, phone);
    // A new customer: the double click also saves their details once, then books once.
    const confirm = await confirmDetails(page, phone);
    await confirm.dblclick();
    await shownByRole(page, 'heading', 'Booking Confirmed!');
    const mine = (await (await page.request.get(`${baseUrl}/api/customer/bookings`)).json()) as { data: { villaId: string; checkIn: string; status: string }[] };
    expect(mine.data.filter((b) => b.villaId === villa.id && b.checkIn === stay.checkIn && b.status !== 'cancelled')).toHaveLength(1);
    await page.context().close();
  });

  it('two guests confirming the same nights: one confirmation, one clear 409 message with the dates kept', async () => {
    const villa = await aBookableVilla();
    const stay = await freeStay(villa);
    const [first, second] = [await spec.newPage(1280), await spec.newPage(390)];
    for (const page of [first, second]) {
      await (await openBooking(page, villa, stay)).click();
      const phone = freshPhone();
      await signIn(page, phone);
      await confirmDetails(page, phone);
    }
    await Promise.all([first.getByRole('button', { name: 'Confirm Booking' }).click(), second.getByRole('button', { name: 'Confirm Booking' }).click()]);

    const outcome = async (page: Page) =>
      Promise.race([
        page
          .getByRole('heading', { name: 'Booking Confirmed!' })
          .waitFor({ timeout: 30_000 })
          .then(() => 'booked'),
        page
          .getByText(/someone has just booked/)
          .waitFor({ timeout: 30_000 })
          .then(() => 'conflict'),
      ]);
    const results = await Promise.all([outcome(first), outcome(second)]);
    expect([...results].sort()).toEqual(['booked', 'conflict']);
    const loser = results[0] === 'conflict' ? first : second;
    await shownByRole(loser, 'heading', 'Dates & Guests');
    expect(new URL(loser.url()).searchParams.get('checkIn')).toBe(stay.checkIn);
    await screenshot(loser, 'booking-conflict');
    await first.context().close();
    await second.context().close();
  });

  it("a customer opening another customer's confirmation URL sees 'Booking not found'", async () => {
    const villa = await aBookableVilla();
    const stay = await freeStay(villa);
    const owner = await spec.newPage(1280);
    await (await openBooking(owner, villa, stay)).click();
    const ownerPhone = freshPhone();
    await signIn(owner, ownerPhone);
    await (await confirmDetails(owner, ownerPhone)).click();
    await shownByRole(owner, 'heading', 'Booking Confirmed!');
    const confirmationUrl = owner.url();

    const stranger = await spec.newPage(1280);
    const findings: Findings = {};
    await stranger.goto(confirmationUrl);
    // Signed out: the sign-in first, then back to the same URL.
    await stranger.waitForURL(/\/login\?redirect=/);
    await screenshot(stranger, 'login');
    await axe(findings, stranger, 'login');
    await signIn(stranger, freshPhone(), undefined, 'login');
    await stranger.waitForURL(confirmationUrl);
    await shownByRole(stranger, 'heading', 'Booking not found');
    expect(await stranger.getByText(stay.checkIn).count()).toBe(0);
    await owner.context().close();
    await stranger.context().close();
    expectNoFindings(findings);
  });

  it('a wishlist heart pressed while signed out opens the sign-in dialog, and the villa is saved without leaving the page', async () => {
    const page = await spec.newPage(390);
    await page.goto(`${baseUrl}/search`);
    const heart = await shownByRole(page, 'button', /^Save .+ to your wishlist$/);
    const villaName = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Save /, '').replace(/ to your wishlist$/, '');
    await heart.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await heart.click();
    const dialog = await shownByRole(page, 'dialog', `Save ${villaName} to your wishlist`);
    await shownByRole(page, 'button', 'Send OTP');
    await screenshot(page, 'login-dialog');
    const findings: Findings = {};
    await axe(findings, page, 'login dialog');
    expectNoFindings(findings);
    await signIn(page, freshPhone(), undefined, 'login-dialog');
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/search');
    // The guest is where they were (a pixel or two of layout, e.g. the header's account button, aside).
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    const saved = await shownByRole(page, 'button', `Remove ${villaName} from your wishlist`);
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    const wishlist = (await (await page.request.get(`${baseUrl}/api/wishlist`)).json()) as { data: unknown[] };
    expect(wishlist.data).toHaveLength(1);
    await page.context().close();
  });
});
