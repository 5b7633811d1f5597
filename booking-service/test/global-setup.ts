import type { TestProject } from 'vitest/node';
import { ensureDatabase, startThrowawayPostgres } from '../dev/embedded-postgres.ts';
import { createKnex } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'islandstay_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the server's maintenance database; test files create their own databases. */
    pgMaintenanceUrl: string;
  }
}

/**
 * Real PostgreSQL for the whole run: TEST_DATABASE_URL when set, else an embedded server in a
 * throwaway folder. A migrated template database is made once; each test file copies it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startThrowawayPostgres(process.env.TEST_DATABASE_URL);
  await ensureDatabase(postgres.maintenanceUrl, TEMPLATE_DATABASE);
  const knex = createKnex(postgres.urlOf(TEMPLATE_DATABASE), 2);
  await migrateLatest(knex);
  await knex.destroy();
  project.provide('pgMaintenanceUrl', postgres.maintenanceUrl);
  return () => postgres.stop();
}
