import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { StaffBookingService } from '../bookings/staff-bookings.service.ts';
import type { ContactService } from '../contacts/contacts.service.ts';
import type { CurrencyAdminService } from '../currencies/currency-admin.service.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardService } from './dashboard.service.ts';

/** The back office's dashboard figures. */
export function createDashboardModule(deps: { db: Knex; clock: Clock; currencyAdmin: CurrencyAdminService; staffBookings: StaffBookingService; contacts: ContactService }): ApiModule {
  return { routes: dashboardRoutes(new DashboardService(deps.db, deps.currencyAdmin, deps.staffBookings, deps.contacts, deps.clock)) };
}
