import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type {} from './global-setup.ts';

/**
 * The stack's API as the E2E specs of both apps set up their data through it: the seed's staff
 * accounts signed in, a villa of the seed owner written through the back office's API, a guest's
 * sign-in code read from the development SMS outbox, and the back office's own login form.
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
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
  await eventually(async () => (await api(`/api/villas/${created.data.id}`)).status, (status) => status === 200);
  return created.data.id;
}

export async function deleteVilla(ownerCookie: string, villaId: string): Promise<void> {
  await api(`/api/admin/villas/${villaId}`, { method: 'DELETE', cookie: ownerCookie });
}

/** The six-digit code last texted to `+<countryCode><phone>` after `since` (ms), from the development SMS outbox. */
export async function smsCode(phone: string, since: number, countryCode = '1'): Promise<string> {
  return eventually(async () => {
    const outbox = await json<{ messages: { body: string; sentAt: string }[] }>(`/api/dev/outbox?phone=${encodeURIComponent(`+${countryCode}${phone}`)}`);
    return /\b(\d{6})\b/.exec(outbox.messages.find((m) => Date.parse(m.sentAt) >= since - 1000)?.body ?? '')?.[1] ?? '';
  }, (code) => code !== '', 30_000);
}

/**
 * Signs in to the back office through its login form (role, then `username`: the account's
 * username or email, and password) and waits for the dashboard.
 */
export async function backOfficeSignIn(page: Page, account: StaffAccount, username = account.identifier): Promise<void> {
  await page.goto(`${inject('baseUrl')}/admin-login`);
  await page.getByRole('button', { name: account.role, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `${account.role} Login` }).waitFor();
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /Dashboard$/ }).waitFor();
}
