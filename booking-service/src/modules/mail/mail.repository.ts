import type { Knex } from '../../db/knex.ts';
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

/** Several messages in one statement (a booking's guest and owner emails). */
export async function enqueueMails(db: Db, mails: OutgoingMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db('mail_outbox').insert(
    mails.map((mail) => ({
      kind: mail.kind,
      booking_id: mail.bookingId ?? null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
      next_attempt_at: now,
      created_at: now,
    })),
  );
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
  await db('mail_outbox').where({ id }).update({ status: 'sent', sent_at: now, locked_until: null, attempts: db.raw('attempts + 1'), last_error: null });
}

export async function markFailed(db: Knex, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db('mail_outbox')
    .where({ id })
    .update({ status: nextAttemptAt ? 'pending' : 'failed', next_attempt_at: nextAttemptAt ?? db.raw('next_attempt_at'), locked_until: null, attempts: db.raw('attempts + 1'), last_error: error.slice(0, 2000) });
}

export async function recordDevMail(db: Knex, mail: { from?: string; to: string[]; subject?: string; text?: string; attachments: { filename?: string; contentType: string; size: number }[] }): Promise<void> {
  await db('dev_mail').insert({ from_address: mail.from ?? null, to_addresses: mail.to.join(', '), subject: mail.subject ?? null, text_body: mail.text ?? null, attachments: JSON.stringify(mail.attachments) });
}

export async function listDevMail(db: Knex, to?: string): Promise<Record<string, unknown>[]> {
  return db('dev_mail')
    .modify((q) => {
      if (to) q.whereILike('to_addresses', likePattern(to));
    })
    .orderBy('id', 'desc')
    .limit(50);
}

