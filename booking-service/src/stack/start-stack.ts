import { pino, type Logger } from 'pino';
import { DEV_CMS_SERVICE_TOKEN, EnvError, loadEnv, type Env } from '../config/env.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres.ts';
import { BOOKING_DATABASE } from '../db/database.ts';
import path from 'node:path';
import { demoSeedPending, seedThroughCms, type SeedSummary } from '../seed/cms-seed.ts';
import { startBookingService, type RunningService } from '../service.ts';
import { ensureStrapiBuilt, startStrapi, type StrapiProcess } from './strapi-process.ts';

/**
 * `npm start`: the whole product on one machine with its embedded defaults. PostgreSQL (embedded
 * unless DATABASE_URL / CMS_DATABASE_URL are given) with a `booking` and a `cms` database, Strapi
 * (built on first start), the booking service on PORT, the demo island seeded into an empty CMS.
 * One log stream; Ctrl-C stops everything in order. `--seed-only` (npm run seed) seeds and exits.
 */
const CMS_DATABASE = 'cms';
const seedOnly = process.argv.includes('--seed-only');

function developmentDefaults(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if ((source.NODE_ENV ?? 'development') !== 'development') return source;
  return { ENABLE_DEV_TOOLS: 'true', CMS_SERVICE_TOKEN: DEV_CMS_SERVICE_TOKEN, ...source };
}

async function prettyLogger(level: string): Promise<Logger> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pino({ level, base: undefined }, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname', translateTime: 'HH:MM:ss' }));
  } catch {
    return pino({ level, base: { service: 'booking-service' } });
  }
}

function printAccounts(logger: Logger, summary: SeedSummary, siteUrl: string): void {
  const lines = [
    `Seeded the demo island: ${summary.villas} villas, ${summary.images} photos, ${summary.bookings} bookings.`,
    `Back-office accounts (${siteUrl}/admin-login):`,
    ...summary.accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.username.padEnd(14)} ${a.email.padEnd(30)} password: ${a.password}${a.status && a.status !== 'approved' ? `  (${a.status})` : ''}`),
  ];
  logger.info(`\n${lines.join('\n')}`);
}

async function main(): Promise<void> {
  const env: Env = loadEnv(developmentDefaults(process.env));
  const logger = await prettyLogger(env.LOG_LEVEL);
  const cmsLog = logger.child({ part: 'cms' });
  const stack: { pg?: EmbeddedServer; service?: RunningService; strapi?: StrapiProcess } = {};

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: booking service, CMS, database');
    await stack.service?.close().catch((err: unknown) => logger.warn({ err }, 'booking service did not close cleanly'));
    await stack.strapi?.stop();
    await stack.pg?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    let bookingUrl = env.DATABASE_URL;
    let cmsUrl = env.CMS_DATABASE_URL;
    if (!bookingUrl || !cmsUrl) {
      stack.pg = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT, persistent: true, log: (m) => logger.debug({ postgres: m.trim() }) });
      for (const db of [BOOKING_DATABASE, CMS_DATABASE]) await ensureDatabase(stack.pg.urlFor('postgres'), db);
      bookingUrl ??= stack.pg.urlFor(BOOKING_DATABASE);
      cmsUrl ??= stack.pg.urlFor(CMS_DATABASE);
      logger.info({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT }, 'embedded PostgreSQL running');
    }
    ensureStrapiBuilt((m) => cmsLog.info(m));

    const cmsBase = `http://127.0.0.1:${env.CMS_PORT}`;
    const serviceEnv: Env = { ...env, DATABASE_URL: bookingUrl, CMS_URL: cmsBase, ...(seedOnly ? { PORT: 0, HOST: '127.0.0.1' } : {}) };
    stack.service = await startBookingService(serviceEnv, logger);
    stack.strapi = startStrapi({
      port: env.CMS_PORT,
      databaseUrl: cmsUrl,
      bookingServiceUrl: stack.service.url.replace('localhost', '127.0.0.1'),
      eventsSecret: env.CMS_EVENTS_SECRET,
      serviceToken: env.CMS_SERVICE_TOKEN ?? DEV_CMS_SERVICE_TOKEN,
      onLine: (line) => cmsLog.info(line.replace(/^\[[^\]]*\]\s*/, '')),
    });
    await stack.strapi.ready();

    const { services, } = stack.service.built;
    if (env.SEED_ON_EMPTY || seedOnly) {
      if (await demoSeedPending(services.cms)) {
        logger.info('seeding the demo island into the CMS (first start only)');
        const summary = await seedThroughCms(
          { cms: services.cms, sync: services.cmsSync, db: services.db, logger },
          { admin: { username: env.SEED_ADMIN_USERNAME, email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD }, ownerPassword: env.SEED_OWNER_PASSWORD },
        );
        printAccounts(logger, summary, `http://localhost:${env.PORT}`);
      } else if (seedOnly) {
        logger.info('the demo island is already seeded: nothing to do');
      }
    }
    if (seedOnly) return void (await stop(0));
    logger.info(`IslandStay is running: site and API ${stack.service.url}, Strapi admin ${cmsBase}/admin. Ctrl-C stops it.`);
  } catch (err) {
    logger.error(err instanceof EnvError ? err.message : { err }, 'could not start');
    await stop(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
