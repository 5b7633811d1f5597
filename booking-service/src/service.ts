import type { Server } from 'node:http';
import { buildApp, type BuiltApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { jobSchedule } from './jobs/schedule.ts';
import type { Logger } from './lib/logger.ts';

export interface RunningService {
  url: string;
  built: BuiltApp;
  database: Database;
  /** The background jobs (src/jobs/schedule.ts); `jobs.trigger(name)` runs one now. */
  jobs: JobRunner;
  close(): Promise<void>;
}

/**
 * Opens the database (DATABASE_URL), builds the app, starts its jobs and listens. Used by
 * server.ts and the development stack runner (dev/stack/start-stack.ts), which gives it the URL of
 * its embedded PostgreSQL and, with no SMTP server configured, the address of its mail catcher.
 */
export async function startBookingService(env: Env, logger: Logger): Promise<RunningService> {
  const database = await openDatabase(env);
  if (!env.SMTP_HOST) {
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      // Registrations already answered are carried out before the database goes.
      await built.services.staffAccounts.registrationsSettled();
      await database.close();
    },
  };
}
