import type { Knex } from '../src/db/knex.ts';

/** How often the wait looks, and how long it waits at most before measuring anyway. */
const POLL_MS = 500;
const MAX_WAIT_MS = 10 * 60_000;

/**
 * Runs of the service's background jobs that are going on or due now: `active`, or queued
 * (`created`, `retry`) with their start time reached. pg-boss's own maintenance queues
 * (`__pgboss__...`) are left out. 0 where pg-boss has not made its schema yet.
 */
async function jobsRunningOrDue(knex: Knex): Promise<number> {
  const exists = await knex.raw<{ rows: { found: boolean }[] }>(`select to_regclass('pgboss.job') is not null as found`);
  if (!exists.rows[0]?.found) return 0;
  const result = await knex.raw<{ rows: { n: number }[] }>(
    `select count(*)::int as n from pgboss.job
      where name not like '\\_\\_pgboss%'
        and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Waits until the booking service's start-up runs of its background jobs (schedule.ts: payment
 * holds, completion, mail, iCal) are over, so no scenario is measured beside one. On a generated
 * island they have next to nothing to do (island-plan.ts writes stays as those jobs would leave
 * them); a long wait here says a job found work the generator should not have left it.
 * Returns the seconds waited.
 */
export async function waitForBackgroundJobs(knex: Knex, log: (message: string) => void, label: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < MAX_WAIT_MS) {
    if ((await jobsRunningOrDue(knex)) === 0) {
      const seconds = (Date.now() - started) / 1000;
      if (seconds >= 5) log(`${label}: waited ${seconds.toFixed(1)} s for its start-up jobs to finish`);
      return seconds;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  log(`${label}: background jobs still running after ${MAX_WAIT_MS / 60_000} minutes; measuring anyway`);
  return (Date.now() - started) / 1000;
}
