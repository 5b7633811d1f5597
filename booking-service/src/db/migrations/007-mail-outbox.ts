import type { Knex } from 'knex';

/**
 * Booking emails go through a transactional outbox: a row written in the same transaction as the
 * booking change, sent after the commit by a worker that claims rows with FOR UPDATE SKIP LOCKED
 * (several instances never send one twice), retried with backoff. dev_mail keeps what the
 * development SMTP catcher received (`GET /api/dev/mail`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id');
    t.string('kind', 40).notNullable();
    t.uuid('booking_id');
    t.string('to_address', 320).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.string('status', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.raw(`alter table mail_outbox add constraint mail_outbox_status check (status in ('pending', 'sent', 'failed'))`);
  await knex.raw(`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending'`);

  await knex.schema.createTable('dev_mail', (t) => {
    t.bigIncrements('id');
    t.string('from_address', 320);
    t.text('to_addresses').notNullable();
    t.string('subject', 300);
    t.text('text_body');
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('dev_mail');
  await knex.schema.dropTableIfExists('mail_outbox');
}
