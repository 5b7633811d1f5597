import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { healthResponseSchema, type HealthResponse } from '@islandstay/shared/health/health.schemas';
import { repoRoot } from '../src/config/env.ts';
import { freePort } from '../dev/embedded-postgres.ts';

/**
 * Fault tests of the real stack runner (`npm start`'s start-stack.ts under tsx, as a child
 * process with its own embedded PostgreSQL, Strapi and booking service on free ports):
 * - defect 4: `kill -KILL` of Strapi left it down without a word; it is now logged and restarted;
 * - defect 6: SIGTERM left the runner, Strapi and PostgreSQL running on their ports; now every
 *   port is released and no process remains, also when the runner itself is killed;
 * - defects 1 and 7 under the runner: Strapi has its admin, the service listens on 127.0.0.1.
 */
const serviceDir = path.join(repoRoot, 'booking-service');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const runnerFile = path.join(serviceDir, 'dev', 'stack', 'start-stack.ts');
const GIVE_UP_MS = 300_000;

interface Ports {
  service: number;
  cms: number;
  postgres: number;
}

interface Runner {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** One test's stack: its own ports and data folder, picked right before it starts. */
interface Stack {
  ports: Ports;
  dataDir: string;
  runner: Runner;
}

function startRunner(ports: Ports, dataDir: string): Runner {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(VITEST|NODE_ENV|DATABASE_URL|CMS_DATABASE_URL|CMS_URL|HOST|CMS_ADMIN_|CMS_SERVICE_TOKEN|SMTP_|ENABLE_DEV_TOOLS|SEED_)/.test(key)) delete env[key];
  }
  Object.assign(env, {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(ports.service),
    CMS_PORT: String(ports.cms),
    EMBEDDED_PG_PORT: String(ports.postgres),
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'info',
  });
  // --dev: the runner does not build the two front ends (minutes of CPU, and not what this is about).
  const child = spawn(tsx, [runnerFile, '--dev'], { cwd: serviceDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

/** Polls `probe` until it gives a value; gives up early when the runner ended while it should run. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, runner: Runner, timeoutMs = GIVE_UP_MS, runnerMayEnd = false): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined) return value;
    const runnerEnded = !runnerMayEnd && (runner.child.exitCode !== null || runner.child.signalCode !== null);
    if (runnerEnded || Date.now() > deadline) throw new Error(`gave up waiting for ${what}\n--- runner output ---\n${runner.output().slice(-6000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function health(ports: Ports): Promise<{ status: number; body: HealthResponse }> {
  const res = await fetch(`http://127.0.0.1:${ports.service}/api/health`);
  return { status: res.status, body: healthResponseSchema.parse(await res.json()) };
}

const healthyCms = (ports: Ports) => async () => {
  const h = await health(ports);
  return h.status === 200 && h.body.cms.ok ? h.body : undefined;
};

function strapiPids(output: string): number[] {
  return [...output.matchAll(/CMS started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
}

/** Every process below `root`, from /proc (what must be gone once the stack is stopped). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone while listing
    }
  }
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [pid, ppid] of parentOf) if (frontier.includes(ppid)) next.push(pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Alive and not a zombie waiting for a reaper. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function allGone(pids: number[], ports: Ports): Promise<true | undefined> {
  if (pids.some(alive)) return undefined;
  for (const port of Object.values(ports)) if (!(await portFree(port))) return undefined;
  return true;
}

async function pickPorts(): Promise<Ports> {
  const taken = new Set<number>();
  const pick = async () => {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  return { service: await pick(), cms: await pick(), postgres: await pick() };
}

/** Kills what is left of a stack (a test that failed half-way) and removes its data folder. */
function killStack(stack: Stack): void {
  const { child } = stack.runner;
  if (child.exitCode === null && child.signalCode === null) {
    const pids = [child.pid!, ...descendants(child.pid!)];
    for (const pid of pids.reverse()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  fs.rmSync(stack.dataDir, { recursive: true, force: true });
}

/**
 * Starts the runner on ports and a data folder picked just now and waits until it is healthy.
 * A port taken by someone else between the pick and the bind is tried once more on fresh ones.
 */
async function startStack(): Promise<{ stack: Stack; health: HealthResponse }> {
  for (let attempt = 1; ; attempt++) {
    const ports = await pickPorts();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-stack-'));
    // As root, embedded-postgres runs the server as a `postgres` user, which must reach the folder.
    fs.chmodSync(dataDir, 0o755);
    const stack: Stack = { ports, dataDir, runner: startRunner(ports, dataDir) };
    try {
      const healthy = await waitFor(
        'the stack to be healthy',
        async () => {
          const h = await health(ports);
          return h.status === 200 && h.body.status === 'ok' ? h.body : undefined;
        },
        stack.runner,
      );
      return { stack, health: healthy };
    } catch (err) {
      const portTaken = /EADDRINUSE|address already in use/i.test(stack.runner.output());
      killStack(stack);
      if (!portTaken || attempt >= 2) throw err;
    }
  }
}

describe('the stack runner under faults', () => {
  it('restarts a killed Strapi, and SIGTERM stops everything in order leaving no process and no port', async () => {
    const { stack, health: first } = await startStack();
    const { runner, ports, dataDir } = stack;
    try {
      expect(first).toMatchObject({ database: { ok: true }, cms: { ok: true }, mail: { ok: true } });

      // Defect 1 under the runner: Strapi came up with its admin; registration is closed.
      const init = (await (await fetch(`http://127.0.0.1:${ports.cms}/admin/init`)).json()) as { data: { hasAdmin: boolean } };
      expect(init.data.hasAdmin).toBe(true);
      const register = await fetch(`http://127.0.0.1:${ports.cms}/admin/register-admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'attacker@example.com', password: 'Attacker123', firstname: 'Mallory' }),
      });
      expect(register.status).toBeGreaterThanOrEqual(400);
      expect(register.status).toBeLessThan(500);
      const saved = JSON.parse(fs.readFileSync(path.join(dataDir, 'cms-admin.json'), 'utf8'));
      expect(fs.statSync(path.join(dataDir, 'cms-admin.json')).mode & 0o077).toBe(0);
      // Printed with the seeded accounts, which may come a moment after the stack answers healthy.
      const adminLine = `${saved.email}  password: ${saved.password}`;
      await waitFor('the Strapi admin account in the output', () => (runner.output().includes(adminLine) ? true : undefined), runner);
      // Defect 7 under the runner: dev tools on and HOST unset, so only this machine reaches it.
      const network = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      if (network)
        expect(
          await fetch(`http://${network}:${ports.service}/api/health`).then(
            () => 'answered',
            () => 'refused',
          ),
        ).toBe('refused');

      // Defect 4: kill -KILL the CMS; the runner says so and brings it back.
      const [strapiPid] = strapiPids(runner.output());
      expect(strapiPid).toBeGreaterThan(1);
      process.kill(strapiPid!, 'SIGKILL');
      await waitFor('the runner to log the CMS exit', () => (/CMS exited unexpectedly \(signal SIGKILL\); restarting it in 1 s/.test(runner.output()) ? true : undefined), runner, 60_000);
      const restartedPid = await waitFor('a new CMS process', () => strapiPids(runner.output()).find((pid) => pid !== strapiPid), runner);
      expect(alive(strapiPid!)).toBe(false);
      await waitFor('the restarted CMS to be healthy', healthyCms(ports), runner);
      await waitFor('the restart to be reported', () => (runner.output().includes('CMS is back after a restart') ? true : undefined), runner);
      expect(alive(restartedPid)).toBe(true);

      // Defect 6: SIGTERM to the runner stops the service, Strapi and PostgreSQL, in that order.
      const everyProcess = [runner.child.pid!, ...descendants(runner.child.pid!)];
      expect(everyProcess).toContain(restartedPid);
      runner.child.kill('SIGTERM');
      const exit = await Promise.race([runner.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`runner still running\n${runner.output().slice(-4000)}`)), 90_000))]);
      expect(exit.code).toBe(0);
      const stopLog = runner.output().slice(runner.output().indexOf('stopping (SIGTERM)'));
      expect(stopLog).toContain('stopping (SIGTERM): booking service, CMS, database');
      expect(stopLog).toContain('stopped');
      expect(stopLog).not.toContain('did not stop');
      expect(stopLog).not.toMatch(/CMS exited unexpectedly/);
      await waitFor('every process and port of the stack to be released', () => allGone(everyProcess, ports), runner, 30_000, true);
    } finally {
      killStack(stack);
    }
  }, 900_000);

  it('when the runner itself is killed (kill -KILL), Strapi and PostgreSQL exit and release their ports', async () => {
    const { stack } = await startStack();
    const { runner, ports } = stack;
    try {
      const runnerPid = descendants(runner.child.pid!).find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start-stack.ts'));
      expect(runnerPid).toBeDefined();
      const everyProcess = [runner.child.pid!, ...descendants(runner.child.pid!)];
      expect(everyProcess.length).toBeGreaterThan(4);

      process.kill(runnerPid!, 'SIGKILL');
      await runner.exited;
      await waitFor('Strapi and PostgreSQL to notice and exit', () => allGone(everyProcess, ports), runner, 60_000, true);
    } finally {
      killStack(stack);
    }
  }, 900_000);
});
