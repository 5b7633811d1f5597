import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The calendar's answers as sent, kept for the next request that would get the same bytes. A
 * 62-day range of 200 villas is about 1.2 MB of JSON: turning it into text and compressing it
 * cost more than everything else the request does, while the back office asks for the same few
 * ranges again and again and their bookings rarely change between two asks.
 */

export type AnswerEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the app's compression middleware sends JSON as it is; so does the calendar. */
const COMPRESS_MIN_BYTES = 1024;

/** One answer's JSON text and its compressed forms, each made once, when first asked for. */
export class EncodedAnswer {
  readonly bytes: number;
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(readonly text: string) {
    this.bytes = Buffer.byteLength(text);
  }

  /** Whether the app would compress it at all (it is big enough). */
  get compressible(): boolean {
    return this.bytes >= COMPRESS_MIN_BYTES;
  }

  /**
   * The text compressed as the app's middleware compresses JSON (src/middlewares: brotli at
   * quality 5, gzip at level 6), on libuv's thread pool as the middleware's streams are, so the
   * event loop goes on serving meanwhile.
   */
  encode(encoding: AnswerEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = encoding === 'br' ? brotli(this.text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.bytes } }) : gzip(this.text, { level: 6 });
      // A failed compression is tried again by the next request, not remembered.
      made.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, made);
    }
    return made;
  }
}

/**
 * The encoding the client takes, chosen as the app's compression middleware (koa-compress) chooses:
 * brotli or gzip by the Accept-Encoding weights, brotli when they weigh the same, `*` read as gzip,
 * none (identity) without the header or when neither is accepted.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding.trim() === '*') return 'gzip';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.map((p) => /^q=([0-9.]+)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    // A coding named twice counts at its highest weight.
    if (Number.isFinite(weight)) weights.set(name.toLowerCase(), Math.max(weight, weights.get(name.toLowerCase()) ?? 0));
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  // koa-compress sends identity when the client weighs it above both.
  const identity = weights.get('identity') ?? weights.get('*') ?? 0;
  if (identity > Math.max(br, gz)) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Answers by key, the least recently used dropped first once they hold more than `maxBytes` (each
 * entry says what it holds; compressed forms add about a tenth of a text to that).
 */
export class AnswerCache<Entry extends { bytes: number }> {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // A Map keeps insertion order: put back at the end, it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.held += entry.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
