import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  adminBalanceOverdue,
  balanceReminder,
  BOOKING_DIGEST_KIND,
  BOOKING_NOTICE_KINDS,
  bookingDigest,
  guestCancellation,
  guestConfirmation,
  guestLapsed,
  guestReceipt,
  ownerCancellation,
  ownerBalanceOverdue,
  ownerNewBooking,
  type MailContext,
  type OverdueFacts,
  type ReceiptFacts,
} from './booking-emails.ts';
import { bookingForMail, type BookingMailRow } from '../bookings/booking-reads.ts';
import {
  claimDueMails,
  enqueueMail,
  enqueueMails,
  heldNotices,
  listDevMail,
  lockAndCountRecipients,
  markCoalesced,
  markFailed,
  markSent,
  postponeHeld,
  recipientsWithDueDigest,
  type OutgoingMail,
} from './mail.repository.ts';

export type { OutgoingMail };
import type { Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 10;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** The window of the per-recipient cap on booking notices. */
const NOTICE_WINDOW_MS = 3_600_000;
/** What the cap counts: the notices sent one by one and the digests. */
const COUNTED_KINDS = [...BOOKING_NOTICE_KINDS, BOOKING_DIGEST_KIND];

/** 30 s, 1 min, 2 min ... up to 1 h between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Booking emails through a transactional outbox: the messages are written in the booking's own
 * transaction (so they exist exactly when the booking change does) and sent after it commits.
 * Sending never fails a booking: an SMTP error is logged and retried with backoff.
 */
export class MailService {
  private draining: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Knex,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /**
     * `tm30Path`: the signed path of a booking's TM30 pre-arrival form, linked from the confirmation.
     * `noticesPerRecipientHour`: booking notices one address is sent in an hour (none: no cap).
     * `adminEmail`: where the admin is told of what needs staff (an overdue balance).
     */
    private readonly config: { from: string; siteUrl: string; tm30Path?: (bookingId: string) => string; noticesPerRecipientHour?: number; adminEmail?: string },
  ) {}

  /** `facts`: the booking's, when the caller read them already (storeAnswerReadingMailFacts). */
  async bookingCreated(trx: Knex.Transaction, bookingId: string, facts?: BookingMailRow): Promise<void> {
    await this.enqueueFor(trx, bookingId, [guestConfirmation, ownerNewBooking], facts);
  }

  async bookingCancelled(trx: Knex.Transaction, bookingId: string): Promise<void> {
    await this.enqueueFor(trx, bookingId, [guestCancellation, ownerCancellation]);
  }

  /** An unpaid booking lapsed at the end of its hold: the guest is told why, the owner that the nights are free. */
  async bookingLapsed(trx: Knex.Transaction, bookingId: string): Promise<void> {
    await this.enqueueFor(trx, bookingId, [guestLapsed, ownerCancellation]);
  }

  /** The guest's receipt for money recorded on their booking (a payment or a refund). */
  async moneyReceipt(trx: Knex.Transaction, bookingId: string, facts: ReceiptFacts): Promise<void> {
    await this.enqueueFor(trx, bookingId, [guestReceipt(facts)]);
  }

  async balanceReminder(trx: Knex.Transaction, bookingId: string, due: { amount: string; dueDate: string }): Promise<void> {
    await this.enqueueFor(trx, bookingId, [balanceReminder(due)]);
  }

  /** A balance found overdue: the villa's owner and the admin are told (once per booking: the caller keeps that). */
  async balanceOverdueStaff(trx: Knex.Transaction, bookingId: string, facts: OverdueFacts): Promise<void> {
    await this.enqueueFor(trx, bookingId, [ownerBalanceOverdue(facts), adminBalanceOverdue(facts, this.config.adminEmail)]);
  }

  /** Development only: what the local SMTP catcher received, newest first; `to` filters the recipients. */
  devMail(to?: string): Promise<Record<string, unknown>[]> {
    return listDevMail(this.db, to);
  }

  /** Any other message (an iCal conflict for an owner, say), sent after `trx` commits. */
  async enqueue(trx: Knex.Transaction, mail: OutgoingMail): Promise<void> {
    await enqueueMail(trx, mail, this.clock());
    this.afterCommit(trx);
  }

  private async enqueueFor(trx: Knex.Transaction, bookingId: string, compose: ((b: BookingMailRow, ctx: MailContext) => OutgoingMail | undefined)[], facts?: BookingMailRow): Promise<void> {
    // Read in the booking's transaction, currency display included: a second pool connection here
    // could starve the pool when many bookings hold theirs at once, and each round trip here is
    // time the villa's lock is held.
    const booking = facts ?? (await bookingForMail(trx, bookingId));
    if (!booking) return;
    const currency =
      booking.currency_symbol === null || booking.currency_decimal_places === null || booking.currency_position === null
        ? undefined
        : { symbol: booking.currency_symbol, decimalPlaces: booking.currency_decimal_places, position: booking.currency_position };
    const ctx: MailContext = { siteUrl: this.config.siteUrl, currencyOf: (code) => (code === booking.villa_currency ? currency : undefined), tm30Path: this.config.tm30Path };
    const mails = compose.map((make) => make(booking, ctx)).filter((mail): mail is OutgoingMail => mail !== undefined);
    await enqueueMails(trx, await this.capPerRecipient(trx, mails), this.clock());
    this.afterCommit(trx);
  }

  /**
   * Booking notices to one address are capped per hour (docs/architecture.md, "Booking and mail
   * limits"): a loop of bookings and cancellations, or many customers naming one address, must
   * not flood it. A notice over the cap is held, due when the address's hour has room again, and
   * then goes out with every other held one in a digest (`releaseDigests`). The address's lock
   * makes the count and the write one step for every instance.
   */
  private async capPerRecipient(trx: Knex.Transaction, mails: OutgoingMail[]): Promise<(OutgoingMail & { heldUntil?: Date })[]> {
    const cap = this.config.noticesPerRecipientHour;
    if (cap === undefined || mails.length === 0) return mails;
    const now = this.clock();
    const counts = await lockAndCountRecipients(
      trx,
      mails.map((m) => m.to),
      COUNTED_KINDS,
      new Date(now.getTime() - NOTICE_WINDOW_MS),
    );
    return mails.map((mail) => {
      const recipient = mail.to.toLowerCase();
      const recent = counts.get(recipient) ?? { count: 0, oldest: now };
      if (recent.count < cap) {
        counts.set(recipient, { count: recent.count + 1, oldest: recent.oldest });
        return mail;
      }
      return { ...mail, heldUntil: new Date(recent.oldest.getTime() + NOTICE_WINDOW_MS) };
    });
  }

  /**
   * Writes one digest for each address whose held notices are due, once its hour has room for
   * it; an address still at its cap waits until the oldest mail of its hour leaves the window.
   * The digest counts against the cap like any notice, so an address gets at most the cap an hour.
   */
  async releaseDigests(): Promise<void> {
    const cap = this.config.noticesPerRecipientHour ?? Number.POSITIVE_INFINITY;
    for (;;) {
      const now = this.clock();
      const recipients = await recipientsWithDueDigest(this.db, now, BATCH);
      if (recipients.length === 0) return;
      for (const recipient of recipients) {
        await this.db.transaction(async (trx) => {
          const recent = (await lockAndCountRecipients(trx, [recipient], COUNTED_KINDS, new Date(now.getTime() - NOTICE_WINDOW_MS))).get(recipient);
          if (recent && recent.count >= cap) {
            await postponeHeld(trx, recipient, new Date(recent.oldest.getTime() + NOTICE_WINDOW_MS));
            return;
          }
          const held = await heldNotices(trx, recipient);
          if (held.length === 0) return;
          const [digestId] = await enqueueMails(trx, [bookingDigest(held)], now);
          await markCoalesced(
            trx,
            held.map((h) => h.id),
            digestId!,
          );
        });
      }
    }
  }

  private afterCommit(trx: Knex.Transaction): void {
    trx.executionPromise.then(
      () => this.kick(),
      () => undefined,
    );
  }

  /**
   * Sends what is due now; a call while a drain runs makes it go round once more. Called after
   * each commit that wrote mail, and as the body of the mail retry job (src/jobs/schedule.ts).
   */
  kick(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again);
      } catch (err) {
        this.logger.error({ err }, 'mail outbox: drain failed');
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /** One pass over the due mails; returns how many were sent. */
  async drain(): Promise<number> {
    if (!this.mailer.enabled) return 0;
    await this.releaseDigests();
    let sent = 0;
    for (;;) {
      const batch = await claimDueMails(this.db, this.clock(), BATCH, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await this.mailer.send({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
          await markSent(this.db, mail.id, this.clock());
          sent += 1;
        } catch (err) {
          const attempts = mail.attempts + 1;
          const next = attempts >= MAX_ATTEMPTS ? null : new Date(this.clock().getTime() + retryDelayMs(attempts));
          this.logger.warn({ err, mailId: mail.id, kind: mail.kind, attempts }, next ? 'mail not sent; will retry' : 'mail not sent; giving up');
          await markFailed(this.db, mail.id, (err as Error).message ?? String(err), next);
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }
}
