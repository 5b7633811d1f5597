import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http as mock, passthrough } from 'msw';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { adoptEarlyResponses, EARLY_RESPONSES_GLOBAL, pendingEarlyResponses } from './early-responses.ts';

/** A real HTTP server that counts the requests per path, and a window whose fetch reaches it. */
let server: http.Server;
let base: string;
const seen = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.set(req.url ?? '', (seen.get(req.url ?? '') ?? 0) + 1);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, count: seen.get(req.url ?? '') }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.clear();
  // These requests are the real network on purpose (this local server, and a refused port): MSW lets them through.
  mockApi(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

function browserWindow(early?: Record<string, Promise<Response>>) {
  const win = { fetch, location: { href: `${base}/villa/sea-breeze` } } as unknown as Window & typeof globalThis;
  if (early) (win as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = early;
  return win;
}

describe('adoptEarlyResponses', () => {
  it('when the app fetches the URL the preload script already asked for, then it gets that answer without a second request, once', async () => {
    const early = { '/api/villas/sea-breeze': fetch(`${base}/api/villas/sea-breeze`) };
    const win = browserWindow(early);
    adoptEarlyResponses(win);

    const first = await (await win.fetch('/api/villas/sea-breeze', { credentials: 'same-origin', headers: { Accept: 'application/json' } })).json();
    expect(first).toEqual({ path: '/api/villas/sea-breeze', count: 1 });
    expect(seen.get('/api/villas/sea-breeze')).toBe(1);

    // Handed over once: a later read (a revalidation) is a real request.
    const again = await (await win.fetch(`${base}/api/villas/sea-breeze`)).json();
    expect(again).toEqual({ path: '/api/villas/sea-breeze', count: 2 });
  });

  it('when the app asks for anything else, or not as a plain GET, then the request goes to the network', async () => {
    const early = { '/api/search/villas?limit=12': fetch(`${base}/api/search/villas?limit=12`) };
    const win = browserWindow(early);
    adoptEarlyResponses(win);

    expect(await (await win.fetch(`${base}/api/search/villas?limit=24`)).json()).toMatchObject({ count: 1 });
    expect(await (await win.fetch(`${base}/api/search/villas?limit=12`, { method: 'POST', body: '{}' })).json()).toMatchObject({ count: 2 });
    expect(await (await win.fetch(`${base}/api/search/villas?limit=12`, { signal: new AbortController().signal })).json()).toMatchObject({ count: 3 });
    // The early answer is still there for the plain GET.
    expect(await (await win.fetch('/api/search/villas?limit=12')).json()).toMatchObject({ count: 1 });
  });

  it('when the early request failed, then the app gets a fresh request instead of the failure', async () => {
    const refused = fetch('http://127.0.0.1:9/api/villas/sea-breeze');
    refused.catch(() => undefined);
    const win = browserWindow({ '/api/villas/sea-breeze': refused });
    adoptEarlyResponses(win);

    expect(await (await win.fetch('/api/villas/sea-breeze')).json()).toEqual({ path: '/api/villas/sea-breeze', count: 1 });
  });

  it('when no preload script ran (the global is absent), then every fetch is a plain request', async () => {
    const win = browserWindow();
    adoptEarlyResponses(win);
    expect(await (await win.fetch(`${base}/api/auth/session`)).json()).toEqual({ path: '/api/auth/session', count: 1 });
  });

  it('lists the early answers not handed over yet: a route loader waits only for those (lib/landing-data.ts)', async () => {
    const early = { '/api/villas/sea-breeze': fetch(`${base}/api/villas/sea-breeze`) };
    const win = browserWindow(early);
    adoptEarlyResponses(win);
    expect(pendingEarlyResponses(win)).toEqual(['/api/villas/sea-breeze']);

    await win.fetch('/api/villas/sea-breeze');
    expect(pendingEarlyResponses(win)).toEqual([]);
    expect(pendingEarlyResponses(browserWindow())).toEqual([]);
  });
});
