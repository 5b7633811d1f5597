import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Sessions } from '../auth/session.service.ts';
import type { CmsSyncService } from '../cms-sync/cms-sync.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { staffAccountRoutes } from './staff-accounts.routes.ts';
import { StaffAccountService, type StaffLimits } from './staff-accounts.service.ts';
import type { StrapiUsers } from './strapi-users.ts';

/** Staff sign-in (checked by Strapi), owner registration and approval. */
export function createStaffAccountsModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  users: StrapiUsers;
  cmsSync: CmsSyncService;
  mail: MailService;
  sessions: SessionCookies;
  sessionService: Sessions;
  options: { limits: StaffLimits; siteUrl: string };
}): ApiModule & { staffAccounts: StaffAccountService } {
  const staffAccounts = new StaffAccountService(deps.db, deps.clock, { users: deps.users, sync: deps.cmsSync, mail: deps.mail, sessions: deps.sessionService, logger: deps.logger }, deps.options);
  return { staffAccounts, routes: staffAccountRoutes(staffAccounts, deps.sessions) };
}
