import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '@islandstay/shared/api/operations.generated';
import { successSchemaOf } from '@islandstay/shared/contract/success-schema';
import { SSR_ROUTE_ASSETS_FILE, SSR_STATE_ID, type SsrState } from '@islandstay/shared/ssr/ssr-contract';
import { cmsContentRoutes } from '../src/modules/cms-content/cms-content.routes.ts';
import { createSsrReader } from '../src/modules/web/ssr-reads.ts';
import { startFaultProxy, type FaultAction, type FaultProxy } from './helpers/fault-proxy.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { rawBytes } from './helpers/raw-request.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/**
 * The booking service's side of server rendering (web module): it loads the storefront's render
 * bundle, answers its reads in process, and writes its HTML, the route's CSS and code, and the
 * state into the page; whatever goes wrong, the page goes out as the app's shell, never an error.
 * The bundle here is a stand-in written by the test (the real one is the storefront's, checked by
 * its own tests and the E2E run): it records what it was given and renders from what it read.
 */
const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head>\n<title>IslandStay</title>\n</head>\n<body><div id="root"></div></body>\n</html>\n';
const ASSETS = {
  'src/app/routes/villa.tsx': { js: ['/assets/villa-1.js', '/assets/browse-2.js'], css: ['/assets/villa-3.css'] },
  ...Object.fromEntries(['about', 'terms', 'privacy', 'contact'].map((slug) => [`src/app/routes/${slug}.tsx`, { js: [`/assets/${slug}-4.js`], css: [] }])),
};

/** The stand-in bundle: its behaviour is set per test through a global (it runs in this process). */
const BUNDLE = `
export async function render(input) {
  const mode = globalThis.__ssrStandIn ?? 'render';
  globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1;
  if (mode === 'throw') throw new Error('render failed');
  (globalThis.__ssrInputs ??= []).push({ url: input.url, language: input.language });
  const pathOnly = input.url.split('?')[0];
  const slug = ['about', 'terms', 'privacy', 'contact'].find((name) => pathOnly === '/' + name || pathOnly === '/' + name + '/');
  if (slug) {
    // As the storefront's render does: the page's text is a required read; when it fails (not cached), the render skips.
    const page = await input.read({ operationId: 'content.getPage', params: { slug }, query: { locale: input.language } }).catch(() => undefined);
    if (!page) return { kind: 'skip', reason: 'the page could not be read' };
    return { kind: 'rendered', html: '<main><h1>' + page.data.title + '</h1></main>', state: { v: 1, language: input.language, term: input.term, fallback: {}, loaderData: {} }, routeModules: ['src/app/routes/' + slug + '.tsx'] };
  }
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
  var __ssrInputs: { url: string; language: string }[] | undefined;
}

const get = (base: string, urlPath: string, headers: Record<string, string> = {}) => rawBytes(base, 'GET', urlPath, headers);

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
  globalThis.__ssrInputs = undefined;
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
    const bookings = await get(app.url, '/my-bookings');
    for (const res of [missing, login, bookings]) expect(res.body.toString()).toContain('<div id="root"></div>');
    expect(globalThis.__ssrCalls ?? 0).toBe(0);
  });

  it('when a static page (about, terms, privacy, contact) is asked for, then the bundle is asked for it, in the language of ?lang or else the cookie', async () => {
    for (const urlPath of ['/about', '/terms?lang=th', '/privacy/', '/contact?villa=v1']) expect((await get(app.url, urlPath, { Cookie: 'islandstay.language=th' })).status).toBe(200);
    await get(app.url, '/about?lang=en', { Cookie: 'islandstay.language=th' });
    expect(globalThis.__ssrInputs).toEqual([
      { url: '/about', language: 'th' },
      { url: '/terms?lang=th', language: 'th' },
      { url: '/privacy/', language: 'th' },
      { url: '/contact?villa=v1', language: 'th' },
      { url: '/about?lang=en', language: 'en' },
    ]);
  });

  it("when a static page's text is in the cache of the CMS, then the page holds it; when it is not, the page is the app shell", async () => {
    await app
      .knex('cms_cache')
      .insert({ key: 'page:about:en', body: JSON.stringify({ slug: 'about', locale: 'en', title: 'About <us>', body: 'Who we are.' }), fetched_at: new Date('2020-01-01T00:00:00Z') });
    try {
      // A copy years old: still the page's (the browser reads it again), the render never waits for the CMS.
      const about = (await get(app.url, '/about')).body.toString();
      expect(about).toContain('<div id="root"><main><h1>About <us></h1></main></div>');
      const terms = await get(app.url, '/terms');
      expect(terms.status).toBe(200);
      expect(terms.body.toString()).toBe((await get(shellApp.url, '/terms')).body.toString());
    } finally {
      await app.knex('cms_cache').where({ key: 'page:about:en' }).delete();
    }
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

/**
 * The CMS's reads a render makes (a static page's text, the site settings): from the booking
 * service's cache of the CMS alone, fresh or stale, never waiting for Strapi. Strapi here is a
 * fault injector's port that records what is asked of it and answers as a test says.
 */
describe('the CMS content a server render reads', () => {
  let cmsApp: TestApp;
  let proxy: FaultProxy;
  let asked: string[] = [];
  let cmsAnswer: FaultAction = 502;
  let read: ReturnType<typeof createSsrReader>;

  const cache = (key: string, body: unknown, fetchedAt: Date) => cmsApp.knex('cms_cache').insert({ key, body: JSON.stringify(body), fetched_at: fetchedAt });

  beforeAll(async () => {
    proxy = await startFaultProxy();
    proxy.rule = (method, url) => {
      asked.push(`${method} ${url}`);
      return cmsAnswer;
    };
    cmsApp = await createTestApp({ env: { CMS_URL: proxy.url } });
    read = createSsrReader(cmsApp.routes, cmsContentRoutes(cmsApp.services.cmsContent, { mapStyleUrl: cmsApp.env.MAP_STYLE_URL }, { cacheOnly: true }));
  });
  afterEach(() => {
    asked = [];
    cmsAnswer = 502;
  });
  afterAll(async () => {
    await cmsApp?.close();
    await proxy?.close();
  });

  it('when a page and the site settings are cached, then they are answered from the cache as the API answers them, and the CMS is not asked', async () => {
    await cache('page:about:en', { slug: 'about', locale: 'en', title: 'About IslandStay', body: 'We know **every** villa.', counters: [{ value: '50+', label: 'Villas' }] }, TEST_NOW);
    await cache('site-settings:en', { locale: 'en', islandName: 'Koh Samui', contactEmail: 'hello@islandstay.test' }, TEST_NOW);
    const page = await read({ operationId: 'content.getPage', params: { slug: 'about' }, query: { locale: 'en' } });
    expect(page).toMatchObject({ data: { title: 'About IslandStay', body: 'We know **every** villa.', counters: [{ value: '50+', label: 'Villas' }] } });
    expect(page).toEqual((await cmsApp.request('/api/pages/about?locale=en')).body);
    const settings = await read({ operationId: 'content.getSiteSettings', query: { locale: 'en' } });
    expect(settings).toMatchObject({ data: { islandName: 'Koh Samui', contact: { email: 'hello@islandstay.test' } } });
    expect(settings).toEqual((await cmsApp.request('/api/site-settings?locale=en')).body);
    expect(asked).toEqual([]);
  });

  it('when nothing is cached, then the read is refused without asking the CMS; the API still asks it, as before', async () => {
    await expect(read({ operationId: 'content.getPage', params: { slug: 'terms' }, query: { locale: 'en' } })).rejects.toThrow(/not cached/);
    await expect(read({ operationId: 'content.getSiteSettings', query: { locale: 'th' } })).rejects.toThrow(/not cached/);
    expect(asked).toEqual([]);
    const api = await cmsApp.request('/api/pages/terms?locale=en');
    expect(api.status).toBe(502);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^GET \/api\/pages\?filters\[slug\]\[\$eq\]=terms&locale=en/);
  });

  it('when the cached copy is stale and the CMS hangs, then the stale copy is answered at once and one refresh is asked of the CMS in the background', async () => {
    cmsAnswer = 'hang';
    await cache('page:privacy:en', { slug: 'privacy', locale: 'en', title: 'Privacy (old)', body: 'Old text.' }, new Date(TEST_NOW.getTime() - 2 * 86_400_000));
    const started = performance.now();
    const page = await read({ operationId: 'content.getPage', params: { slug: 'privacy' }, query: { locale: 'en' } });
    const again = await read({ operationId: 'content.getPage', params: { slug: 'privacy' }, query: { locale: 'en' } });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(page).toMatchObject({ data: { title: 'Privacy (old)' } });
    expect(again).toEqual(page);
    await vi.waitFor(() => expect(asked.filter((line) => line.includes('filters[slug][$eq]=privacy'))).toHaveLength(1));
  });

  it('when a read other than the CMS content is given as cache-only, then the reader refuses to be built', () => {
    expect(() => createSsrReader(cmsApp.routes, cmsApp.routes)).toThrow(/not a read answered from a cache/);
  });

  it('when the CMS content is asked through the API routes alone, then it is not a read a render may make', async () => {
    await expect(createSsrReader(cmsApp.routes)({ operationId: 'content.getPage', params: { slug: 'about' }, query: { locale: 'en' } })).rejects.toThrow(/not a read a server render may make/);
  });
});
