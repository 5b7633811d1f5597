import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, type JobOutcome } from '../src/jobs/job-runner.ts';
import { cronEvery, JOB, jobSchedule, type JobDefinition } from '../src/jobs/schedule.ts';
import { createLogger } from '../src/lib/logger.ts';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The job runner on pg-boss in the test's own database: the schedule of schedule.ts applied, each
 * job's module body run on a trigger, one run of a job at a time across instances, failed runs
 * retried by the policy, and a stop that lets the running job finish. Workers look for queued work
 * every half second here; nothing waits for a schedule to fire.
 */

const silent = createLogger('silent');
const FAST = { pollSeconds: 0.5 };

let app: TestApp;
let probeConnection: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }> };
/** A bare pg-boss on the same database: it claims work exactly as the runner's workers do. */
let probe: PgBoss;

beforeAll(async () => {
  app = await createTestApp();
  probeConnection = await app.knex.client.acquireConnection();
  probe = new PgBoss({ db: { executeSql: (text, values) => probeConnection.query(text, values) } });
});

afterAll(async () => {
  await app.knex.client.releaseConnection(probeConnection);
  await app.close();
});

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves with the outcomes once `count` runs of `name` have ended on any of the runners. */
function runsOf(runners: JobRunner[], name: string, count: number): Promise<JobOutcome[]> {
  const seen: JobOutcome[] = [];
  return new Promise((resolve) => {
    const offs = runners.map((runner) =>
      runner.onRun((outcome) => {
        if (outcome.name !== name) return;
        seen.push(outcome);
        if (seen.length === count) {
          for (const off of offs) off();
          resolve(seen);
        }
      }),
    );
  });
}

/** A job whose run holds until released, counting how many of its runs are going at once. */
function holdingJob(name: string): JobDefinition & { release(): void; started: Promise<void>; most: number; runs: number } {
  let gate = deferred();
  let started = deferred();
  let active = 0;
  const job = {
    name,
    what: 'holding',
    atStart: false,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 60,
    retryLogLevel: 'warn' as const,
    most: 0,
    runs: 0,
    get started() {
      return started.promise;
    },
    release() {
      const opened = gate;
      gate = deferred();
      started = deferred();
      opened.resolve();
    },
    async run() {
      active += 1;
      job.runs += 1;
      job.most = Math.max(job.most, active);
      const held = gate.promise;
      started.resolve();
      await held;
      active -= 1;
    },
  };
  return job;
}

const jobStates = async (name: string): Promise<Record<string, number>> => {
  const rows: { state: string; n: number }[] = await app.knex('pgboss.job').where({ name }).groupBy('state').select('state').count({ n: '*' });
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
};

describe('the schedule', () => {
  it('turns each interval into an evenly spaced cron step no longer than asked', () => {
    expect(cronEvery(0.5)).toBe('* * * * *');
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(45)).toBe('*/30 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
    expect(cronEvery(300)).toBe('0 */4 * * *');
    expect(cronEvery(1440)).toBe('0 0 * * *');
  });

  it('takes the intervals from the configuration, and reconciles at start only with a CMS token', () => {
    const jobs = jobSchedule({ ...app.env, BOOKING_COMPLETION_INTERVAL_MINUTES: 20, MAIL_RETRY_SECONDS: 120, CMS_SERVICE_TOKEN: undefined }, app.services, silent);
    expect(jobs.map((j) => [j.name, j.cron, j.atStart])).toEqual([
      [JOB.paymentHolds, '* * * * *', true],
      [JOB.bookingCompletion, '*/20 * * * *', true],
      [JOB.mailRetry, '*/2 * * * *', true],
      [JOB.icalPoll, '* * * * *', true],
      [JOB.cmsReconcile, undefined, false],
    ]);
    expect(jobSchedule({ ...app.env, CMS_SERVICE_TOKEN: 'x'.repeat(40) }, app.services, silent).find((j) => j.name === JOB.cmsReconcile)?.atStart).toBe(true);
  });
});

describe('the job runner', { timeout: 60_000 }, () => {
  it('when it starts, then pg-boss holds the schedule and retry policy of every job and the jobs that run at start run their module’s body', async () => {
    const villaId = await insertVilla(app.knex);
    // Checked out before the test's day (2026-06-01): the completion job completes it.
    const finished = await insertBooking(app.knex, villaId, '2026-05-20', '2026-05-25');
    const jobs = jobSchedule(app.env, app.services, silent);
    const runner = new JobRunner(app.knex, jobs, silent, FAST);
    const completion = runsOf([runner], JOB.bookingCompletion, 1);
    const polled = runsOf([runner], JOB.icalPoll, 1);
    await runner.start();
    try {
      expect((await completion)[0]).toEqual({ name: JOB.bookingCompletion, ok: true });
      expect((await polled)[0]?.ok).toBe(true);
      expect((await app.knex('bookings').where({ id: finished }).first('status')).status).toBe('completed');

      const schedules = await app.knex('pgboss.schedule').orderBy('name').select('name', 'cron', 'timezone');
      expect(schedules).toEqual(
        jobs
          .filter((j) => j.cron)
          .map((j) => ({ name: j.name, cron: j.cron, timezone: 'UTC' }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      const queues = await app
        .knex('pgboss.queue')
        .whereIn(
          'name',
          jobs.map((j) => j.name),
        )
        .select('name', 'policy', 'retry_limit', 'retry_delay', 'retry_backoff', 'expire_seconds');
      for (const job of jobs) {
        expect(queues.find((q) => q.name === job.name)).toEqual({
          name: job.name,
          policy: 'stately',
          retry_limit: job.retry.limit,
          retry_delay: job.retry.delaySeconds,
          retry_backoff: job.retry.backoff,
          expire_seconds: job.expireInSeconds,
        });
      }
    } finally {
      await runner.stop();
    }
  });

  it('when two instances are triggered while one runs the job, then the other cannot claim it, the triggers fold into one more run, and no two runs overlap', async () => {
    const job = holdingJob('test-hold');
    const first = new JobRunner(app.knex, [job], silent, FAST);
    const second = new JobRunner(app.knex, [job], silent, FAST);
    await first.start();
    await second.start();
    try {
      const bothRuns = runsOf([first, second], job.name, 2);
      expect(await first.trigger(job.name)).toBe(true);
      await job.started;

      // Both instances asked again while it runs: one waiting run is kept, the rest fold into it.
      const queued = await Promise.all([second.trigger(job.name), first.trigger(job.name), second.trigger(job.name)]);
      expect(queued.filter(Boolean)).toHaveLength(1);
      expect(await jobStates(job.name)).toEqual({ active: 1, created: 1 });
      // Claiming the waiting run the way every worker does gets nothing while the first is active.
      expect(await probe.fetch(job.name)).toEqual([]);

      job.release();
      await job.started;
      job.release();
      expect((await bothRuns).every((outcome) => outcome.ok)).toBe(true);
      expect(job.runs).toBe(2);
      expect(job.most).toBe(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('when a run fails, then it is retried by the job’s policy', async () => {
    let calls = 0;
    const flaky: JobDefinition = {
      name: 'test-flaky',
      what: 'failing once',
      atStart: false,
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      retryLogLevel: 'debug',
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('not yet');
      },
    };
    const runner = new JobRunner(app.knex, [flaky], silent, FAST);
    await runner.start();
    try {
      const runs = runsOf([runner], flaky.name, 2);
      await runner.trigger(flaky.name);
      const [failed, retried] = await runs;
      expect(failed).toMatchObject({ ok: false, willRetry: true });
      expect(retried).toEqual({ name: flaky.name, ok: true });
    } finally {
      await runner.stop();
    }
  });

  it('when it is stopped during a run, then it stops once the run has finished (recorded as completed) and takes no more triggers', async () => {
    const job = holdingJob('test-stop');
    const runner = new JobRunner(app.knex, [job], silent, FAST);
    await runner.start();
    const ended = runsOf([runner], job.name, 1);
    await runner.trigger(job.name);
    await job.started;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // A second of stopping (two of pg-boss's checks for running work): an ungraceful stop would
    // have returned and failed the run by now. (Waiting longer only makes this more lenient.)
    await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(stopped).toBe(false);
    expect(await jobStates(job.name)).toEqual({ active: 1 });
    job.release();
    await stopping;
    expect((await ended)[0]?.ok).toBe(true);
    expect(await jobStates(job.name)).toEqual({ completed: 1 });
    await expect(runner.trigger(job.name)).rejects.toThrow();
  });
});
