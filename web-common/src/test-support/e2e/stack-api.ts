import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type {} from './global-setup.ts';

/**
 * The stack's API as the E2E specs of both apps set up their data through it: the seed's staff
 * accounts signed in, a villa of the seed owner written through the back office's API, a guest's
 * sign-in code read from the development SMS outbox, the mail the local SMTP catcher received,
 * and a guest signed in and booking through the public API.
 */

export interface StaffAccount {
  /** The login form's role button. */
  role: 'Owner' | 'Admin';
  identifier: string;
  /** The account's email, which the login form takes too. */
  email?: string;
  password: string;
}

/** The demo seed's approved owner and its admin (their passwords are the seed's development ones). */
export const SEED_OWNER = { role: 'Owner', identifier: 'somchai', email: 'somchai@islandstay.test', password: 'islandstay-owner' } as const satisfies StaffAccount;
export const SEED_ADMIN = { role: 'Admin', identifier: 'admin', password: 'islandstay-admin' } as const satisfies StaffAccount;

export type ApiInit = RequestInit & { cookie?: string };

/** A call to the stack under test, as the front ends make it (JSON, the CSRF header, a session cookie). */
export async function api(apiPath: string, init: ApiInit = {}): Promise<Response> {
  return fetch(`${inject('baseUrl')}${apiPath}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'islandstay', ...(init.cookie ? { Cookie: init.cookie } : {}), ...init.headers },
  });
}

/** A call that must succeed, and its JSON body. */
export async function json<T>(apiPath: string, init: ApiInit = {}): Promise<T> {
  const response = await api(apiPath, init);
  const body = (await response.json()) as T;
  expect(response.ok, `${init.method ?? 'GET'} ${apiPath}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

/** Waits until `probe` gives a value `done` accepts (expect.poll only works inside a test; this also serves the hooks). */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000, intervalMs = 1_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs / 1000} s (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The session cookies a sign-in answered with, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A staff account signed in through the API: its session cookie. */
export async function staffLogin(account: Pick<StaffAccount, 'identifier' | 'password'>): Promise<string> {
  const login = await api('/api/auth/staff/login', { method: 'POST', body: JSON.stringify({ identifier: account.identifier, password: account.password }) });
  expect(login.status).toBe(200);
  return cookiesOf(login);
}

/**
 * A villa of the signed-in owner, written through the back office's API (to the CMS) in the
 * owner's first area, and served by the public API once it answers; `fields` add to or replace
 * the defaults. Delete it with `deleteVilla` at the end.
 */
export async function createVilla(ownerCookie: string, name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const [area] = await json<string[]>('/api/admin/areas', { cookie: ownerCookie });
  const created = await json<{ data: { id: string } }>('/api/admin/villas', {
    method: 'POST',
    cookie: ownerCookie,
    body: JSON.stringify({
      name,
      description: 'A villa made by an E2E test.',
      villatype: 'Villa',
      areas: [area],
      price: 4000,
      currency: 'THB',
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      ...fields,
    }),
  });
  await eventually(
    async () => (await api(`/api/villas/${created.data.id}`)).status,
    (status) => status === 200,
  );
  return created.data.id;
}

export async function deleteVilla(ownerCookie: string, villaId: string): Promise<void> {
  await api(`/api/admin/villas/${villaId}`, { method: 'DELETE', cookie: ownerCookie });
}

/** The six-digit code last texted to `+<countryCode><phone>` after `since` (ms), from the development SMS outbox. */
export async function smsCode(phone: string, since: number, countryCode = '1'): Promise<string> {
  return eventually(
    async () => {
      const outbox = await json<{ messages: { body: string; sentAt: string }[] }>(`/api/dev/outbox?phone=${encodeURIComponent(`+${countryCode}${phone}`)}`);
      return /\b(\d{6})\b/.exec(outbox.messages.find((m) => Date.parse(m.sentAt) >= since - 1000)?.body ?? '')?.[1] ?? '';
    },
    (code) => code !== '',
    30_000,
  );
}

/** A GET as the signed-in page makes it (its cookies), that must answer 200: its JSON body. */
export async function pageJson<T>(page: Page, apiPath: string): Promise<T> {
  const response = await page.request.get(`${inject('baseUrl')}${apiPath}`);
  expect(response.status(), `GET ${apiPath}`).toBe(200);
  return (await response.json()) as T;
}

export interface CaughtMail {
  subject: string | null;
  text: string | null;
}

/** The mail sent to `address` so far, as the development SMTP catcher received it (newest first). */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  return (await json<{ messages: CaughtMail[] }>(`/api/dev/mail?to=${encodeURIComponent(address)}`)).messages;
}

/** The first match of `pattern` in the text of the mail sent to `address`, once one has arrived. */
export async function linkInMail(address: string, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return eventually(
    async () => (await mailTo(address)).map((m) => pattern.exec(m.text ?? '')?.[0]).find(Boolean) ?? '',
    (found) => found !== '',
    timeoutMs,
  );
}

let phoneSerial = 0;
/** A phone number nobody else in the run has (555 and seven digits), from the clock, a counter and a spec's own offset. */
export function freshPhone(offset = 0): string {
  phoneSerial += 1;
  return `555${String((Date.now() + offset + phoneSerial * 7919) % 10_000_000).padStart(7, '0')}`;
}

/** A guest signed in through the public API with a US phone number (the code read from the SMS outbox): their session cookie. */
export async function guestLogin(phone: string): Promise<string> {
  const body = { countryCode: '1', phone };
  const sentAt = Date.now();
  await json('/api/send-otp', { method: 'POST', body: JSON.stringify(body) });
  const otp = await smsCode(phone, sentAt);
  const verified = await api('/api/verify-otp', { method: 'POST', body: JSON.stringify({ ...body, otp }) });
  expect(verified.status).toBe(200);
  return cookiesOf(verified);
}

export interface ApiBooking {
  villaId: string;
  checkIn: string;
  checkOut: string;
  guests?: number;
  currency?: string;
  customerInfo: { name: string; email: string; phone?: string };
}

/** A booking made by a new guest through the public API (signed in by phone first): its id and reference. */
export async function bookThroughApi(phone: string, booking: ApiBooking): Promise<{ id: string; bookingReference: string }> {
  const cookie = await guestLogin(phone);
  const created = await json<{ data: { id: string; bookingReference: string } }>('/api/bookings', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ guests: 2, ...booking, customerInfo: { phone: `+1${phone}`, ...booking.customerInfo } }),
  });
  return created.data;
}

/** Cancels a booking as a staff account may (the end of a spec that made one). */
export async function cancelBooking(staffCookie: string, bookingId: string): Promise<void> {
  await api(`/api/bookings/${bookingId}/status`, { method: 'PATCH', cookie: staffCookie, body: JSON.stringify({ status: 'cancelled' }) });
}
