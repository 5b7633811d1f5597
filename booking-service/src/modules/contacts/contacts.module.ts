import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { contactRoutes } from './contacts.routes.ts';
import { ContactService } from './contacts.service.ts';

/** Contact messages: sent by anyone, read by the admin. */
export function createContactsModule(deps: { db: Knex; clock: Clock; options: { perIpPerHour: number } }): ApiModule & { contacts: ContactService } {
  const contacts = new ContactService(deps.db, deps.clock, deps.options);
  return { contacts, routes: contactRoutes(contacts) };
}
