import zlib from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';
import type { AppState } from '../lib/http/route.ts';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** What is compressed here: JSON answers and the pages written per request. */
const COMPRESSED_TYPES = new Set(['application/json', 'text/html']);

/**
 * Compresses JSON answers (a villa search is ~30 KB of repetitive JSON, ~4 KB gzipped) and the
 * HTML pages the server writes (a server-rendered villa page is ~60 KB) with brotli or gzip as the
 * client's Accept-Encoding allows, brotli first when both weigh the same. Nothing else: images are
 * compressed already and the front-end build is compressed ahead (koa-compress leaves an answer
 * that already carries a Content-Encoding alone, so it is never encoded twice). Brotli at a
 * middle quality: these are made per request, not ahead.
 */
export function compressAnswers(): Koa.Middleware<AppState> {
  const compressor = compress({
    filter: (type) => COMPRESSED_TYPES.has(type),
    threshold: COMPRESS_MIN_BYTES,
    br: (_type, size) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, ...(size > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}) } }),
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
  return (ctx, next) =>
    compressor(ctx, async () => {
      await next();
      serializeOnce(ctx);
    });
}

/**
 * A JSON answer as its text, written once. Left an object, it was serialized twice per request:
 * the compressor asks its length (Koa's `response.length` stringifies the object to measure it)
 * and Koa's `respond` stringifies it again to send it; for a 30 KB search answer that was 7% of
 * the service's CPU. Koa keeps `application/json` (the type was set with the object) and sets the
 * length from the text.
 */
function serializeOnce(ctx: Koa.Context): void {
  const { body } = ctx;
  if (body === null || typeof body !== 'object') return;
  const prototype = Object.getPrototypeOf(body) as unknown;
  if (prototype === Object.prototype || Array.isArray(body)) ctx.body = JSON.stringify(body);
}
