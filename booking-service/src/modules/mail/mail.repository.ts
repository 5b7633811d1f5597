import type { Knex } from '../../db/knex.ts';
import { LOCK_SPACE } from '../../db/advisory-locks.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { likePattern } from '../../db/sql.ts';

type Db = Knex | Knex.Transaction;

export interface OutgoingMail {
  kind: string;
  bookingId?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await enqueueMails(db, [mail], now);
}

/**
 * Several messages in one statement (a booking's guest and owner emails). A message with
 * `heldUntil` is kept back for a digest (see `heldNotices`), due at that time; the id of each
 * row is returned in order.
 */
export async function enqueueMails(db: Db, mails: (OutgoingMail & { heldUntil?: Date })[], now: Date): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db('mail_outbox')
    .insert(
      mails.map((mail) => ({
        kind: mail.kind,
        booking_id: mail.bookingId ?? null,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        attachments: JSON.stringify(mail.attachments ?? []),
        status: mail.heldUntil ? 'held' : 'pending',
        next_attempt_at: mail.heldUntil ?? now,
        created_at: now,
      })),
    )
    .returning('id');
  return rows.map((r: { id: string | number }) => Number(r.id));
}

/**
 * Per lower-cased address: how many mails of `kinds` were written to it since `since` to be sent
 * (held and coalesced ones do not count), and when the oldest of them was written; counted once
 * each address's lock is held, until the transaction ends (migration 030), so the count and what
 * is written after it are one step for every writer. The lock is the last thing a booking takes:
 * its insert and its commit are all that follow while other bookings notifying the address wait.
 */
export async function lockAndCountRecipients(trx: Knex.Transaction, addresses: string[], kinds: readonly string[], since: Date): Promise<Map<string, { count: number; oldest: Date }>> {
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const rows = await preparedQuery<{ recipient: string; n: number; oldest: Date | string }>(
    trx,
    'lock-and-count-recipients',
    'select recipient, n, oldest from lock_and_count_recipients($1::integer, $2::text[], $3::text[], $4::timestamptz)',
    [LOCK_SPACE.mailRecipient, lowered, [...kinds], since],
  );
  return new Map(rows.map((r) => [r.recipient, { count: r.n, oldest: new Date(r.oldest) }]));
}

/** Lower-cased addresses with held notices due for their digest, at most `limit`. */
export async function recipientsWithDueDigest(db: Knex, now: Date, limit: number): Promise<string[]> {
  const rows = await db('mail_outbox').where({ status: 'held' }).andWhere('next_attempt_at', '<=', now).distinct(db.raw('lower(to_address) as recipient')).limit(limit);
  return rows.map((r: { recipient: string }) => r.recipient);
}

export interface HeldNotice {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** An address's held notices, oldest first, locked for the transaction. */
export async function heldNotices(trx: Knex.Transaction, recipient: string): Promise<HeldNotice[]> {
  const rows = await trx('mail_outbox')
    .where({ status: 'held' })
    .whereRaw('lower(to_address) = ?', [recipient])
    .orderBy('id')
    .forUpdate()
    .select('id', 'to_address', 'subject', 'text_body', 'created_at');
  return rows.map((r: Record<string, unknown>) => ({
    id: Number(r.id),
    to: r.to_address as string,
    subject: r.subject as string,
    text: r.text_body as string,
    createdAt: new Date(r.created_at as string | Date),
  }));
}

/** The address's held notices wait until `until`. */
export async function postponeHeld(trx: Knex.Transaction, recipient: string, until: Date): Promise<void> {
  await trx('mail_outbox').where({ status: 'held' }).whereRaw('lower(to_address) = ?', [recipient]).update({ next_attempt_at: until });
}

/** The notices went out in the digest `digestId`. */
export async function markCoalesced(trx: Knex.Transaction, ids: number[], digestId: number): Promise<void> {
  await trx('mail_outbox').whereIn('id', ids).update({ status: 'coalesced', digest_id: digestId });
}

/**
 * Claims due mails for `leaseMs`: rows locked by another instance are skipped, and a claim that
 * is never settled (a crash mid-send) becomes due again when its lease ends.
 */
export async function claimDueMails(db: Knex, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const rows = await db.raw(
    `update mail_outbox set locked_until = ?
      where id in (
        select id from mail_outbox
         where status = 'pending' and next_attempt_at <= ? and (locked_until is null or locked_until <= ?)
         order by id
         limit ?
         for update skip locked)
      returning id, kind, booking_id, to_address, subject, text_body, html_body, attachments, attempts`,
    [new Date(now.getTime() + leaseMs), now, now, limit],
  );
  return (rows.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    kind: r.kind as string,
    bookingId: (r.booking_id as string | null) ?? undefined,
    to: r.to_address as string,
    subject: r.subject as string,
    text: r.text_body as string,
    html: (r.html_body as string | null) ?? undefined,
    attachments: r.attachments as OutgoingMail['attachments'],
    attempts: Number(r.attempts),
  }));
}

export async function markSent(db: Knex, id: number, now: Date): Promise<void> {
  await db('mail_outbox')
    .where({ id })
    .update({ status: 'sent', sent_at: now, locked_until: null, attempts: db.raw('attempts + 1'), last_error: null });
}

export async function markFailed(db: Knex, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db('mail_outbox')
    .where({ id })
    .update({
      status: nextAttemptAt ? 'pending' : 'failed',
      next_attempt_at: nextAttemptAt ?? db.raw('next_attempt_at'),
      locked_until: null,
      attempts: db.raw('attempts + 1'),
      last_error: error.slice(0, 2000),
    });
}

export async function recordDevMail(
  db: Knex,
  mail: { from?: string; to: string[]; subject?: string; text?: string; attachments: { filename?: string; contentType: string; size: number }[] },
): Promise<void> {
  await db('dev_mail').insert({
    from_address: mail.from ?? null,
    to_addresses: mail.to.join(', '),
    subject: mail.subject ?? null,
    text_body: mail.text ?? null,
    attachments: JSON.stringify(mail.attachments),
  });
}

export async function listDevMail(db: Knex, to?: string): Promise<Record<string, unknown>[]> {
  return db('dev_mail')
    .modify((q) => {
      if (to) q.whereILike('to_addresses', likePattern(to));
    })
    .orderBy('id', 'desc')
    .limit(50);
}
