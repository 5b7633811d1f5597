import path from 'node:path';
import type { Env } from '../config/env.ts';
import { createKnex, type Knex } from './knex.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';
import { migrateLatest } from './migrate.ts';

export const BOOKING_DATABASE = 'booking';

export interface Database {
  knex: Knex;
  embedded?: EmbeddedServer;
  close(): Promise<void>;
}

/**
 * With DATABASE_URL: that server. Without: a real PostgreSQL from embedded-postgres with its
 * data under DATA_DIR, and a `booking` database in it. Either way, migrated to the latest.
 */
export async function openDatabase(env: Env, log: (message: string) => void): Promise<Database> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT, persistent: true, log });
    await ensureDatabase(embedded.urlFor('postgres'), BOOKING_DATABASE);
    url = embedded.urlFor(BOOKING_DATABASE);
  }
  const knex = createKnex(url, env.DB_POOL_MAX);
  await migrateLatest(knex);
  return {
    knex,
    embedded,
    async close() {
      await knex.destroy();
      await embedded?.stop();
    },
  };
}
