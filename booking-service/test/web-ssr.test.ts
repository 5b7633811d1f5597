import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@islandstay/shared/api/operations.generated';
import { successSchemaOf } from '@islandstay/shared/contract/success-schema';
import { SSR_ROUTE_ASSETS_FILE, SSR_STATE_ID, type SsrState } from '@islandstay/shared/ssr/ssr-contract';
import { createSsrReader } from '../src/modules/web/ssr-reads.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The booking service's side of server rendering (web module): it loads the storefront's render
 * bundle, answers its reads in process, and writes its HTML, the route's CSS and code, and the
 * state into the page; whatever goes wrong, the page goes out as the app's shell, never an error.
 * The bundle here is a stand-in written by the test (the real one is the storefront's, checked by
 * its own tests and the E2E run): it records what it was given and renders from what it read.
 */
const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head>\n<title>IslandStay</title>\n</head>\n<body><div id="root"></div></body>\n</html>\n';
const ASSETS = { 'src/app/routes/villa.tsx': { js: ['/assets/villa-1.js', '/assets/browse-2.js'], css: ['/assets/villa-3.css'] } };

/** The stand-in bundle: its behaviour is set per test through a global (it runs in this process). */
const BUNDLE = `
export async function render(input) {
  const mode = globalThis.__ssrStandIn ?? 'render';
  globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1;
  if (mode === 'throw') throw new Error('render failed');
  if (!input.url.startsWith('/villa/') || input.url.includes('/reviews')) return { kind: 'skip', reason: 'not this stand-in' };
  if (mode === 'skip') return { kind: 'skip', reason: 'told to' };
  if (mode === 'unknown-route') return { kind: 'rendered', html: '<p>x</p>', state: {}, routeModules: ['src/app/routes/unknown.tsx'] };
  const id = input.url.split('/')[2].split('?')[0];
  const villa = await input.read({ operationId: 'villas.get', params: { id }, query: { locale: input.language } });
  const currencies = await input.read({ operationId: 'currencies.list' });
  const state = { v: 1, language: input.language, term: input.term, fallback: { ['/api/villas/' + id]: villa }, loaderData: { villa: null } };
  return { kind: 'rendered', html: '<main><h1>' + villa.data.name + '</h1><p>' + input.term + ' ' + currencies.adminCurrencyCode + '</p></main>', state, routeModules: ['src/app/routes/villa.tsx'] };
}
`;

declare global {
  var __ssrStandIn: string | undefined;
  var __ssrCalls: number | undefined;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function stateOf(html: string): SsrState {
  const match = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no state block');
  return JSON.parse(match[1]!) as SsrState;
}

let tmp: string;
let app: TestApp;
let shellApp: TestApp;
let slug: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-ssr-'));
  const dist = path.join(tmp, 'storefront');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, SSR_ROUTE_ASSETS_FILE), JSON.stringify(ASSETS));
  fs.writeFileSync(path.join(tmp, 'entry-server.mjs'), BUNDLE);
  app = await createTestApp({ env: { STOREFRONT_DIST: dist, STOREFRONT_SSR: 'true', STOREFRONT_SSR_ENTRY: path.join(tmp, 'entry-server.mjs') } });
  shellApp = await createTestApp({ env: { STOREFRONT_DIST: dist, STOREFRONT_SSR: 'false' } });
  const id = await insertVilla(app.knex, { name: 'Baan <Talay>', basePrice: 4200, currency: 'THB', areas: ['Lamai'] });
  slug = (await app.knex('villas').where({ id }).first('slug')).slug;
  await insertVilla(shellApp.knex, { id, name: 'Baan <Talay>', basePrice: 4200, currency: 'THB', areas: ['Lamai'] });
});
afterEach(() => {
  globalThis.__ssrStandIn = undefined;
  globalThis.__ssrCalls = 0;
});
afterAll(async () => {
  await app?.close();
  await shellApp?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a server-rendered villa page', () => {
  it('when the bundle renders, then #root holds its HTML, the head links the route’s CSS and code, and the state block holds what it read in process', async () => {
    const res = await get(app.url, `/villa/${slug}`, { Cookie: 'selectedTerm=long' });
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toMatch(/^<!doctype html>\n<html data-ssr lang="en">/);
    // The villa and the currencies came through the API's own routes; the term from the cookie.
    expect(html).toContain('<div id="root"><main><h1>Baan <Talay></h1><p>long USD</p></main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/villa-3.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/villa-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-2.js">');
    const state = stateOf(html);
    expect(state).toMatchObject({ v: 1, language: 'en', term: 'long', loaderData: { villa: null } });
    expect(state.fallback[`/api/villas/${slug}`]).toMatchObject({ data: { slug, name: 'Baan <Talay>' } });
    // The state block cannot be closed early by what it carries (the villa's name has a '<').
    const block = html.slice(html.indexOf(`id="${SSR_STATE_ID}">`));
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/<(?!\/?script)/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('when the page is asked for in Thai, then the bundle is asked for Thai', async () => {
    const state = stateOf((await get(app.url, `/villa/${slug}?lang=th`)).body.toString());
    expect(state.language).toBe('th');
  });

  it('when the visitor chose Thai before (its cookie), then the page is written in Thai with its English address as canonical; ?lang=en still wins', async () => {
    const html = (await get(app.url, `/villa/${slug}`, { Cookie: 'islandstay.language=th' })).body.toString();
    expect(stateOf(html).language).toBe('th');
    expect(html).toMatch(/<html data-ssr lang="th">/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8080/villa/${slug}">`);
    const english = (await get(app.url, `/villa/${slug}?lang=en`, { Cookie: 'islandstay.language=th' })).body.toString();
    expect(stateOf(english).language).toBe('en');
    expect(english).toMatch(/<html data-ssr lang="en">/);
  });

  it('when the client accepts brotli, then the page is sent compressed', async () => {
    const res = await get(app.url, `/villa/${slug}`, { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('<h1>Baan <Talay></h1>');
  });

  it.each(['throw', 'skip', 'unknown-route'])('when the bundle answers "%s", then the page is exactly the app shell the service sends without server rendering', async (mode) => {
    globalThis.__ssrStandIn = mode;
    const rendered = await get(app.url, `/villa/${slug}`);
    const shell = await get(shellApp.url, `/villa/${slug}`);
    expect(globalThis.__ssrCalls).toBe(1);
    expect(rendered.status).toBe(200);
    expect(rendered.body.toString()).toBe(shell.body.toString());
    expect(rendered.body.toString()).toContain('<div id="root"></div>');
  });

  it('when the villa does not exist, or the page is not one rendered on the server, then the bundle is not asked and the shell goes out', async () => {
    const missing = await get(app.url, '/villa/no-such-villa');
    expect(missing.status).toBe(404);
    const login = await get(app.url, '/login');
    const about = await get(app.url, '/about');
    for (const res of [missing, login, about]) expect(res.body.toString()).toContain('<div id="root"></div>');
    expect(globalThis.__ssrCalls ?? 0).toBe(0);
  });

  it("when the home, search or a villa's reviews page is asked for, then the bundle is asked for it", async () => {
    expect((await get(app.url, '/search?area=Lamai')).status).toBe(200);
    expect((await get(app.url, '/')).status).toBe(200);
    expect((await get(app.url, `/villa/${slug}/reviews`)).status).toBe(200);
    expect(globalThis.__ssrCalls).toBe(3);
  });

  it('when the bundle file is missing, then pages go out as the shell', async () => {
    const bare = await createTestApp({ env: { STOREFRONT_DIST: path.join(tmp, 'storefront'), STOREFRONT_SSR: 'true', STOREFRONT_SSR_ENTRY: path.join(tmp, 'missing.mjs') } });
    try {
      const id = await insertVilla(bare.knex, { name: 'Baan Lom' });
      const res = await get(bare.url, `/villa/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<div id="root"></div>');
    } finally {
      await bare.close();
    }
  });
});

describe('the reads a server render makes', () => {
  it('when each allowed read is made, then it answers what the API answers, parsed by the contract', async () => {
    const read = createSsrReader(app.routes);
    const checks: [string, Record<string, string> | undefined, Record<string, string> | undefined, string][] = [
      ['villas.get', { id: slug }, { locale: 'en' }, `/api/villas/${slug}?locale=en`],
      ['villas.search', undefined, { area: 'Lamai', limit: '12', term: 'short', locale: 'en' }, '/api/search/villas?area=Lamai&limit=12&term=short&locale=en'],
      ['villas.listAreas', undefined, { locale: 'th' }, '/api/areas?locale=th'],
      ['villas.listAmenities', undefined, { locale: 'en' }, '/api/amenities?locale=en'],
      ['currencies.list', undefined, undefined, '/api/currencies/all'],
      ['reviews.listForVilla', { id: slug }, { limit: '10' }, `/api/villa/booking/rate/villa/${slug}?limit=10`],
    ];
    for (const [operationId, params, query, url] of checks) {
      const answer = await read({ operationId, params, query });
      const operation = Object.values(operations)
        .flatMap((group) => Object.values(group))
        .find((op) => op.operationId === operationId)!;
      expect(successSchemaOf(await operation.load())!.safeParse(answer).success).toBe(true);
      expect(answer).toEqual((await app.request(url)).body);
    }
  });

  it('when a read is not a public one it may make, or its input is bad, then it is refused', async () => {
    const read = createSsrReader(app.routes);
    await expect(read({ operationId: 'bookings.listMine' })).rejects.toThrow(/not a read a server render may make/);
    await expect(read({ operationId: 'villas.get', params: { id: slug }, query: { locale: 'xx' } })).rejects.toThrow();
    await expect(read({ operationId: 'villas.get', params: { id: 'no-such-villa' }, query: { locale: 'en' } })).rejects.toThrow(/not found/i);
  });
});
