import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { json } from '@islandstay/web-common/test-support/e2e/stack-api';
import { visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * The home, search, villa, reviews and CMS pages (about, contact) written on the server (storefront/src/entry-server.tsx, through the booking
 * service): a crawler gets the villa in the HTML, and a browser adopts that HTML without React
 * building it again, without a mismatch, and without a script the Content-Security-Policy refuses.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser('ssr');

interface Villa {
  id: string;
  slug: string;
  name: string;
  description: string;
  images: { url: string }[];
}

/** What the browser said that a visitor would not want said: errors, hydration warnings, CSP refusals. */
function complaints(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|Content Security Policy/i.test(message.text())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 });

describe('the server-rendered landing pages', () => {
  let villa: Villa;
  beforeAll(async () => {
    const listed = await json<{ data: Villa[] }>('/api/villas?limit=20');
    const found = listed.data.find((v) => v.images.length > 0 && v.description.length > 40);
    if (!found) throw new Error('no seeded villa has photos and a description');
    villa = found;
  });

  it('when fetched without a browser, then the HTML holds the villa’s name, price, description and photos, and no inline script', async () => {
    const response = await fetch(`${baseUrl}/villa/${villa.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html data-ssr/);
    expect(html).toContain(`>${villa.name}</h1>`);
    expect(html).toContain(villa.description.slice(0, 40).replace(/&/g, '&amp;'));
    expect(html).toContain(villa.images[0]!.url);
    expect(html).toMatch(/\/ night/);
    // Only scripts with a source, and data blocks: the CSP allows nothing else.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=|type="application\/(ld\+)?json"/);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: the page is adopted with no error or mismatch and works (the share menu opens)`, async () => {
      const page = await spec.newPage(width);
      const said = complaints(page);
      await page.goto(`${baseUrl}/villa/${villa.slug}`);
      await hydrated(page);
      await visible(page.getByRole('heading', { level: 1, name: villa.name }));
      await page.getByRole('button', { name: 'Share' }).click();
      await visible(page.getByRole('menuitem').first());
      await screenshot(page, `ssr-villa-${width}`);
      expect(said).toEqual([]);
    });
  }

  it('when the visitor chose Thai before the cookie existed, then the English page is adopted and turns Thai, and the next page comes in Thai, with no error or mismatch', async () => {
    const page = await spec.newPage(390);
    const said = complaints(page);
    await page.addInitScript(() => localStorage.setItem('islandstay.language', 'th'));
    await page.goto(`${baseUrl}/villa/${villa.slug}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    await visible(page.getByRole('heading', { level: 1, name: villa.name }));
    // The choice is now a cookie too: the next page comes from the server in Thai.
    const next = await (await page.request.get(`${baseUrl}/villa/${villa.slug}`)).text();
    expect(next).toMatch(/<html data-ssr lang="th">/);
    await page.reload();
    await hydrated(page);
    expect(said).toEqual([]);
  });

  it('when the search page is fetched, then its HTML holds the first results; in a browser it is adopted with no error', async () => {
    const listed = await json<{ data: Villa[] }>('/api/search/villas?limit=12&term=short&locale=en');
    const html = await (await fetch(`${baseUrl}/search`)).text();
    expect(html).toMatch(/<html data-ssr/);
    for (const listedVilla of listed.data.slice(0, 3)) expect(html).toContain(`>${listedVilla.name.replace(/&/g, '&amp;')}</a>`);

    const page = await spec.newPage(1280);
    const said = complaints(page);
    await page.goto(`${baseUrl}/search`);
    await hydrated(page);
    await visible(page.getByRole('link', { name: listed.data[0]!.name, exact: true }).first());
    // The map is beside the results from the first paint; the phones' List / Map switch is not shown.
    expect(await page.getByRole('group', { name: 'Show results as' }).isVisible()).toBe(false);
    await screenshot(page, 'ssr-search-1280');
    expect(said).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: the home page comes with its headline in the HTML, is adopted with no error, and its search form and featured villas load`, async () => {
      const html = await (await fetch(`${baseUrl}/`)).text();
      expect(html).toMatch(/<html data-ssr/);
      // The headline, its words in the HTML (the typed word follows in the browser).
      expect(html).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*Find your(?:(?!<\/h1>).)*<\/h1>/);

      const page = await spec.newPage(width);
      const said = complaints(page);
      await page.goto(`${baseUrl}/`);
      await hydrated(page);
      await visible(page.getByRole('button', { name: /search/i }).first());
      await visible(page.getByRole('heading', { level: 2, name: /featured/i }));
      await screenshot(page, `ssr-home-${width}`);
      expect(said).toEqual([]);
    });
  }

  it("when a villa's reviews page is fetched, then its HTML holds the reviews; in a browser it is adopted with no error", async () => {
    const reviewed = (await json<{ data: (Villa & { reviews: number })[] }>('/api/villas?limit=50')).data.find((v) => v.reviews > 0);
    if (!reviewed) throw new Error('no seeded villa has reviews');
    const reviews = await json<{ data: { message: string }[] }>(`/api/villa/booking/rate/villa/${reviewed.id}?limit=10`);
    const html = await (await fetch(`${baseUrl}/villa/${reviewed.slug}/reviews`)).text();
    expect(html).toMatch(/<html data-ssr/);
    expect(html).toContain(reviews.data[0]!.message.slice(0, 30).replace(/&/g, '&amp;'));

    const page = await spec.newPage(390);
    const said = complaints(page);
    await page.goto(`${baseUrl}/villa/${reviewed.slug}/reviews`);
    await hydrated(page);
    await visible(page.getByText(reviews.data[0]!.message.slice(0, 30), { exact: false }).first());
    await screenshot(page, 'ssr-reviews-390');
    expect(said).toEqual([]);
  });

  it('when the about and contact pages are fetched without a browser, then the HTML holds their title and text from the CMS', async () => {
    for (const slug of ['about', 'contact']) {
      // As the page reads it; the booking service's cache of the CMS, which a render reads alone, holds it from then on.
      const cms = await json<{ data: { title: string; body: string } }>(`/api/pages/${slug}?locale=en`);
      const response = await fetch(`${baseUrl}/${slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html data-ssr/);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${cms.data.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      // The first words of its first paragraph (Markdown: the first line that is not a heading).
      const paragraph = cms.data.body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))!;
      expect(html).toContain(paragraph.slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toMatch(/\ssrc=|type="application\/(ld\+)?json"/);
    }
  });

  it('when the about page is opened in a browser, then it is adopted with no error or mismatch', async () => {
    const page = await spec.newPage(390);
    const said = complaints(page);
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    await visible(page.getByRole('heading', { level: 1 }));
    await screenshot(page, 'ssr-about-390');
    expect(said).toEqual([]);
  });

  it('when the contact page is opened in a browser, then it is adopted with no error or mismatch and its form sends a message', async () => {
    const page = await spec.newPage(1280);
    const said = complaints(page);
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(true);
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByText('Please enter your first name'));
    await page.getByLabel(/^First name/).fill('Nok');
    await page.getByLabel(/^Last name/).fill('Srisuk');
    await page.getByLabel(/^Email/).fill('nok.ssr@example.com');
    await page.getByLabel(/^Subject/).selectOption('Booking Question');
    await page.getByLabel(/^Message/).fill('Is the pool heated in January?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Your message has been sent' }).first());
    await screenshot(page, 'ssr-contact-1280');
    expect(said).toEqual([]);
  });

  it('when a page is not one written on the server (sign-in), then it still renders in the browser', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    expect(html).toContain('<div id="root"></div>');
    const page = await spec.newPage(1280);
    const said = complaints(page);
    await page.goto(`${baseUrl}/login`);
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(false);
    expect(said).toEqual([]);
  });
});
