import type { Knex } from 'knex';

/**
 * A rate limit's check and count in one statement (`consumeRateLimit`). As six statements in a
 * transaction (begin, lock, prune, count, insert, commit) every booking paid twelve round trips
 * for its two limits, and every booking from one network address queued on that address's lock
 * across four of them. The function takes the key's lock, prunes the key's events that left the
 * window, counts the rest (a statement of its own, so its snapshot is taken once the lock is
 * held) and records the event when there is room. It answers 0 when the event was recorded, else
 * the seconds until the oldest event leaves the window (at least 1; the whole window when there is
 * no event, for a limit of 0).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function consume_rate_limit(lock_space integer, bucket_name text, event_key text, at_time timestamptz, window_seconds integer, max_events integer)
    returns integer
    language plpgsql volatile as $$
    declare
      since timestamptz := at_time - make_interval(secs => window_seconds);
      recent integer;
      oldest timestamptz;
    begin
      perform pg_advisory_xact_lock(lock_space, hashtext(bucket_name || ':' || event_key));
      delete from rate_limit_events where bucket = bucket_name and key = event_key and at <= since;
      select count(*)::integer, min(at) into recent, oldest from rate_limit_events where bucket = bucket_name and key = event_key and at > since;
      if recent >= max_events then
        if oldest is null then
          return window_seconds;
        end if;
        return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - at_time)))::integer);
      end if;
      insert into rate_limit_events (bucket, key, at) values (bucket_name, event_key, at_time);
      return 0;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists consume_rate_limit(integer, text, text, timestamptz, integer, integer)');
}
