import type { Knex } from 'knex';

/**
 * The per-recipient cap on booking notices (migration 017) counts an address's recent mail under
 * the address's lock, inside the booking's transaction. Taken as two statements, the lock was held
 * across the count's round trip too, and every booking of one owner's villas queues on that
 * owner's address. This function takes the addresses' locks (in one order for every caller, so two
 * transactions never wait on each other) and then counts: its second statement takes a snapshot
 * after the locks are granted, so it sees every write of a transaction that held one before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function lock_and_count_recipients(lock_space integer, addresses text[], kinds text[], since timestamptz)
    returns table (recipient text, n integer, oldest timestamptz)
    language plpgsql volatile as $$
    declare
      address text;
    begin
      for address in select distinct a from unnest(addresses) a order by 1 loop
        perform pg_advisory_xact_lock(lock_space, hashtext(address));
      end loop;
      return query
        select lower(o.to_address), count(*)::integer, min(o.created_at)
          from mail_outbox o
         where lower(o.to_address) = any(addresses)
           and o.kind = any(kinds)
           and o.status in ('pending', 'sent', 'failed')
           and o.created_at > since
         group by lower(o.to_address);
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists lock_and_count_recipients(integer, text[], text[], timestamptz)');
}
