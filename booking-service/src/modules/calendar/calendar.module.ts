import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { VillaCatalog } from '../villas/villa-catalog.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { CalendarService } from './calendar.service.ts';

/**
 * The back office's calendar of bookings and blocks over a date range. `catalog`: the villas
 * module's catalog, whose version read the calendar shares (one of its own when not given).
 */
export function createCalendarModule(deps: { db: Knex; catalog?: VillaCatalog }): ApiModule {
  return { routes: calendarRoutes(new CalendarService(deps.db, deps.catalog ?? new VillaCatalog(deps.db))) };
}
