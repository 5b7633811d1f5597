import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Sessions } from '../auth/session.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { customerRoutes, devRoutes } from './customers.routes.ts';
import { CustomerService } from './customers.service.ts';
import { DevToolsService } from './dev-tools.service.ts';
import { OtpService } from './otp.service.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Customers: phone sign-in by one-time code, profile, and (when enabled) the dev tools. */
export function createCustomersModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  sms: SmsProvider;
  mail: MailService;
  sessions: SessionCookies;
  sessionService: Sessions;
  options: { otpSecret: string; otpPerIpPerHour: number; devTools: boolean };
}): ApiModule & { customers: CustomerService } {
  const { db, options } = deps;
  const otp = new OtpService({ db, sms: deps.sms, clock: deps.clock, logger: deps.logger }, { secret: options.otpSecret, perIpPerHour: options.otpPerIpPerHour });
  const customers = new CustomerService(db, otp);
  const routes = customerRoutes({ customers, otp, sessions: deps.sessions, sessionService: deps.sessionService, env: { ENABLE_DEV_TOOLS: options.devTools } });
  return { customers, routes: options.devTools ? [...routes, ...devRoutes(new DevToolsService(db, deps.mail))] : routes };
}
