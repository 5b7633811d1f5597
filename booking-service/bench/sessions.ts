import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from '../src/db/knex.ts';
import { SESSION_LIFETIME_MS } from '../src/modules/auth/session.service.ts';
import { SESSION_COOKIE } from '../src/lib/http/session-cookies.ts';
import { insertSession, type SessionRole } from '../src/modules/auth/sessions.repository.ts';

/**
 * Signed-in callers for the benchmark, written straight into the database as the tests do (a
 * customer's real sign-in is a phone code, which the rate limits rightly stop after a few sends).
 * The cookies are signed with the secret the benchmark gives the booking service.
 */
export const BENCH_SESSION_SECRET = `bench-session-secret-${randomBytes(16).toString('hex')}`;

/** Koa's signed cookie: keygrip's HMAC-SHA1 of `name=value`, base64url without padding. */
function cookieHeader(sessionId: string): string {
  const sig = createHmac('sha1', BENCH_SESSION_SECRET).update(`${SESSION_COOKIE}=${sessionId}`).digest('base64url');
  return `${SESSION_COOKIE}=${sessionId}; ${SESSION_COOKIE}.sig=${sig}`;
}

async function newSession(db: Knex, role: SessionRole, subject: string): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = new Date();
  await insertSession(db, { id, role, subject, now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS[role]) });
  return cookieHeader(id);
}

/** A back-office admin's Cookie header. */
export function adminCookie(db: Knex): Promise<string> {
  return newSession(db, 'admin', 'bench-admin');
}

/** `count` customers with complete profiles, each with a Cookie header of their own. */
export async function customerCookies(db: Knex, count: number): Promise<string[]> {
  const base = 900_000_000 + Math.floor(Math.random() * 90_000_000);
  const cookies: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => ({
      phone: `+66${base + start + k}`,
      country_code: '66',
      first_name: 'Bench',
      last_name: `Guest ${start + k}`,
      email: `guest${start + k}@bench.test`,
    }));
    const ids = (await db('customers').insert(rows).returning('id')) as { id: string }[];
    const now = new Date();
    const sessions = ids.map(({ id }) => ({
      id: randomBytes(24).toString('base64url'),
      role: 'customer',
      subject: id,
      owner_id: null,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS.customer),
      checked_at: now,
    }));
    await db('sessions').insert(sessions);
    cookies.push(...sessions.map((s) => cookieHeader(s.id)));
  }
  return cookies;
}
