import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promptPayIdKind } from '@islandstay/shared/payments/promptpay';
import { z } from 'zod';

/**
 * The booking-service folder: the nearest one above this code holding a package.json. Counting
 * levels would not do: this file runs as src/config/env.ts in development and inside
 * dist/server.js once bundled (`npm run build`), one level less deep.
 */
function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

const serviceDir = packageDir(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serviceDir, '..');

/** Development-only secrets; production refuses to start with them. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
export const DEV_OTP_SECRET = 'dev-only-otp-secret-change-me-0123456789abcd';
export const DEV_CMS_EVENTS_SECRET = 'dev-only-cms-events-secret-change-me-012345';
export const DEV_CMS_SERVICE_TOKEN = 'dev-only-cms-service-token-change-me-0123456';
export const DEV_SEED_ADMIN_PASSWORD = 'islandstay-admin';
export const DEV_SEED_OWNER_PASSWORD = 'islandstay-owner';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Unset: 127.0.0.1 while dev tools are on (the sign-in code outbox stays on this machine), else 0.0.0.0. */
    HOST: z.string().trim().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_OTP_SECRET),
    /** AES-256-GCM key of the TM30 passport details: 32 bytes as 64 hex digits or base64 (development: generated into DATA_DIR). */
    TM30_ENCRYPTION_KEY: z
      .string()
      .trim()
      .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
    CMS_URL: z.url().default('http://127.0.0.1:1337'),
    /** Where browsers load CMS media from, when that is not the site's own origin (it joins the CSP's img-src). */
    CMS_PUBLIC_URL: z.url().optional(),
    CMS_SERVICE_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Where content editors open Strapi's admin panel; its edit screen's preview may show the storefront's pages in a frame. */
    CMS_ADMIN_URL: z.url().optional(),
    /** A MapLibre style for the storefront's maps (vector tiles); unset: the offline island drawn from shipped geometry. */
    MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    CMS_PORT: z.coerce.number().int().min(1).max(65535).default(1337),
    /** `npm start`: Strapi's admin panel user, made at its first start (development: a generated password kept in DATA_DIR). */
    CMS_ADMIN_EMAIL: z.email().default('editor@islandstay.test'),
    CMS_ADMIN_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .regex(/[a-z]/, 'must contain a lower-case letter')
      .regex(/[A-Z]/, 'must contain an upper-case letter')
      .regex(/\d/, 'must contain a digit')
      .optional(),
    /** `npm start`: a Strapi admin panel user with Strapi's Editor role (development: a generated password kept in DATA_DIR). */
    CMS_EDITOR_EMAIL: z.email().default('writer@islandstay.test'),
    CMS_EDITOR_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .regex(/[a-z]/, 'must contain a lower-case letter')
      .regex(/[A-Z]/, 'must contain an upper-case letter')
      .regex(/\d/, 'must contain a digit')
      .optional(),
    CMS_DATABASE_URL: z.url().optional(),
    CMS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** How long a read from the CMS (back-office screens, pages, /uploads, the admin re-check) may wait. */
    CMS_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
    /** How long a write to the CMS may wait; after that the answer is a 503 and the document is re-read later. */
    CMS_WRITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    CMS_EVENTS_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_CMS_EVENTS_SECRET),
    ENABLE_DEV_TOOLS: bool.default(false),
    /**
     * The business's PromptPay id (a 10-digit mobile number, a 13-digit tax id or a 15-digit
     * e-wallet id): guests get a QR for the exact amount due. Unset: no PromptPay (`npm start` sets a demo one).
     */
    PROMPTPAY_ID: z
      .string()
      .trim()
      .optional()
      .refine((id) => !id || promptPayIdKind(id) !== undefined, 'must be a 10-digit mobile number, a 13-digit tax id or a 15-digit e-wallet id'),
    /** The bank account guests may transfer to; all three or none (`npm start` sets demo ones). */
    BANK_TRANSFER_BANK_NAME: z.string().trim().max(100).optional(),
    BANK_TRANSFER_ACCOUNT_NAME: z.string().trim().max(100).optional(),
    BANK_TRANSFER_ACCOUNT_NUMBER: z.string().trim().max(40).optional(),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    STAFF_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Card payments through Stripe: all three keys or none (none: cards are not offered). */
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    /** Stripe's API address (tests point it at a local stand-in). */
    STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
    /** How long a guest's booking keeps its nights waiting for the money due at booking; then it lapses. 0: no hold. */
    PAYMENT_HOLD_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** The guest is reminded of the balance this many days before it falls due. */
    BALANCE_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    /** Where the admin is emailed about what needs staff (a balance overdue); unset: SEED_ADMIN_EMAIL. */
    ADMIN_ALERT_EMAIL: z.email().optional(),
    BOOKING_COMPLETION_INTERVAL_MINUTES: z.coerce.number().min(1).max(1440).default(15),
    RATE_LIMIT_OTP_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_CONTACT_PER_IP_HOUR: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_OWNER_REGISTER_PER_IP_HOUR: z.coerce.number().int().min(1).default(5),
    /** Bookings one customer may try to make in an hour; their cancellations are counted apart, against the same number. */
    RATE_LIMIT_BOOKINGS_PER_CUSTOMER_HOUR: z.coerce.number().int().min(1).default(10),
    /** The same for all customers behind one address (a hotel's or a carrier's shared address). */
    RATE_LIMIT_BOOKINGS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
    /** Booking notices one email address is sent in an hour; the rest are held and sent as one digest. */
    MAIL_NOTICES_PER_RECIPIENT_HOUR: z.coerce.number().int().min(1).default(5),
    /** Failed staff sign-ins per account from one address (15 minutes) before that pair is refused. */
    RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
    /** Failed sign-ins per account from all addresses (15 minutes) after which each new try waits twice as long. */
    RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
    SEED_ON_EMPTY: bool.default(true),
    SEED_ADMIN_USERNAME: z.string().trim().min(3).max(60).default('admin'),
    SEED_ADMIN_EMAIL: z.email().default('admin@islandstay.test'),
    SEED_ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').default(DEV_SEED_ADMIN_PASSWORD),
    SEED_OWNER_PASSWORD: z.string().min(6, 'must be at least 6 characters').default(DEV_SEED_OWNER_PASSWORD),
    TRUST_PROXY: bool.default(false),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('IslandStay <bookings@islandstay.test>'),
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /** The built storefront (`npm run build -w storefront`) served at the one origin. */
    STOREFRONT_DIST: z.string().default(path.join(repoRoot, 'storefront', 'dist')),
    /** The storefront's server-render bundle (`npm run bundle -w storefront` writes it beside the build): villa pages go out rendered. */
    STOREFRONT_SSR_ENTRY: z.string().default(path.join(repoRoot, 'storefront', 'dist-ssr', 'entry-server.mjs')),
    /** false: every page goes out as the app's shell, rendered in the browser (the way before server rendering). */
    STOREFRONT_SSR: bool.default(true),
    /** The built back office, served for /admin, /admin/*, /admin-login and /register-owner when it exists. */
    BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'backoffice', 'dist')),
    /**
     * How often a feed is read again; two intervals without a good read make it stale. The poll job
     * looks once a minute, so under a minute (down to 0.1, for the E2E run) only staleness comes sooner.
     */
    ICAL_POLL_MINUTES: z.coerce.number().min(0.1).max(1440).default(15),
    ICAL_FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
    /** How long each import feed read just before a booking may take; a feed slower than this never stops the booking. */
    ICAL_BOOKING_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    ECB_RATES_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
    /** Hosts (names or IPs) that outbound fetches of user URLs may reach even when private; for tests and known internal feeds. */
    OUTBOUND_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'the development secret is refused in production' });
    }
    if (env.CMS_EVENTS_SECRET === DEV_CMS_EVENTS_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['CMS_EVENTS_SECRET'], message: 'the development secret is refused in production' });
    }
    if (env.OTP_SECRET === DEV_OTP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'the development secret is refused in production' });
    }
    if (!env.TM30_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TM30_ENCRYPTION_KEY'], message: "is required in production (it encrypts the guests' passport details)" });
    }
    if (env.ENABLE_DEV_TOOLS) {
      ctx.addIssue({ code: 'custom', path: ['ENABLE_DEV_TOOLS'], message: 'development tools cannot be enabled in production' });
    }
    if (!env.CMS_SERVICE_TOKEN || env.CMS_SERVICE_TOKEN === DEV_CMS_SERVICE_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['CMS_SERVICE_TOKEN'], message: 'a CMS service token of your own is required in production' });
    }
    if (env.SEED_ON_EMPTY && (env.SEED_ADMIN_PASSWORD === DEV_SEED_ADMIN_PASSWORD || env.SEED_OWNER_PASSWORD === DEV_SEED_OWNER_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_ON_EMPTY'],
        message: 'seeding the demo island in production needs SEED_ADMIN_PASSWORD and SEED_OWNER_PASSWORD of your own (or SEED_ON_EMPTY=false)',
      });
    }
    if (!env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'booking emails need an SMTP server in production' });
    }
    if (env.SMS_PROVIDER === 'console') {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'the console SMS provider only prints codes; use twilio in production' });
    }
  })
  .superRefine((env, ctx) => {
    const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    if (stripe.some((key) => env[key]) && !stripe.every((key) => env[key])) {
      for (const key of stripe) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other Stripe keys' });
    }
  })
  .superRefine((env, ctx) => {
    const bank = ['BANK_TRANSFER_BANK_NAME', 'BANK_TRANSFER_ACCOUNT_NAME', 'BANK_TRANSFER_ACCOUNT_NUMBER'] as const;
    if (bank.some((key) => env[key]) && !bank.every((key) => env[key])) {
      for (const key of bank) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other bank transfer details' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
    }
  })
  .transform((env) => ({ ...env, HOST: env.HOST || (env.ENABLE_DEV_TOOLS ? '127.0.0.1' : '0.0.0.0') }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a missing or bad value stops the process with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
