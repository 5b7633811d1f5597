import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { SessionCookies } from '../../lib/http/session-cookies.ts';
import type { CalendarSyncService } from '../calendar-sync/calendar-sync.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { BookingService, type BookingLimits, type CancellationRefunds, type CustomerPhones, type PublicVillas } from './bookings.service.ts';
import { CheckInTime, type SiteSettingsSource } from './check-in-time.ts';
import { staffBookingRoutes } from './staff-bookings.routes.ts';
import { StaffBookingService } from './staff-bookings.service.ts';

/** Bookings: guests' and staff's, with the occupancy rule and the bookings table. */
export function createBookingsModule(deps: {
  db: Knex;
  clock: Clock;
  mail: MailService;
  calendarSync: CalendarSyncService;
  /** The site settings, whose check-in time the free-cancellation deadline counts back from. */
  siteSettings: SiteSettingsSource;
  catalog: VillaCatalog;
  villas: PublicVillas;
  customers: CustomerPhones;
  /** The refund a guest's cancellation gives, recorded in the booking's ledger. */
  refunds?: CancellationRefunds;
  sessions: SessionCookies;
  /** A customer's bookings and cancellations per hour, alone and per address; how long a guest's booking waits for its deposit. */
  options: { limits: BookingLimits; paymentHoldHours?: number };
}): ApiModule & { staffBookings: StaffBookingService } {
  const { db, clock, mail, calendarSync } = deps;
  const staffBookings = new StaffBookingService(db, clock, mail, calendarSync);
  const bookings = new BookingService({
    db,
    clock,
    limits: deps.options.limits,
    mail,
    checkInTime: new CheckInTime(deps.siteSettings),
    catalog: deps.catalog,
    channels: calendarSync,
    villas: deps.villas,
    staff: staffBookings,
    customers: deps.customers,
    refunds: deps.refunds,
    paymentHoldHours: deps.options.paymentHoldHours,
  });
  return { staffBookings, routes: [...bookingRoutes({ bookings, sessions: deps.sessions }), ...staffBookingRoutes(staffBookings)] };
}
