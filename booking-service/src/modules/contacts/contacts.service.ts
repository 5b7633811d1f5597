import type { ContactMessageRequest } from '@islandstay/shared/contacts/contact.schemas';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { consumeRateLimit } from '../../lib/rate-limiter.ts';
import { insertContactMessage } from './contacts.repository.ts';

export const CONTACT_RATE_LIMITED_MESSAGE = 'Too many messages were sent from this network. Please try again later.';

/** Messages from the contact page, limited per IP address (Postgres-backed, so across instances). */
export class ContactService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly perIpPerHour: number,
  ) {}

  async send(input: ContactMessageRequest, ip: string): Promise<string> {
    const now = this.clock();
    await consumeRateLimit(this.db, { bucket: 'contact-ip', max: this.perIpPerHour, windowSeconds: 3600 }, ip, now, CONTACT_RATE_LIMITED_MESSAGE);
    return insertContactMessage(this.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      countryCode: input.countryCode || null,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      now,
    });
  }
}
