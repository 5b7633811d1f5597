import type { ContactDto, ContactListQuery, ContactMessageRequest } from '@islandstay/shared/contacts/contact.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { consumeRateLimit } from '../../lib/rate-limiter.ts';
import type { MailService } from '../mail/mail.service.ts';
import { findPublicVilla } from '../villas/villa-reads.ts';
import { hostContactMail } from './contact-emails.ts';
import { insertContactMessage, listContactMessages, setContactStatus, villaOwnerEmail } from './contacts.repository.ts';

export const CONTACTS_PAGE_SIZE = 10;

export const CONTACT_RATE_LIMITED_MESSAGE = 'Too many messages were sent from this network. Please try again later.';

/** Messages from the contact page, limited per IP address (Postgres-backed, so across instances). */
export class ContactService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly options: {
      /** Messages one IP may send in an hour. */
      perIpPerHour: number;
      /** Where a message about a villa is emailed besides its owner; none: the owner only. */
      adminEmail?: string;
      siteUrl: string;
    },
    private readonly mail: MailService,
  ) {}

  async send(input: ContactMessageRequest, ip: string): Promise<string> {
    const now = this.clock();
    // Only a villa a guest can see: an unknown (or hidden) one is the sender's mistake, a 400.
    const villa = input.villaId ? await findPublicVilla(this.db, input.villaId) : undefined;
    if (input.villaId && !villa) throw AppError.validation('villaId', 'contact.unknownVilla', 'no such villa');
    await consumeRateLimit(this.db, { bucket: 'contact-ip', max: this.options.perIpPerHour, windowSeconds: 3600 }, ip, now, CONTACT_RATE_LIMITED_MESSAGE);
    return this.db.transaction(async (trx) => {
      const id = await insertContactMessage(trx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        countryCode: input.countryCode || null,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        villaId: villa?.id ?? null,
        now,
      });
      if (villa) {
        // The villa's owner and the admin are emailed with the message, once each.
        const ownerEmail = await villaOwnerEmail(trx, villa.id);
        const recipients = [...new Map([ownerEmail, this.options.adminEmail].filter((to): to is string => Boolean(to)).map((to) => [to.toLowerCase(), to])).values()];
        for (const to of recipients) {
          const greeting = to === ownerEmail ? 'Hello,' : 'Hello, a copy for the admin:';
          await this.mail.enqueue(trx, hostContactMail(to, greeting, input, villa, this.options.siteUrl));
        }
      }
      return id;
    });
  }

  /** The back office's list (admin only): status filter, search, sorting (newest first by default), page of 10 by default. */
  async list(query: ContactListQuery): Promise<{ data: ContactDto[]; contacts: ContactDto[]; page: number; totalPages: number; total: number }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CONTACTS_PAGE_SIZE;
    const status = query.status && query.status !== 'all' ? query.status : undefined;
    const { rows, total } = await listContactMessages(this.db, {
      status,
      search: query.search || undefined,
      sortBy: query.sortBy ?? 'createdAt',
      sortOrder: query.sortOrder ?? 'desc',
      offset: (page - 1) * limit,
      limit,
    });
    return { data: rows, contacts: rows, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
  }

  /** Any status to any other: no order is imposed (docs/product.md#contacts). */
  async setStatus(id: string, status: ContactDto['status']): Promise<ContactDto> {
    const updated = await setContactStatus(this.db, id, status, this.clock());
    if (!updated) throw AppError.notFound('Contact message not found', 'contact.notFound');
    return updated;
  }
}
