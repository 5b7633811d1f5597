import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuSeconds, cpuSecondsSince, machineBusySeconds, type Watched } from './processes.ts';

/**
 * Load generators and what one measurement yields. Autocannon for plain request lists; a closed
 * loop of `fetch` workers where each request must be made on the spot (a fresh Idempotency-Key,
 * a customer with room for another booking) or where one user action is several requests.
 */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

export interface Measurement {
  scenario: string;
  /** The data set: villas / bookings. */
  size: string;
  connections: number;
  requests: number;
  reqPerS: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside the scenario's expected statuses, socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** CPU per request of the server under test (booking service(s) or Strapi), ms. */
  serverCpuMs: number;
  /** CPU per request of PostgreSQL (the benchmark's own server), ms. */
  pgCpuMs: number;
  /**
   * CPU per request of the load generator itself (this process: sending, reading and
   * decompressing answers), ms. On two shared cores it competes with the servers, so where it is
   * large, latency says as much about the client as about the server.
   */
  loadGeneratorCpuMs?: number;
  /**
   * Other work on the machine while the scenario ran, in cores (1 = one core busy throughout):
   * the machine's busy CPU less the servers', PostgreSQL's and this load generator's. On a shared
   * machine it says whether a figure was measured quietly; absent where /proc/stat is not.
   */
  otherCores?: number;
  note?: string;
}

export interface LoadTarget {
  scenario: string;
  size: string;
  /** The processes serving the requests, and PostgreSQL's (absent for an outside database). */
  servers: Watched[];
  postgres?: Watched;
  /** Statuses that count as answers, not errors (default: 2xx). */
  expected?: (status: number) => boolean;
  connections?: number;
  note?: string;
}

const is2xx = (status: number) => status >= 200 && status < 300;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

interface CpuUse {
  server: number;
  pg: number;
  /** This process: the load generator. */
  self: number;
  /** Cores busy with anything else meanwhile (see Measurement.otherCores). */
  otherCores: number;
}

/** CPU of the servers, of PostgreSQL and of everything else from now until `stop()`. */
function cpuMeter(target: LoadTarget) {
  const serverPids = () => target.servers.flatMap((s) => s.pids());
  const serverBefore = cpuSeconds(serverPids());
  const pgBefore = target.postgres ? cpuSeconds(target.postgres.pids()) : undefined;
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  return {
    stop: (): CpuUse => {
      const server = cpuSecondsSince(serverBefore, serverPids());
      const pg = target.postgres && pgBefore ? cpuSecondsSince(pgBefore, target.postgres.pids()) : NaN;
      const self = process.cpuUsage(selfBefore);
      const selfSeconds = (self.user + self.system) / 1e6;
      const machine = machineBusySeconds() - machineBefore;
      const elapsedS = (performance.now() - started) / 1000;
      const other = machine - server - (Number.isNaN(pg) ? 0 : pg) - selfSeconds;
      return { server, pg, self: selfSeconds, otherCores: Math.max(0, other) / elapsedS };
    },
  };
}

function summarize(target: LoadTarget, latencies: number[], statuses: Map<number, number>, failures: number, elapsedS: number, cpu: CpuUse): Measurement {
  latencies.sort((a, b) => a - b);
  const requests = latencies.length;
  const expected = target.expected ?? is2xx;
  let unexpected = 0;
  for (const [status, count] of statuses) if (!expected(status)) unexpected += count;
  const perRequest = (seconds: number) => (Number.isNaN(seconds) ? NaN : round((Math.max(0, seconds) * 1000) / Math.max(1, requests), 2));
  return {
    scenario: target.scenario,
    size: target.size,
    connections: target.connections ?? CONNECTIONS,
    requests,
    reqPerS: round(requests / elapsedS, 1),
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    errors: unexpected + failures,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([s, n]) => [String(s), n])),
    serverCpuMs: perRequest(cpu.server),
    pgCpuMs: perRequest(cpu.pg),
    loadGeneratorCpuMs: perRequest(cpu.self),
    ...(Number.isNaN(cpu.otherCores) ? {} : { otherCores: round(cpu.otherCores, 2) }),
    ...(target.note ? { note: target.note } : {}),
  };
}

/** Autocannon over a fixed list of requests (taken round-robin by every connection). */
export async function measureRequests(baseUrl: string, requests: autocannon.Request[], target: LoadTarget, durationS = DURATION_S): Promise<Measurement> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const cpu = cpuMeter(target);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections: target.connections ?? CONNECTIONS, duration: durationS, requests, timeout: 30 }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const elapsedS = (performance.now() - started) / 1000;
  return summarize(target, latencies, statuses, result.errors + result.timeouts, elapsedS, cpu.stop());
}

/**
 * `connections` workers, each running `task` again and again for `durationS`; one task is one
 * measured unit (its latency, its status). `task` gets the worker's number.
 */
export async function measureLoop(task: (worker: number) => Promise<number>, target: LoadTarget, durationS = DURATION_S): Promise<Measurement> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const cpu = cpuMeter(target);
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const worker = async (n: number) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const status = await task(n);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: target.connections ?? CONNECTIONS }, (_, n) => worker(n)));
  const elapsedS = (performance.now() - started) / 1000;
  return summarize(target, latencies, statuses, failures, elapsedS, cpu.stop());
}

/** A short run before measuring: JIT, connection pools and PostgreSQL's caches warm. */
export async function warmUp(baseUrl: string, requests: autocannon.Request[], seconds = 3): Promise<void> {
  await autocannon({ url: baseUrl, connections: 4, duration: seconds, requests });
}
