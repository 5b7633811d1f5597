import type { CmsEventBody } from '../contract/cms-event.types';
import { CMS_SIGNATURE_HEADER, signPayload } from '../contract/cms-signature';

/**
 * Pushes signed events to the booking service (`POST /internal/cms-events`); the signing code is
 * `src/contract/cms-signature.ts`, a copy of the `shared/src/cms/cms-signature.ts` the booking
 * service verifies with. Failed sends are retried with exponential backoff (1 s up to 5 min
 * between tries, for about an hour); the booking service's reconcile on start and
 * `npm run cms:resync` cover anything still lost after that.
 */
export interface EventSenderOptions {
  url: string;
  secret: string;
  log: { info(m: string): void; warn(m: string): void; error(m: string): void };
  fetchImpl?: typeof fetch;
}

const MAX_DELAY_MS = 5 * 60_000;
const MAX_ATTEMPTS = 20;
const SEND_TIMEOUT_MS = 10_000;

export class EventSender {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly options: EventSenderOptions) {}

  /** Events are sent one after another, in the order they happened. */
  send(event: CmsEventBody): void {
    this.chain = this.chain.then(() => this.deliver(event, 1)).catch(() => undefined);
  }

  private async deliver(event: CmsEventBody, attempt: number): Promise<void> {
    const body = JSON.stringify(event);
    const signature = signPayload(this.options.secret, body, Math.floor(Date.now() / 1000));
    try {
      const response = await (this.options.fetchImpl ?? fetch)(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CMS_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // 4xx other than 429 will not get better by retrying: log and drop (reconcile repairs it).
      if (response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)) {
        if (!response.ok) this.options.log.error(`[sync] booking service refused ${event.model} ${event.id}: ${response.status} ${await response.text()}`);
        return;
      }
      throw new Error(`status ${response.status}`);
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS) {
        this.options.log.error(`[sync] giving up on ${event.model} ${event.id} after ${attempt} tries: ${(err as Error).message}`);
        return;
      }
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (attempt - 1));
      this.options.log.warn(`[sync] ${event.model} ${event.id} not delivered (${(err as Error).message}); retry in ${delay} ms`);
      setTimeout(() => {
        this.chain = this.chain.then(() => this.deliver(event, attempt + 1)).catch(() => undefined);
      }, delay).unref();
    }
  }
}
