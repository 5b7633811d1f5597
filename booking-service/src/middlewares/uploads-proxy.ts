import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type Koa from 'koa';
import type { AppState } from '../lib/http/route.ts';
import type { Logger } from '../lib/logger.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag', 'cache-control'];

/**
 * `/uploads/*` (villa images and other media) is served from the CMS through the one public
 * origin. Only GET and HEAD; nothing but the file path reaches the CMS. A CMS that does not start
 * answering within `timeoutMs` is a 504 (the file itself may then stream as long as it takes).
 */
export function uploadsProxy(cmsUrl: string, logger: Logger, timeoutMs = 4_000): Koa.Middleware<AppState> {
  const base = cmsUrl.replace(/\/$/, '');
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    if (ctx.path.includes('..') || !/^\/uploads\/[A-Za-z0-9._\-/]+$/.test(ctx.path)) {
      ctx.status = 404;
      return;
    }
    let response: Response;
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(new DOMException('The CMS did not answer in time', 'TimeoutError')), timeoutMs);
    try {
      response = await fetch(`${base}${ctx.path}`, { method: ctx.method, signal: answered.signal });
    } catch (err) {
      const timedOut = answered.signal.aborted;
      logger.warn({ err, path: ctx.path }, timedOut ? 'CMS did not answer in time for an upload' : 'CMS unreachable for an upload');
      ctx.status = timedOut ? 504 : 502;
      return;
    } finally {
      clearTimeout(timer);
    }
    ctx.status = response.status === 200 ? 200 : response.status === 404 ? 404 : 502;
    if (ctx.status !== 200) return;
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) ctx.set(name, value);
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!response.headers.get('cache-control')) ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = response.body ? Readable.fromWeb(response.body as unknown as WebReadableStream) : '';
  };
}
