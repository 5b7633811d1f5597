import fs from 'node:fs';
import { pino, type Logger } from 'pino';
import { DEV_CMS_SERVICE_TOKEN, EnvError, loadEnv, type Env } from '../../src/config/env.ts';
import path from 'node:path';
import { BOOKING_DATABASE } from '../../src/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../embedded-postgres.ts';
import { startMailCatcher } from '../mail-catcher.ts';
import { demoSeedPending, seedThroughCms, type SeedSummary } from '../seed/cms-seed.ts';
import { JOB } from '../../src/jobs/schedule.ts';
import { startBookingService, type RunningService } from '../../src/service.ts';
import { cmsAdminAccount, cmsEditorAccount, type CmsAdminAccount } from './cms-admin-account.ts';
import { startOrphanReaper } from './orphan-reaper.mjs';
import { ensureFrontendBuilt } from './frontend-build.ts';
import { ensureStrapiBuilt } from './strapi-process.ts';
import { superviseStrapi, type SupervisedStrapi } from './strapi-supervisor.ts';

/**
 * `npm start`: the whole product on one machine with its embedded defaults. PostgreSQL (embedded
 * unless DATABASE_URL / CMS_DATABASE_URL are given) with a `booking` and a `cms` database, Strapi
 * (built on first start), a local mail catcher (with dev tools on and no SMTP_HOST), the booking
 * service on PORT, the demo island seeded into an empty CMS.
 * One log stream; Strapi is restarted when it dies; SIGINT (Ctrl-C), SIGTERM and SIGHUP stop the
 * service, Strapi and PostgreSQL in that order, and none of them outlives this process.
 * `--seed-only` (npm run seed) seeds and exits.
 */
const CMS_DATABASE = 'cms';
const seedOnly = process.argv.includes('--seed-only');

/**
 * With dev tools on and no way to pay configured, guests are shown demo ones (docs/configuration.md):
 * a PromptPay id shaped like a Thai mobile number, and a bank account, neither anyone's.
 */
const DEMO_PAYMENT_WAYS = {
  PROMPTPAY_ID: '0899999999',
  BANK_TRANSFER_BANK_NAME: 'Demo Bank',
  BANK_TRANSFER_ACCOUNT_NAME: 'IslandStay Demo Co., Ltd.',
  BANK_TRANSFER_ACCOUNT_NUMBER: '000-0-00000-0',
} as const satisfies Partial<Env>;

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

function printAccounts(logger: Logger, summary: SeedSummary, siteUrl: string, cmsAdmin: CmsAdminAccount, cmsEditor: CmsAdminAccount | undefined, cmsUrl: string): void {
  const lines = [
    `Seeded the demo island: ${summary.villas} villas, ${summary.images} photos, ${summary.bookings} bookings.`,
    `Back-office accounts (${siteUrl}/admin-login):`,
    ...summary.accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.username.padEnd(14)} ${a.email.padEnd(30)} password: ${a.password}${a.status && a.status !== 'approved' ? `  (${a.status})` : ''}`),
    cmsAdminLine(cmsAdmin, cmsUrl),
    ...(cmsEditor ? [cmsEditorLine(cmsEditor)] : []),
  ];
  logger.info(`\n${lines.join('\n')}`);
}

function cmsAdminLine(cmsAdmin: CmsAdminAccount, cmsUrl: string): string {
  const password = cmsAdmin.file ? `password: ${cmsAdmin.password}  (kept in ${cmsAdmin.file})` : 'password: CMS_ADMIN_PASSWORD';
  return `Strapi admin panel (${cmsUrl}/admin), content editors: ${cmsAdmin.email}  ${password}`;
}

function cmsEditorLine(cmsEditor: CmsAdminAccount): string {
  const password = cmsEditor.file ? `password: ${cmsEditor.password}  (kept in ${cmsEditor.file})` : 'password: CMS_EDITOR_PASSWORD';
  return `  Strapi Editor role (content only, no settings): ${cmsEditor.email}  ${password}`;
}

/** Runs one stop step, giving up after `ms` so one stuck part cannot keep the others running. */
async function stopStep(logger: Logger, what: string, run: () => Promise<void> | undefined, ms = 20_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(`${what} did not stop within ${ms / 1000} s; going on`);
      resolve();
    }, ms);
  });
  try {
    await Promise.race([Promise.resolve(run()), gaveUp]);
  } catch (err) {
    logger.warn({ err }, `${what} did not stop cleanly`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The runner owns SIGINT, SIGTERM and SIGHUP. embedded-postgres installs async-exit-hook, whose
 * handlers stop PostgreSQL at once and exit the moment that is done, while the booking service and
 * Strapi still run: that left them holding their ports. Those handlers go; ours stop the children
 * in order. (tsx keeps a hidden listener that reports the signal to its parent process;
 * `process.listeners` does not list it, so it stays.)
 */
function takeOverSignals(onSignal: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => onSignal(signal));
  }
}

/** Stops the stack when whoever started the runner (npm, tsx, a shell) is gone. */
function watchParent(onGone: () => void, everyMs = 1_000): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) onGone();
  }, everyMs);
  timer.unref();
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const env: Env = loadEnv(developmentDefaults(process.env));
  const logger = await prettyLogger(env.LOG_LEVEL);
  const cmsLog = logger.child({ part: 'cms' });
  const stack: { pg?: EmbeddedServer; mail?: { close(): Promise<void> }; service?: RunningService; strapi?: SupervisedStrapi; building?: Promise<unknown> } = {};
  // Ends a front-end build still running when the stack is told to stop.
  const stopBuilds = new AbortController();
  // Stops PostgreSQL should this process die without stopping it (Strapi watches us itself).
  const reaper = startOrphanReaper();

  let stopping = false;
  const stop = async (code: number, reason?: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`stopping${reason ? ` (${reason})` : ''}: booking service, CMS, database`);
    stopBuilds.abort();
    if (stack.building)
      await stopStep(logger, 'the front-end build', () =>
        stack.building!.then(
          () => undefined,
          () => undefined,
        ),
      );
    await stopStep(logger, 'the booking service', () => stack.service?.close());
    await stopStep(logger, 'the mail catcher', () => stack.mail?.close());
    await stopStep(logger, 'the CMS', () => stack.strapi?.stop());
    await stopStep(logger, 'PostgreSQL', () => stack.pg?.stop());
    reaper.release();
    logger.info('stopped');
    process.exit(code);
  };
  takeOverSignals((signal) => void stop(0, signal));
  watchParent(() => void stop(1, 'the process that started it is gone'));

  try {
    const cmsAdmin = cmsAdminAccount(env);
    const cmsEditor = cmsEditorAccount(env);
    let bookingUrl = env.DATABASE_URL;
    let cmsUrl = env.CMS_DATABASE_URL;
    if (!bookingUrl || !cmsUrl) {
      const dataDir = path.join(env.DATA_DIR, 'postgres');
      stack.pg = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT, persistent: true, log: (m) => logger.debug({ postgres: m.trim() }) });
      const pid = postmasterPid(dataDir);
      if (pid) reaper.watch(pid, 'SIGINT');
      for (const db of [BOOKING_DATABASE, CMS_DATABASE]) await ensureDatabase(stack.pg.urlFor('postgres'), db);
      bookingUrl ??= stack.pg.urlFor(BOOKING_DATABASE);
      cmsUrl ??= stack.pg.urlFor(CMS_DATABASE);
      logger.info({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT }, 'embedded PostgreSQL running');
    }
    ensureStrapiBuilt((m) => cmsLog.info(m));
    // `npm run dev` (--dev) serves the front ends from their Vite dev servers instead.
    if (!seedOnly && !process.argv.includes('--dev')) {
      for (const workspace of ['storefront', 'backoffice']) {
        let group: number | undefined;
        stack.building = ensureFrontendBuilt({
          workspace,
          log: (m) => logger.info(m),
          signal: stopBuilds.signal,
          onStart: (pid) => reaper.watch(-(group = pid), 'SIGTERM'),
        });
        await stack.building;
        stack.building = undefined;
        if (group) reaper.forget(-group);
      }
    }

    // Development without an SMTP server: a local catcher receives the booking emails.
    let smtp: Partial<Env> = {};
    if (!env.SMTP_HOST && env.ENABLE_DEV_TOOLS) {
      const catcher = await startMailCatcher({ databaseUrl: bookingUrl, logger, port: env.SMTP_CATCHER_PORT });
      stack.mail = catcher;
      smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: catcher.port, SMTP_SECURE: false };
      logger.info({ port: catcher.port }, 'development mail catcher listening; caught mail at /api/dev/mail');
    }

    const cmsBase = `http://127.0.0.1:${env.CMS_PORT}`;
    const serviceEnv: Env = {
      ...env,
      ...(env.ENABLE_DEV_TOOLS && !env.PROMPTPAY_ID && !env.BANK_TRANSFER_ACCOUNT_NUMBER ? DEMO_PAYMENT_WAYS : {}),
      ...smtp,
      DATABASE_URL: bookingUrl,
      CMS_URL: cmsBase,
      CMS_ADMIN_URL: env.CMS_ADMIN_URL ?? `http://localhost:${env.CMS_PORT}`,
      ...(seedOnly ? { PORT: 0, HOST: '127.0.0.1' } : {}),
    };
    stack.service = await startBookingService(serviceEnv, logger);
    const { services } = stack.service.built;
    const { jobs } = stack.service;
    stack.strapi = superviseStrapi(
      {
        port: env.CMS_PORT,
        databaseUrl: cmsUrl,
        bookingServiceUrl: stack.service.url.replace('localhost', '127.0.0.1'),
        eventsSecret: env.CMS_EVENTS_SECRET,
        serviceToken: env.CMS_SERVICE_TOKEN ?? DEV_CMS_SERVICE_TOKEN,
        admin: { email: cmsAdmin.email, password: cmsAdmin.password },
        ...(cmsEditor ? { editor: { email: cmsEditor.email, password: cmsEditor.password } } : {}),
        // The site the edit screen's preview opens.
        env: { STOREFRONT_URL: `http://localhost:${env.PORT}` },
        onLine: (line) => cmsLog.info(line.replace(/^\[[^\]]*\]\s*/, '')),
      },
      cmsLog,
      {
        // Events Strapi could not push while it was down are caught up by a reconcile (the job
        // retries it while the restarted Strapi is not answering yet).
        onRestarted: () => void jobs.trigger(JOB.cmsReconcile).catch((err: unknown) => logger.warn({ err }, 'could not queue a reconcile from the restarted CMS')),
      },
    );
    await stack.strapi.ready();

    let printed = false;
    if (env.SEED_ON_EMPTY || seedOnly) {
      if (await demoSeedPending(services.cms)) {
        logger.info('seeding the demo island into the CMS (first start only)');
        const summary = await seedThroughCms(
          { cms: services.cms, sync: services.cmsSync, db: services.db, logger },
          { admin: { username: env.SEED_ADMIN_USERNAME, email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD }, ownerPassword: env.SEED_OWNER_PASSWORD },
        );
        printAccounts(logger, summary, `http://localhost:${env.PORT}`, cmsAdmin, cmsEditor, cmsBase);
        printed = true;
      } else if (seedOnly) {
        logger.info('the demo island is already seeded: nothing to do');
      }
    }
    if (cmsAdmin.generated && !printed) logger.info(cmsAdminLine(cmsAdmin, cmsBase));
    if (cmsEditor?.generated && !printed) logger.info(cmsEditorLine(cmsEditor));
    if (seedOnly) return void (await stop(0));
    logger.info(`IslandStay is running: site and API ${stack.service.url}, health ${stack.service.url}/api/health, Strapi admin ${cmsBase}/admin. Ctrl-C stops it.`);
  } catch (err) {
    // A build ended by a stop signal is not a failure to start.
    if (!stopping) logger.error(err instanceof EnvError ? err.message : { err }, 'could not start');
    await stop(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
