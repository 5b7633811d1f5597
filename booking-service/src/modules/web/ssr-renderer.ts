import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SsrRender } from '@islandstay/shared/ssr/ssr-contract';
import type { Logger } from '../../lib/logger.ts';

/** After a bundle failed to load, how long before it is tried again (a build in progress). */
const RETRY_AFTER_MS = 10_000;

/**
 * The storefront's server-render bundle (storefront/dist-ssr/entry-server.mjs, built by
 * `npm run bundle -w storefront`), imported when first needed and again when the file changes (a
 * new build under a running `npm start`). Missing or broken, it is undefined and the pages go out
 * as the app's shell, as before server rendering: never an error page.
 */
export class SsrBundle {
  private loaded?: { mtimeMs: number; render: SsrRender };
  private failedAt?: { mtimeMs: number; at: number };
  private loading?: Promise<SsrRender | undefined>;

  constructor(
    readonly entry: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async renderer(): Promise<SsrRender | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.entry).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.loaded?.mtimeMs === mtimeMs) return this.loaded.render;
    if (this.failedAt?.mtimeMs === mtimeMs && this.now() - this.failedAt.at < RETRY_AFTER_MS) return undefined;
    this.loading ??= this.load(mtimeMs).finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(mtimeMs: number): Promise<SsrRender | undefined> {
    try {
      // The query makes a changed file a new module: Node caches imports by URL.
      const module = (await import(`${pathToFileURL(this.entry).href}?v=${mtimeMs}`)) as { render?: unknown };
      if (typeof module.render !== 'function') throw new Error('it exports no render()');
      this.loaded = { mtimeMs, render: module.render as SsrRender };
      this.failedAt = undefined;
      return this.loaded.render;
    } catch (err) {
      this.failedAt = { mtimeMs, at: this.now() };
      this.logger.warn({ err, entry: this.entry }, 'the storefront server-render bundle did not load: landing pages go out as the app shell');
      return undefined;
    }
  }
}
