import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailService } from '../mail/mail.service.ts';
import { calendarSyncRoutes } from './calendar-sync.routes.ts';
import { CalendarSyncService, type CalendarSyncConfig } from './calendar-sync.service.ts';

/** iCal export and import feeds of the villas' channel calendars. */
export function createCalendarSyncModule(deps: { db: Knex; clock: Clock; logger: Logger; mail: MailService; options: CalendarSyncConfig }): ApiModule & { calendarSync: CalendarSyncService } {
  const calendarSync = new CalendarSyncService(deps.db, deps.clock, deps.logger, deps.mail, deps.options);
  return { calendarSync, routes: calendarSyncRoutes(calendarSync) };
}
