/**
 * `npm run bench`: the API under load, side by side with the plain-CMS alternative. In one run:
 * - generated islands (1,000 villas / 50,000 bookings, and 5,000 / 500,000) written straight into
 *   fresh databases, each served by the booking service as its own process;
 * - our search with dates (50 repeated stays, and a new stay each request), villa detail, quote
 *   (likewise), calendar prices, booking creation under contention, and the back office's
 *   calendar (200 villas x 90 days, also with a booking edited before each view, and 1,000 villas
 *   x 90 days for its growth, signed in as admin);
 * - the same 1,000 villas loaded into the real Strapi of cms/, and its REST `GET /api/villas`
 *   with the same filters and populate (no availability at all);
 * - two booking-service instances on one database behind a round-robin proxy, and the catalog
 *   version check between them.
 * Prints one table and writes bench/results.json. Settings: BENCH_CONNECTIONS (20), BENCH_DURATION
 * (10 s per scenario), BENCH_SIZES (`1000,5000`; `VILLAS` or `VILLASxBOOKINGS_PER_VILLA`),
 * BENCH_STRAPI (`false` leaves Strapi out), BENCH_DATABASE_URL (an outside PostgreSQL), BENCH_ONLY
 * (a comma list of parts to run: search, strapi, reads, instances, booking, calendar; default all;
 * a partial run prints its table and writes results.json only when BENCH_RESULTS names a file),
 * BENCH_CPU_PROF (a folder: each booking-service process writes a V8 .cpuprofile there when it stops).
 * Each service is measured once its start-up jobs have finished (background-jobs.ts). The report
 * shows beside each scenario its figures in the results.json of git HEAD (report.ts).
 * Targets: search with dates p95 < 50 ms at both sizes and at least 30x Strapi's throughput;
 * booking creation p95 < 100 ms under contention; the admin calendar's 200-villa view p95 <= 50 ms
 * at <= 10 ms of service CPU per view.
 */
import os from 'node:os';
import path from 'node:path';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { ensureDatabase, startThrowawayPostgres } from '../dev/embedded-postgres.ts';
import { createKnex, type Knex } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { planIsland, type IslandSize } from '../dev/seed/island-plan.ts';
import { seedProjection } from '../dev/seed/projection-seed.ts';
import { CONNECTIONS, DURATION_S, measureLoop, measureRequests, warmUp, type LoadTarget, type Measurement } from './load.ts';
import { memoryMb, postmasterOnPort, serviceDir, startBookingService, watchTree, type BookingServiceProcess, type Watched } from './processes.ts';
import { machineInfo, printReport, readPreviousResults, sizeLabel, writeResults, type BenchResults } from './report.ts';
import { adminCalendarView, benchStays, bookingContention, calendarPrices, quote, searchWithDates, uniqueStayQuote, uniqueStaySearch, villaDetail } from './scenarios.ts';
import { adminCookie, BENCH_SESSION_SECRET, customerCookies } from './sessions.ts';
import { waitForBackgroundJobs } from './background-jobs.ts';
import { loadVillasIntoStrapi, startBenchStrapi, strapiVillaList, type BenchStrapi } from './strapi-side.ts';
import { checkCatalogVersion, startRoundRobinProxy } from './two-instances.ts';

const SEED = 7;
const BOOKINGS_PER_VILLA: Record<number, number> = { 1000: 50, 5000: 100 };
/** The back office's calendar: the 200-villa island of its target, and 1,000 villas for how it grows. */
const CALENDAR = { villas: [200, 1000], editedVillas: 200, bookingsPerVilla: 50, days: 90, connections: Number(process.env.BENCH_CALENDAR_CONNECTIONS ?? 4) };
const CONTENTION = { villas: 50, customers: 3000 };
const EVENTS_SECRET = `bench-cms-events-${Date.now()}-0123456789abcdef`;
const RESULTS_FILE = path.join(serviceDir, 'bench', 'results.json');
/** The unique-stay rows: a fetch loop (each request made on the spot), not autocannon's fixed list. */
const UNIQUE_STAYS_NOTE = 'each request a new stay: check-in within 365 days, 1-21 nights (autocannon, since 2026-11-27 04:30; a fetch loop before)';

/** The parts of one run BENCH_ONLY can pick; growth is `search` and `booking` over BENCH_SIZES. */
const PARTS = ['search', 'strapi', 'reads', 'instances', 'booking', 'calendar'] as const;
type Part = (typeof PARTS)[number];

function parseParts(value: string | undefined): Set<Part> {
  if (!value) return new Set(PARTS);
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return new Set(parts as Part[]);
}

function parseSizes(value = '1000,5000'): IslandSize[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d+)(?:x(\d+))?$/.exec(part);
      if (!match) throw new Error(`BENCH_SIZES: "${part}" is not VILLAS or VILLASxBOOKINGS_PER_VILLA`);
      const villas = Number(match[1]);
      return { villas, bookingsPerVilla: match[2] ? Number(match[2]) : (BOOKINGS_PER_VILLA[villas] ?? 50), seed: SEED };
    });
}

const log = (message: string) => console.log(`[bench] ${message}`);

interface Island {
  knex: Knex;
  url: string;
  label: string;
  /** Public villas (active, approved owner), in id order. */
  publicIds: string[];
}

/** A fresh database with a generated island, migrated, seeded and analysed. */
async function prepareIsland(pg: { maintenanceUrl: string; urlOf(db: string): string }, size: IslandSize): Promise<Island> {
  const database = `bench_${size.villas}_${Date.now()}`;
  await ensureDatabase(pg.maintenanceUrl, database);
  const url = pg.urlOf(database);
  const knex = createKnex(url, 4);
  await migrateLatest(knex);
  const started = Date.now();
  const summary = await seedProjection(knex, size);
  // What autovacuum does on a live server: statistics and the visibility map (index-only scans).
  await knex.raw('vacuum analyze');
  const label = sizeLabel(summary.villas, summary.bookings);
  log(`generated ${label} villas / bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const publicIds = (
    (await knex('villas')
      .where({ is_active: true })
      .whereIn('owner_id', knex('owners').where({ status: 'approved' }).select('id'))
      .orderBy('id')
      .select('id')) as { id: string }[]
  ).map((r) => r.id);
  return { knex, url, label, publicIds };
}

// A customer retries after each 409, far past the hourly booking limits, which the bench is not
// measuring; their checks still run on every booking. Each customer books from an address of
// their own, as the gateway passes it on (X-Forwarded-For, trusted as in production's compose
// file): from one address, every booking queued on that address's limit.
const serviceEnv = {
  SESSION_SECRET: BENCH_SESSION_SECRET,
  CMS_EVENTS_SECRET: EVENTS_SECRET,
  STAFF_SESSION_RECHECK_SECONDS: '3600',
  TRUST_PROXY: 'true',
  RATE_LIMIT_BOOKINGS_PER_CUSTOMER_HOUR: '1000000',
  RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '1000000',
};

async function main(): Promise<void> {
  const machine = machineInfo();
  const sizes = parseSizes(process.env.BENCH_SIZES);
  const parts = parseParts(process.env.BENCH_ONLY);
  const partial = parts.size < PARTS.length;
  const withStrapi = process.env.BENCH_STRAPI !== 'false' && parts.has('strapi');
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine,
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, sizes: sizes.map((s) => sizeLabel(s.villas, s.villas * s.bookingsPerVilla)) },
    measurements: [],
    bookings: [],
    rss: [],
  };
  log(`start: ${machine.uptimeAtStart}`);
  // Read now: a full run overwrites the file at its end.
  const previous = readPreviousResults(RESULTS_FILE);

  const pg = await startThrowawayPostgres(process.env.BENCH_DATABASE_URL);
  const pgPort = Number(new URL(pg.maintenanceUrl).port);
  const postgres: Watched | undefined = process.env.BENCH_DATABASE_URL ? undefined : watchTree('postgres', () => postmasterOnPort(pgPort));
  const running: { stop(): Promise<void> }[] = [];
  const knexes: Knex[] = [];
  const record = (m: Measurement) => {
    results.measurements.push(m);
    log(
      `${m.scenario} (${m.size}): ${m.reqPerS} req/s, p95 ${m.p95} ms, errors ${m.errors}, statuses ${JSON.stringify(m.statuses)}; CPU ms/req: server ${m.serverCpuMs}, pg ${m.pgCpuMs}, load generator ${m.loadGeneratorCpuMs}`,
    );
  };
  const readRss = (name: string, size: string, watched: Watched) => {
    const { rss, pss } = memoryMb(watched.pids());
    results.rss.push({ process: name, size, rssMb: rss, pssMb: pss });
  };

  try {
    const today = todayOnIsland();
    const stays = benchStays(today);

    // Strapi boots and takes the first size's villas while that island is generated.
    const first = sizes[0];
    if (!first) throw new Error('BENCH_SIZES names no size');
    const strapiReady: Promise<BenchStrapi | undefined> = withStrapi
      ? (async () => {
          const strapi = await startBenchStrapi(pg.maintenanceUrl, pg.urlOf, log);
          running.push(strapi);
          const started = Date.now();
          await loadVillasIntoStrapi(strapi.url, strapi.token, planIsland(first).villas);
          log(`Strapi holds ${first.villas} villas (loaded through its REST API in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
          return strapi;
        })()
      : Promise.resolve(undefined);
    // A failure there is reported where it is awaited, not as an unhandled rejection meanwhile.
    strapiReady.catch(() => undefined);

    // The calendar has islands of its own: a run of it alone generates none of BENCH_SIZES.
    const islandSizes = PARTS.some((p) => p !== 'calendar' && parts.has(p)) ? sizes : [];
    for (const [index, size] of islandSizes.entries()) {
      const island = await prepareIsland(pg, size);
      knexes.push(island.knex);
      const service = await startBookingService('booking-service', island.url, serviceEnv);
      running.push(service);
      await waitForBackgroundJobs(island.knex, log, `booking service at ${island.label}`);
      const target = (scenario: string, extra: Partial<LoadTarget> = {}): LoadTarget => ({ scenario, size: island.label, servers: [service.watched], postgres, ...extra });
      const detailIds = island.publicIds.slice(0, 200);
      const search = searchWithDates(stays);
      // Strapi's loading must be over before anything is measured.
      const strapi = index === 0 ? await strapiReady : undefined;
      await warmUp(service.url, [...search.slice(0, 20), ...villaDetail(detailIds).slice(0, 20)]);

      if (parts.has('search')) {
        record(await measureRequests(service.url, search, target('search with dates')));
        record(await measureRequests(service.url, uniqueStaySearch(today), target('search with dates, unique stays', { note: UNIQUE_STAYS_NOTE })));
      }

      if (index === 0) {
        if (strapi) {
          const list = strapiVillaList();
          await warmUp(strapi.url, list.slice(0, 20));
          const strapiRow = await measureRequests(strapi.url, list, {
            scenario: 'Strapi REST GET /api/villas (filters + populate, no dates)',
            size: sizeLabel(first.villas),
            servers: [strapi.watched],
            postgres,
          });
          record(strapiRow);
          const ours = results.measurements.find((m) => m.scenario === 'search with dates' && m.size === island.label);
          if (ours) {
            results.searchOverStrapi = {
              ours: ours.reqPerS,
              strapi: strapiRow.reqPerS,
              ratio: Number((ours.reqPerS / Math.max(0.1, strapiRow.reqPerS)).toFixed(1)),
              oursP95: ours.p95,
              strapiP50: strapiRow.p50,
              p95BelowStrapiP50: ours.p95 < strapiRow.p50,
            };
          }
          log(`Strapi lifecycle events received: ${strapi.eventsReceived()}`);
          readRss('strapi', sizeLabel(first.villas), strapi.watched);
          await strapi.stop();
        }

        if (parts.has('reads')) {
          record(await measureRequests(service.url, villaDetail(detailIds), target('villa detail')));
          record(await measureRequests(service.url, quote(detailIds, stays), target('quote')));
          record(await measureRequests(service.url, uniqueStayQuote(detailIds, today), target('quote, unique stays', { note: UNIQUE_STAYS_NOTE })));
          record(await measureRequests(service.url, calendarPrices(detailIds, today), target('calendar prices (villa, month)')));
        }
        if (parts.has('instances')) await measureTwoInstances(results, island, service, postgres, search, record, readRss);
      }

      if (parts.has('booking')) await measureBookingContention(results, island, service, target, today, record);

      readRss('booking service', island.label, service.watched);
      if (postgres) readRss('postgres (all its processes)', island.label, postgres);
      await service.stop();
      await island.knex.destroy();
      knexes.splice(knexes.indexOf(island.knex), 1);

      if (index === 0 && parts.has('calendar')) {
        for (const villas of CALENDAR.villas) await measureAdminCalendar(pg, postgres, villas, today, record, readRss);
      }
    }
    if (islandSizes.length === 0 && parts.has('calendar')) {
      for (const villas of CALENDAR.villas) await measureAdminCalendar(pg, postgres, villas, today, record, readRss);
    }
    results.finishedAt = new Date().toISOString();
    results.loadAverageAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
    printReport(results, previous);
    const resultsFile = partial ? process.env.BENCH_RESULTS : RESULTS_FILE;
    if (resultsFile) writeResults(path.resolve(resultsFile), results);
    else log(`partial run (BENCH_ONLY=${[...parts].join(',')}): results.json left as it was`);
  } finally {
    for (const r of running.reverse()) await r.stop().catch(() => undefined);
    for (const k of knexes) await k.destroy().catch(() => undefined);
    await pg.stop();
  }
}

/** Booking creation under contention: 20 workers booking random stays of 50 villas. */
async function measureBookingContention(
  results: BenchResults,
  island: Island,
  service: BookingServiceProcess,
  target: (scenario: string, extra?: Partial<LoadTarget>) => LoadTarget,
  today: string,
  record: (m: Measurement) => void,
): Promise<void> {
  const customers = await customerCookies(island.knex, CONTENTION.customers);
  const contended = island.publicIds.filter((_, i) => i % 7 === 3).slice(0, CONTENTION.villas);
  const contention = bookingContention(contended, customers, today);
  const booked = await measureRequests(
    service.url,
    contention.requests,
    target('booking creation (contention)', {
      expected: (s) => s === 201 || s === 409,
      note: `${CONTENTION.villas} villas, random 2-4 nights within 97 days, Idempotency-Key each (autocannon since 2026-11-27 07:30; a fetch loop before)`,
    }),
  );
  record(booked);
  const { created, conflicts, ...otherStatuses } = Object.fromEntries(Object.entries(booked.statuses).map(([s, n]) => [s === '201' ? 'created' : s === '409' ? 'conflicts' : s, n]));
  results.bookings.push({
    size: island.label,
    created: created ?? 0,
    conflicts: conflicts ?? 0,
    otherStatuses,
    overlapsFound: await overlappingBookings(island.knex, contended),
    customersUsed: contention.customersUsed(),
  });
}

/** Non-cancelled bookings of these villas whose nights overlap (the exclusion constraint says none). */
async function overlappingBookings(knex: Knex, villaIds: string[]): Promise<number> {
  const row = await knex
    .raw(
      `select count(*)::int as n from bookings a join bookings b
         on a.villa_id = b.villa_id and a.id < b.id
        and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
      where a.status <> 'cancelled' and b.status <> 'cancelled' and a.villa_id = any(?)`,
      [villaIds],
    )
    .then((r: { rows: { n: number }[] }) => r.rows[0]);
  return row?.n ?? -1;
}

/** Search with dates through the round-robin proxy with one instance, then two; then the catalog check. */
async function measureTwoInstances(
  results: BenchResults,
  island: Island,
  first: BookingServiceProcess,
  postgres: Watched | undefined,
  search: ReturnType<typeof searchWithDates>,
  record: (m: Measurement) => void,
  readRss: (name: string, size: string, watched: Watched) => void,
): Promise<void> {
  const second = await startBookingService('booking-service #2', island.url, serviceEnv);
  try {
    await waitForBackgroundJobs(island.knex, log, 'booking service #2');
    const one = await startRoundRobinProxy([first.url]);
    const two = await startRoundRobinProxy([first.url, second.url]);
    try {
      await warmUp(two.url, search.slice(0, 20));
      const viaOne = await measureRequests(one.url, search, { scenario: 'search with dates, 1 instance behind the proxy', size: island.label, servers: [first.watched], postgres });
      record(viaOne);
      const viaTwo = await measureRequests(two.url, search, { scenario: 'search with dates, 2 instances behind the proxy', size: island.label, servers: [first.watched, second.watched], postgres });
      record(viaTwo);
      const villaId = island.publicIds[0] as string;
      const a = { label: 'instance 1', url: first.url };
      const b = { label: 'instance 2', url: second.url };
      results.twoInstances = {
        oneInstance: viaOne.reqPerS,
        twoInstances: viaTwo.reqPerS,
        ratio: Number((viaTwo.reqPerS / Math.max(0.1, viaOne.reqPerS)).toFixed(2)),
        consistency: [await checkCatalogVersion(a, b, island.knex, EVENTS_SECRET, villaId), await checkCatalogVersion(b, a, island.knex, EVENTS_SECRET, villaId)],
      };
    } finally {
      await one.close();
      await two.close();
    }
    readRss('booking service #2', island.label, second.watched);
  } finally {
    await second.stop();
  }
}

/** The back office's All Villas calendar over 90 days, as an admin, on an island of `villas` villas (all of them in the view). */
async function measureAdminCalendar(
  pg: { maintenanceUrl: string; urlOf(db: string): string },
  postgres: Watched | undefined,
  villas: number,
  today: string,
  record: (m: Measurement) => void,
  readRss: (name: string, size: string, watched: Watched) => void,
): Promise<void> {
  const island = await prepareIsland(pg, { villas, bookingsPerVilla: CALENDAR.bookingsPerVilla, seed: SEED });
  const service = await startBookingService('booking-service (calendar)', island.url, serviceEnv);
  try {
    await waitForBackgroundJobs(island.knex, log, `calendar island ${island.label}`);
    const from = addDays(today, -1);
    const view = adminCalendarView(service.url, await adminCookie(island.knex), from, CALENDAR.days + 3);
    await view();
    const scenario = `admin calendar ${villas.toLocaleString('en-US')} villas x ${CALENDAR.days} days (1 view = 2 range requests)`;
    const target = { size: island.label, servers: [service.watched], postgres, connections: CALENDAR.connections };
    record(await measureLoop(view, { scenario, ...target }));
    if (villas === CALENDAR.editedVillas) {
      // The service keeps each range's answer while its rows stay the same: this row measures the
      // other case, where a booking of the view changed since the last ask (its notes, through the
      // database), so each view reads that villa's rows again and compresses the answers anew.
      const shown = (await island
        .knex('bookings')
        .whereNot({ status: 'cancelled' })
        .whereRaw(`stay && daterange(?::date, ?::date, '[)')`, [from, addDays(from, CALENDAR.days + 3)])
        .orderBy('id')
        .pluck('id')) as string[];
      let edits = 0;
      const editThenView = async () => {
        edits += 1;
        await island
          .knex('bookings')
          .where({ id: shown[edits % shown.length] })
          .update({ notes: `bench edit ${edits}` });
        return view();
      };
      record(await measureLoop(editThenView, { scenario: `${scenario}, a booking edited before each view`, ...target, note: 'each view after an UPDATE of one booking it shows' }));
    }
    readRss('booking service (calendar)', island.label, service.watched);
  } finally {
    await service.stop();
    await island.knex.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
