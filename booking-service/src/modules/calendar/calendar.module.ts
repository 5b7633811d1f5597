import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { CalendarService } from './calendar.service.ts';

/** The back office's calendar of bookings and blocks over a date range. */
export function createCalendarModule(deps: { db: Knex }): ApiModule {
  return { routes: calendarRoutes(new CalendarService(deps.db)) };
}
