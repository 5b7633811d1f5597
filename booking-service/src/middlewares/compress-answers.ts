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
  return compress({
    filter: (type) => COMPRESSED_TYPES.has(type),
    threshold: COMPRESS_MIN_BYTES,
    br: (_type, size) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, ...(size > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}) } }),
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
}
