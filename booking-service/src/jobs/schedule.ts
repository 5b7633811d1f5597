import type { Env } from '../config/env.ts';
import type { Knex } from '../db/knex.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { runCompletionJob } from '../modules/bookings/completion-job.ts';
import type { CalendarSyncService } from '../modules/calendar-sync/calendar-sync.service.ts';
import type { CmsSyncService } from '../modules/cms-sync/cms-sync.service.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import { runPaymentHoldsJob } from '../modules/payments/payment-holds.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';

/**
 * Every background job of the booking service: when it runs and how a failed run is retried, in
 * this one place. What a job does stays in its module (the `run` bodies below only call it); the
 * job runner (job-runner.ts) runs these on pg-boss, one run of a job at a time across all
 * instances.
 */

/** How a failed run is tried again: `limit` more times, `delaySeconds` apart (doubling, with jitter, when `backoff`). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

export interface JobDefinition {
  /** The job's queue in pg-boss. */
  name: string;
  /** What the job does, for the log. */
  what: string;
  /** When it runs: a cron expression in UTC (one-minute resolution); none when it runs only when triggered. */
  cron?: string;
  /** Also run once when the service starts. */
  atStart: boolean;
  retry: RetryPolicy;
  /**
   * A run still going after this long is counted failed (and retried). The bodies claim their
   * work with leases or locks, so a slow run outliving this never does the work twice.
   */
  expireInSeconds: number;
  /** How a failure that will be retried is logged: `debug` where failing for a while is expected (the CMS still starting). */
  retryLogLevel: 'debug' | 'warn';
  run(): Promise<void>;
}

/** The services whose work the jobs are (BuiltApp's services fit). */
export interface JobServices {
  db: Knex;
  clock: Clock;
  mail: Pick<MailService, 'kick' | 'bookingLapsed' | 'balanceReminder' | 'balanceOverdueStaff'>;
  calendarSync: Pick<CalendarSyncService, 'pollDue'>;
  cmsSync: Pick<CmsSyncService, 'reconcile'>;
  payments: Pick<PaymentsService, 'balanceDue'>;
}

export const JOB = {
  bookingCompletion: 'booking-completion',
  mailRetry: 'mail-retry',
  icalPoll: 'ical-poll',
  cmsReconcile: 'cms-reconcile',
  paymentHolds: 'payment-holds',
} as const;

/** Feeds come due every ICAL_POLL_MINUTES each; looking once a minute keeps every feed close to it. */
const ICAL_LOOK_EVERY_MINUTES = 1;
/** The start-up reconcile is tried until the CMS answers: every 5 s for about 5 minutes (Strapi's first build takes about one). */
const RECONCILE_RETRY: RetryPolicy = { limit: 60, delaySeconds: 5, backoff: false };
/** A periodic job's next run is its retry; a failed run is retried sooner only where waiting for the next one is long. */
const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false };
const COMPLETION_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };

const MINUTE_DIVISORS_OF_HOUR = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOUR_DIVISORS_OF_DAY = [1, 2, 3, 4, 6, 8, 12, 24];

/**
 * A cron expression (UTC) running every `minutes`, or a little more often: cron steps restart each
 * hour and day, so the step is the largest divisor of the hour (under an hour) or of the day (an
 * hour or more) not above `minutes`, which keeps the runs evenly spaced. At least one minute.
 */
export function cronEvery(minutes: number): string {
  if (minutes < 60) {
    const step = MINUTE_DIVISORS_OF_HOUR.filter((d) => d <= Math.max(1, minutes)).at(-1)!;
    return step === 1 ? '* * * * *' : `*/${step} * * * *`;
  }
  const hours = HOUR_DIVISORS_OF_DAY.filter((d) => d <= minutes / 60).at(-1)!;
  if (hours === 24) return '0 0 * * *';
  return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}

/** The jobs of a running service, built from its configuration and services. */
export function jobSchedule(env: Env, services: JobServices, logger: Logger): JobDefinition[] {
  return [
    {
      // docs/product.md#payments: looked at every minute, so a booking lapses within a minute of its hold's end.
      name: JOB.paymentHolds,
      what: 'lapsing unpaid bookings at the end of their hold and sending balance reminders',
      cron: cronEvery(1),
      atStart: true,
      retry: NO_RETRY,
      expireInSeconds: 5 * 60,
      retryLogLevel: 'warn',
      run: () => runPaymentHoldsJob(services, env.BALANCE_REMINDER_DAYS, logger),
    },
    {
      name: JOB.bookingCompletion,
      what: 'completing finished stays and purging expired TM30 details',
      cron: cronEvery(env.BOOKING_COMPLETION_INTERVAL_MINUTES),
      atStart: true,
      retry: COMPLETION_RETRY,
      expireInSeconds: 5 * 60,
      retryLogLevel: 'warn',
      run: () => runCompletionJob(services.db, services.clock, logger),
    },
    {
      name: JOB.mailRetry,
      what: 'sending the mail outbox',
      cron: cronEvery(env.MAIL_RETRY_SECONDS / 60),
      atStart: true,
      retry: NO_RETRY,
      expireInSeconds: 10 * 60,
      retryLogLevel: 'warn',
      run: () => services.mail.kick(),
    },
    {
      name: JOB.icalPoll,
      what: 'polling the iCal import feeds',
      cron: cronEvery(ICAL_LOOK_EVERY_MINUTES),
      atStart: true,
      retry: NO_RETRY,
      expireInSeconds: 15 * 60,
      retryLogLevel: 'warn',
      run: async () => {
        await services.calendarSync.pollDue();
      },
    },
    {
      // docs/architecture.md, "Data flow": at start, in the background, so the service serves its projection at
      // once even while Strapi is still starting; also after a restart of Strapi (dev/stack/start-stack.ts).
      name: JOB.cmsReconcile,
      what: 'reconciling the projection from the CMS',
      atStart: Boolean(env.CMS_SERVICE_TOKEN),
      retry: RECONCILE_RETRY,
      expireInSeconds: 10 * 60,
      retryLogLevel: 'debug',
      run: async () => {
        const result = await services.cmsSync.reconcile();
        logger.info({ upserted: result.upserted, deleted: result.deleted, skipped: result.skipped.length }, 'projection reconciled from the CMS');
      },
    },
  ];
}
