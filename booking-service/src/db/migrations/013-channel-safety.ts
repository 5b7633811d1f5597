import type { Knex } from 'knex';

/**
 * Channel safety: when an import feed was last read successfully (a feed is stale once that is
 * more than two poll intervals ago) and when its owner was told it went stale (once per stale
 * episode; cleared by the next good read).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ical_feeds add column last_success_at timestamptz, add column stale_notified_at timestamptz');
  await knex.raw(`update ical_feeds set last_success_at = last_synced_at where last_status in ('ok', 'not_modified')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ical_feeds drop column last_success_at, drop column stale_notified_at');
}
