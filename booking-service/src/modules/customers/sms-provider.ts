import type { Knex } from '../../db/knex.ts';
import type { Logger } from '../../lib/logger.ts';

/** Sends a text message to an E.164 phone. */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

export class SmsDeliveryError extends Error {}

/**
 * Development: prints the message in the service log and keeps it in the dev outbox
 * (`GET /api/dev/outbox`, only with dev tools enabled). Refused in production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  async send(to: string, body: string): Promise<void> {
    this.logger.info({ to, body }, 'SMS (console provider)');
    await this.db('dev_sms_outbox').insert({ phone: to, body });
  }
}

/** Twilio's Messages REST API. */
export class TwilioSmsProvider implements SmsProvider {
  constructor(
    private readonly config: { accountSid: string; authToken: string; from: string; apiBase: string },
    private readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from, apiBase } = this.config;
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new SmsDeliveryError(`Twilio could not be reached: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 200)}`);
    }
  }
}
