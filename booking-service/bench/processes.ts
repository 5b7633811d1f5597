import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../dev/embedded-postgres.ts';

/**
 * The processes the benchmark starts and what they cost: CPU and RSS read from /proc, summed over
 * each process tree (Strapi and PostgreSQL run several processes).
 */
export const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** Fields of /proc/PID/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | undefined {
  const stat = readProc(pid, 'stat');
  return stat?.slice(stat.lastIndexOf(') ') + 2).split(' ');
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
}

/** The process and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const parent = Number(statFields(pid)?.[1]);
    if (!Number.isFinite(parent)) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** USER_HZ: the unit of the CPU times in /proc/PID/stat on Linux. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) used so far by each of these processes. */
export function cpuSeconds(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) used.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
  }
  return used;
}

/**
 * Busy CPU seconds of the whole machine so far, all cores (user, nice, system, irq, softirq, steal
 * from /proc/stat); NaN where there is no /proc/stat.
 */
export function machineBusySeconds(): number {
  let first: string | undefined;
  try {
    first = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  } catch {
    return NaN;
  }
  if (!first?.startsWith('cpu ')) return NaN;
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = first.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/**
 * CPU seconds these processes used since `before`: per process, so a process that ended meanwhile
 * (a PostgreSQL backend whose pool connection went idle) does not make the sum go down, and one
 * that started meanwhile counts from zero.
 */
export function cpuSecondsSince(before: Map<number, number>, pids: number[]): number {
  let total = 0;
  for (const [pid, seconds] of cpuSeconds(pids)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * Memory of these processes in MB: RSS summed (shared pages, such as PostgreSQL's shared buffers,
 * counted once per process, as `ps` shows them) and PSS summed (shared pages split between the
 * processes that share them, so the sum is what the tree really holds).
 */
export function memoryMb(pids: number[]): { rss: number; pss: number } {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of pids) {
    rssKb += Number(readProc(pid, 'status')?.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    pssKb += Number(readProc(pid, 'smaps_rollup')?.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  }
  return { rss: Math.round(rssKb / 1024), pss: Math.round(pssKb / 1024) };
}

/**
 * The postmaster of the PostgreSQL listening on this port (embedded-postgres starts it as
 * `postgres -D <dir> -p <port>`), so the CPU of other PostgreSQL servers on a shared machine is
 * not counted. Undefined for an outside server (BENCH_DATABASE_URL).
 */
export function postmasterOnPort(port: number): number | undefined {
  for (const pid of allPids()) {
    if (readProc(pid, 'comm')?.trim() !== 'postgres') continue;
    const args = readProc(pid, 'cmdline')?.split('\0') ?? [];
    const at = args.indexOf('-p');
    if (at >= 0 && args[at + 1] === String(port)) return pid;
  }
  return undefined;
}

/** Something whose CPU and memory the benchmark reads: a process tree, found again on each read. */
export interface Watched {
  label: string;
  pids(): number[];
}

export function watchTree(label: string, root: () => number | undefined): Watched {
  return {
    label,
    pids: () => {
      const pid = root();
      return pid ? processTree(pid) : [];
    },
  };
}

export interface BookingServiceProcess {
  url: string;
  child: ChildProcess;
  watched: Watched;
  stop(): Promise<void>;
}

/**
 * Opt-in profiling (BENCH_CPU_PROF=dir): each booking-service child writes a V8 .cpuprofile into
 * that folder when it stops (the server exits on SIGTERM, which is when Node writes it).
 */
function cpuProfileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** The booking service as its own process (`src/server.ts`), talking to no CMS. */
export async function startBookingService(label: string, databaseUrl: string, env: Record<string, string>): Promise<BookingServiceProcess> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ENABLE_DEV_TOOLS: 'false',
    // No CMS: a closed port, and no service token, so no reconcile from a developer's Strapi.
    CMS_URL: 'http://127.0.0.1:9',
    ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
    ...env,
  };
  delete childEnv.CMS_SERVICE_TOKEN;
  const child = spawn(process.execPath, [...cpuProfileFlags(), '--import', 'tsx', 'src/server.ts'], { cwd: serviceDir, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHttp(`${url}/api/currencies/all`, 60_000),
    exited.then(() => {
      throw new Error(`${label} exited while starting (code ${child.exitCode})`);
    }),
  ]);
  return {
    url,
    child,
    watched: watchTree(label, () => child.pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
