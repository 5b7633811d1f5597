import type { Knex } from 'knex';

/**
 * A customer's profile image lives only while it is their current one: when a customer's
 * `profile_image_id` changes, or the customer is deleted, the image they had is deleted with it,
 * in the same statement's transaction, whatever the write path (the profile form, straight SQL,
 * a cascade). `/api/customer/images/:id` then answers 404 for it. Images already left behind by
 * earlier replacements (referenced by no customer) go now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function customers_drop_old_profile_image() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from customer_images where id = old.profile_image_id;
        return old;
      end if;
      if old.profile_image_id is distinct from new.profile_image_id then
        delete from customer_images where id = old.profile_image_id;
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger customers_drop_old_profile_image
    after update of profile_image_id or delete on customers
    for each row when (old.profile_image_id is not null)
    execute function customers_drop_old_profile_image()`);
  await knex.raw('delete from customer_images i where not exists (select 1 from customers c where c.profile_image_id = i.id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists customers_drop_old_profile_image on customers');
  await knex.raw('drop function if exists customers_drop_old_profile_image()');
}
