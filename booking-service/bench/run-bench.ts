/**
 * `npm run bench`: the API under load. Generates 1,000 villas and 50,000 bookings in a fresh
 * database, starts the booking service as its own process and measures it with autocannon.
 * Targets on a 2-core machine: search with dates p95 < 50 ms at 20 connections; quote p95 < 20 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { ensureDatabase, freePort, startThrowawayPostgres } from '../src/db/embedded-postgres.ts';
import { createKnex } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { seedProjection } from '../src/seed/projection-seed.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
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

/** CPU seconds used so far by a process (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on the machine (the benchmark's server only, here). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Scenario {
  name: string;
  target: string;
  requests: autocannon.Request[];
}

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  non2xx: number;
  'node ms/req': number;
  'pg ms/req': number;
  target: string;
}

async function measure(baseUrl: string, scenario: Scenario, serverPid: number): Promise<Row> {
  const latencies: number[] = [];
  const nodeBefore = cpuSeconds(serverPid);
  const pgBefore = postgresCpuSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests: scenario.requests }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const perRequest = (seconds: number) => Number(((Math.max(0, seconds) * 1000) / Math.max(1, result.requests.total)).toFixed(2));
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    non2xx: result.non2xx,
    'node ms/req': perRequest(cpuSeconds(serverPid) - nodeBefore),
    'pg ms/req': perRequest(postgresCpuSeconds() - pgBefore),
    target: scenario.target,
  };
}

async function main(): Promise<void> {
  const postgres = await startThrowawayPostgres(process.env.BENCH_DATABASE_URL);
  const database = `bench_${Date.now()}`;
  await ensureDatabase(postgres.maintenanceUrl, database);
  const dbUrl = postgres.urlOf(database);

  const knex = createKnex(dbUrl, 4);
  let server: ChildProcess | undefined;
  try {
    await migrateLatest(knex);
    const started = Date.now();
    const summary = await seedProjection(knex, { villas: 1000, bookingsPerVilla: 50, seed: 7 });
    // What autovacuum does on a live server: statistics and the visibility map (index-only scans).
    await knex.raw('vacuum analyze');
    console.log(`Generated ${summary.villas} villas and ${summary.bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const villaIds: string[] = (await knex('villas').where({ is_active: true }).whereIn('owner_id', knex('owners').where({ status: 'approved' }).select('id')).select('id').limit(200)).map((r: { id: string }) => r.id);

    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceDir,
      env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/currencies/all`, 30_000);

    const today = todayOnIsland();
    const stays = Array.from({ length: 50 }, (_, i) => {
      const checkIn = addDays(today, 7 + i * 3);
      return { checkIn, checkOut: addDays(checkIn, 2 + (i % 6)) };
    });
    const scenarios: Scenario[] = [
      {
        name: 'search with dates',
        target: 'p95 < 50 ms',
        requests: stays.map((s, i) => ({
          method: 'GET',
          path: `/api/search/villas?checkIn=${s.checkIn}&checkOut=${s.checkOut}&guests=${1 + (i % 4)}&sort=${i % 2 ? 'relevance' : 'price-low'}`,
        })),
      },
      {
        name: 'villa detail',
        target: '-',
        requests: villaIds.map((id) => ({ method: 'GET', path: `/api/villas/${id}` })),
      },
      {
        name: 'quote',
        target: 'p95 < 20 ms',
        requests: villaIds.map((id, i) => {
          const stay = stays[i % stays.length]!;
          return {
            method: 'POST',
            path: `/api/villas/${id}/calculate-price`,
            headers: { 'content-type': 'application/json', 'x-requested-with': 'islandstay' },
            body: JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut }),
          };
        }),
      },
    ];

    // Warm up the server (JIT, connection pool, PostgreSQL caches) before measuring.
    await autocannon({ url: baseUrl, connections: 4, duration: 3, requests: scenarios.flatMap((s) => s.requests.slice(0, 20)) });
    const rows: Row[] = [];
    for (const scenario of scenarios) rows.push(await measure(baseUrl, scenario, server.pid ?? 0));
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${os.cpus().length} cores, Node ${process.version}`);
    console.table(rows);
    const rss = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
    if (rss) console.log(`booking-service RSS after the run: ${Math.round(Number(rss) / 1024)} MB`);
  } finally {
    server?.kill('SIGTERM');
    await knex.destroy();
    await postgres.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
