import { randomBytes } from 'node:crypto';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session, SessionRole } from '../../lib/session.ts';
import { findLiveSession, findOwner, insertSession, isOwnerApproved, markSessionChecked, revokeSession, revokeSessionsOf, type SessionRecord } from './sessions.repository.ts';

export type { Session, SessionRole };

const DAY_MS = 86_400_000;
export const SESSION_LIFETIME_MS: Record<SessionRole, number> = {
  customer: 30 * DAY_MS,
  owner: 12 * 3_600_000,
  admin: 12 * 3_600_000,
};

export interface SessionOptions {
  /** How often a staff session is checked again against the owner account (seconds). */
  staffRecheckSeconds?: number;
  /**
   * Whether an admin account still exists and is not blocked: true, false, or undefined when it
   * cannot be told (the CMS is down), which keeps the session (an outage signs nobody out).
   */
  adminStillActive?: (subject: string) => Promise<boolean | undefined>;
  /** How long a request waits for that answer before going on with the session kept. */
  adminCheckWaitMs?: number;
}

/**
 * Sessions live in Postgres (so they can be revoked and several instances agree). This is the
 * use-case side, in plain values; the cookie that carries a session's id is the HTTP layer's
 * (src/lib/http/session-cookies.ts).
 */
export class Sessions {
  private readonly staffRecheckSeconds: number;
  private readonly adminStillActive: (subject: string) => Promise<boolean | undefined>;
  private readonly adminCheckWaitMs: number;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    options: SessionOptions = {},
  ) {
    this.staffRecheckSeconds = options.staffRecheckSeconds ?? 60;
    this.adminStillActive = options.adminStillActive ?? (async () => true);
    this.adminCheckWaitMs = options.adminCheckWaitMs ?? 1_000;
  }

  /** Admin re-checks in flight, by session id: a hung CMS gets one question per session, not one per request. */
  private readonly adminChecks = new Map<string, Promise<boolean | undefined>>();

  /** A new session; the caller hands its id to the client until `expiresAt`. */
  async issue(role: SessionRole, subject: string, ownerId?: string): Promise<{ session: Session; expiresAt: Date }> {
    const now = this.clock();
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[role]);
    await insertSession(this.db, { id, role, subject, ownerId, now, expiresAt });
    return { session: { id, role, subject, ownerId: ownerId ?? null }, expiresAt };
  }

  /** The live session with this id, when it is still allowed; undefined otherwise. */
  async resolve(sessionId: string): Promise<Session | undefined> {
    const record = await findLiveSession(this.db, sessionId, this.clock());
    if (!record || !(await this.stillAllowed(record))) return undefined;
    return { id: record.id, role: record.role, subject: record.subject, ownerId: record.ownerId };
  }

  /**
   * An owner unapproved or deleted through this service or the CMS has their sessions revoked at
   * once (revokeOwnerAccess, called where the owner projection changes); this check is the second
   * guard, for a change that reached the projection some other way. It reads the booking
   * service's owner projection (so a CMS outage signs nobody out).
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

  async revoke(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock());
  }

  /** Ends every live session of an account (a changed password, a blocked owner). */
  async revokeAllOf(role: SessionRole, subject: string): Promise<void> {
    await revokeSessionsOf(this.db, role, subject, this.clock());
  }

  /**
   * Ends every live session of an owner account that may no longer work (unapproved, pending,
   * deleted), at once rather than at the next re-check. In the caller's transaction when given,
   * so the owner's new status and the end of their sessions commit together.
   */
  async revokeOwnerAccess(ownerId: string, trx?: Knex.Transaction): Promise<void> {
    // An owner's sessions have the owner account as their subject (indexed by role and subject).
    await revokeSessionsOf(trx ?? this.db, 'owner', ownerId, this.clock());
  }

  /** The owner a staff session belongs to, as the session answer shows it. */
  async ownerOf(ownerId: string): Promise<{ name: string; email: string | null; status: string } | undefined> {
    return findOwner(this.db, ownerId);
  }
}
