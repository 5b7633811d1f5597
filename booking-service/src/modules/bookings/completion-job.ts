import { CHECK_OUT_TIME } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { purgeExpiredTm30 } from '../tm30/tm30.service.ts';
import { LOCK_SPACE, SINGLETON_KEY } from '../../db/advisory-locks.ts';

/** The last check-out day that has passed: today once it is past check-out time (11:00 on the island), else yesterday. */
export function lastFinishedCheckOut(now: Date): string {
  const today = todayOnIsland(now);
  const checkOutAt = islandInstant(today, CHECK_OUT_TIME);
  return now >= checkOutAt ? today : addDays(today, -1);
}

/**
 * Marks confirmed bookings completed once their check-out has passed. The job runner never starts
 * two runs at once; the run is also claimed with a transaction-scoped advisory lock, so a direct
 * call (a test, a run that outlived its expiry) never overlaps one either: the later one skips. Returns how many bookings were completed (undefined when another instance ran).
 */
export async function completeFinishedStays(db: Knex, now: Date): Promise<number | undefined> {
  return db.transaction(async (trx) => {
    const claim = await trx.raw<{ rows: { claimed: boolean }[] }>(`select pg_try_advisory_xact_lock(${LOCK_SPACE.singleton}, ${SINGLETON_KEY.bookingCompletion}) as claimed`);
    if (!claim.rows[0]?.claimed) return undefined;
    const updated = await trx('bookings').where({ status: 'confirmed' }).andWhere('check_out', '<=', lastFinishedCheckOut(now)).update({ status: 'completed', updated_at: now });
    return updated;
  });
}

/**
 * One run of the completion job: finished stays marked completed, then the TM30 purge. The job
 * runner (src/jobs/schedule.ts) decides when it runs and retries it; a failure is thrown to it.
 */
export async function runCompletionJob(db: Knex, clock: Clock, logger: Logger): Promise<void> {
  const completed = await completeFinishedStays(db, clock());
  if (completed) logger.info({ count: completed }, 'marked finished stays completed');
  const purged = await purgeExpiredTm30(db, clock());
  if (purged) logger.info({ count: purged }, 'deleted TM30 details of stays that ended 90 days ago');
}
