import { EnvError, type Env } from '../config/env.ts';
import { createKnex, type Knex } from './knex.ts';
import { migrateLatest } from './migrate.ts';

export const BOOKING_DATABASE = 'booking';

export interface Database {
  knex: Knex;
  close(): Promise<void>;
}

/**
 * The PostgreSQL of DATABASE_URL, migrated to the latest. The service never starts a database of
 * its own: on one machine the development stack (booking-service/dev/stack/start-stack.ts) runs an
 * embedded PostgreSQL and passes its URL, so production carries no PostgreSQL binaries.
 */
export async function openDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) {
    throw new EnvError(
      'Invalid environment:\n' +
        '  DATABASE_URL: is required: the PostgreSQL of the booking service (postgres://user:password@host:5432/booking).\n' +
        '  To run everything on this machine instead, `npm start` at the repository root runs the whole development stack with an embedded PostgreSQL.',
    );
  }
  const knex = createKnex(env.DATABASE_URL, env.DB_POOL_MAX);
  await migrateLatest(knex);
  return {
    knex,
    close: () => knex.destroy(),
  };
}
