import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './helpers/raw-request.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A method a path does not serve is the client's mistake: 405 with `Allow` naming what the path
 * does serve (OPTIONS answers that list), whatever the method (TRACE and PROPFIND included) and
 * whichever part of the app owns the path: the API, the media proxy, the CMS's event hook, the
 * front ends and their files. Never a 500, and never more than a debug line in the log.
 */
let tmp: string;
let app: TestApp;
const logLines: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-methods-'));
  const storefront = path.join(tmp, 'storefront');
  fs.mkdirSync(path.join(storefront, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(storefront, 'index.html'), '<!doctype html><html><head><title>IslandStay</title></head><body></body></html>');
  fs.writeFileSync(path.join(storefront, 'assets', 'index-Ab12.js'), 'console.log(1)');
  fs.writeFileSync(path.join(storefront, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  app = await createTestApp({ logger, env: { STOREFRONT_DIST: storefront, BACKOFFICE_DIST: path.join(tmp, 'backoffice') } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  allow?: string;
  body: string;
}

/** Any method as it is, with the CSRF header unless told otherwise. */
async function send(method: string, urlPath: string, csrf = true): Promise<Answer> {
  const answer = await rawRequest(app.url, method, urlPath, csrf ? { 'x-requested-with': 'islandstay' } : {});
  return { status: answer.status, allow: answer.headers.allow, body: answer.text };
}

const methodSet = (allow: string | undefined) =>
  (allow ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
    .sort();

const FRONT_END = ['GET', 'HEAD', 'OPTIONS'];
const cases: { method: string; path: string; csrf?: boolean; allow: string[] }[] = [
  { method: 'TRACE', path: '/', allow: FRONT_END },
  { method: 'PROPFIND', path: '/', allow: FRONT_END },
  { method: 'POST', path: '/', allow: FRONT_END },
  { method: 'PUT', path: '/search', allow: FRONT_END },
  { method: 'DELETE', path: '/villa/some-villa', allow: FRONT_END },
  { method: 'TRACE', path: '/admin/bookings', allow: FRONT_END },
  { method: 'POST', path: '/admin/', allow: FRONT_END },
  { method: 'PATCH', path: '/assets/index-Ab12.js', allow: FRONT_END },
  { method: 'DELETE', path: '/favicon.svg', allow: FRONT_END },
  { method: 'POST', path: '/robots.txt', allow: FRONT_END },
  { method: 'TRACE', path: '/sitemap.xml', allow: FRONT_END },
  { method: 'TRACE', path: '/api/villas', allow: ['GET', 'HEAD', 'OPTIONS'] },
  { method: 'PATCH', path: '/api/villas', allow: ['GET', 'HEAD', 'OPTIONS'] },
  // The answer depends on the path alone: no CSRF header needed to learn it is the wrong method.
  { method: 'PATCH', path: '/api/villas', csrf: false, allow: ['GET', 'HEAD', 'OPTIONS'] },
  { method: 'PROPFIND', path: '/api/villas/some-villa', allow: ['GET', 'HEAD', 'OPTIONS'] },
  { method: 'TRACE', path: '/api/bookings', allow: ['POST', 'OPTIONS'] },
  { method: 'DELETE', path: '/api/bookings/00000000-0000-4000-8000-000000000000/status', allow: ['PATCH', 'PUT', 'OPTIONS'] },
  { method: 'POST', path: '/api/docs', allow: ['GET', 'HEAD', 'OPTIONS'] },
  { method: 'GET', path: '/internal/cms-resync', allow: ['POST', 'OPTIONS'] },
  { method: 'DELETE', path: '/uploads/villa_1.jpg', allow: ['GET', 'HEAD', 'OPTIONS'] },
  { method: 'TRACE', path: '/uploads/villa_1.jpg', allow: ['GET', 'HEAD', 'OPTIONS'] },
];

describe('a method the path does not serve', () => {
  it.each(cases)('$method $path (csrf header: $csrf) answers 405 with Allow: $allow', async ({ method, path: urlPath, csrf, allow }) => {
    const answer = await send(method, urlPath, csrf ?? true);
    expect(answer.status).toBe(405);
    expect(methodSet(answer.allow)).toEqual([...allow].sort());
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining(method), code: 'common.methodNotAllowed' });
  });

  it('is logged at debug at most: no stack, no warning', async () => {
    logLines.length = 0;
    for (const { method, path: urlPath } of cases) await send(method, urlPath);
    expect(logLines.filter((line) => line.level > 20)).toEqual([]);
  });

  it('OPTIONS names what the path serves, with no body', async () => {
    for (const [urlPath, allow] of [
      ['/api/villas', ['GET', 'HEAD', 'OPTIONS']],
      ['/', FRONT_END],
      ['/uploads/villa_1.jpg', FRONT_END],
      ['/internal/cms-resync', ['POST', 'OPTIONS']],
    ] as const) {
      const answer = await send('OPTIONS', urlPath);
      expect(answer.status, urlPath).toBe(204);
      expect(methodSet(answer.allow), urlPath).toEqual([...allow].sort());
    }
  });

  it('leaves the methods the path serves, and unknown /api paths, as they were', async () => {
    expect((await send('GET', '/')).status).toBe(200);
    expect((await send('HEAD', '/favicon.svg')).status).toBe(200);
    expect((await send('GET', '/api/villas')).status).toBe(200);
    expect((await send('HEAD', '/api/villas')).status).toBe(200);
    expect(await send('TRACE', '/api/nothing-here')).toMatchObject({ status: 404, body: JSON.stringify({ error: 'Not found', code: 'common.notFound' }) });
  });
});
