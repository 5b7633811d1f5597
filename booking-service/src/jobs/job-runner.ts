import PgBoss from 'pg-boss';
import type { Knex } from '../db/knex.ts';
import type { Logger } from '../lib/logger.ts';
import type { JobDefinition } from './schedule.ts';

/** How often an idle worker looks for work queued by the schedule or by another instance; a trigger here is picked up at once. */
const POLL_SECONDS = 5;
/** pg-boss's floor for a worker's polling interval. */
const MIN_POLL_SECONDS = 0.5;
/** How long stopping waits for running jobs before counting them failed. */
const STOP_WAIT_MS = 10_000;
/** pg-boss's own tables, created and migrated by pg-boss when the runner starts. */
const SCHEMA = 'pgboss';

export interface JobRunnerOptions {
  pollSeconds?: number;
  stopWaitMs?: number;
}

export type JobOutcome = { name: string; ok: true } | { name: string; ok: false; error: unknown; willRetry: boolean };

/**
 * pg-boss's SQL through our Knex pool, so the runner uses the service's own connection settings
 * and pool (and its handling of connections the server closes). Queries still running are tracked,
 * so stopping can wait for the last ones pg-boss sends without awaiting them (a job's completion).
 */
class KnexSql implements PgBoss.Db {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly knex: Knex) {}

  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const query = this.run(text, values);
    this.running.add(query);
    void query.then(
      () => this.running.delete(query),
      () => this.running.delete(query),
    );
    return query;
  }

  private async run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const connection = (await this.knex.client.acquireConnection()) as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    try {
      return await connection.query(text, values);
    } finally {
      await this.knex.client.releaseConnection(connection);
    }
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/**
 * The one runner of every background job (the list and its policies: schedule.ts), on pg-boss in
 * the service's own database. Each job is a pg-boss queue with the `stately` policy: at most one
 * run active and one waiting, across all instances, so two instances never run a job at once and
 * triggers that arrive during a run fold into one more run. Cron schedules are kept by pg-boss in
 * the database and fire once across instances.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly sql: KnexSql;
  private readonly workers = new Map<string, string>();
  private readonly listeners = new Set<(outcome: JobOutcome) => void>();
  private readonly pollSeconds: number;
  private readonly stopWaitMs: number;
  private started = false;

  constructor(
    db: Knex,
    private readonly jobs: readonly JobDefinition[],
    private readonly logger: Logger,
    options: JobRunnerOptions = {},
  ) {
    this.sql = new KnexSql(db);
    this.pollSeconds = options.pollSeconds ?? POLL_SECONDS;
    this.stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
    this.boss = new PgBoss({ db: this.sql, schema: SCHEMA });
    // pg-boss reports its own troubles (maintenance, cron) as events; unheard, an 'error' event would end the process.
    this.boss.on('error', (err) => this.logger.warn({ err }, 'job runner: pg-boss reported an error'));
  }

  /** Creates (or migrates) pg-boss's schema, applies the schedule, starts the workers and the jobs that run at start. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs) {
      const queue: PgBoss.Queue = {
        name: job.name,
        policy: 'stately',
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
      };
      await this.boss.createQueue(job.name, queue);
      // A queue made by an older version keeps its options unless told: schedule.ts wins.
      await this.boss.updateQueue(job.name, queue);
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      const workerId = await this.boss.work<object>(job.name, { pollingIntervalSeconds: this.pollSecondsOf(job), includeMetadata: true }, (batch) => this.runBatch(job, batch));
      this.workers.set(job.name, workerId);
    }
    await this.dropStaleSchedules();
    for (const job of this.jobs) if (job.atStart) await this.trigger(job.name);
  }

  /**
   * Queues a run of `name` now. Returns false when one is already waiting (it will do), as the
   * queue holds at most one waiting run of a job.
   */
  async trigger(name: string): Promise<boolean> {
    if (!this.started) throw new Error('the job runner is not running');
    const workerId = this.workers.get(name);
    if (!workerId) throw new Error(`no background job is called ${name}`);
    const id = await this.boss.send(name, {});
    this.boss.notifyWorker(workerId);
    return id !== null;
  }

  /** Called after every run of a job (for the log's sake, and for tests waiting on a run). */
  onRun(listener: (outcome: JobOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops taking jobs, waits (at most the stop wait) for running ones, then lets go of the database. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: this.stopWaitMs });
    await this.sql.settled();
  }

  /** A job retried sooner than the poll is looked for at half its retry delay, so a retry is not late by a whole poll. */
  private pollSecondsOf(job: JobDefinition): number {
    if (job.retry.limit === 0) return this.pollSeconds;
    return Math.min(this.pollSeconds, Math.max(MIN_POLL_SECONDS, job.retry.delaySeconds / 2));
  }

  /** A job taken out of schedule.ts (or made trigger-only) stops firing. */
  private async dropStaleSchedules(): Promise<void> {
    const scheduled = new Set(this.jobs.filter((job) => job.cron).map((job) => job.name));
    for (const schedule of await this.boss.getSchedules()) {
      if (!scheduled.has(schedule.name)) await this.boss.unschedule(schedule.name);
    }
  }

  private async runBatch(job: JobDefinition, batch: PgBoss.JobWithMetadata[]): Promise<void> {
    for (const entry of batch) {
      try {
        await job.run();
      } catch (error) {
        const willRetry = entry.retryCount < entry.retryLimit;
        if (willRetry) this.logger[job.retryLogLevel]({ err: error, job: job.name, attempt: entry.retryCount + 1 }, `${job.what} failed; it is tried again`);
        else this.logger.error({ err: error, job: job.name }, `${job.what} failed`);
        this.emit({ name: job.name, ok: false, error, willRetry });
        throw error;
      }
      this.emit({ name: job.name, ok: true });
    }
  }

  private emit(outcome: JobOutcome): void {
    for (const listener of this.listeners) listener(outcome);
  }
}
