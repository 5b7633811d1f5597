import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { LOCK_SPACE, SINGLETON_KEY } from '../../db/advisory-locks.ts';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { bookingsDueBalanceReminder, bookingsNewlyOverdue, lapseUnpaidHolds, markBalanceOverdueNotified, markBalanceReminded } from '../bookings/booking-reads.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentsService } from './payments.service.ts';

export interface PaymentHoldsResult {
  lapsed: number;
  reminded: number;
  /** Bookings whose overdue balance the staff were told of in this run. */
  overdue: number;
}

/**
 * One run of the payment job (docs/product.md#payments): guest bookings still unpaid when their
 * hold ends lapse (cancelled, nights free, guest and owner told), and guests whose balance falls
 * due within `reminderDays` are reminded once, and a balance found overdue is told to the villa's
 * owner and the admin once (the booking remembers it). Claimed with an advisory lock, so two runs never
 * overlap (the later one skips, undefined); each booking's change and its emails commit together.
 */
export async function runPaymentHolds(
  deps: { db: Knex; clock: Clock; mail: Pick<MailService, 'bookingLapsed' | 'balanceReminder' | 'balanceOverdueStaff'>; payments: Pick<PaymentsService, 'balanceDue'> },
  reminderDays: number,
): Promise<PaymentHoldsResult | undefined> {
  const now = deps.clock();
  return deps.db.transaction(async (trx) => {
    const claim = await trx.raw<{ rows: { claimed: boolean }[] }>(`select pg_try_advisory_xact_lock(${LOCK_SPACE.singleton}, ${SINGLETON_KEY.paymentHolds}) as claimed`);
    if (!claim.rows[0]?.claimed) return undefined;
    const lapsed = await lapseUnpaidHolds(trx, now);
    for (const id of lapsed) await deps.mail.bookingLapsed(trx, id);
    let reminded = 0;
    for (const id of await bookingsDueBalanceReminder(trx, todayOnIsland(now), reminderDays)) {
      const due = await deps.payments.balanceDue(trx, id);
      await markBalanceReminded(trx, id, now);
      if (!due) continue;
      await deps.mail.balanceReminder(trx, id, due);
      reminded += 1;
    }
    const overdue = await bookingsNewlyOverdue(trx, todayOnIsland(now));
    for (const booking of overdue) {
      await markBalanceOverdueNotified(trx, booking.id, now);
      await deps.mail.balanceOverdueStaff(trx, booking.id, { outstanding: booking.outstanding, dueDate: booking.dueDate });
    }
    return { lapsed: lapsed.length, reminded, overdue: overdue.length };
  });
}

/** The job's body for the runner (src/jobs/schedule.ts): a failure is thrown to it. */
export async function runPaymentHoldsJob(deps: Parameters<typeof runPaymentHolds>[0], reminderDays: number, logger: Logger): Promise<void> {
  const result = await runPaymentHolds(deps, reminderDays);
  if (result?.lapsed) logger.info({ count: result.lapsed }, 'unpaid bookings lapsed at the end of their hold');
  if (result?.reminded) logger.info({ count: result.reminded }, 'balance reminders sent');
  if (result?.overdue) logger.info({ count: result.overdue }, 'overdue balances told to staff');
}
