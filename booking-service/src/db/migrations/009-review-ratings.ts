import type { Knex } from 'knex';

/**
 * A villa's rating and review count are its reviews' average (1 decimal, half up) and number,
 * kept by the database itself: every statement that inserts, re-rates, moves or deletes reviews
 * (a customer's star click, a cascade from a deleted booking or customer, a seed) recounts the
 * villas it touched in the same transaction, so no write path can leave a figure that its
 * reviews do not back. Helpful votes and message edits touch no rating and recount nothing.
 *
 * The villas are locked per id (the same advisory key as before, in a fixed order, so two
 * writers never deadlock) before the recount, so each recount sees every committed review.
 * Existing figures are recomputed once here: made-up ones (an older demo seed wrote them) go.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function refresh_villa_ratings(villa_ids text[]) returns void language plpgsql as $$
    declare
      villa text;
    begin
      if coalesce(cardinality(villa_ids), 0) = 0 then
        return;
      end if;
      foreach villa in array (select array_agg(distinct v order by v) from unnest(villa_ids) as v) loop
        perform pg_advisory_xact_lock(5, hashtext(villa));
      end loop;
      update villas v
         set rating = s.rating, review_count = s.review_count
        from (select ids.id,
                     coalesce(round(avg(r.rating)::numeric, 1), 0) as rating,
                     count(r.id)::int as review_count
                from (select distinct id from unnest(villa_ids) as u(id)) ids
                left join reviews r on r.villa_id = ids.id
               group by ids.id) s
       where v.id = s.id
         and (v.rating <> s.rating or v.review_count <> s.review_count);
    end $$`);

  await knex.raw(`create function reviews_refresh_villa_ratings() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_villa_ratings(array(select villa_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform refresh_villa_ratings(array(select villa_id from old_rows));
      else
        perform refresh_villa_ratings(array(
          select unnest(array[n.villa_id, o.villa_id])
            from new_rows n join old_rows o on o.id = n.id
           where n.rating <> o.rating or n.villa_id <> o.villa_id));
      end if;
      return null;
    end $$`);

  await knex.raw(`create trigger reviews_rate_villas_on_insert after insert on reviews
    referencing new table as new_rows for each statement execute function reviews_refresh_villa_ratings()`);
  await knex.raw(`create trigger reviews_rate_villas_on_update after update on reviews
    referencing old table as old_rows new table as new_rows for each statement execute function reviews_refresh_villa_ratings()`);
  await knex.raw(`create trigger reviews_rate_villas_on_delete after delete on reviews
    referencing old table as old_rows for each statement execute function reviews_refresh_villa_ratings()`);

  await knex.raw(`update villas v
       set rating = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r where r.villa_id = v.id), 0),
           review_count = (select count(*) from reviews r where r.villa_id = v.id)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const trigger of ['reviews_rate_villas_on_insert', 'reviews_rate_villas_on_update', 'reviews_rate_villas_on_delete']) {
    await knex.raw(`drop trigger if exists ${trigger} on reviews`);
  }
  await knex.raw('drop function if exists reviews_refresh_villa_ratings()');
  await knex.raw('drop function if exists refresh_villa_ratings(text[])');
}
