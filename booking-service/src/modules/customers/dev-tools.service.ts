import type { Knex } from '../../db/knex.ts';
import { clearTestBookings } from '../bookings/test-bookings.ts';
import type { MailService } from '../mail/mail.service.ts';
import { listDevSms } from './otp.repository.ts';

/** What the development helpers (registered only when ENABLE_DEV_TOOLS is on) read and clear. */
export class DevToolsService {
  constructor(
    private readonly db: Knex,
    private readonly mail: MailService,
  ) {}

  /** Text messages the console SMS provider "sent", newest first; `phone` in E.164, with or without its `+`. */
  async smsOutbox(phone?: string): Promise<{ phone: string; body: string; sentAt: Date }[]> {
    const e164 = phone ? (phone.startsWith('+') ? phone : `+${phone.trim()}`) : undefined;
    return listDevSms(this.db, e164);
  }

  /** Emails the local SMTP catcher received, newest first. */
  devMail(to?: string) {
    return this.mail.devMail(to);
  }

  /** Deletes bookings whose guest name or email says "test"; how many went. */
  clearTestBookings(): Promise<number> {
    return clearTestBookings(this.db);
  }
}
