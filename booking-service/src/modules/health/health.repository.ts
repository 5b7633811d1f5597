import type { Knex } from '../../db/knex.ts';

export async function pingDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}

export interface MailOutboxCounts {
  pending: number;
  /** Pending messages that already failed at least once: the SMTP server is refusing or away. */
  retrying: number;
  failed: number;
}

export async function mailOutboxCounts(db: Knex): Promise<MailOutboxCounts> {
  const row = (await db('mail_outbox').first(
    db.raw("count(*) filter (where status = 'pending')::int as pending"),
    db.raw("count(*) filter (where status = 'pending' and attempts > 0)::int as retrying"),
    db.raw("count(*) filter (where status = 'failed')::int as failed"),
  )) as MailOutboxCounts | undefined;
  return { pending: row?.pending ?? 0, retrying: row?.retrying ?? 0, failed: row?.failed ?? 0 };
}

export interface IcalPollState {
  lastPollAt: Date | null;
  feeds: number;
  failing: number;
}

export async function icalPollState(db: Knex): Promise<IcalPollState> {
  const row = (await db('ical_feeds').first(
    db.raw('max(last_synced_at) as "lastPollAt"'),
    db.raw('count(*)::int as feeds'),
    db.raw("count(*) filter (where last_status = 'error')::int as failing"),
  )) as IcalPollState | undefined;
  return { lastPollAt: row?.lastPollAt ?? null, feeds: row?.feeds ?? 0, failing: row?.failing ?? 0 };
}
