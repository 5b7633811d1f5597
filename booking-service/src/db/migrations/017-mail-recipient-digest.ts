import type { Knex } from 'knex';

/**
 * Booking notices are capped per recipient and hour (issue 25: a loop of bookings and
 * cancellations mailed one address 80 times in a second). A notice over the cap is written
 * `held`, due when the recipient's hour has room again; the mail job then writes one digest
 * listing every held notice and marks them `coalesced`, pointing at it. Nothing is dropped: each
 * notice keeps its row. The index serves the per-recipient count of the last hour.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table mail_outbox drop constraint mail_outbox_status');
  await knex.raw(`alter table mail_outbox add constraint mail_outbox_status check (status in ('pending', 'sent', 'failed', 'held', 'coalesced'))`);
  await knex.raw('alter table mail_outbox add column digest_id bigint references mail_outbox (id)');
  await knex.raw('create index mail_outbox_recipient_idx on mail_outbox (lower(to_address), created_at)');
  await knex.raw(`create index mail_outbox_held_idx on mail_outbox (next_attempt_at) where status = 'held'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists mail_outbox_held_idx');
  await knex.raw('drop index if exists mail_outbox_recipient_idx');
  await knex.raw('alter table mail_outbox drop column if exists digest_id');
  // A held notice is sent on its own again; a coalesced one went out in its digest.
  await knex.raw(`update mail_outbox set status = case status when 'held' then 'pending' else 'sent' end where status in ('held', 'coalesced')`);
  await knex.raw('alter table mail_outbox drop constraint mail_outbox_status');
  await knex.raw(`alter table mail_outbox add constraint mail_outbox_status check (status in ('pending', 'sent', 'failed'))`);
}
