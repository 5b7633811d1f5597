import type { Logger } from '../../lib/logger.ts';

export interface CmsRecheckOptions {
  /** Wait before the first re-read; each failed try doubles it up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** One more re-read this long after the first that worked: the timed-out write may land late. */
  settleMs: number;
  giveUpAfterMs: number;
}

const DEFAULTS: CmsRecheckOptions = { firstDelayMs: 1_000, maxDelayMs: 15_000, settleMs: 5_000, giveUpAfterMs: 3_600_000 };

/**
 * A write the CMS did not answer in time may still be applied when the CMS wakes up. This re-reads
 * the document from the CMS in the background, retrying with backoff until the CMS answers, and
 * applies the CMS's view to the projection, so the back office and the public site show what really
 * happened without relying on the CMS's own event. In-process on purpose: it is a repair, and the
 * CMS's events and the reconcile remain the ways every instance converges.
 */
export class CmsRecheck {
  private readonly pending = new Map<string, NodeJS.Timeout | 'running'>();
  private readonly options: CmsRecheckOptions;
  private stopped = false;

  constructor(
    private readonly logger?: Logger,
    options: Partial<CmsRecheckOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Re-reads `key` with `reread` until it works (once more after `settleMs`); one schedule per key. */
  schedule(key: string, reread: () => Promise<void>): void {
    if (this.stopped || this.pending.has(key)) return;
    const started = Date.now();
    const run = (delayMs: number, attempt: number, settled: boolean) => {
      const timer = setTimeout(async () => {
        this.pending.set(key, 'running');
        try {
          await reread();
          if (settled) {
            this.pending.delete(key);
            this.logger?.info({ key }, 'CMS re-read after a timed-out write applied');
          } else run(this.options.settleMs, 0, true);
        } catch (err) {
          if (this.stopped || Date.now() - started > this.options.giveUpAfterMs) {
            this.pending.delete(key);
            if (!this.stopped) this.logger?.error({ err, key }, 'gave up re-reading from the CMS after a timed-out write');
            return;
          }
          this.logger?.warn({ err, key, attempt }, 'CMS not answering yet; re-read scheduled again');
          run(Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** (attempt + 1)), attempt + 1, settled);
        }
      }, delayMs);
      timer.unref();
      this.pending.set(key, timer);
    };
    run(this.options.firstDelayMs, 0, false);
  }

  /** Keys still waiting for the CMS. */
  get waiting(): string[] {
    return [...this.pending.keys()];
  }

  stop(): void {
    this.stopped = true;
    for (const entry of this.pending.values()) if (entry !== 'running') clearTimeout(entry);
    this.pending.clear();
  }
}
