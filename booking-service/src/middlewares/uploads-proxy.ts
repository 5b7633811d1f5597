import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type Koa from 'koa';
import { AppError } from '../lib/app-error.ts';
import type { AppState } from '../lib/http/route.ts';
import type { Logger } from '../lib/logger.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag', 'cache-control'];

const UNREACHABLE = 'Images and other files cannot be shown right now: the content service is not reachable. Please try again shortly.';
const TIMED_OUT = 'Images and other files cannot be shown right now: the content service did not answer in time. Please try again shortly.';
const FAILED = 'This file cannot be shown right now: the content service could not deliver it. Please try again shortly.';

/**
 * `/uploads/*` (villa images and other media) is served from the CMS through the one public
 * origin. Only GET and HEAD; nothing but the file path reaches the CMS. When the CMS cannot serve
 * the file the answer is the API's JSON problem (docs/configuration.md, `CMS_READ_TIMEOUT_MS`): 503 with
 * Retry-After while it is unreachable or does not start answering within `timeoutMs` (as every
 * other read from the CMS; the file itself may then stream as long as it takes), 502 when it
 * answers with an error of its own.
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
      throw new AppError('UNAVAILABLE', 'upstream.uploadsUnavailable', timedOut ? TIMED_OUT : UNREACHABLE);
    } finally {
      clearTimeout(timer);
    }
    if (response.status !== 200) await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) {
      ctx.status = 404;
      return;
    }
    if (response.status !== 200) {
      logger.warn({ status: response.status, path: ctx.path }, 'CMS answered an error for an upload');
      throw new AppError('BAD_GATEWAY', 'upstream.uploadsFailed', FAILED);
    }
    ctx.status = 200;
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) ctx.set(name, value);
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!response.headers.get('cache-control')) ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = response.body ? Readable.fromWeb(response.body as unknown as WebReadableStream) : '';
  };
}
