import type { Locator, Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { expectNoSeriousViolations } from '@islandstay/web-common/test-support/e2e/axe';
import { backOfficeSignIn, listSearch } from '@islandstay/web-common/test-support/e2e/back-office';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { bookAsNewGuest } from '@islandstay/web-common/test-support/e2e/guest-booking';
import { api, createVilla, deleteVilla, freshPhone, json, SEED_ADMIN, SEED_OWNER, staffLogin } from '@islandstay/web-common/test-support/e2e/stack-api';
import { idle, settled, visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * Issue 27's money path end to end, at a desktop and a phone width: a new guest books a villa
 * under the Standard policy with a 50% deposit and sees the plan and the policy before confirming;
 * the confirmation's PromptPay QR, decoded from its pixels, pays the dev stack's PromptPay id the
 * exact deposit; the admin records the deposit in the booking's payments panel; guest and back
 * office both say "Deposit paid" and when the balance is due; the guest cancels, is shown the
 * refund the policy gives before confirming, and the ledger then holds that refund; the villa
 * owner's statement for this month lists both movements and its totals add up.
 *
 * The villa is the seeded owner's, made through the API with its own terms and deleted at the end.
 * Each width has its own guest, booking and stay (so both bookings are in the owner's statement).
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const villa = { id: '', name: `E2E Payments ${stamp}` };
/** A nightly price whose halves and tenths are not round, so the QR's amount is checked to the satang. */
const NIGHTLY = 4321;
const NIGHTS = 3;
const TERMS = { cancellationPolicy: 'standard', depositPercent: 50, balanceDueDays: 30 } as const;
/** The PromptPay id the dev stack offers when none is configured (DEMO_PAYMENT_WAYS in booking-service/dev/stack/start-stack.ts), as EMVCo writes a Thai mobile number. */
const DEMO_PROMPTPAY_TAG = '0066899999999';
const spec = specBrowser();
let ownerCookie = '';
let adminCookie = '';
const bookings: string[] = [];

/** Cents, so sums and shares of money are exact. */
const cents = (amount: number | string) => Math.round(Number(amount) * 100);
const baht = (c: number) => (c / 100).toFixed(2);
/** An amount as the pages write it (฿12,963.00, −฿1,296.30) in cents. */
function shownCents(text: string): number {
  const negative = /[-−]/.test(text);
  const value = cents(text.replace(/[^\d.]/g, ''));
  return negative ? -value : value;
}

/** The tags of an EMVCo merchant-presented QR payload (id, two-digit length, value), with tag 29 (PromptPay's account) opened too. */
function emvTags(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  const read = (text: string, prefix: string) => {
    for (let at = 0; at < text.length;) {
      const id = text.slice(at, at + 2);
      const length = Number(text.slice(at + 2, at + 4));
      const value = text.slice(at + 4, at + 4 + length);
      tags.set(prefix + id, value);
      if (prefix === '' && id === '29') read(value, '29.');
      at += 4 + length;
    }
  };
  read(payload, '');
  return tags;
}

/** The QR code drawn in `image`, decoded from a screenshot of it. */
async function decodeQr(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code in the PromptPay image').not.toBeNull();
  return code!.data;
}

/** The text after a term in a definition list. */
async function definition(scope: Locator, term: RegExp): Promise<string> {
  const dt = scope.getByRole('term').filter({ hasText: term }).first();
  return (await dt.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

async function openBookingDetail(page: Page, reference: string): Promise<Locator> {
  await page.goto(`${baseUrl}/admin/bookings`);
  await visible(page.getByRole('heading', { level: 1, name: 'Bookings' }));
  await listSearch(page).fill(reference);
  await visible(page.getByRole('table', { name: 'Bookings: 1 booking' }));
  await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: reference, exact: true }).click();
  return visible(page.getByRole('dialog', { name: `Booking ${reference}` }));
}

beforeAll(async () => {
  ownerCookie = await staffLogin(SEED_OWNER);
  adminCookie = await staffLogin(SEED_ADMIN);
  villa.id = await createVilla(ownerCookie, villa.name, { description: 'A villa made by the payments E2E test.', price: NIGHTLY });
  await json(`/api/admin/villas/${villa.id}/payment-terms`, { method: 'PUT', cookie: ownerCookie, body: JSON.stringify(TERMS) });
});

afterAll(async () => {
  for (const id of bookings) await api(`/api/bookings/${id}/status`, { method: 'PATCH', cookie: adminCookie, body: JSON.stringify({ status: 'cancelled' }) });
  if (villa.id) await deleteVilla(ownerCookie, villa.id);
});

describe('paying for a stay: PromptPay deposit, refund by policy, owner statement', () => {
  for (const [index, width] of [1280, 390].entries()) {
    it(`at ${width} px: the guest pays the deposit the QR asks, cancels for the policy's refund, and the owner's statement adds up`, { timeout: 420_000 }, async () => {
      const checkIn = addDays(todayOnIsland(), 60 + index * 7);
      const checkOut = addDays(checkIn, NIGHTS);
      const quote = await json<{ totalPrice: number; payment: { plan: { balanceDueDate: string } } }>(`/api/villas/${villa.id}/calculate-price`, {
        method: 'POST',
        body: JSON.stringify({ checkIn, checkOut, guests: 2 }),
      });
      const total = cents(quote.totalPrice);
      expect(total).toBe(NIGHTLY * NIGHTS * 100);
      const deposit = Math.round((total * TERMS.depositPercent) / 100);
      // Standard, more than 30 days before check-in: cancelling costs 10% of the total; the rest of what was paid comes back.
      const refund = deposit - Math.round(total / 10);
      const balanceDue = addDays(checkIn, -TERMS.balanceDueDays);
      expect(quote.payment.plan.balanceDueDate).toBe(balanceDue);

      // The guest books, and sees the plan and the policy on the last step.
      const guestPage = await spec.openPage(width);
      await guestPage.goto(`${baseUrl}/booking/${villa.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      const guest = { phone: freshPhone(index * 101), firstName: 'Pim', lastName: `Payer${index}`, email: `payer.${index}.${stamp}@example.com` };
      const bookingId = await bookAsNewGuest(guestPage, guest, undefined, async (page) => {
        const terms = page.getByRole('region', { name: 'Payment', exact: true });
        await visible(terms);
        expect(shownCents(await definition(terms, /^Deposit/))).toBe(deposit);
        expect(shownCents(await definition(terms, /^Balance/))).toBe(total - deposit);
        await expect.poll(() => terms.innerText()).toMatch(/Standard:\s+cancelling more than 30 days before check-in costs 10% of the total/);
        await screenshot(page, 'payments-terms-before-confirming');
      });
      bookings.push(bookingId);

      // The confirmation's QR pays the site's PromptPay id the exact deposit, in baht.
      const panel = guestPage.getByRole('region', { name: 'Payment', exact: true });
      await visible(panel);
      const qr = await visible(panel.getByRole('img', { name: /PromptPay QR code for/ }));
      await qr.scrollIntoViewIfNeeded();
      const tags = emvTags(await decodeQr(qr));
      expect(tags.get('29.00')).toBe('A000000677010111');
      expect(tags.get('29.01')).toBe(DEMO_PROMPTPAY_TAG);
      expect(tags.get('53')).toBe('764');
      expect(tags.get('54')).toBe(baht(deposit));
      await expect.poll(() => panel.innerText()).toContain('Unpaid');
      await screenshot(guestPage, 'payments-pay-now');
      await expectNoSeriousViolations(guestPage, `the confirmation's payment panel at ${width} px`);

      // The admin records the deposit in the booking's payments panel.
      const adminPage = await spec.openPage(width);
      await backOfficeSignIn(adminPage, SEED_ADMIN);
      const bookingReference = (await json<{ data: { bookingReference: string } }>(`/api/admin/bookings/${bookingId}`, { cookie: adminCookie })).data.bookingReference;
      let detail = await openBookingDetail(adminPage, bookingReference);
      const payments = detail.getByRole('region', { name: 'Payments' });
      await visible(payments.getByText('Unpaid', { exact: true }));
      await payments.getByRole('button', { name: 'Record payment' }).click();
      await payments.getByRole('textbox', { name: 'Amount (THB)' }).fill(baht(deposit));
      await payments.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'PromptPay' });
      await payments.getByRole('textbox', { name: 'Reference' }).fill(`PP-${stamp}-${index}`);
      await payments.getByRole('button', { name: 'Save payment' }).click();
      await visible(payments.getByText('Deposit paid', { exact: true }));
      expect(shownCents(await definition(payments, /^Paid$/))).toBe(deposit);
      expect(shownCents(await definition(payments, /^Still due$/))).toBe(total - deposit);
      await expect.poll(() => definition(payments, /^Balance due by$/)).toMatch(new RegExp(String(Number(balanceDue.slice(8)))));
      await settled(detail);
      await screenshot(adminPage, 'payments-deposit-recorded');
      await expectNoSeriousViolations(adminPage, `the booking's payments panel at ${width} px`, { afterToasts: true });

      // The guest's page says the deposit is paid and when the balance is due.
      await guestPage.reload();
      await visible(panel.getByText('Deposit paid', { exact: true }));
      const payNow = panel.getByRole('region', { name: 'Pay now' });
      await expect.poll(() => payNow.innerText()).toMatch(new RegExp(`Due by .*${Number(balanceDue.slice(8))}`));
      expect(tags.get('54')).toBe(baht(deposit));
      expect(emvTags(await decodeQr(await visible(payNow.getByRole('img', { name: /PromptPay QR code for/ })))).get('54')).toBe(baht(total - deposit));
      await screenshot(guestPage, 'payments-deposit-paid');

      // The guest cancels: the dialog names the refund the policy gives before anything happens.
      await guestPage.goto(`${baseUrl}/my-bookings`);
      const card = guestPage.getByRole('article').filter({ hasText: bookingReference });
      await visible(card.getByText('Deposit paid', { exact: true }));
      await card.getByRole('button', { name: 'Cancel booking' }).click();
      const confirm = await visible(guestPage.getByRole('alertdialog', { name: 'Cancel this booking?' }));
      const promise = await visible(confirm.getByText(/You would get back .* under the Standard policy\./));
      expect(shownCents((/back (.*) under/.exec(await promise.innerText()) ?? ['', ''])[1]!)).toBe(refund);
      await screenshot(guestPage, 'payments-cancel-refund');
      await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await visible(card.getByText('Partly refunded', { exact: true }));
      await visible(card.getByText('Cancelled', { exact: true }));

      // The ledger holds that refund, recorded by the system.
      detail = await openBookingDetail(adminPage, bookingReference);
      const ledger = detail.getByRole('table', { name: /Payments ledger: 2 entries/ });
      const refundRow = (await visible(ledger)).getByRole('row').filter({ hasText: 'Refund' });
      expect(Math.abs(shownCents(await refundRow.getByRole('cell').nth(3).innerText()))).toBe(refund);
      await visible(refundRow.getByText('System'));
      await visible(detail.getByRole('region', { name: 'Payments' }).getByText('Partly refunded', { exact: true }));
      await screenshot(adminPage, 'payments-refund-ledger');
      await adminPage.context().close();

      // The owner's statement for this month lists both and adds up.
      const ownerPage = await spec.openPage(width);
      await backOfficeSignIn(ownerPage, SEED_OWNER);
      await ownerPage.goto(`${baseUrl}/admin/statements`);
      const lines = await visible(ownerPage.getByRole('table', { name: /ledger lines?$/ }));
      await idle(ownerPage.locator('main'));
      const ours = lines.getByRole('row').filter({ hasText: bookingReference });
      await expect.poll(() => ours.count()).toBe(2);
      const amounts: number[] = [];
      const rows = lines.getByRole('row');
      for (let i = 1; i < (await rows.count()); i += 1) {
        const row = rows.nth(i);
        if ((await row.getByRole('cell').nth(7).innerText()).trim() !== 'THB') continue;
        amounts.push(shownCents(await row.getByRole('cell').nth(6).innerText()));
      }
      const ourAmounts = await Promise.all([0, 1].map(async (i) => shownCents(await ours.nth(i).getByRole('cell').nth(6).innerText())));
      expect(ourAmounts.sort((a, b) => a - b)).toEqual([-refund, deposit]);
      const totals = ownerPage
        .getByRole('table', { name: /^Totals in/ })
        .getByRole('row')
        .filter({ hasText: 'THB' });
      const cell = async (n: number) => shownCents(await totals.getByRole('cell').nth(n).innerText());
      const [received, refunded, net, commission, payout] = [await cell(1), await cell(2), await cell(3), await cell(4), await cell(5)];
      expect(received).toBe(amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0));
      expect(Math.abs(refunded)).toBe(-amounts.filter((a) => a < 0).reduce((a, b) => a + b, 0));
      expect(net).toBe(received - Math.abs(refunded));
      expect(payout).toBe(net - commission);
      await screenshot(ownerPage, 'payments-owner-statement');
      await expectNoSeriousViolations(ownerPage, `the owner's statement at ${width} px`);
      await ownerPage.context().close();
      await guestPage.context().close();
    });
  }
});
