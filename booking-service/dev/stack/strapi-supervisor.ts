import type { Logger } from '../../src/lib/logger.ts';
import { startStrapi, type StrapiOptions, type StrapiProcess } from './strapi-process.ts';

export interface Backoff {
  /** Wait before the first restart; doubled after each crash. */
  initialMs: number;
  maxMs: number;
  /** A run at least this long counts as stable: the next crash waits `initialMs` again. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

export interface SupervisedStrapi {
  url: string;
  /** The running Strapi's process id (undefined between a crash and its restart). */
  pid(): number | undefined;
  /** Resolves when the first Strapi answers. */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops Strapi; it is not restarted any more. */
  stop(): Promise<void>;
}

/** The wait before restart number `crashes` (0-based): initial, doubled each time, capped. */
export function restartDelay(crashes: number, backoff: Backoff): number {
  return Math.min(backoff.initialMs * 2 ** crashes, backoff.maxMs);
}

/**
 * Runs Strapi and restarts it when it exits on its own (crash, OOM kill, `kill -KILL`), with an
 * exponential backoff, so a CMS that dies does not stay down silently. Every exit and restart is
 * logged; `onRestarted` runs once a restarted Strapi answers again.
 */
export function superviseStrapi(options: StrapiOptions, log: Logger, hooks: { onRestarted?: () => void } = {}, backoff: Backoff = DEFAULT_BACKOFF): SupervisedStrapi {
  let stopping = false;
  let crashes = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: StrapiProcess | undefined;

  const launch = (): StrapiProcess => {
    const strapi = startStrapi(options);
    const startedAt = Date.now();
    log.info(`CMS started (pid ${strapi.child.pid})`);
    strapi.child.once('exit', (code, signal) => {
      if (current === strapi) current = undefined;
      if (stopping) return;
      if (Date.now() - startedAt >= backoff.stableMs) crashes = 0;
      const delay = restartDelay(crashes, backoff);
      crashes += 1;
      log.error(`CMS exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting it in ${delay / 1000} s`);
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        const restarted = launch();
        restarted.ready().then(
          () => {
            log.info('CMS is back after a restart');
            hooks.onRestarted?.();
          },
          (err: unknown) => log.warn(`restarted CMS did not come up: ${(err as Error).message}`),
        );
      }, delay);
    });
    current = strapi;
    return strapi;
  };

  const first = launch();
  return {
    url: first.url,
    pid: () => current?.child.pid,
    ready: (timeoutMs) => first.ready(timeoutMs),
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current?.stop();
    },
  };
}
