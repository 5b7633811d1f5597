import type { Logger } from '../../lib/logger.ts';

export interface CmsRecheckOptions {
  /** Wait before the first re-read; each failed try doubles it up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * Once the CMS answers but does not show the write yet (it may apply it late), the wait before
   * the next re-read; it doubles up to `maxDelayMs`, for at most `settleForMs` after that first answer.
   */
  settleMs: number;
  settleForMs: number;
  giveUpAfterMs: number;
}

const DEFAULTS: CmsRecheckOptions = { firstDelayMs: 1_000, maxDelayMs: 15_000, settleMs: 2_000, settleForMs: 120_000, giveUpAfterMs: 3_600_000 };

/**
 * What a re-read found: the CMS copy's `updatedAt` (ISO), `null` when the CMS no longer has the
 * document (a delete that landed), or nothing when it cannot tell (a whole reconcile).
 */
export type RereadResult = string | null | undefined | void;

/**
 * A write the CMS did not answer in time may still be applied when the CMS wakes up, and a hung
 * CMS may apply its queued writes well after it answers again. This re-reads the document from the
 * CMS in the background, retrying with backoff until the CMS answers, then again with backoff until
 * the CMS's copy is newer than the moment the write was sent (or gone) or `settleForMs` has passed,
 * applying the CMS's view to the projection each time: so the back office and the public site show
 * what really happened without relying on the CMS's own event. In-process on purpose: it is a
 * repair, and the CMS's events and the reconcile remain the ways every instance converges.
 */
export class CmsRecheck {
  private readonly pending = new Map<string, NodeJS.Timeout | 'running'>();
  /** Per key, when the latest timed-out write was sent: a second write extends the wait for the first. */
  private readonly sentAt = new Map<string, number>();
  private readonly options: CmsRecheckOptions;
  private stopped = false;

  constructor(
    private readonly logger?: Logger,
    options: Partial<CmsRecheckOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Re-reads `key` with `reread` until the CMS shows the write sent at `sentAt` (see above); one
   * schedule per key (a later write while one runs moves its target). `sentAt` is wall-clock time,
   * as the CMS stamps `updatedAt` with its own.
   */
  schedule(key: string, reread: () => Promise<RereadResult>, sentAt: Date = new Date()): void {
    if (this.stopped) return;
    this.sentAt.set(key, Math.max(this.sentAt.get(key) ?? 0, sentAt.getTime()));
    if (this.pending.has(key)) return;
    const started = Date.now();
    let answeredAt: number | undefined;
    const run = (delayMs: number, attempt: number) => {
      const timer = setTimeout(async () => {
        this.pending.set(key, 'running');
        let found: RereadResult;
        try {
          found = await reread();
        } catch (err) {
          if (this.stopped || Date.now() - started > this.options.giveUpAfterMs) {
            this.forget(key);
            if (!this.stopped) this.logger?.error({ err, key }, 'gave up re-reading from the CMS after a timed-out write');
            return;
          }
          this.logger?.warn({ err, key, attempt }, 'CMS not answering yet; re-read scheduled again');
          run(Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** (attempt + 1)), attempt + 1);
          return;
        }
        const firstAnswer = answeredAt === undefined;
        answeredAt ??= Date.now();
        const landed = found === null || (typeof found === 'string' && Date.parse(found) > (this.sentAt.get(key) ?? 0));
        if (this.stopped || landed || Date.now() - answeredAt >= this.options.settleForMs) {
          this.forget(key);
          this.logger?.info({ key, landed }, 'CMS re-read after a timed-out write applied');
          return;
        }
        run(firstAnswer ? this.options.settleMs : Math.min(this.options.maxDelayMs, delayMs * 2), attempt + 1);
      }, delayMs);
      timer.unref();
      this.pending.set(key, timer);
    };
    run(this.options.firstDelayMs, 0);
  }

  private forget(key: string): void {
    this.pending.delete(key);
    this.sentAt.delete(key);
  }

  /** Keys still waiting for the CMS. */
  get waiting(): string[] {
    return [...this.pending.keys()];
  }

  stop(): void {
    this.stopped = true;
    for (const entry of this.pending.values()) if (entry !== 'running') clearTimeout(entry);
    this.pending.clear();
    this.sentAt.clear();
  }
}
