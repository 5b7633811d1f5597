import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Env } from './config/env.ts';
import type { Knex } from './db/knex.ts';
import type { AppContext, AppState, RouteDef } from './lib/http/route.ts';
import { CMS_SIGNATURE_HEADER, CMS_SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '@islandstay/shared/cms/cms-signature';
import { routeTable } from './http/route-table.ts';
import { buildRouter, routerMethods } from './http/router.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { allowedMethods, type ServedMethods } from './middlewares/allowed-methods.ts';
import { csrfGuard } from './middlewares/csrf.ts';
import { devToolsLoopbackOnly } from './middlewares/dev-tools-guard.ts';
import { securityHeaders } from './middlewares/security-headers.ts';
import { compressAnswers } from './middlewares/compress-answers.ts';
import { uploadsProxy } from './middlewares/uploads-proxy.ts';
import { errorHandler } from './middlewares/error-handler.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createAdminVillasModule } from './modules/admin-villas/admin-villas.module.ts';
import { createBlocksModule } from './modules/blocks/blocks.module.ts';
import { createBookingsModule } from './modules/bookings/bookings.module.ts';
import { createCalendarModule } from './modules/calendar/calendar.module.ts';
import { createCalendarSyncModule } from './modules/calendar-sync/calendar-sync.module.ts';
import type { CalendarSyncService } from './modules/calendar-sync/calendar-sync.service.ts';
import { createCmsContentModule } from './modules/cms-content/cms-content.module.ts';
import type { CmsContentService } from './modules/cms-content/cms-content.service.ts';
import { CmsClient } from './modules/cms-sync/cms-client.ts';
import { createCmsSyncModule } from './modules/cms-sync/cms-sync.module.ts';
import type { CmsSyncService } from './modules/cms-sync/cms-sync.service.ts';
import { createContactsModule } from './modules/contacts/contacts.module.ts';
import { createCurrenciesModule } from './modules/currencies/currencies.module.ts';
import { EcbRatesProvider, type RatesProvider } from './modules/currencies/rates-provider.ts';
import { createCustomersModule } from './modules/customers/customers.module.ts';
import { ConsoleSmsProvider, TwilioSmsProvider, type SmsProvider } from './modules/customers/sms-provider.ts';
import { createDashboardModule } from './modules/dashboard/dashboard.module.ts';
import { createHealthModule } from './modules/health/health.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import type { MailService } from './modules/mail/mail.service.ts';
import { disabledMailer, SmtpMailer } from './modules/mail/mailer.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import { StripeCards } from './modules/payments/stripe-cards.ts';
import { createPricingModule } from './modules/pricing/pricing.module.ts';
import { createReviewsModule } from './modules/reviews/reviews.module.ts';
import { createStaffAccountsModule } from './modules/staff-accounts/staff-accounts.module.ts';
import type { StaffAccountService } from './modules/staff-accounts/staff-accounts.service.ts';
import { StrapiUsers } from './modules/staff-accounts/strapi-users.ts';
import { createStatementsModule } from './modules/statements/statements.module.ts';
import { tm30KeyFor } from './modules/tm30/tm30-crypto.ts';
import { createTm30Module } from './modules/tm30/tm30.module.ts';
import { createVillaPricingModule } from './modules/villa-pricing/villa-pricing.module.ts';
import { createVillasModule } from './modules/villas/villas.module.ts';
import type { VillaService } from './modules/villas/villas.service.ts';
import { createWishlistModule } from './modules/wishlist/wishlist.module.ts';
import { createWebModule } from './modules/web/web.module.ts';

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

/** The media proxy serves files under /uploads/ to read only. */
const UPLOADS_METHODS: ServedMethods = (path) => (path.startsWith('/uploads/') ? ['GET', 'HEAD'] : undefined);

/** What runs beside the routes (the jobs, the stack's start-up, tests) reaches of the services. */
export interface AppServices {
  db: Knex;
  env: Env;
  clock: Clock;
  cms: CmsClient;
  cmsSync: CmsSyncService;
  mail: MailService;
  calendarSync: CalendarSyncService;
  staffAccounts: StaffAccountService;
  villas: VillaService;
  cmsContent: CmsContentService;
  payments: PaymentsService;
}

export interface BuiltApp {
  app: Koa<AppState>;
  services: AppServices;
  routes: RouteDef[];
}

/**
 * Builds the Koa app without listening, so tests run it in-process on a real port. Each module
 * builds its own services from named dependencies; here they are only handed to one another,
 * and the route table collects the modules' routes in this order.
 */
export function buildApp(deps: AppDeps): BuiltApp {
  const { db, env, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const siteUrl = env.PUBLIC_URL.replace(/\/$/, '');
  const cms = new CmsClient({ url: env.CMS_URL, token: env.CMS_SERVICE_TOKEN, readTimeoutMs: env.CMS_READ_TIMEOUT_MS, writeTimeoutMs: env.CMS_WRITE_TIMEOUT_MS });
  const strapiUsers = new StrapiUsers(cms);
  const { sessionService, sessions } = createAuthModule({
    db,
    clock,
    adminStillActive: (id) => strapiUsers.isActiveAdmin(id),
    options: { staffRecheckSeconds: env.STAFF_SESSION_RECHECK_SECONDS, secureCookies: env.NODE_ENV === 'production' },
  });
  const mailer = env.SMTP_HOST ? new SmtpMailer({ host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS }) : disabledMailer;

  const villas = createVillasModule({ db, clock });
  const currencies = createCurrenciesModule({ db, clock, logger, catalog: villas.catalog, ratesProvider: deps.ratesProvider ?? new EcbRatesProvider(env.ECB_RATES_URL) });
  const cmsContent = createCmsContentModule({ db, clock, logger, cms, options: { cacheSeconds: env.CMS_CACHE_SECONDS, mapStyleUrl: env.MAP_STYLE_URL } });
  const cmsSync = createCmsSyncModule({ db, cms, logger, ownerAccessEnded: (trx, ownerId) => sessionService.revokeOwnerAccess(ownerId, trx) });
  const tm30 = createTm30Module({ db, clock, sessions, encryptionKey: tm30KeyFor(env) });
  const { mail } = createMailModule({
    db,
    clock,
    logger,
    mailer,
    options: {
      from: env.MAIL_FROM,
      siteUrl,
      tm30Path: (id) => tm30.tm30.linkPath(id),
      noticesPerRecipientHour: env.MAIL_NOTICES_PER_RECIPIENT_HOUR,
      adminEmail: env.ADMIN_ALERT_EMAIL ?? env.SEED_ADMIN_EMAIL,
    },
  });
  const calendarSync = createCalendarSyncModule({
    db,
    clock,
    logger,
    mail,
    options: {
      siteUrl,
      pollMinutes: env.ICAL_POLL_MINUTES,
      fetchTimeoutMs: env.ICAL_FETCH_TIMEOUT_SECONDS * 1000,
      bookingCheckTimeoutMs: env.ICAL_BOOKING_CHECK_TIMEOUT_MS,
      allowHosts: env.OUTBOUND_ALLOW_HOSTS,
    },
  });
  const customers = createCustomersModule({
    db,
    clock,
    logger,
    sms: deps.sms ?? smsProviderFor(env, db, logger),
    mail,
    sessions,
    sessionService,
    options: { otpSecret: env.OTP_SECRET, otpPerIpPerHour: env.RATE_LIMIT_OTP_PER_IP_HOUR, devTools: env.ENABLE_DEV_TOOLS },
  });
  const payments = createPaymentsModule({
    db,
    clock,
    mail,
    staffNames: (ids) => strapiUsers.displayNames(ids),
    ...(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { cards: new StripeCards(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_API_BASE) }
      : {}),
    ways: {
      ...(env.PROMPTPAY_ID ? { promptPayId: env.PROMPTPAY_ID } : {}),
      ...(env.BANK_TRANSFER_BANK_NAME && env.BANK_TRANSFER_ACCOUNT_NAME && env.BANK_TRANSFER_ACCOUNT_NUMBER
        ? { bankTransfer: { bankName: env.BANK_TRANSFER_BANK_NAME, accountName: env.BANK_TRANSFER_ACCOUNT_NAME, accountNumber: env.BANK_TRANSFER_ACCOUNT_NUMBER } }
        : {}),
    },
  });
  const bookings = createBookingsModule({
    db,
    clock,
    mail,
    calendarSync: calendarSync.calendarSync,
    siteSettings: cmsContent.cmsContent,
    catalog: villas.catalog,
    villas: villas.villas,
    customers: customers.customers,
    refunds: payments.payments,
    sessions,
    options: { limits: { perCustomerHour: env.RATE_LIMIT_BOOKINGS_PER_CUSTOMER_HOUR, perIpHour: env.RATE_LIMIT_BOOKINGS_PER_IP_HOUR }, paymentHoldHours: env.PAYMENT_HOLD_HOURS },
  });
  const contacts = createContactsModule({
    db,
    clock,
    mail,
    options: { perIpPerHour: env.RATE_LIMIT_CONTACT_PER_IP_HOUR, adminEmail: env.ADMIN_ALERT_EMAIL ?? env.SEED_ADMIN_EMAIL, siteUrl },
  });
  const staffAccounts = createStaffAccountsModule({
    db,
    clock,
    logger,
    users: strapiUsers,
    cmsSync: cmsSync.cmsSync,
    mail,
    sessions,
    sessionService,
    options: {
      limits: {
        loginFailuresPerUser: env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_USER,
        loginFailuresPerIp: env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP,
        loginFailuresPerAccount: env.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_ACCOUNT,
        registrationsPerIpHour: env.RATE_LIMIT_OWNER_REGISTER_PER_IP_HOUR,
      },
      siteUrl,
    },
  });

  const routes = routeTable([
    currencies,
    villas,
    createPricingModule({ db, clock, villas: villas.villas }),
    bookings,
    customers,
    createWishlistModule({ db, clock, villas: villas.villas }),
    createReviewsModule({ db, clock, siteSettings: cmsContent.cmsContent, villas: villas.villas, sessions, env }),
    contacts,
    cmsSync,
    staffAccounts,
    createBlocksModule({ db, clock }),
    calendarSync,
    tm30,
    payments,
    createStatementsModule({ db }),
    createDashboardModule({ db, clock, currencyAdmin: currencies.currencyAdmin, staffBookings: bookings.staffBookings, contacts: contacts.contacts }),
    createVillaPricingModule({ db }),
    createCalendarModule({ db, catalog: villas.catalog }),
    createAdminVillasModule({ db, clock, cms, cmsSync: cmsSync.cmsSync, currencies: currencies.currencies, options: { outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS } }),
    cmsContent,
    createHealthModule({ db, cms, options: { mailConfigured: Boolean(env.SMTP_HOST) } }),
  ]);
  const web = createWebModule({
    db,
    logger,
    villas: villas.villas,
    cmsContent: cmsContent.cmsContent,
    routes,
    cacheOnlyRoutes: cmsContent.cacheOnlyRoutes,
    options: {
      storefrontDist: env.STOREFRONT_DIST,
      backofficeDist: env.BACKOFFICE_DIST,
      siteUrl: env.PUBLIC_URL,
      storefrontSsrEntry: env.STOREFRONT_SSR ? env.STOREFRONT_SSR_ENTRY : undefined,
    },
  });
  const services: AppServices = {
    db,
    env,
    clock,
    cms,
    cmsSync: cmsSync.cmsSync,
    mail,
    calendarSync: calendarSync.calendarSync,
    staffAccounts: staffAccounts.staffAccounts,
    villas: villas.villas,
    cmsContent: cmsContent.cmsContent,
    payments: payments.payments,
  };
  const cmsSignature = (ctx: AppContext) =>
    verifySignature(deps.env.CMS_EVENTS_SECRET, ctx.get(CMS_SIGNATURE_HEADER) || undefined, (ctx.request as { rawBody?: string }).rawBody ?? '', clock(), CMS_SIGNATURE_TOLERANCE_SECONDS);
  const router = buildRouter(routes, sessions, cmsSignature);

  const app = new Koa<AppState>({ proxy: deps.env.TRUST_PROXY, keys: [deps.env.SESSION_SECRET] });
  // Errors Koa sees outside the middleware chain (a client hanging up, bytes left unread on a
  // socket) go to our log instead of stderr.
  app.on('error', (err: unknown) => deps.logger.warn({ err }, 'connection error'));
  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    await next();
  });
  app.use(
    securityHeaders({
      production: deps.env.NODE_ENV === 'production',
      publicUrl: deps.env.PUBLIC_URL,
      cmsPublicUrl: deps.env.CMS_PUBLIC_URL,
      cmsAdminUrl: deps.env.CMS_ADMIN_URL,
      stripe: Boolean(deps.env.STRIPE_PUBLISHABLE_KEY),
      mapStyleUrl: deps.env.MAP_STYLE_URL,
    }),
  );
  // Outside the error handler, so error answers are compressed too; inside the security headers.
  app.use(compressAnswers());
  app.use(errorHandler(deps.logger));
  app.use(devToolsLoopbackOnly());
  // Before the media proxy, CSRF and the routes: a method a path does not serve is a 405 with `Allow`.
  app.use(allowedMethods(deps.logger, [routerMethods(router), UPLOADS_METHODS, web.servedMethods]));
  app.use(uploadsProxy(deps.env.CMS_URL, deps.logger, deps.env.CMS_READ_TIMEOUT_MS));
  app.use(csrfGuard());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  app.use(router.routes());
  // The built front ends, after the API so /api, /uploads and /internal keep priority.
  app.use(web.middleware);
  return { app, services, routes };
}
