import type { Knex } from '../../db/knex.ts';

export type OtpPurpose = 'login' | 'change_phone';

export interface OtpChallenge {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  customerId: string | null;
  codeHmac: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** A row of `otp_challenges`. */
interface OtpChallengeRow {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  customer_id: string | null;
  code_hmac: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

function toChallenge(row: OtpChallengeRow): OtpChallenge {
  return {
    id: row.id,
    phone: row.phone,
    purpose: row.purpose,
    customerId: row.customer_id,
    codeHmac: row.code_hmac,
    attempts: row.attempts,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    consumedAt: row.consumed_at,
  };
}

/** The newest challenge for a phone and purpose, consumed or not. */
export async function latestChallenge(db: Knex | Knex.Transaction, phone: string, purpose: OtpPurpose): Promise<OtpChallenge | undefined> {
  const row = await db('otp_challenges').where({ phone, purpose }).orderBy('created_at', 'desc').first();
  return row ? toChallenge(row as OtpChallengeRow) : undefined;
}

/** How many codes went to a phone (any purpose) since `since`, and when the latest of them went. */
export async function challengesSince(db: Knex | Knex.Transaction, phone: string, since: Date): Promise<{ count: number; latestAt: Date | null }> {
  const row = await db('otp_challenges').where({ phone }).andWhere('created_at', '>', since).count({ n: '*' }).max({ latest: 'created_at' }).first();
  return { count: Number(row?.n ?? 0), latestAt: row?.latest ? new Date(row.latest as string | Date) : null };
}

/** A new challenge replaces every open one of the phone and purpose. */
export async function insertChallenge(trx: Knex.Transaction, c: { phone: string; purpose: OtpPurpose; customerId: string | null; codeHmac: string; now: Date; expiresAt: Date }): Promise<string> {
  await trx('otp_challenges').where({ phone: c.phone, purpose: c.purpose }).whereNull('consumed_at').update({ consumed_at: c.now });
  const [row] = await trx('otp_challenges')
    .insert({ phone: c.phone, purpose: c.purpose, customer_id: c.customerId, code_hmac: c.codeHmac, created_at: c.now, expires_at: c.expiresAt })
    .returning('id');
  return (row as { id: string }).id;
}

/** Counts a wrong try; returns the tries so far, or undefined when the challenge was already dead. */
export async function recordWrongAttempt(db: Knex | Knex.Transaction, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db('otp_challenges').where({ id }).andWhere('attempts', '<', maxAttempts).whereNull('consumed_at').increment('attempts', 1).returning('attempts');
  return row ? (row as { attempts: number }).attempts : undefined;
}

/** Consumes the challenge once: a second, concurrent use of the same code gets false. */
export async function consumeChallenge(db: Knex | Knex.Transaction, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  const updated = await db('otp_challenges').where({ id }).whereNull('consumed_at').andWhere('attempts', '<', maxAttempts).update({ consumed_at: now });
  return updated === 1;
}

/** Development only: what the console SMS provider "sent", newest first (at most 50). */
export async function listDevSms(db: Knex, phone?: string): Promise<{ phone: string; body: string; sentAt: Date }[]> {
  const rows = await db('dev_sms_outbox')
    .modify((q) => {
      if (phone) q.where({ phone });
    })
    .orderBy('id', 'desc')
    .limit(50);
  return rows.map((r: { phone: string; body: string; sent_at: Date }) => ({ phone: r.phone, body: r.body, sentAt: r.sent_at }));
}
