import { CHECK_OUT_TIME } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { deleteTm30CheckedOutBy } from '../tm30/tm30.repository.ts';
import { tm30ExpiredCheckOut } from '../tm30/tm30.service.ts';

/** The last check-out day that has passed: today once it is past check-out time (11:00 on the island), else yesterday. */
export function lastFinishedCheckOut(now: Date): string {
  const today = todayOnIsland(now);
  const checkOutAt = islandInstant(today, CHECK_OUT_TIME);
  return now >= checkOutAt ? today : addDays(today, -1);
}

/**
 * Marks confirmed bookings completed once their check-out has passed. The run is claimed with a
 * transaction-scoped advisory lock, so with several instances only one does it at a time; the
 * others skip. Returns how many bookings were completed (undefined when another instance ran).
 */
export async function completeFinishedStays(db: Knex, now: Date): Promise<number | undefined> {
  return db.transaction(async (trx) => {
    const claim = await trx.raw<{ rows: { claimed: boolean }[] }>('select pg_try_advisory_xact_lock(7, 1) as claimed');
    if (!claim.rows[0]?.claimed) return undefined;
    const updated = await trx('bookings')
      .where({ status: 'confirmed' })
      .andWhere('check_out', '<=', lastFinishedCheckOut(now))
      .update({ status: 'completed', updated_at: now });
    return updated;
  });
}

/**
 * The TM30 retention rule: a stay's pre-arrival passport details are deleted 90 days after its
 * check-out. Idempotent, so several instances running it at once do no harm.
 */
export async function purgeExpiredTm30(db: Knex, now: Date): Promise<number> {
  return deleteTm30CheckedOutBy(db, tm30ExpiredCheckOut(now));
}

/** Runs the completion job (and the TM30 purge) now and then every `intervalMs`; returns a stop function. */
export function scheduleCompletion(db: Knex, clock: Clock, logger: Logger, intervalMs: number): () => void {
  const run = () =>
    completeFinishedStays(db, clock())
      .then((count) => {
        if (count) logger.info({ count }, 'marked finished stays completed');
      })
      .then(() => purgeExpiredTm30(db, clock()))
      .then((count) => {
        if (count) logger.info({ count }, 'deleted TM30 details of stays that ended 90 days ago');
      })
      .catch((err: unknown) => logger.error({ err }, 'completion job failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
