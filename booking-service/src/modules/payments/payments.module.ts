import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { PaymentsService, type PaymentWays, type StaffNames } from './payments.service.ts';
import type { CardProvider } from './stripe-cards.ts';

/** A booking's ledger of money received and returned, for the villa's owner and the admin, and the guest's view of it. */
export function createPaymentsModule(deps: {
  db: Knex;
  clock: Clock;
  ways: PaymentWays;
  mail?: MailService;
  cards?: CardProvider;
  /** Who recorded a row, by name (the staff-accounts module's). */
  staffNames?: StaffNames;
}): ApiModule & { payments: PaymentsService } {
  const payments = new PaymentsService(deps.db, deps.clock, deps.ways, deps.mail, deps.cards, deps.staffNames);
  return { payments, routes: paymentsRoutes(payments) };
}
