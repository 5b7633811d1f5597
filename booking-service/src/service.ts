import type { Server } from 'node:http';
import { buildApp, type BuiltApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { scheduleCompletion } from './modules/bookings/completion-job.ts';
import { startMailCatcher } from './modules/mail/dev-catcher.ts';
import type { CmsSyncService } from './modules/cms-sync/cms-sync.service.ts';

export interface RunningService {
  url: string;
  built: BuiltApp;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, builds the app, starts its jobs and listens. Used by server.ts and the stack launcher. */
export async function startBookingService(env: Env, logger: Logger): Promise<RunningService> {
  const database = await openDatabase(env, (message) => logger.debug({ postgres: message.trim() }));
  // Development without an SMTP server: a local catcher receives the booking emails.
  const catcher = !env.SMTP_HOST && env.ENABLE_DEV_TOOLS ? await startMailCatcher(database.knex, logger, env.SMTP_CATCHER_PORT) : undefined;
  if (catcher) {
    env = { ...env, SMTP_HOST: '127.0.0.1', SMTP_PORT: catcher.port, SMTP_SECURE: false };
    logger.info({ port: catcher.port }, 'development mail catcher listening; caught mail at /api/dev/mail');
  } else if (!env.SMTP_HOST) {
    logger.warn('SMTP_HOST is not set: booking emails wait in the outbox until an SMTP server is configured');
  }
  const built = buildApp({ db: database.knex, logger, env });
  const stopMail = built.services.mail.schedule(env.MAIL_RETRY_SECONDS * 1000);
  // Feeds come due every ICAL_POLL_MINUTES; looking once a minute keeps them close to it.
  const stopCalendarSync = built.services.calendarSync.schedule(60_000);
  const stopCompletion = scheduleCompletion(database.knex, systemClock, logger, env.BOOKING_COMPLETION_INTERVAL_MINUTES * 60_000);
  const server: Server = await new Promise((resolve) => {
    const listening = built.app.listen(env.PORT, env.HOST, () => resolve(listening));
  });
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : env.PORT}`;
  logger.info({ url }, 'booking service listening');
  const stopReconcile = env.CMS_SERVICE_TOKEN ? reconcileWhenCmsAnswers(built.services.cmsSync, logger) : () => undefined;
  return {
    url,
    built,
    database,
    async close() {
      stopReconcile();
      stopCompletion();
      stopMail();
      stopCalendarSync();
      await catcher?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await database.close();
    },
  };
}

/**
 * The start-up reconcile (ARCHITECTURE section 1): tried in the background until the CMS answers,
 * so the booking service serves its projection at once even while Strapi is still starting.
 */
function reconcileWhenCmsAnswers(sync: CmsSyncService, logger: Logger, everyMs = 5_000, attempts = 60): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = async (n: number) => {
    try {
      const result = await sync.reconcile();
      logger.info({ upserted: result.upserted, deleted: result.deleted, skipped: result.skipped.length }, 'projection reconciled from the CMS');
    } catch (err) {
      if (stopped) return;
      if (n >= attempts) {
        logger.error({ err }, 'could not reconcile from the CMS; serving the projection as it is');
        return;
      }
      logger.debug({ err }, 'CMS not answering yet; reconcile retried');
      timer = setTimeout(() => void attempt(n + 1), everyMs);
      timer.unref();
    }
  };
  void attempt(1);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
