import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoCandidates, photoSrcSet, VILLA_CARD_PHOTO_SIZES, VILLA_MAIN_PHOTO_SIZES } from '@islandstay/shared/villas/villa-photos';
import { writeCached } from '../src/modules/cms-content/cms-content.repository.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { rawBytes } from './helpers/raw-request.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://islandstay.example';
const ENTRY = 'index-Ab12Cd34.js';
const ENTRY_SOURCE = `console.log(${JSON.stringify('storefront entry '.repeat(40))});\n`;
/** A JSON build file above the size the API's JSON compression starts at, with its .br/.gz. */
const DATA = 'strings-Ef56.json';
const DATA_SOURCE = JSON.stringify({ strings: Array.from({ length: 100 }, (_, i) => `string number ${i}`) });
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="UTF-8">',
  '<meta name="description" content="Template description">',
  '<title>IslandStay</title>',
  `<script type="module" crossorigin src="/assets/${ENTRY}"></script>`,
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
  '',
].join('\n');

/** A small build as `npm run build -w storefront` leaves it: index.html, hashed assets and their .br/.gz. */
function writeDist(root: string, indexHtml: string): string {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
  const entry = path.join(root, 'assets', ENTRY);
  fs.writeFileSync(entry, ENTRY_SOURCE);
  fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(ENTRY_SOURCE));
  fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(ENTRY_SOURCE));
  fs.writeFileSync(path.join(root, 'assets', 'plain-Zz9.css'), 'body{margin:0}');
  const data = path.join(root, 'assets', DATA);
  fs.writeFileSync(data, DATA_SOURCE);
  fs.writeFileSync(`${data}.gz`, zlib.gzipSync(DATA_SOURCE));
  fs.writeFileSync(`${data}.br`, zlib.brotliCompressSync(DATA_SOURCE));
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** A GET that sends only the headers given and returns the bytes as sent (fetch would decompress). */
const get = (base: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET') => rawBytes(base, method, urlPath, headers);

/** The JSON-LD blocks of a page's head, parsed. */
function jsonLdOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

let tmp: string;
let app: TestApp;
let villaId: string;
let villaSlug: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-web-'));
  writeDist(path.join(tmp, 'storefront'), TEMPLATE);
  app = await createTestApp({
    env: { STOREFRONT_DIST: path.join(tmp, 'storefront'), BACKOFFICE_DIST: path.join(tmp, 'backoffice'), PUBLIC_URL },
  });
  villaId = await insertVilla(app.knex, { name: 'Baan Talay', basePrice: 4200, currency: 'THB', areas: ['Lamai'], rating: 4.6, reviewCount: 12, guests: 6, bedrooms: 3 });
  await app
    .knex('villas')
    .where({ id: villaId })
    .update({ images: JSON.stringify([{ url: '/uploads/baan_talay_1.jpg', alt: 'Pool' }]) });
  villaSlug = (await app.knex('villas').where({ id: villaId }).first('slug')).slug;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are cached for a year as immutable, and index.html is never cached', async () => {
    const asset = await get(app.url, `/assets/${ENTRY}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body.toString()).toBe(ENTRY_SOURCE);

    const home = await get(app.url, '/');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('send the brotli sibling to a client that accepts br, gzip to one that accepts only gzip, and plain bytes otherwise', async () => {
    const br = await get(app.url, `/assets/${ENTRY}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ENTRY_SOURCE);

    const gz = await get(app.url, `/assets/${ENTRY}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(ENTRY_SOURCE);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);

    const refused = await get(app.url, `/assets/${ENTRY}`, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(ENTRY_SOURCE);

    // `*` stands for any coding not named; naming only identity, or refusing everything, gets the plain bytes.
    const codingFor = async (acceptEncoding: string) => (await get(app.url, `/assets/${ENTRY}`, { 'Accept-Encoding': acceptEncoding })).headers['content-encoding'];
    expect(await codingFor('*')).toBe('br');
    expect(await codingFor('br;q=0, *')).toBe('gzip');
    expect(await codingFor('identity')).toBeUndefined();
    expect(await codingFor('*;q=0')).toBeUndefined();

    // A JSON file's sibling is sent as it is: the API's JSON compression never encodes it a second time.
    const json = await get(app.url, `/assets/${DATA}`, { 'Accept-Encoding': 'gzip' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(json.body).toString()).toBe(DATA_SOURCE);

    // A file without compressed siblings is sent as it is.
    const css = await get(app.url, '/assets/plain-Zz9.css', { 'Accept-Encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{margin:0}');
  });

  it('answer a HEAD with the headers only, and a missing asset or a path out of the build with 404, never index.html', async () => {
    const head = await get(app.url, `/assets/${ENTRY}`, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    for (const missing of ['/assets/index-Missing.js', '/assets/..%2f..%2fpackage.json', `/assets/${ENTRY}.gz`]) {
      const res = await get(app.url, missing);
      expect(res.status, missing).toBe(404);
      expect(res.body.toString()).not.toContain('<div id="root">');
    }
  });

  it('serves other files of the build root, such as the favicon', async () => {
    const res = await get(app.url, '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

describe('SPA fallback', () => {
  it('answers every storefront route with index.html and 200', async () => {
    const routes = [
      '/',
      '/search?guests=2',
      '/booking/abc',
      '/booking-confirmation/xyz',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/login',
      '/my-bookings',
      '/customer-profile',
      '/customer/profile',
      '/customer/wishlists',
      '/search/',
    ];
    for (const route of routes) {
      const res = await get(app.url, route);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown path and an unknown villa with 404 and index.html, so the app shows its 404 page', async () => {
    for (const route of ['/no-such-page', '/villa/no-such-villa', '/villa/no-such-villa/reviews', '/villas', '/search/more/deeper']) {
      const res = await get(app.url, route);
      expect(res.status, route).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body.toString();
      expect(html).toContain('<div id="root"></div>');
      expect(headOf(html)).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdOf(html)).toEqual([]);
    }
  });

  it('answers 404 for a villa that exists but is not public', async () => {
    const hidden = await insertVilla(app.knex, { name: 'Hidden Inactive', isActive: false });
    expect((await get(app.url, `/villa/${hidden}`)).status).toBe(404);
  });

  it('keeps the API first: an unknown /api path is still a JSON 404', async () => {
    const res = await app.request('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'common.notFound' });
    const villas = await app.request('/api/villas');
    expect(villas.status).toBe(200);
  });

  it('answers the back office paths with 404 until the back office is built, then with its index.html', async () => {
    for (const route of ['/admin', '/admin/villas', '/admin-login', '/register-owner']) {
      const res = await get(app.url, route);
      expect(res.status, route).toBe(404);
      expect(res.body.toString()).toMatch(/back office is not built/);
    }
    writeDist(path.join(tmp, 'backoffice'), TEMPLATE.replace('<div id="root"></div>', '<div id="backoffice"></div>'));
    const admin = await get(app.url, '/admin/bookings');
    expect(admin.status).toBe(200);
    expect(admin.body.toString()).toContain('<div id="backoffice"></div>');
    const asset = await get(app.url, `/admin/assets/${ENTRY}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    fs.rmSync(path.join(tmp, 'backoffice'), { recursive: true });
  });
});

describe('server-written head', () => {
  it('gives a villa page its title, description, canonical URL, Open Graph tags and schema.org JSON-LD', async () => {
    for (const key of [villaId, villaSlug]) {
      const res = await get(app.url, `/villa/${key}`);
      expect(res.status).toBe(200);
      const head = headOf(res.body.toString());
      expect(head).toContain('<title>Baan Talay | IslandStay</title>');
      expect(head).not.toContain('<title>IslandStay</title>');
      expect(head).toContain('<meta name="description" content="Baan Talay by the sea">');
      expect(head).not.toContain('Template description');
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/villa/${villaSlug}">`);
      expect(head).toContain('<meta property="og:title" content="Baan Talay">');
      expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/baan_talay_1.jpg">`);
      const [ld] = jsonLdOf(head);
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': expect.arrayContaining(['VacationRental', 'LodgingBusiness']),
        name: 'Baan Talay',
        description: 'Baan Talay by the sea',
        image: [`${PUBLIC_URL}/uploads/baan_talay_1.jpg`],
        address: { '@type': 'PostalAddress', addressLocality: 'Lamai', addressCountry: 'TH' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12 },
        offers: { '@type': 'Offer', price: 4200, priceCurrency: 'THB' },
      });
    }
  });

  it('links each page to its Thai and English versions (hreflang), and serves the Thai one in Thai at ?lang=th', async () => {
    await app
      .knex('villas')
      .where({ id: villaId })
      .update({ translations: JSON.stringify({ th: { description: 'บ้านทะเลริมหาด' } }) });
    const english = headOf((await get(app.url, `/villa/${villaSlug}`)).body.toString());
    const url = `${PUBLIC_URL}/villa/${villaSlug}`;
    expect(english).toContain(`<link rel="alternate" hreflang="en" href="${url}">`);
    expect(english).toContain(`<link rel="alternate" hreflang="th" href="${url}?lang=th">`);
    expect(english).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(english).toContain('<html lang="en">');

    const thai = headOf((await get(app.url, `/villa/${villaSlug}?lang=th`)).body.toString());
    expect(thai).toContain('<html lang="th">');
    expect(thai).toContain(`<link rel="canonical" href="${url}?lang=th">`);
    expect(thai).toContain(`<link rel="alternate" hreflang="en" href="${url}">`);
    expect(thai).toContain('<meta name="description" content="บ้านทะเลริมหาด">');
    expect(thai).toContain(`<meta property="og:url" content="${url}?lang=th">`);
    expect(thai).toContain('<meta property="og:locale" content="th_TH">');

    const home = headOf((await get(app.url, '/?lang=th')).body.toString());
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?lang=th">`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/">`);
    // Anything but th is the English page; a page that is not found gets no alternates.
    expect(headOf((await get(app.url, '/search?lang=xx')).body.toString())).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search">`);
    expect(headOf((await get(app.url, '/villa/no-such-villa?lang=th')).body.toString())).not.toContain('hreflang');
    await app.knex('villas').where({ id: villaId }).update({ translations: '{}' });
  });

  it('gives the reviews page its own title and canonical URL', async () => {
    const res = await get(app.url, `/villa/${villaId}/reviews`);
    expect(res.status).toBe(200);
    const head = headOf(res.body.toString());
    expect(head).toContain('<title>Reviews of Baan Talay | IslandStay</title>');
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/villa/${villaSlug}/reviews">`);
  });

  it('leaves aggregateRating out for a villa without reviews', async () => {
    const id = await insertVilla(app.knex, { name: 'New Listing', reviewCount: 0 });
    const [ld] = jsonLdOf((await get(app.url, `/villa/${id}`)).body.toString());
    expect(ld.name).toBe('New Listing');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('escapes a villa name that tries to close the script and the title', async () => {
    const name = 'Evil </script><script>alert(1)</script></title><b>"x"';
    const id = await insertVilla(app.knex, { name });
    const res = await get(app.url, `/villa/${id}`);
    expect(res.status).toBe(200);
    const head = headOf(res.body.toString());
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<b>');
    expect(head).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt;&lt;b&gt;&quot;x&quot; | IslandStay</title>');
    const scripts = head.match(/<script\b/g) ?? [];
    expect(scripts).toHaveLength(2); // the app's module and the JSON-LD, nothing injected
    expect(head).toContain('\\u003c/script\\u003e\\u003cscript\\u003e');
    const [ld] = jsonLdOf(head);
    expect(ld.name).toBe(name);
  });

  it('gives a static page the title and description of its cached CMS page', async () => {
    await writeCached(
      app.knex,
      'page:terms:en',
      {
        slug: 'terms',
        title: 'Terms & conditions',
        body: '## Booking\n\nYou book **directly** with the owner.',
        seo: { metaTitle: 'Terms of IslandStay', metaDescription: 'The rules of booking <fast>.' },
      },
      TEST_NOW,
    );
    await writeCached(app.knex, 'page:privacy:en', { slug: 'privacy', title: 'Privacy', body: '## What we keep\n\nYour **name** and phone.', seo: null }, TEST_NOW);
    const terms = headOf((await get(app.url, '/terms')).body.toString());
    expect(terms).toContain('<title>Terms of IslandStay</title>');
    expect(terms).toContain('<meta name="description" content="The rules of booking &lt;fast&gt;.">');
    expect(terms).toContain(`<link rel="canonical" href="${PUBLIC_URL}/terms">`);
    expect(terms).toContain('<meta property="og:title" content="Terms of IslandStay">');
    expect(jsonLdOf(terms)[0]).toMatchObject({ '@type': 'WebPage', name: 'Terms & conditions', url: `${PUBLIC_URL}/terms` });

    const privacy = headOf((await get(app.url, '/privacy')).body.toString());
    expect(privacy).toContain('<title>Privacy | IslandStay</title>');
    expect(privacy).toContain('<meta name="description" content="What we keep Your name and phone.">');
  });

  it('serves a static page with the template head when the CMS is down and nothing is cached', async () => {
    const res = await get(app.url, '/about');
    expect(res.status).toBe(200);
    const head = headOf(res.body.toString());
    expect(head).toContain('<title>IslandStay</title>');
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
  });
});

/** The `<link rel="preload" as="image">` tags of a page's head. */
const imagePreloadsOf = (html: string) => headOf(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

/** A photo as the CMS projects it: the original and Strapi's formats, each with its size. */
function photo(name: string) {
  const format = (prefix: string, width: number) => ({ url: `/uploads/${prefix}_${name}.jpg`, width, height: Math.round((width * 3) / 4) });
  return {
    id: 1,
    url: `/uploads/${name}.jpg`,
    width: 1600,
    height: 1200,
    formats: { thumbnail: format('thumbnail', 245), small: format('small', 500), medium: format('medium', 750), large: format('large', 1000) },
    alt: `${name} pool`,
  };
}

describe("preload of the photo that is the page's largest paint", () => {
  it("a villa page preloads its main photo with the srcset and sizes of the gallery's <img>, at high priority", async () => {
    const id = await insertVilla(app.knex, { name: 'Preload Villa' });
    await app
      .knex('villas')
      .where({ id })
      .update({ images: JSON.stringify([photo('preload_main'), photo('preload_second')]) });
    const res = await get(app.url, `/villa/${id}`);
    expect(res.status).toBe(200);
    expect(imagePreloadsOf(res.body.toString())).toEqual([
      `<link rel="preload" as="image" imagesrcset="/uploads/thumbnail_preload_main.jpg 245w, /uploads/small_preload_main.jpg 500w, /uploads/medium_preload_main.jpg 750w, /uploads/large_preload_main.jpg 1000w, /uploads/preload_main.jpg 1600w" imagesizes="${VILLA_MAIN_PHOTO_SIZES}" fetchpriority="high">`,
    ]);
    // Exactly what the storefront renders for that photo, from the API's answer.
    const [main] = (await app.request(`/api/villas/${id}`)).body.data.images;
    expect(imagePreloadsOf(res.body.toString())[0]).toContain(`imagesrcset="${photoSrcSet(photoCandidates(main))}"`);
  });

  it('a photo without formats or size is preloaded by its URL; a villa without photos and the reviews page preload none', async () => {
    expect(imagePreloadsOf((await get(app.url, `/villa/${villaId}`)).body.toString())).toEqual(['<link rel="preload" as="image" href="/uploads/baan_talay_1.jpg" fetchpriority="high">']);
    const bare = await insertVilla(app.knex, { name: 'No Photos Yet' });
    expect(imagePreloadsOf((await get(app.url, `/villa/${bare}`)).body.toString())).toEqual([]);
    expect(imagePreloadsOf((await get(app.url, `/villa/${villaId}/reviews`)).body.toString())).toEqual([]);
    expect(imagePreloadsOf((await get(app.url, '/')).body.toString())).toEqual([]);
  });

  it("/search preloads the first result's photo with the card's sizes; with filters in the address it preloads nothing", async () => {
    const first = await insertVilla(app.knex, { name: 'Promoted First', isPromoted: true, rating: 5, reviewCount: 40 });
    await app
      .knex('villas')
      .where({ id: first })
      .update({ images: JSON.stringify([photo('search_first')]) });
    // The read the page makes for /search without a query (storefront vite.config.ts, search-villas.ts).
    const results = (await app.request('/api/search/villas?limit=12')).body.data;
    expect(results[0].id).toBe(first);

    const res = await get(app.url, '/search');
    expect(res.status).toBe(200);
    expect(imagePreloadsOf(res.body.toString())).toEqual([
      `<link rel="preload" as="image" imagesrcset="${photoSrcSet(photoCandidates(results[0].images[0]))}" imagesizes="${VILLA_CARD_PHOTO_SIZES}" fetchpriority="high">`,
    ]);
    expect(imagePreloadsOf(res.body.toString())[0]).toContain('/uploads/small_search_first.jpg 500w');
    expect(imagePreloadsOf((await get(app.url, '/search?guests=2')).body.toString())).toEqual([]);
    // The page in Thai shows the same results first.
    expect(imagePreloadsOf((await get(app.url, '/search?lang=th')).body.toString())).toEqual(imagePreloadsOf(res.body.toString()));
  });
});

describe('sitemap and robots', () => {
  it('lists home, search, the static pages and every public villa, and no hidden one', async () => {
    const hidden = await insertVilla(app.knex, { name: 'Sitemap Hidden', ownerStatus: 'unapproved' });
    const res = await get(app.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body.toString();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/search', '/about', '/contact', '/terms', '/privacy', `/villa/${villaSlug}`]) {
      expect(locs).toContain(`${PUBLIC_URL}${p}`);
      expect(locs).toContain(`${PUBLIC_URL}${p}?lang=th`);
    }
    expect(xml).not.toContain(hidden);
    const publicCount = (await app.request('/api/villas?limit=100')).body.total;
    expect(locs.filter((l) => l?.includes('/villa/'))).toHaveLength(publicCount * 2);
    // Each address lists every language's (hreflang), itself included.
    const villaUrl = `${PUBLIC_URL}/villa/${villaSlug}`;
    const links = `<xhtml:link rel="alternate" hreflang="en" href="${villaUrl}"/><xhtml:link rel="alternate" hreflang="th" href="${villaUrl}?lang=th"/><xhtml:link rel="alternate" hreflang="x-default" href="${villaUrl}"/>`;
    expect(xml).toContain(`<url><loc>${villaUrl}</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${villaUrl}?lang=th</loc>${links}</url>`);
  });

  it('robots.txt allows the site, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await get(app.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.toString().split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
  });
});

describe('without a build', () => {
  it('answers site paths with a short 404 saying the storefront is not built, and keeps the API', async () => {
    const bare = await createTestApp({ env: { STOREFRONT_DIST: path.join(tmp, 'nothing-here'), BACKOFFICE_DIST: path.join(tmp, 'nothing-here') } });
    try {
      const res = await get(bare.url, '/');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body.toString()).toMatch(/storefront is not built/);
      expect((await bare.request('/api/villas')).status).toBe(200);
      expect((await get(bare.url, '/robots.txt')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
