import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded-postgres.ts';
import { createKnex } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'islandstay_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the server's maintenance database; test files create their own databases. */
    pgMaintenanceUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Real PostgreSQL for the whole run: TEST_DATABASE_URL when set, else an embedded server in a
 * throwaway folder. A migrated template database is made once; each test file copies it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let maintenanceUrl = process.env.TEST_DATABASE_URL;
  if (!maintenanceUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-test-pg-'));
    // As root, embedded-postgres runs the server as a `postgres` user, which must reach the folder.
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
    maintenanceUrl = embedded.urlFor('postgres');
  }
  await ensureDatabase(maintenanceUrl, TEMPLATE_DATABASE);
  const knex = createKnex(withDatabase(maintenanceUrl, TEMPLATE_DATABASE), 2);
  await migrateLatest(knex);
  await knex.destroy();
  project.provide('pgMaintenanceUrl', maintenanceUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
