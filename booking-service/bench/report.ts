import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './load.ts';
import type { ConsistencyCheck } from './two-instances.ts';

/** What one run of `npm run bench` found, as printed and as written to bench/results.json. */
export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  loadAverageAtStart: number[];
  uptimeAtStart: string;
  note: string;
}

export interface RssReading {
  process: string;
  size: string;
  rssMb: number;
  pssMb: number;
}

export interface BenchResults {
  date: string;
  finishedAt?: string;
  machine: Machine;
  settings: { connections: number; durationSeconds: number; sizes: string[] };
  measurements: Measurement[];
  /** Our search with dates (one instance, first size) over Strapi's REST list, in req/s. */
  searchOverStrapi?: { ours: number; strapi: number; ratio: number; oursP95: number; strapiP50: number; p95BelowStrapiP50: boolean };
  twoInstances?: { oneInstance: number; twoInstances: number; ratio: number; consistency: ConsistencyCheck[] };
  bookings: { size: string; created: number; conflicts: number; otherStatuses: Record<string, number>; overlapsFound: number; customersUsed: number }[];
  rss: RssReading[];
  loadAverageAtEnd?: number[];
}

export function machineInfo(): Machine {
  let uptime: string;
  try {
    uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    uptime = `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    uptimeAtStart: uptime,
    note: 'Shared machine: the load generator, PostgreSQL, the services and Strapi share these cores with other work; the last column says how many cores other work kept busy during each scenario (0 is a quiet measurement). Absolute figures are low and vary between runs.',
  };
}

const num = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const count = (n: number) => n.toLocaleString('en-US');

/** `villas / bookings`, e.g. `1,000 / 50,000` (`1,000 / -` where there are no bookings: Strapi). */
export function sizeLabel(villas: number, bookings?: number): string {
  return `${count(villas)} / ${bookings === undefined ? '-' : count(bookings)}`;
}

export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Where the figures a run is compared with came from, and the run they are. */
export interface PreviousResults {
  source: string;
  results: BenchResults;
}

/**
 * The figures the last committed run recorded: bench/results.json as git HEAD holds it, read
 * before this run overwrites the file; the file on disk where git cannot say (no repository, or
 * the file not committed yet). Undefined when there is neither.
 */
export function readPreviousResults(file: string): PreviousResults | undefined {
  const attempts: [string, () => string][] = [
    ['git HEAD', () => execFileSync('git', ['show', `HEAD:./${path.basename(file)}`], { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })],
    [path.basename(file), () => fs.readFileSync(file, 'utf8')],
  ];
  for (const [source, read] of attempts) {
    try {
      const results = JSON.parse(read()) as BenchResults;
      if (Array.isArray(results.measurements)) return { source, results };
    } catch {
      // not there: the next place, or no previous figures
    }
  }
  return undefined;
}

const fixed = (n: number) => num(n, n >= 100 ? 0 : 1);

/** The run's scenarios; with previous results, each row's p95 and req/s then beside today's. */
export function measurementsTable(measurements: Measurement[], previous?: BenchResults): string {
  const before = (m: Measurement) => previous?.measurements.find((p) => p.scenario === m.scenario && p.size === m.size);
  return markdownTable(
    [
      'scenario',
      'villas / bookings',
      'conn',
      'req/s',
      ...(previous ? ['req/s before'] : []),
      'p50 ms',
      'p95 ms',
      ...(previous ? ['p95 ms before'] : []),
      'p99 ms',
      'errors',
      'server CPU ms/req',
      'pg CPU ms/req',
      'other work (cores)',
    ],
    measurements.map((m) => {
      const b = before(m);
      return [
        m.scenario,
        m.size,
        m.connections,
        fixed(m.reqPerS),
        ...(previous ? [b ? fixed(b.reqPerS) : 'new'] : []),
        num(m.p50),
        num(m.p95),
        ...(previous ? [b ? num(b.p95) : 'new'] : []),
        num(m.p99),
        m.errors,
        num(m.serverCpuMs, 2),
        num(m.pgCpuMs, 2),
        m.otherCores === undefined ? '-' : num(m.otherCores, 2),
      ];
    }),
  );
}

/** Search with dates and booking creation at each size, side by side. */
export function growthTable(results: BenchResults): string | undefined {
  const sizes = [...new Set(results.measurements.filter((m) => m.scenario === 'search with dates').map((m) => m.size))];
  if (sizes.length < 2) return undefined;
  const find = (scenario: string, size: string) => results.measurements.find((m) => m.scenario === scenario && m.size === size);
  const rows: (string | number)[][] = [];
  for (const scenario of ['search with dates', 'search with dates, unique stays', 'booking creation (contention)']) {
    const ms = sizes.map((s) => find(scenario, s));
    rows.push([scenario, 'req/s', ...ms.map((m) => (m ? num(m.reqPerS, 0) : '-'))]);
    rows.push([scenario, 'p95 ms', ...ms.map((m) => (m ? num(m.p95) : '-'))]);
    rows.push([scenario, 'server CPU ms/req', ...ms.map((m) => (m ? num(m.serverCpuMs, 2) : '-'))]);
    rows.push([scenario, 'pg CPU ms/req', ...ms.map((m) => (m ? num(m.pgCpuMs, 2) : '-'))]);
  }
  const booked = sizes.map((s) => results.bookings.find((b) => b.size === s));
  rows.push(['booking creation (contention)', 'created / 409', ...booked.map((b) => (b ? `${b.created} / ${b.conflicts}` : '-'))]);
  return markdownTable(['scenario', 'measure', ...sizes], rows);
}

export function rssTable(rss: RssReading[]): string {
  return markdownTable(
    ['process', 'villas / bookings', 'RSS MB', 'PSS MB'],
    rss.map((r) => [r.process, r.size, r.rssMb, r.pssMb]),
  );
}

export function printReport(results: BenchResults, previous?: PreviousResults): void {
  const m = results.machine;
  console.log(`\n## Benchmark ${results.date.slice(0, 10)}\n`);
  console.log(`${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}; ${results.settings.connections} connections, ${results.settings.durationSeconds} s per scenario.`);
  console.log(`At start: ${m.uptimeAtStart}`);
  if (results.loadAverageAtEnd) console.log(`Load average at the end: ${results.loadAverageAtEnd.join(', ')}`);
  console.log(`${m.note}\n`);
  if (previous) {
    const p = previous.results;
    console.log(
      `"before": the run recorded in ${previous.source} (${p.date.slice(0, 16).replace('T', ' ')} UTC, ${p.machine.cpuModel}, load average ${p.machine.loadAverageAtStart.join(', ')} at its start); "new" where it had no such row.\n`,
    );
  }
  console.log(measurementsTable(results.measurements, previous?.results));
  if (results.searchOverStrapi) {
    const s = results.searchOverStrapi;
    console.log(
      `\nSearch with dates / Strapi REST list: ${num(s.ours, 0)} / ${num(s.strapi, 0)} req/s = ${num(s.ratio, 1)}x; our p95 ${num(s.oursP95)} ms ${s.p95BelowStrapiP50 ? '<' : '>='} Strapi's p50 ${num(s.strapiP50)} ms.`,
    );
  }
  if (results.twoInstances) {
    const t = results.twoInstances;
    console.log(`\nTwo instances behind the round-robin proxy: ${num(t.twoInstances, 0)} req/s against ${num(t.oneInstance, 0)} with one (${num(t.ratio, 2)}x).`);
    for (const c of t.consistency)
      console.log(`Catalog version ${c.direction}: detail ${c.detail ? 'saw the change' : 'DID NOT see the change'}, search ${c.search ? 'found it' : 'DID NOT find it'} at the next request.`);
  }
  for (const b of results.bookings) {
    console.log(
      `\nBooking creation at ${b.size}: ${b.created} created, ${b.conflicts} refused with 409, other answers ${JSON.stringify(b.otherStatuses)}, overlapping bookings found afterwards: ${b.overlapsFound}.`,
    );
  }
  const growth = growthTable(results);
  if (growth) console.log(`\n### Growth\n\n${growth}`);
  console.log(`\n### Memory after each process's scenarios (RSS sums count shared memory once per process; PSS splits it)\n\n${rssTable(results.rss)}\n`);
}

export function writeResults(file: string, results: BenchResults): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}
