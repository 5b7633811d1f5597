import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type Koa from 'koa';
import type { AppState } from '../lib/http/route.ts';
import { chooseEncoding } from '../modules/web/static-files.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses JSON answers (a villa search is ~30 KB of repetitive JSON, ~4 KB gzipped) with brotli
 * or gzip as the client's Accept-Encoding allows. Only bodies the app built in memory: streams
 * (uploads, build files) and answers that already carry a Content-Encoding (the precompressed
 * build) pass untouched. Brotli at a middle quality: these are made per request, not ahead.
 */
export function compressJson(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || body === undefined || isStream(body)) return;
    if (!ctx.response.is('json') || ctx.response.get('Content-Encoding')) return;
    const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    // An object sent as it is would be serialised a second time by Koa: send the bytes made here
    // (Content-Type stays as set: Koa only types a body whose type is not set yet).
    const sendRaw = () => {
      if (typeof body === 'object' && !Buffer.isBuffer(body)) ctx.body = raw;
    };
    if (raw.length < COMPRESS_MIN_BYTES) return sendRaw();
    // Caches must keep the encodings apart even when this client takes none.
    ctx.vary('Accept-Encoding');
    const encoding = ctx.method === 'HEAD' ? undefined : chooseEncoding(ctx.get('Accept-Encoding') || undefined, ['br', 'gzip']);
    if (!encoding) return sendRaw();
    const compressed =
      encoding === 'br' ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : await gzip(raw, { level: 6 });
    const type = ctx.response.get('Content-Type');
    ctx.body = compressed;
    ctx.set('Content-Type', type);
    ctx.set('Content-Encoding', encoding);
    ctx.length = compressed.length;
  };
}

function isStream(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe === 'function';
}
