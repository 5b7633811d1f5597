import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Env } from './config/env.ts';
import type { Knex } from './db/knex.ts';
import type { AppContext, AppState, RouteDef } from './lib/http/route.ts';
import { CMS_SIGNATURE_HEADER, CMS_SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '@islandstay/shared/cms/cms-signature';
import { CmsSyncService } from './modules/cms-sync/cms-sync.service.ts';
import { CmsClient } from './modules/cms-sync/cms-client.ts';
import { StaffAccountService } from './modules/staff-accounts/staff-accounts.service.ts';
import { StrapiUsers } from './modules/staff-accounts/strapi-users.ts';
import { BlockService } from './modules/blocks/blocks.service.ts';
import { StaffBookingService } from './modules/bookings/staff-bookings.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { VillaPricingService } from './modules/villa-pricing/villa-pricing.service.ts';
import { CalendarService } from './modules/calendar/calendar.service.ts';
import { AdminVillaService } from './modules/admin-villas/admin-villas.service.ts';
import { VillaWriteService } from './modules/admin-villas/villa-writes.service.ts';
import { CmsContentService } from './modules/cms-content/cms-content.service.ts';
import { routeTable, type Services } from './http/route-table.ts';
import { buildRouter } from './http/router.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { csrfGuard } from './middlewares/csrf.ts';
import { devToolsLoopbackOnly } from './middlewares/dev-tools-guard.ts';
import { securityHeaders } from './middlewares/security-headers.ts';
import { compressJson } from './middlewares/compress-json.ts';
import { uploadsProxy } from './middlewares/uploads-proxy.ts';
import { errorHandler } from './middlewares/error-handler.ts';
import { BookingService } from './modules/bookings/bookings.service.ts';
import { CheckInTime, CheckOutTime } from './modules/bookings/check-in-time.ts';
import { CurrencyService } from './modules/currencies/currencies.service.ts';
import { CurrencyAdminService } from './modules/currencies/currency-admin.service.ts';
import { EcbRatesProvider, type RatesProvider } from './modules/currencies/rates-provider.ts';
import { PricingService } from './modules/pricing/pricing.service.ts';
import { VillaCatalog } from './modules/villas/villa-catalog.ts';
import { Sessions } from './modules/auth/session.service.ts';
import { SessionCookies } from './lib/http/session-cookies.ts';
import { DevToolsService } from './modules/customers/dev-tools.service.ts';
import { CustomerService } from './modules/customers/customers.service.ts';
import { OtpService } from './modules/customers/otp.service.ts';
import { ConsoleSmsProvider, TwilioSmsProvider, type SmsProvider } from './modules/customers/sms-provider.ts';
import { VillaService } from './modules/villas/villas.service.ts';
import { WishlistService } from './modules/wishlist/wishlist.service.ts';
import { ReviewService } from './modules/reviews/reviews.service.ts';
import { ContactService } from './modules/contacts/contacts.service.ts';
import { MailService } from './modules/mail/mail.service.ts';
import { CalendarSyncService } from './modules/calendar-sync/calendar-sync.service.ts';
import { disabledMailer, SmtpMailer } from './modules/mail/mailer.ts';
import { HealthService } from './modules/health/health.service.ts';
import { webFrontEnds } from './modules/web/web.middleware.ts';
import { Tm30Sealer, tm30KeyFor } from './modules/tm30/tm30-crypto.ts';
import { Tm30Service } from './modules/tm30/tm30.service.ts';

export interface AppDeps {
  db: Knex;
  logger: Logger;
  env: Env;
  clock?: Clock;
  /** Tests and special set-ups may bring their own SMS provider. */
  sms?: SmsProvider;
  ratesProvider?: RatesProvider;
}

function smsProviderFor(env: Env, db: Knex, logger: Logger): SmsProvider {
  if (env.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsProvider({
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
      apiBase: env.TWILIO_API_BASE,
    });
  }
  return new ConsoleSmsProvider(db, logger);
}

export interface BuiltApp {
  app: Koa<AppState>;
  services: Services;
  routes: RouteDef[];
}

/** Builds the Koa app without listening, so tests run it in-process on a real port. */
export function buildApp(deps: AppDeps): BuiltApp {
  const clock = deps.clock ?? systemClock;
  const catalog = new VillaCatalog(deps.db);
  const currencies = new CurrencyService(catalog);
  const villas = new VillaService(deps.db, catalog, clock);
  const cms = new CmsClient({ url: deps.env.CMS_URL, token: deps.env.CMS_SERVICE_TOKEN, readTimeoutMs: deps.env.CMS_READ_TIMEOUT_MS, writeTimeoutMs: deps.env.CMS_WRITE_TIMEOUT_MS });
  const strapiUsers = new StrapiUsers(cms);
  const sessionService = new Sessions(deps.db, clock, { staffRecheckSeconds: deps.env.STAFF_SESSION_RECHECK_SECONDS, adminStillActive: (id) => strapiUsers.isActiveAdmin(id) });
  const sessions = new SessionCookies(sessionService, { secure: deps.env.NODE_ENV === 'production' });
  const otp = new OtpService(deps.db, deps.sms ?? smsProviderFor(deps.env, deps.db, deps.logger), clock, deps.env.OTP_SECRET, deps.env.RATE_LIMIT_OTP_PER_IP_HOUR, deps.logger);
  const contacts = new ContactService(deps.db, clock, deps.env.RATE_LIMIT_CONTACT_PER_IP_HOUR);
  const mailer = deps.env.SMTP_HOST
    ? new SmtpMailer({ host: deps.env.SMTP_HOST, port: deps.env.SMTP_PORT, secure: deps.env.SMTP_SECURE, user: deps.env.SMTP_USER, pass: deps.env.SMTP_PASS })
    : disabledMailer;
  const tm30 = new Tm30Service(deps.db, new Tm30Sealer(tm30KeyFor(deps.env)), clock);
  const mail = new MailService(deps.db, mailer, clock, deps.logger, { from: deps.env.MAIL_FROM, siteUrl: deps.env.PUBLIC_URL.replace(/\/$/, ''), tm30Path: (id) => tm30.linkPath(id) });
  const calendarSync = new CalendarSyncService(deps.db, clock, deps.logger, mail, {
    siteUrl: deps.env.PUBLIC_URL.replace(/\/$/, ''),
    pollMinutes: deps.env.ICAL_POLL_MINUTES,
    fetchTimeoutMs: deps.env.ICAL_FETCH_TIMEOUT_SECONDS * 1000,
    bookingCheckTimeoutMs: deps.env.ICAL_BOOKING_CHECK_TIMEOUT_MS,
    allowHosts: deps.env.OUTBOUND_ALLOW_HOSTS,
  });
  const staffBookings = new StaffBookingService(deps.db, clock, mail, calendarSync);
  const cmsSync = new CmsSyncService(deps.db, cms, deps.logger);
  const cmsContent = new CmsContentService(deps.db, clock, deps.logger, cms, deps.env.CMS_CACHE_SECONDS);
  const currencyAdmin = new CurrencyAdminService(deps.db, currencies, deps.ratesProvider ?? new EcbRatesProvider(deps.env.ECB_RATES_URL), clock, deps.logger);
  const services: Services = {
    db: deps.db,
    env: deps.env,
    clock,
    currencies,
    currencyAdmin,
    villas,
    pricing: new PricingService(villas, deps.db),
    bookings: new BookingService(deps.db, clock, mail, new CheckInTime(cmsContent), catalog),
    mail,
    calendarSync,
    tm30,
    sessions,
    sessionService,
    devTools: new DevToolsService(deps.db, mail),
    otp,
    customers: new CustomerService(deps.db, otp),
    wishlist: new WishlistService(deps.db, villas, clock),
    reviews: new ReviewService(deps.db, clock, new CheckOutTime(cmsContent)),
    contacts,
    cms,
    cmsSync,
    staffAccounts: new StaffAccountService(
      deps.db,
      clock,
      { users: strapiUsers, sync: cmsSync, mail, sessions: sessionService },
      {
        limits: {
          loginFailuresPerUser: deps.env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_USER,
          loginFailuresPerIp: deps.env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP,
          loginFailuresPerAccount: deps.env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_ACCOUNT,
          registrationsPerIpHour: deps.env.RATE_LIMIT_OWNER_REGISTER_PER_IP_HOUR,
        },
        siteUrl: deps.env.PUBLIC_URL.replace(/\/$/, ''),
      },
    ),
    blocks: new BlockService(deps.db, clock),
    staffBookings,
    dashboard: new DashboardService(deps.db, currencyAdmin, staffBookings, contacts),
    villaPricing: new VillaPricingService(deps.db),
    calendar: new CalendarService(deps.db),
    adminVillas: new AdminVillaService(deps.db, clock),
    villaWrites: new VillaWriteService(deps.db, cms, cmsSync, currencies, clock, deps.env.OUTBOUND_ALLOW_HOSTS),
    cmsContent,
    health: new HealthService(deps.db, cms, Boolean(deps.env.SMTP_HOST)),
  };
  const routes = routeTable(services);
  const cmsSignature = (ctx: AppContext) =>
    verifySignature(deps.env.CMS_EVENTS_SECRET, ctx.get(CMS_SIGNATURE_HEADER) || undefined, (ctx.request as { rawBody?: string }).rawBody ?? '', clock(), CMS_SIGNATURE_TOLERANCE_SECONDS);
  const router = buildRouter(routes, deps.db, sessions, cmsSignature);

  const app = new Koa<AppState>({ proxy: deps.env.TRUST_PROXY, keys: [deps.env.SESSION_SECRET] });
  // Errors Koa sees outside the middleware chain (a client hanging up, bytes left unread on a
  // socket) go to our log instead of stderr.
  app.on('error', (err: unknown) => deps.logger.warn({ err }, 'connection error'));
  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    await next();
  });
  app.use(securityHeaders({ production: deps.env.NODE_ENV === 'production', publicUrl: deps.env.PUBLIC_URL, cmsPublicUrl: deps.env.CMS_PUBLIC_URL, cmsAdminUrl: deps.env.CMS_ADMIN_URL }));
  // Outside the error handler, so error answers are compressed too; inside the security headers.
  app.use(compressJson());
  app.use(errorHandler(deps.logger));
  app.use(devToolsLoopbackOnly());
  app.use(uploadsProxy(deps.env.CMS_URL, deps.logger, deps.env.CMS_READ_TIMEOUT_MS));
  app.use(csrfGuard());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  // The built front ends, after the API so /api, /uploads and /internal keep priority.
  app.use(webFrontEnds({
    storefrontDist: deps.env.STOREFRONT_DIST,
    backofficeDist: deps.env.BACKOFFICE_DIST,
    siteUrl: deps.env.PUBLIC_URL,
    villas: services.villas,
    cmsContent: services.cmsContent,
    db: deps.db,
    logger: deps.logger,
  }));
  return { app, services, routes };
}
