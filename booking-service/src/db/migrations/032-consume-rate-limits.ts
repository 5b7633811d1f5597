import type { Knex } from 'knex';

/**
 * Several rate limits in one statement (`consumeRateLimits`): a booking counts against its
 * customer's limit and then its network address's. Each is `consume_rate_limit` (migration 031),
 * in order; the first that refuses stops the rest, and the ones before it stay recorded, exactly
 * as separate calls in that order would leave them. Answers the refusing limit's position
 * (1-based; 0 when every one recorded its event) and its wait in seconds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function consume_rate_limits(lock_space integer, bucket_names text[], event_keys text[], at_time timestamptz, window_seconds integer[], max_events integer[])
    returns table (refused integer, wait_seconds integer)
    language plpgsql volatile as $$
    declare
      i integer;
      waited integer;
    begin
      for i in 1 .. coalesce(array_length(bucket_names, 1), 0) loop
        waited := consume_rate_limit(lock_space, bucket_names[i], event_keys[i], at_time, window_seconds[i], max_events[i]);
        if waited > 0 then
          refused := i;
          wait_seconds := waited;
          return next;
          return;
        end if;
      end loop;
      refused := 0;
      wait_seconds := 0;
      return next;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists consume_rate_limits(integer, text[], text[], timestamptz, integer[], integer[])');
}
