import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { SessionCookies } from '../../lib/http/session-cookies.ts';
import { Sessions } from './session.service.ts';

/**
 * Sessions: the use-case side (`sessionService`, plain values) and the signed cookie that carries
 * a session's id (`sessions`, the HTTP side). The routes that sign in and out belong to the
 * customers and staff-accounts modules.
 */
export function createAuthModule(deps: {
  db: Knex;
  clock: Clock;
  /** Whether an admin account still exists and is not blocked (undefined: cannot be told now). */
  adminStillActive: (subject: string) => Promise<boolean | undefined>;
  options: { staffRecheckSeconds: number; secureCookies: boolean };
}): { sessionService: Sessions; sessions: SessionCookies } {
  const sessionService = new Sessions(deps.db, deps.clock, { staffRecheckSeconds: deps.options.staffRecheckSeconds, adminStillActive: deps.adminStillActive });
  return { sessionService, sessions: new SessionCookies(sessionService, { secure: deps.options.secureCookies }) };
}
