import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { MailService } from '../mail/mail.service.ts';
import { contactRoutes } from './contacts.routes.ts';
import { ContactService } from './contacts.service.ts';

/** Contact messages: sent by anyone, read by the admin. */
export function createContactsModule(deps: {
  db: Knex;
  clock: Clock;
  mail: MailService;
  options: { perIpPerHour: number; adminEmail?: string; siteUrl: string };
}): ApiModule & { contacts: ContactService } {
  const contacts = new ContactService(deps.db, deps.clock, deps.options, deps.mail);
  return { contacts, routes: contactRoutes(contacts) };
}
