import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import type {} from './global-setup.ts';
import { escapeRegExp } from './names.ts';
import type { StaffAccount } from './stack-api.ts';
import { visible } from './waits.ts';

/**
 * The back office as the specs of both apps drive it: its real login form, its navigation, the
 * search box of its lists and the calendar's grid of every villa by day.
 */

/**
 * Fills and submits the back office's login form (role, then `username`: the account's username
 * or email, and password), without waiting for what follows (a refusal is an outcome too).
 */
export async function submitBackOfficeLogin(page: Page, account: StaffAccount, username = account.identifier): Promise<void> {
  await page.goto(`${inject('baseUrl')}/admin-login`);
  await page.getByRole('button', { name: account.role, exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name: `${account.role} Login` }));
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in to the back office through its login form and waits for the dashboard. */
export async function backOfficeSignIn(page: Page, account: StaffAccount, username = account.identifier): Promise<void> {
  await submitBackOfficeLogin(page, account, username);
  await visible(page.getByRole('heading', { level: 1, name: /Dashboard$/ }));
}

/** Moves within the app by a link of its navigation (no full page load). */
export async function navigate(page: Page, link: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link }).click();
}

/** The search box of a list page (villas, bookings). */
export function listSearch(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('textbox', { name: 'Search' }));
}

/** The calendar's grid of every villa by day. */
export function calendarGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Bookings of every villa by day' });
}

/** A villa's row header in the calendar's grid (its button opens the villa's calendar sync panel). */
export function villaRowHeader(page: Page, villaName: string): Locator {
  return calendarGrid(page).getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(villaName)}, `) });
}
