import type { Env } from '../config/env.ts';
import type { Knex } from '../db/knex.ts';
import type { Clock } from '../lib/clock.ts';
import type { SessionCookies } from '../lib/http/session-cookies.ts';
import type { Sessions } from '../modules/auth/session.service.ts';
import type { DevToolsService } from '../modules/customers/dev-tools.service.ts';
import { customerRoutes, devRoutes } from '../modules/customers/customers.routes.ts';
import type { CustomerService } from '../modules/customers/customers.service.ts';
import type { OtpService } from '../modules/customers/otp.service.ts';
import { bookingRoutes } from '../modules/bookings/bookings.routes.ts';
import type { BookingService } from '../modules/bookings/bookings.service.ts';
import { currencyRoutes } from '../modules/currencies/currencies.routes.ts';
import type { CurrencyService } from '../modules/currencies/currencies.service.ts';
import { currencyAdminRoutes } from '../modules/currencies/currency-admin.routes.ts';
import type { CurrencyAdminService } from '../modules/currencies/currency-admin.service.ts';
import { docsRoutes } from '../modules/docs/docs.routes.ts';
import { pricingRoutes } from '../modules/pricing/pricing.routes.ts';
import type { PricingService } from '../modules/pricing/pricing.service.ts';
import { villaRoutes } from '../modules/villas/villas.routes.ts';
import type { VillaService } from '../modules/villas/villas.service.ts';
import { wishlistRoutes } from '../modules/wishlist/wishlist.routes.ts';
import type { WishlistService } from '../modules/wishlist/wishlist.service.ts';
import { reviewRoutes } from '../modules/reviews/reviews.routes.ts';
import type { ReviewService } from '../modules/reviews/reviews.service.ts';
import { contactRoutes } from '../modules/contacts/contacts.routes.ts';
import type { ContactService } from '../modules/contacts/contacts.service.ts';
import { cmsSyncRoutes } from '../modules/cms-sync/cms-sync.routes.ts';
import type { CmsSyncService } from '../modules/cms-sync/cms-sync.service.ts';
import type { CmsClient } from '../modules/cms-sync/cms-client.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import { calendarSyncRoutes } from '../modules/calendar-sync/calendar-sync.routes.ts';
import type { CalendarSyncService } from '../modules/calendar-sync/calendar-sync.service.ts';
import { staffAccountRoutes } from '../modules/staff-accounts/staff-accounts.routes.ts';
import type { StaffAccountService } from '../modules/staff-accounts/staff-accounts.service.ts';
import { blockRoutes } from '../modules/blocks/blocks.routes.ts';
import type { BlockService } from '../modules/blocks/blocks.service.ts';
import { staffBookingRoutes } from '../modules/bookings/staff-bookings.routes.ts';
import type { StaffBookingService } from '../modules/bookings/staff-bookings.service.ts';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.ts';
import type { DashboardService } from '../modules/dashboard/dashboard.service.ts';
import { villaPricingRoutes } from '../modules/villa-pricing/villa-pricing.routes.ts';
import type { VillaPricingService } from '../modules/villa-pricing/villa-pricing.service.ts';
import { calendarRoutes } from '../modules/calendar/calendar.routes.ts';
import type { CalendarService } from '../modules/calendar/calendar.service.ts';
import { adminVillaRoutes } from '../modules/admin-villas/admin-villas.routes.ts';
import type { VillaWriteService } from '../modules/admin-villas/villa-writes.service.ts';
import type { AdminVillaService } from '../modules/admin-villas/admin-villas.service.ts';
import { cmsContentRoutes } from '../modules/cms-content/cms-content.routes.ts';
import type { CmsContentService } from '../modules/cms-content/cms-content.service.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import type { HealthService } from '../modules/health/health.service.ts';
import { tm30Routes } from '../modules/tm30/tm30.routes.ts';
import type { Tm30Service } from '../modules/tm30/tm30.service.ts';
import type { RouteDef } from '../lib/http/route.ts';

export interface Services {
  db: Knex;
  env: Env;
  clock: Clock;
  sessions: SessionCookies;
  sessionService: Sessions;
  devTools: DevToolsService;
  otp: OtpService;
  customers: CustomerService;
  currencies: CurrencyService;
  currencyAdmin: CurrencyAdminService;
  villas: VillaService;
  pricing: PricingService;
  bookings: BookingService;
  wishlist: WishlistService;
  reviews: ReviewService;
  contacts: ContactService;
  cms: CmsClient;
  cmsSync: CmsSyncService;
  mail: MailService;
  calendarSync: CalendarSyncService;
  tm30: Tm30Service;
  staffAccounts: StaffAccountService;
  blocks: BlockService;
  staffBookings: StaffBookingService;
  dashboard: DashboardService;
  villaPricing: VillaPricingService;
  calendar: CalendarService;
  adminVillas: AdminVillaService;
  villaWrites: VillaWriteService;
  cmsContent: CmsContentService;
  health: HealthService;
}

/**
 * Every route of the API in one table, each with the roles allowed to call it. The
 * authorization matrix and the OpenAPI document are generated from this list.
 */
export function routeTable(services: Services): RouteDef[] {
  const routes: RouteDef[] = [
    ...currencyRoutes(services.currencies),
    ...currencyAdminRoutes(services.currencyAdmin),
    ...villaRoutes(services.villas, services.db),
    ...pricingRoutes(services.pricing),
    ...bookingRoutes(services),
    ...customerRoutes(services),
    ...wishlistRoutes(services.wishlist),
    ...reviewRoutes(services),
    ...contactRoutes(services.contacts),
    ...cmsSyncRoutes(services.cmsSync),
    ...staffAccountRoutes(services.staffAccounts, services.sessions),
    ...blockRoutes(services.blocks),
    ...calendarSyncRoutes(services.calendarSync),
    ...tm30Routes(services.tm30, services.sessions),
    ...staffBookingRoutes(services.staffBookings),
    ...dashboardRoutes(services.dashboard),
    ...villaPricingRoutes(services.villaPricing),
    ...calendarRoutes(services.calendar),
    ...adminVillaRoutes(services.adminVillas, services.villaWrites),
    ...cmsContentRoutes(services.cmsContent),
    ...healthRoutes(services.health),
    ...(services.env.ENABLE_DEV_TOOLS ? devRoutes(services.devTools) : []),
  ];
  const all: RouteDef[] = [...routes, ...docsRoutes(() => all)];
  return all;
}
