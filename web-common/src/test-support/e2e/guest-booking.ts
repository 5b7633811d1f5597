import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { smsCode } from './stack-api.ts';

/*
 * The booking flow as a new guest sees it, for the specs of both apps (the back office's payments
 * spec starts as a guest on the storefront, served by the same stack).
 */

/** A guest new to the site: a US phone number (the development SMS outbox reads its code) and the details the booking asks for. */
export interface NewGuest {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The booking flow from its first step with the dates chosen (the page is on /booking/…): on to
 * the phone verification, the texted code, the guest's details, and Confirm Booking. Returns the
 * confirmed booking's id, read from the confirmation's address. `beforeConfirm` looks at the last
 * step (the details filled in) before Confirm Booking is pressed.
 */
export async function bookAsNewGuest(page: Page, guest: NewGuest, timeout = 45_000, beforeConfirm?: (page: Page) => Promise<void>): Promise<string> {
  const visible = { timeout };
  const next = page.getByRole('button', { name: 'Continue to Verification' });
  await expect.poll(() => next.isEnabled(), visible).toBe(true);
  await next.click();
  await page.getByRole('textbox', { name: /Phone number/ }).fill(guest.phone);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const firstDigit = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await firstDigit.waitFor(visible);
  await firstDigit.fill(await smsCode(guest.phone, sentAt));
  await page.getByRole('heading', { name: 'Confirm Your Details' }).waitFor(visible);
  await page.getByLabel('First name').fill(guest.firstName);
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('Email').fill(guest.email);
  await beforeConfirm?.(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor(visible);
  return /\/booking-confirmation\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
}
