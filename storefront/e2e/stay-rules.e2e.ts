import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, dayOfWeek, todayOnIsland } from '@islandstay/shared/dates/dates';
import { seriousViolations } from './support/axe.ts';
import path from 'node:path';
import { launchBrowser, newPage, screenshot, screenshotDir } from './support/browser.ts';

/**
 * Stay rules on the villa page: the admin (signed in through the real staff login) gives a villa a
 * Saturday-to-Saturday period; the guest's calendar greys out the days that cannot end the stay
 * and says why, and lists the period's rules.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let admin = '';
let villaId = '';
let savedRules: unknown;

async function api(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'islandstay', ...(init.cookie ? { Cookie: init.cookie } : {}), ...init.headers },
  });
}

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
  browser = await launchBrowser();
  const login = await api('/api/auth/staff/login', { method: 'POST', body: JSON.stringify({ identifier: 'admin', password: 'islandstay-admin' }) });
  expect(login.status).toBe(200);
  admin = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
  await browser?.close();
});

describe('stay rules on the villa page', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px, after a Saturday check-in, a Friday cannot end the stay and says why; the next Saturday can`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/villa/${encodeURIComponent(villaId)}?checkIn=${saturday}`, { waitUntil: 'networkidle' });
      const friday = addDays(saturday, 6);
      const dayName = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));
      const fridayButton = page.getByRole('button', { name: new RegExp(`^${dayName(friday)}`) }).first();
      await fridayButton.waitFor({ state: 'visible', timeout: 60_000 });
      await fridayButton.scrollIntoViewIfNeeded();
      expect(await fridayButton.isDisabled()).toBe(true);
      expect(await fridayButton.getAttribute('aria-label')).toContain('Check-out only on Saturday in High season.');
      expect(await page.getByRole('button', { name: new RegExp(`^${dayName(addDays(saturday, 7))}`) }).first().isDisabled()).toBe(false);
      await expect.poll(() => page.getByRole('region', { name: 'Stay rules' }).first().innerText()).toContain('High season');
      await screenshot(page, 'stay-rules-calendar');
      // The calendar alone, to look at the greyed days closely.
      await page.locator('#availability').screenshot({ path: path.join(screenshotDir, `stay-rules-availability-${width}.png`) });
      if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('stay rules in the back office', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px, the admin signed in through the login form sees the period and gap nights on the pricing page's Stay Rules tab`, async () => {
      const page = await newPage(browser, width);
      page.setDefaultTimeout(60_000);
      await page.goto(`${baseUrl}/admin-login`);
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByLabel(/^Username or email/).fill('admin');
      await page.getByLabel(/^Password/).fill('islandstay-admin');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
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
      if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
