import type { Server } from 'node:http';
import { buildApp, type BuiltApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { jobSchedule } from './jobs/schedule.ts';
import type { Logger } from './lib/logger.ts';
import { startMailCatcher } from './modules/mail/dev-catcher.ts';

export interface RunningService {
  url: string;
  built: BuiltApp;
  database: Database;
  /** The background jobs (src/jobs/schedule.ts); `jobs.trigger(name)` runs one now. */
  jobs: JobRunner;
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
  const jobs = new JobRunner(database.knex, jobSchedule(env, built.services, logger), logger);
  await jobs.start();
  const server: Server = await new Promise((resolve) => {
    const listening = built.app.listen(env.PORT, env.HOST, () => resolve(listening));
  });
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : env.PORT}`;
  logger.info({ url }, 'booking service listening');
  return {
    url,
    built,
    database,
    jobs,
    async close() {
      await jobs.stop();
      await catcher?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      // Registrations already answered are carried out before the database goes.
      await built.services.staffAccounts.registrationsSettled();
      await database.close();
    },
  };
}
