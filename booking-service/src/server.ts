import { EnvError, loadEnv } from './config/env.ts';
import { createLogger } from './lib/logger.ts';
import { startBookingService } from './service.ts';

/**
 * The booking service alone, on the PostgreSQL of DATABASE_URL: `node dist/server.js` in the image
 * (the bundle of `npm run build`), `npm start -w booking-service` (tsx) in development. The root
 * `npm start` runs the whole development stack instead (dev/stack/start-stack.ts).
 */
async function main(): Promise<void> {
  const env = loadEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const service = await startBookingService(env, logger);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
