import { randomBytes } from 'node:crypto';
import type { Knex } from '../../db/knex.ts';
import type { AppContext } from '../../http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findLiveSession, insertSession, isOwnerApproved, markSessionChecked, revokeSession, type SessionRecord, type SessionRole } from './sessions.repository.ts';

export const SESSION_COOKIE = 'islandstay_session';
const DAY_MS = 86_400_000;
export const SESSION_LIFETIME_MS: Record<SessionRole, number> = {
  customer: 30 * DAY_MS,
  owner: 12 * 3_600_000,
  admin: 12 * 3_600_000,
};

export interface Session {
  id: string;
  role: SessionRole;
  /** Customer id for customers; staff account id for owners and admins. */
  subject: string;
  ownerId: string | null;
}

/**
 * Sessions live in Postgres (so they can be revoked and several instances agree); the browser
 * holds only the session id in a signed, HttpOnly, SameSite=Lax cookie (Secure in production).
 */
export class SessionService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly secureCookies: boolean,
    /** How often a staff session is checked again against the owner account (seconds). */
    private readonly staffRecheckSeconds = 60,
    /**
     * Whether an admin account still exists and is not blocked: true, false, or undefined when it
     * cannot be told (the CMS is down), which keeps the session (an outage signs nobody out).
     */
    private readonly adminStillActive: (subject: string) => Promise<boolean | undefined> = async () => true,
    /** How long a request waits for that answer before going on with the session kept. */
    private readonly adminCheckWaitMs = 1_000,
  ) {}

  /** Admin re-checks in flight, by session id: a hung CMS gets one question per session, not one per request. */
  private readonly adminChecks = new Map<string, Promise<boolean | undefined>>();

  async issue(ctx: AppContext, role: SessionRole, subject: string, ownerId?: string): Promise<Session> {
    const now = this.clock();
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[role]);
    await insertSession(this.db, { id, role, subject, ownerId, now, expiresAt });
    ctx.cookies.set(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      expires: expiresAt,
      path: '/',
      overwrite: true,
    });
    const session = { id, role, subject, ownerId: ownerId ?? null };
    ctx.state.session = session;
    return session;
  }

  /** The caller's live session, read once per request; undefined when signed out. */
  async current(ctx: AppContext): Promise<Session | undefined> {
    if (ctx.state.session !== undefined) return ctx.state.session ?? undefined;
    const id = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    let record: SessionRecord | undefined;
    if (id && id.length <= 64) record = await findLiveSession(this.db, id, this.clock());
    if (record && !(await this.stillAllowed(record))) record = undefined;
    ctx.state.session = record ? { id: record.id, role: record.role, subject: record.subject, ownerId: record.ownerId } : null;
    return ctx.state.session ?? undefined;
  }

  /**
   * An owner who is unapproved or deleted loses access at the next check, without logging out:
   * the check reads the booking service's owner projection (so a CMS outage signs nobody out).
   * An admin account deleted or blocked in the CMS loses access the same way.
   */
  private async stillAllowed(record: SessionRecord): Promise<boolean> {
    if (record.role === 'customer') return true;
    const now = this.clock();
    if (now.getTime() - record.checkedAt.getTime() < this.staffRecheckSeconds * 1000) return true;
    if (record.role === 'admin') return (await this.adminCheck(record)) !== false;
    const allowed = Boolean(record.ownerId && (await isOwnerApproved(this.db, record.ownerId)));
    await this.settleCheck(record.id, allowed);
    return allowed;
  }

  /**
   * An admin is checked against the CMS. A hung CMS must not hold the request: after a short wait
   * the request goes on with the session kept (as in an outage), and the check's answer is applied
   * by itself when it comes (a refusal ends the session for the next request).
   */
  private async adminCheck(record: SessionRecord): Promise<boolean | undefined> {
    let check = this.adminChecks.get(record.id);
    if (!check) {
      check = this.adminStillActive(record.subject)
        .catch(() => undefined)
        .then(async (allowed) => {
          // Nobody may be waiting for this any more: a failure here only means checking again later.
          await this.settleCheck(record.id, allowed).catch(() => undefined);
          return allowed;
        })
        .finally(() => this.adminChecks.delete(record.id));
      this.adminChecks.set(record.id, check);
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.adminCheckWaitMs);
    });
    try {
      return await Promise.race([check, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Refused: the session ends. Allowed or unknown (an outage): checked again after the interval. */
  private async settleCheck(sessionId: string, allowed: boolean | undefined): Promise<void> {
    const now = this.clock();
    if (allowed === false) await revokeSession(this.db, sessionId, now);
    else await markSessionChecked(this.db, sessionId, now);
  }

  async end(ctx: AppContext): Promise<void> {
    const session = await this.current(ctx);
    if (session) await revokeSession(this.db, session.id, this.clock());
    ctx.cookies.set(SESSION_COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/' });
    ctx.state.session = null;
  }
}

/** The session the router's role check already read; a route admitting only signed-in roles uses it. */
export function requireSession(ctx: AppContext): Session {
  const session = ctx.state.session;
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in');
  return session;
}
