import type { Server } from 'node:http';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoIslandIfEmpty } from './db/seeds/demo-island.ts';
import { createLogger } from './lib/logger.ts';
import { systemClock } from './lib/clock.ts';
import { scheduleCompletion } from './modules/bookings/completion-job.ts';

/** `npm start` on a developer's machine: development helpers on unless said otherwise. */
function applyDevelopmentDefaults(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if ((source.NODE_ENV ?? 'development') !== 'development') return source;
  return { ENABLE_DEV_TOOLS: 'true', ...source };
}

async function main(): Promise<void> {
  const env = loadEnv(applyDevelopmentDefaults(process.env));
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env, (message) => logger.debug({ postgres: message.trim() }));
  if (env.SEED_ON_EMPTY) {
    const seeded = await seedDemoIslandIfEmpty(database.knex);
    if (seeded) logger.info(seeded, 'seeded the demo island');
  }
  const { app } = buildApp({ db: database.knex, logger, env });
  const stopCompletion = scheduleCompletion(database.knex, systemClock, logger, env.BOOKING_COMPLETION_INTERVAL_MINUTES * 60_000);
  const server: Server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://localhost:${env.PORT}` }, 'booking service listening');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopCompletion();
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
