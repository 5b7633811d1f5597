import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { MailService } from './mail.service.ts';
import type { Mailer } from './mailer.ts';

/** The mail outbox: written in the transactions of what it tells, sent and retried by a job. No routes. */
export function createMailModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /**
   * `noticesPerRecipientHour`: booking notices one address is sent in an hour; the rest go in a digest.
   * `adminEmail`: the admin's address for what needs staff (an overdue balance).
   */
  options: { from: string; siteUrl: string; tm30Path: (bookingId: string) => string; noticesPerRecipientHour: number; adminEmail: string };
}): { mail: MailService } {
  return { mail: new MailService(deps.db, deps.mailer, deps.clock, deps.logger, deps.options) };
}
