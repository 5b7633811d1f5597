/*
 * The E2E harness both front ends run (storefront and back office alike): the whole stack on free
 * ports, the browser, axe, the stack's API and the helpers their specs share. It lives here, in
 * web-common/src/test-support/e2e, so neither app imports the other's folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place in it (web-common/src/test-support/e2e). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const stackRunner = path.join(repoRoot, 'booking-service', 'dev', 'stack', 'start-stack.ts');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The loopback alias an E2E spec serves its own iCal feeds on (Linux answers on all of 127/8). A
 * stack given by E2E_BASE_URL needs OUTBOUND_ALLOW_HOSTS=127.0.0.2 for those specs.
 */
export const E2E_FEED_HOST = '127.0.0.2';

export interface RunningStack {
  url: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Give-up limit for the start, the first Strapi boot and the demo seed together. */
  timeoutMs?: number;
  logLevel?: string;
  /** Names the temp folder, to tell runs apart. */
  label?: string;
  /** More environment for the runner (e.g. STOREFRONT_DIST), and arguments after its path. */
  env?: Record<string, string>;
  args?: string[];
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * The whole product as `npm start` runs it (the real stack runner as a child process: embedded
 * PostgreSQL, Strapi, the booking service serving the built storefront), on free ports with its
 * data in a temp folder. Ready once the demo seed is complete: villas are listed and the site
 * settings, which the seed writes last, carry the island's name.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `islandstay-${options.label ?? 'e2e'}-`));
  // PostgreSQL runs as its own user (the machines run as root): it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'stack.log');
  const [port, cmsPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: options.logLevel ?? process.env.E2E_LOG_LEVEL ?? 'info',
    SEED_ON_EMPTY: 'true',
    // Every E2E sign-in comes from 127.0.0.1: the per-address code limit (20 an hour) would end the suite.
    RATE_LIMIT_OTP_PER_IP_HOUR: '1000',
    // The same for bookings: every spec's guests book from 127.0.0.1 (30 an hour by default).
    RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '1000',
    // Calendar feeds a spec serves itself: the SSRF guard lets this one loopback alias through,
    // while the stack's own ports on 127.0.0.1 stay refused.
    OUTBOUND_ALLOW_HOSTS: E2E_FEED_HOST,
  };
  for (const inherited of ['DATABASE_URL', 'CMS_DATABASE_URL', 'CMS_URL', 'STOREFRONT_DIST', 'NODE_OPTIONS']) delete env[inherited];
  Object.assign(env, options.env);
  const log = fs.openSync(logFile, 'a');
  // Its own process group, so a last-resort kill reaches Strapi and PostgreSQL too.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', stackRunner, ...(options.args ?? [])], { cwd: repoRoot, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const gaveUp = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 60_000))]);
      if (gaveUp) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
        await exited;
      }
    }
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? Number(process.env.E2E_START_TIMEOUT_MS ?? 420_000);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the stack exited (${child.exitCode ?? child.signalCode}) while starting`);
      const villas = await getJson(`${url}/api/villas`).catch(() => undefined);
      if (villas?.status === 200 && villas.body.total > 0) {
        const settings = await getJson(`${url}/api/site-settings`).catch(() => undefined);
        if (settings?.status === 200 && settings.body?.data?.islandName) return { url, dataDir, logFile, stop };
      }
      if (Date.now() > deadline) throw new Error(`the stack was not seeded and serving within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  } catch (err) {
    // The log outlives the data folder, for whoever reads the failure.
    const keptLog = path.join(os.tmpdir(), `${path.basename(dataDir)}-failed.log`);
    fs.copyFileSync(logFile, keptLog);
    await stop();
    throw new Error(`${(err as Error).message}; log kept at ${keptLog}, its last lines:\n${tail(keptLog)}`, { cause: err });
  }
}
