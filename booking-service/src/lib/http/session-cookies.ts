import type { Session, SessionRole } from '../session.ts';
import { AppError } from '../app-error.ts';
import type { AppContext } from './route.ts';

export const SESSION_COOKIE = 'islandstay_session';
/** Longer than any id the service issues: a longer cookie is not looked up at all. */
const MAX_SESSION_ID_LENGTH = 64;

/** What the HTTP layer needs of the sessions module (its SessionService), in plain values. */
export interface SessionKeeper {
  issue(role: SessionRole, subject: string, ownerId?: string): Promise<{ session: Session; expiresAt: Date }>;
  /** The live session with this id, re-checked against its account when due; undefined if none. */
  resolve(sessionId: string): Promise<Session | undefined>;
  revoke(sessionId: string): Promise<void>;
}

/**
 * The session on the wire: the browser holds only the session id, in a signed, HttpOnly,
 * SameSite=Lax cookie (Secure in production); the session itself is read once per request and
 * kept on `ctx.state.session`.
 */
export class SessionCookies {
  constructor(
    private readonly sessions: SessionKeeper,
    private readonly options: { secure: boolean },
  ) {}

  async issue(ctx: AppContext, role: SessionRole, subject: string, ownerId?: string): Promise<Session> {
    const { session, expiresAt } = await this.sessions.issue(role, subject, ownerId);
    ctx.cookies.set(SESSION_COOKIE, session.id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure,
      expires: expiresAt,
      path: '/',
      overwrite: true,
    });
    ctx.state.session = session;
    return session;
  }

  /** The caller's live session, read once per request; undefined when signed out. */
  async current(ctx: AppContext): Promise<Session | undefined> {
    if (ctx.state.session !== undefined) return ctx.state.session ?? undefined;
    const id = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    const session = id && id.length <= MAX_SESSION_ID_LENGTH ? await this.sessions.resolve(id) : undefined;
    ctx.state.session = session ?? null;
    return session;
  }

  async end(ctx: AppContext): Promise<void> {
    const session = await this.current(ctx);
    if (session) await this.sessions.revoke(session.id);
    ctx.cookies.set(SESSION_COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax', secure: this.options.secure, path: '/' });
    ctx.state.session = null;
  }
}

/** The session the router's role check already read; a route admitting only signed-in roles uses it. */
export function requireSession(ctx: AppContext): Session {
  const session = ctx.state.session;
  if (!session) throw new AppError('UNAUTHORIZED', 'auth.signInRequired', 'Please sign in');
  return session;
}
