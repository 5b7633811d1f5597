import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files of a build (favicon, manifest): cached briefly. */
export const SHORT_LIVED = 'public, max-age=3600';

/** The precompressed siblings `build-tools/compress.mjs` writes next to each build file. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The q value the client gives each coding (RFC 9110 12.5.3); `*` stands for any coding not named. */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    accepted.set(coding, Number.isFinite(value) ? value : 0);
  }
  return accepted;
}

/** The best precompressed coding both sides have: brotli before gzip (smaller), else none. */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedCodings(acceptEncoding);
  const q = (coding: string) => accepted.get(coding) ?? (coding === 'gzip' ? accepted.get('x-gzip') : undefined) ?? accepted.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const coding of available) {
    if (q(coding) > 0 && (!best || q(coding) > q(best))) best = coding;
  }
  return best;
}

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
  const available = ENCODINGS.filter((e) => fs.existsSync(file + e.suffix)).map((e) => e.name);
  const encoding = chooseEncoding(ctx.get('Accept-Encoding') || undefined, available);
  const sent = encoding ? file + ENCODINGS.find((e) => e.name === encoding)!.suffix : file;
  const stat = fs.statSync(sent);
  ctx.status = 200;
  ctx.type = path.extname(file);
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (available.length > 0) ctx.vary('Accept-Encoding');
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.lastModified = stat.mtime;
  // Koa answers HEAD without the body and destroys the unread stream when the response ends.
  ctx.body = fs.createReadStream(sent);
  ctx.length = stat.size;
}
