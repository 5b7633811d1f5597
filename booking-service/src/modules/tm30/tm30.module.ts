import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { SessionCookies } from '../../lib/http/session-cookies.ts';
import { Tm30Sealer } from './tm30-crypto.ts';
import { tm30Routes } from './tm30.routes.ts';
import { Tm30Service } from './tm30.service.ts';

/** TM30 guest details, sealed, for the villa's owner and the admin. */
export function createTm30Module(deps: { db: Knex; clock: Clock; sessions: SessionCookies; encryptionKey: Buffer }): ApiModule & { tm30: Tm30Service } {
  const tm30 = new Tm30Service(deps.db, new Tm30Sealer(deps.encryptionKey), deps.clock);
  return { tm30, routes: tm30Routes(tm30, deps.sessions) };
}
