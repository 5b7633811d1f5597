import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/middlewares/compress-answers.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { rawBytes } from './helpers/raw-request.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * JSON answers of the API travel compressed when the client accepts it (a villa search is tens
 * of kilobytes of repetitive JSON on a phone's connection), and identical once decoded.
 */
let app: TestApp;
const SEARCH = '/api/search/villas?limit=12&sort=name';

/** A GET that sends only the headers given and returns the bytes as sent (fetch would decompress). */
const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') => rawBytes(app.url, method, urlPath, headers);

beforeAll(async () => {
  app = await createTestApp();
  for (let i = 0; i < 12; i += 1) {
    await insertVilla(app.knex, { name: `Compressible Villa ${String(i).padStart(2, '0')}`, amenities: ['WiFi', 'Pool', 'Air Conditioning', 'Sea View'] });
  }
});

afterAll(async () => {
  await app?.close();
});

describe('JSON compression', () => {
  it('when the client takes no encoding, then the search answer is plain JSON of its full length', async () => {
    const plain = await get(SEARCH);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4 * COMPRESS_MIN_BYTES);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(JSON.parse(plain.body.toString('utf8')).data).toHaveLength(12);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('when the client accepts gzip, then a large JSON answer is gzipped, much smaller, and decodes to the same JSON', async () => {
    const plain = await get(SEARCH);
    const gz = await get(SEARCH, { 'Accept-Encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^application\/json/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('when the client accepts brotli and gzip, then brotli is sent; a refused coding (q=0) is never sent', async () => {
    const plain = await get(SEARCH);
    const br = await get(SEARCH, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const refused = await get(SEARCH, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8')).data).toHaveLength(12);
  });

  it('when an answer is small or an error, then it is still right: small ones go plain, errors keep their shape', async () => {
    const small = await get('/api/auth/session', { 'Accept-Encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);

    const bad = await get('/api/search/villas?guests=abc', { 'Accept-Encoding': 'gzip' });
    expect(bad.status).toBe(400);
    const text = bad.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(bad.body).toString('utf8') : bad.body.toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ error: expect.any(String), details: [expect.objectContaining({ path: 'guests' })] });
  });

  it('when an answer is compressed, then the security headers are all still there', async () => {
    const gz = await get(SEARCH, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-security-policy']).toContain("default-src 'self'");
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
    expect(gz.headers['x-frame-options']).toBe('DENY');
    expect(gz.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('when a HEAD asks for a large JSON answer, then no compressed body is made', async () => {
    const head = await get(SEARCH, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});
