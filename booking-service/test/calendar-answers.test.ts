import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache, chooseEncoding, EncodedAnswer } from '../src/modules/calendar/calendar-answers.ts';

/**
 * The calendar sends its kept answers compressed itself (calendar-answers.ts), so it must pick the
 * encoding koa-compress, configured as the app's middleware is (brotli and gzip), would pick.
 * The oracle is koa-compress itself, in a small server of its own.
 */
let server: ReturnType<Koa['listen']>;
let url = '';

beforeAll(async () => {
  const app = new Koa();
  // koa-compress fails on a few odd headers (a 500); Koa need not print each.
  app.silent = true;
  app.use(compress({ threshold: 1, br: {}, gzip: {}, deflate: false, zstd: false }));
  app.use((ctx) => {
    ctx.body = JSON.stringify({ text: 'x'.repeat(2000) });
    ctx.type = 'application/json';
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

/** What koa-compress answers to this Accept-Encoding (undefined: no header at all). */
async function middlewareChoice(acceptEncoding: string | undefined): Promise<string | undefined> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? res.headers['content-encoding'] : `status ${res.statusCode}`));
    });
    req.on('error', reject);
  });
}

const coding = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd', 'compress', 'GZIP', 'Br');
const weight = fc.option(fc.constantFrom('0', '0.1', '0.5', '0.8', '1', '1.0', '0.50'), { nil: undefined });
const header = fc.array(fc.tuple(coding, weight), { minLength: 1, maxLength: 5 }).map((parts) => parts.map(([c, q]) => (q === undefined ? c : `${c};q=${q}`)).join(', '));

describe('the calendar answer encoding', () => {
  it('when the client sends common Accept-Encoding headers or none, then the calendar picks what the compression middleware picks', async () => {
    for (const value of [undefined, '', 'gzip, deflate', 'gzip, deflate, br, zstd', 'br', 'gzip', 'identity', '*', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0.4', 'deflate']) {
      expect(chooseEncoding(value || undefined) ?? undefined, `Accept-Encoding: ${value}`).toBe(await middlewareChoice(value));
    }
  });

  it('when Accept-Encoding varies, then the calendar picks what the compression middleware picks', async () => {
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        const chosen = await middlewareChoice(value);
        // koa-compress itself fails on a few odd headers (a 500): nothing to compare there.
        fc.pre(!chosen?.startsWith('status'));
        expect(chooseEncoding(value), `Accept-Encoding: ${value}`).toBe(chosen);
      }),
      { numRuns: 150 },
    );
  });

  it('when an answer is compressed, then each form decompresses to its text and is made once', async () => {
    const answer = new EncodedAnswer(JSON.stringify({ villas: Array.from({ length: 50 }, (_, i) => ({ id: `v${i}`, name: 'Baan Talay' })) }));
    expect(answer.compressible).toBe(true);
    const gz = await answer.encode('gzip');
    expect(gunzipSync(gz).toString()).toBe(answer.text);
    expect(brotliDecompressSync(await answer.encode('br')).toString()).toBe(answer.text);
    expect(await answer.encode('gzip')).toBe(gz);
    expect(new EncodedAnswer('{}').compressible).toBe(false);
  });

  it('when answers pass the limit, then the least recently used go first', () => {
    const cache = new AnswerCache<{ bytes: number }>(25);
    const entry = (n: number) => ({ bytes: n });
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', entry(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('big', entry(26));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
