import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files of a build (favicon, manifest): cached briefly. */
export const SHORT_LIVED = 'public, max-age=3600';

/** The precompressed siblings `build-tools/compress.mjs` writes next to each build file, the smaller first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The file a URL path names inside `root`, or undefined when the path leaves `root`, is not a
 * plain readable file, or names a precompressed sibling (those are only served by negotiation).
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.endsWith('.br') || decoded.endsWith('.gz')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a build file, its brotli or gzip sibling when the client accepts one. */
export function sendFile<S>(ctx: Koa.ParameterizedContext<S>, file: string, cacheControl: string): void {
  const available = ENCODINGS.filter((e) => fs.existsSync(file + e.suffix));
  // Koa's `accepts` says which codings the client takes (q=0 and `*` honoured); among those,
  // brotli first: accepts would break a tie by the header's order, and browsers list gzip first.
  const encoding = available.find((e) => ctx.acceptsEncodings(e.name) === e.name);
  const sent = encoding ? file + encoding.suffix : file;
  const stat = fs.statSync(sent);
  ctx.status = 200;
  ctx.type = path.extname(file);
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (available.length > 0) ctx.vary('Accept-Encoding');
  if (encoding) ctx.set('Content-Encoding', encoding.name);
  ctx.lastModified = stat.mtime;
  // Koa answers HEAD without the body and destroys the unread stream when the response ends.
  ctx.body = fs.createReadStream(sent);
  ctx.length = stat.size;
}
