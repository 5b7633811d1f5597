import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, dayOfWeek, todayOnIsland } from '@islandstay/shared/dates/dates';
import { seriousViolations } from '@islandstay/web-common/test-support/e2e/axe';
import { backOfficeSignIn } from '@islandstay/web-common/test-support/e2e/back-office';
import { elementScreenshot, screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { dayName } from '@islandstay/web-common/test-support/e2e/names';
import { api, cancelBooking, createVilla, deleteVilla, freshPhone, json, SEED_ADMIN, SEED_OWNER, staffLogin } from '@islandstay/web-common/test-support/e2e/stack-api';
import { bookAsNewGuest } from '@islandstay/web-common/test-support/e2e/guest-booking';

/**
 * Stay rules on the villa page: the admin (signed in through the real staff login) gives a villa a
 * Saturday-to-Saturday period; the guest's calendar greys out the days that cannot end the stay
 * and says why, and lists the period's rules. Gap nights: a villa of the seed owner (made through
 * the back office's API and deleted at the end) with a 5-night minimum, Fill gaps on and two
 * bookings two nights apart; the guest books exactly those two nights at the gap discount, while
 * a 2-night stay elsewhere, or the gap once Fill gaps is off, is refused for the minimum stay.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser();
let admin = '';
let villaId = '';
let savedRules: unknown;

// The check-in: the first Saturday from 40 days on whose week no booking of the villa touches
// (the demo seed and the other specs book nights), chosen once the villa is known.
let saturday = '';

let periodStart = '';

async function freeSaturday(villa: string): Promise<string> {
  const occupied = ((await (await api(`/api/bookings/villa/${encodeURIComponent(villa)}`)).json()) as { data: { checkIn: string; checkOut: string }[] }).data;
  let day = addDays(todayOnIsland(), 40);
  while (dayOfWeek(day) !== 6) day = addDays(day, 1);
  // The week's nights and the next Saturday (a check-out the test selects) are all free.
  while (occupied.some((range) => range.checkIn <= addDays(day, 8) && range.checkOut > day)) day = addDays(day, 7);
  return day;
}

beforeAll(async () => {
  admin = await staffLogin(SEED_ADMIN);
  const villas = (await (await api('/api/villas?limit=1')).json()) as { data: { id: string }[] };
  villaId = villas.data[0]!.id;
  saturday = await freeSaturday(villaId);
  periodStart = addDays(saturday, -3);
  const current = (await (await api(`/api/admin/villas/${villaId}/pricing-rules`, { cookie: admin })).json()) as { pricingRules: Record<string, unknown> };
  savedRules = current.pricingRules;
  const period = { name: 'High season', startDate: periodStart, endDate: addDays(periodStart, 56), minimumNights: 7, checkInDays: [6], checkOutDays: [6], isActive: true };
  const put = await api(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: admin, body: JSON.stringify({ pricingRules: { ...current.pricingRules, stayRules: [period] } }) });
  expect(put.status).toBe(200);
});
afterAll(async () => {
  if (villaId && admin) await api(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: admin, body: JSON.stringify({ pricingRules: savedRules }) });
});

describe('stay rules on the villa page', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px, after a Saturday check-in, a Friday cannot end the stay and says why; the next Saturday can`, async () => {
      const page = await spec.newPage(width);
      await page.goto(`${baseUrl}/villa/${encodeURIComponent(villaId)}?checkIn=${saturday}`, { waitUntil: 'networkidle' });
      const friday = addDays(saturday, 6);
      const fridayButton = page.getByRole('button', { name: new RegExp(`^${dayName(friday)}`) }).first();
      await fridayButton.waitFor({ state: 'visible', timeout: 60_000 });
      await fridayButton.scrollIntoViewIfNeeded();
      expect(await fridayButton.isDisabled()).toBe(true);
      expect(await fridayButton.getAttribute('aria-label')).toContain('Check-out only on Saturday in High season.');
      expect(
        await page
          .getByRole('button', { name: new RegExp(`^${dayName(addDays(saturday, 7))}`) })
          .first()
          .isDisabled(),
      ).toBe(false);
      await expect.poll(() => page.getByRole('region', { name: 'Stay rules' }).first().innerText()).toContain('High season');
      await screenshot(page, 'stay-rules-calendar');
      // The calendar alone, to look at the greyed days closely.
      await elementScreenshot(page.locator('#availability'), 'stay-rules-availability');
      expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
      await page.context().close();
    });
  }
});

describe('stay rules in the back office', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px, the admin signed in through the login form sees the period and gap nights on the pricing page's Stay Rules tab`, async () => {
      const page = await spec.newPage(width);
      page.setDefaultTimeout(60_000);
      await backOfficeSignIn(page, SEED_ADMIN);
      await page.goto(`${baseUrl}/admin/villas/${encodeURIComponent(villaId)}/pricing`);
      await page.getByRole('tab', { name: 'Stay Rules' }).click();
      await page.getByLabel('Period name').waitFor();
      expect(await page.getByLabel('Period name').inputValue()).toBe('High season');
      const checkIn = page.getByRole('group', { name: 'Check-in allowed on' });
      expect(await checkIn.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
      expect(await checkIn.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
      await page.getByRole('switch', { name: 'Fill gaps' }).check();
      await page.getByLabel('Gap discount (%)').waitFor();
      await screenshot(page, 'stay-rules-backoffice');
      expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
      await page.context().close();
    });
  }
});

// Gap nights. The nights are weeks ahead, inside the villa's period with a 5-night minimum: two
// bookings two nights apart leave a gap no stay of 5 nights can fill.
const GAP_MINIMUM_NIGHTS = 5;
const GAP_DISCOUNT_PERCENT = 10;
const gapVilla = { id: '', name: `E2E Gap Nights ${Date.now().toString(36)}` };
const gapPeriod = {
  name: 'Gap test season',
  startDate: addDays(todayOnIsland(), 30),
  endDate: addDays(todayOnIsland(), 90),
  minimumNights: GAP_MINIMUM_NIGHTS,
  checkInDays: [0, 1, 2, 3, 4, 5, 6],
  checkOutDays: [0, 1, 2, 3, 4, 5, 6],
  isActive: true,
};
const bookedBefore = { checkIn: addDays(todayOnIsland(), 45), checkOut: addDays(todayOnIsland(), 50) };
const bookedAfter = { checkIn: addDays(bookedBefore.checkOut, 2), checkOut: addDays(bookedBefore.checkOut, 7) };
/** Exactly the free nights between the two bookings. */
const gapStay = { checkIn: bookedBefore.checkOut, checkOut: bookedAfter.checkIn };
/** Two nights with free nights on both sides: a short stay that fills no gap. */
const loneShortStay = { checkIn: addDays(bookedAfter.checkOut, 2), checkOut: addDays(bookedAfter.checkOut, 4) };
const MIN_STAY_TEXT = `Minimum stay is ${GAP_MINIMUM_NIGHTS} nights for check-in in ${gapPeriod.name}.`;
const GAP_VISIBLE = { timeout: 60_000 };
let gapOwner = '';
const gapBookings: string[] = [];
let gapQuote: Quote | undefined;

interface Quote {
  totalPrice: number;
  available: boolean;
  reason?: string;
  appliedDiscounts: { name: string }[];
}

async function quoteOf(stay: { checkIn: string; checkOut: string }): Promise<Quote> {
  return json<Quote>(`/api/villas/${gapVilla.id}/calculate-price`, { method: 'POST', body: JSON.stringify(stay) });
}

/** The owner's pricing rules for the gap villa: the period, and Fill gaps on or off. */
async function setFillGaps(enabled: boolean): Promise<void> {
  const current = await json<{ pricingRules: Record<string, unknown> }>(`/api/admin/villas/${gapVilla.id}/pricing-rules`, { cookie: gapOwner });
  const gapFill = { enabled, minGapNights: 1, discountPercentage: GAP_DISCOUNT_PERCENT };
  await json(`/api/admin/villas/${gapVilla.id}/pricing-rules`, {
    method: 'PUT',
    cookie: gapOwner,
    body: JSON.stringify({ pricingRules: { ...current.pricingRules, stayRules: [gapPeriod], gapFill } }),
  });
}

/** The amount as the villa page and the booking page write it in baht, e.g. "7,200". */
function bahtText(amount: number): string {
  return Math.round(amount).toLocaleString('en-US');
}

/** A guest's page showing prices in the villa's own currency (the header's switch keeps it in localStorage). */
async function bahtPage(width: number): Promise<Page> {
  const page = await spec.newPage(width);
  page.setDefaultTimeout(GAP_VISIBLE.timeout);
  await page.addInitScript(() => localStorage.setItem('islandstay.currency', 'THB'));
  return page;
}

/** The villa page calendar's button for a day, paging the calendar forward until it is shown. */
async function calendarDay(page: Page, iso: string): Promise<Locator> {
  const day = page
    .locator('#availability')
    .getByRole('button', { name: new RegExp(`^${dayName(iso)}`) })
    .first();
  const nextMonth = page.locator('#availability').getByRole('button', { name: 'Next month' });
  await nextMonth.waitFor(GAP_VISIBLE);
  for (let month = 0; month < 6 && !(await day.isVisible()); month += 1) await nextMonth.click();
  await day.waitFor(GAP_VISIBLE);
  return day;
}

/** The day is greyed out and says why (polled: the calendar re-renders once the check-in is chosen). */
async function expectRefusedForMinimumStay(day: Locator): Promise<void> {
  await expect.poll(() => day.getAttribute('aria-label'), GAP_VISIBLE).toContain(MIN_STAY_TEXT);
  expect(await day.isDisabled()).toBe(true);
}

describe('gap nights on the villa page', () => {
  beforeAll(async () => {
    gapOwner = await staffLogin(SEED_OWNER);
    gapVilla.id = await createVilla(gapOwner, gapVilla.name, { description: 'A villa made by the stay rules E2E test, for gap nights.' });
    for (const stay of [bookedBefore, bookedAfter]) {
      const made = await json<{ data: { id: string } }>('/api/admin/bookings', {
        method: 'POST',
        cookie: gapOwner,
        body: JSON.stringify({ villaId: gapVilla.id, ...stay, guests: 2, customerInfo: { name: 'E2E Neighbour' } }),
      });
      gapBookings.push(made.data.id);
    }
    await setFillGaps(true);
    gapQuote = await quoteOf(gapStay);
  }, 180_000);

  afterAll(async () => {
    for (const id of gapBookings) await cancelBooking(gapOwner, id);
    if (gapVilla.id) await deleteVilla(gapOwner, gapVilla.id);
  });

  it('the API quotes the exact gap below the minimum stay, at the gap discount', () => {
    expect(gapQuote).toMatchObject({ available: true, appliedDiscounts: [expect.objectContaining({ name: 'Gap night discount' })] });
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px, with Fill gaps on, the guest picks exactly the two gap nights and sees the total with the gap discount`, async () => {
      const page = await bahtPage(width);
      await page.goto(`${baseUrl}/villa/${gapVilla.id}`);
      await (await calendarDay(page, gapStay.checkIn)).click();
      // One night into the gap fills nothing: refused for the minimum stay.
      await expectRefusedForMinimumStay(await calendarDay(page, addDays(gapStay.checkIn, 1)));
      // Booked from that night, yet the end of the gap: a check-out.
      const gapEnd = await calendarDay(page, gapStay.checkOut);
      await expect.poll(() => gapEnd.isDisabled(), GAP_VISIBLE).toBe(false);
      await gapEnd.click();

      const booking = page.getByRole('complementary', { name: 'Booking' });
      const total = booking.getByRole('term').filter({ hasText: /^Total for 2 nights$/ });
      await total.waitFor(GAP_VISIBLE);
      await booking
        .getByRole('term')
        .filter({ hasText: `Gap night discount (−${GAP_DISCOUNT_PERCENT}%)` })
        .waitFor(GAP_VISIBLE);
      expect(await total.locator('xpath=following-sibling::dd[1]').innerText()).toContain(bahtText(gapQuote!.totalPrice));
      await booking.getByRole('link', { name: 'Book Now' }).waitFor(GAP_VISIBLE);
      await booking.scrollIntoViewIfNeeded();
      await screenshot(page, 'gap-nights-quote');
      await elementScreenshot(page.locator('#availability'), 'gap-nights-availability');
      expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
      await page.context().close();
    });
  }

  it('a 2-night stay that fills no gap is refused for the minimum stay, in the calendar and in the quote', async () => {
    expect(await quoteOf(loneShortStay)).toMatchObject({ available: false, reason: 'min_stay' });
    const page = await bahtPage(390);
    await page.goto(`${baseUrl}/villa/${gapVilla.id}`);
    await (await calendarDay(page, loneShortStay.checkIn)).click();
    await expectRefusedForMinimumStay(await calendarDay(page, loneShortStay.checkOut));

    // The same dates from a link: the quote says why and Book Now is off.
    await page.goto(`${baseUrl}/villa/${gapVilla.id}?checkIn=${loneShortStay.checkIn}&checkOut=${loneShortStay.checkOut}`);
    const booking = page.getByRole('complementary', { name: 'Booking' });
    const refusal = booking.getByRole('alert').filter({ hasText: 'These dates cannot be booked' });
    await refusal.waitFor(GAP_VISIBLE);
    expect(await refusal.innerText()).toContain(MIN_STAY_TEXT);
    expect(await booking.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(page, 'gap-nights-short-stay-refused');
    await page.context().close();
  });

  it('with Fill gaps off, the same gap stay is refused for the minimum stay', async () => {
    await setFillGaps(false);
    try {
      await expect.poll(async () => (await quoteOf(gapStay)).reason, GAP_VISIBLE).toBe('min_stay');
      const page = await bahtPage(390);
      await page.goto(`${baseUrl}/villa/${gapVilla.id}?checkIn=${gapStay.checkIn}`);
      await expectRefusedForMinimumStay(await calendarDay(page, gapStay.checkOut));
      await elementScreenshot(page.locator('#availability'), 'gap-nights-fill-gaps-off');
      await page.context().close();
    } finally {
      await setFillGaps(true);
    }
  });

  it('the guest books the gap nights: the booking step and the booking keep the gap-discounted total', async () => {
    await expect.poll(async () => (await quoteOf(gapStay)).available, GAP_VISIBLE).toBe(true);
    const page = await bahtPage(1280);
    await page.goto(`${baseUrl}/villa/${gapVilla.id}?checkIn=${gapStay.checkIn}&checkOut=${gapStay.checkOut}`);
    await page.getByRole('complementary', { name: 'Booking' }).getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/booking\//);
    const total = page.getByRole('term').filter({ hasText: /^Total for 2 nights \(THB\)$/ });
    await total.waitFor(GAP_VISIBLE);
    expect(await total.locator('xpath=following-sibling::dd[1]').innerText()).toContain(bahtText(gapQuote!.totalPrice));
    await screenshot(page, 'gap-nights-booking-step');

    const bookingId = await bookAsNewGuest(page, { phone: freshPhone(1818), firstName: 'Gap', lastName: 'Filler', email: `gap.${gapVilla.name.split(' ').pop()}@example.com` }, GAP_VISIBLE.timeout);
    gapBookings.push(bookingId);
    const booked = await json<{ data: { checkIn: string; checkOut: string; totalPrice: number } }>(`/api/admin/bookings/${bookingId}`, { cookie: gapOwner });
    expect(booked.data).toMatchObject(gapStay);
    expect(booked.data.totalPrice).toBeCloseTo(gapQuote!.totalPrice, 2);
    await screenshot(page, 'gap-nights-booked');
    await page.context().close();
  });
});
