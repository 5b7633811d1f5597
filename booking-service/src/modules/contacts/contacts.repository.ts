import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | null;
  phone: string | null;
  subject: string;
  message: string;
  now: Date;
}

/** Stores a message from the contact form as `new`; returns its id. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db('contact_messages')
    .insert({
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      country_code: message.countryCode,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      status: 'new',
      created_at: message.now,
      updated_at: message.now,
    })
    .returning('id');
  return (row as { id: string }).id;
}
