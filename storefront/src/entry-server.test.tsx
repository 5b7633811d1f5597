import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { SsrInput, SsrRead } from '@islandstay/shared/ssr/ssr-contract';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from './lib/i18n.ts';
import { publicVilla } from './test/villa-fixtures.ts';
import { render } from './entry-server.tsx';
import { hydrate } from './app/hydrate.tsx';

/**
 * The villa page written on the server (entry-server.tsx) and adopted in the browser
 * (app/hydrate.tsx), in one jsdom: development React, which names every mismatch between the two
 * (production React would silently keep the server's attributes).
 */
const villa = publicVilla({
  description: 'A quiet villa above Lamai beach, with a pool that looks at the sea.',
  images: [{ url: '/uploads/baan-test-pool.jpg', width: 1600, height: 1067, formats: { medium: { url: '/uploads/medium_baan-test-pool.jpg', width: 750, height: 500 } }, alt: 'The pool' }],
});
const SECOND = publicVilla({ id: 'v2', slug: 'baan-second', name: 'Baan Second' });
const SEARCH_ANSWER = { data: [villa, SECOND], page: 1, totalPages: 1, total: 2, currency: 'USD' };
const REVIEW = {
  id: 'r1',
  _id: 'r1',
  villaId: 'v1',
  rating: 5,
  message: 'The pool at sunset was the best part of our trip.',
  verified: true,
  helpfulCount: 2,
  author: { name: 'Anna K.', profileImage: null },
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
};
const REVIEWS_ANSWER = { data: [REVIEW], page: 1, totalPages: 1, total: 1, summary: { average: 5, total: 1, breakdown: { '5': 1, '4': 0, '3': 0, '2': 0, '1': 0 } } };
const AREAS = { data: [{ name: 'Lamai', slug: 'lamai', villaCount: 1, label: { text: 'Lamai', lang: 'en' as const } }] };
/** The CMS pages as the booking service answers them from its cache of the CMS. */
function cmsPage(slug: string, fields: Partial<Record<'title' | 'body', string>> & { faqs?: { question: string; answer: string }[] } = {}) {
  return {
    data: { slug, locale: 'en' as const, title: '', body: '', seo: null, values: [], team: [], counters: [], faqs: [], ...fields },
  };
}
const ABOUT_PAGE = cmsPage('about', {
  title: 'About IslandStay',
  body: 'We are a small team on **Koh Samui** who know every villa we list.\n\n## How we started\n\nIn 2019, with [three villas](/search).',
});
const CONTACT_PAGE = cmsPage('contact', { title: 'Get in touch', body: 'We answer within a day.', faqs: [{ question: 'Can I bring my dog?', answer: 'Ask the host first.' }] });
const SITE_SETTINGS = {
  data: {
    locale: 'en' as const,
    islandName: 'Koh Samui',
    contact: { phone: '+66 77 123 456', email: 'hello@islandstay.test', address: '1 Beach Road, Lamai' },
    supportHours: 'Every day, 8:00-20:00',
    supportLinks: [],
    socialLinks: [],
    footerAreas: [],
    copyright: null,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    mapStyleUrl: null,
  },
};
const PAGES: Record<string, unknown> = { about: ABOUT_PAGE, contact: CONTACT_PAGE };

/** The booking service's in-process reads, as the web module answers them. */
function reader(reads: SsrRead[] = []): SsrInput['read'] {
  return async (read) => {
    reads.push(read);
    if (read.operationId === 'villas.get') return read.params?.id === 'baan-test' ? { data: villa } : Promise.reject(new Error('Villa not found'));
    if (read.operationId === 'currencies.list') return CURRENCIES_ANSWER;
    if (read.operationId === 'villas.listAreas') return AREAS;
    if (read.operationId === 'villas.search') return SEARCH_ANSWER;
    if (read.operationId === 'reviews.listForVilla') return REVIEWS_ANSWER;
    // Only what the booking service has in its cache of the CMS: it never asks the CMS for a render.
    if (read.operationId === 'content.getPage') return PAGES[read.params?.slug ?? ''] ?? Promise.reject(new Error(`page:${read.params?.slug}:en is not cached`));
    if (read.operationId === 'content.getSiteSettings') return SITE_SETTINGS;
    throw new Error(`no ${read.operationId}`);
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  history.replaceState(null, '', '/');
});

describe('the villa page rendered on the server', () => {
  it('when a villa page is rendered, then the HTML holds its name, price, description and photo, with no inline script, and the state holds what it read', async () => {
    const reads: SsrRead[] = [];
    const result = await render({ url: '/villa/baan-test', language: 'en', term: 'short', read: reader(reads) });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);

    expect(result.html).toMatch(/<h1[^>]*>Baan Test<\/h1>/);
    expect(result.html).toContain('A quiet villa above Lamai beach');
    expect(result.html).toContain('/uploads/baan-test-pool.jpg');
    // In the site's currency (the admin's, US dollars here): the server cannot know a visitor's own choice.
    expect(result.html).toContain('$83.33');
    expect(result.html).not.toMatch(/<script/i);
    expect(result.routeModules).toEqual(['src/app/routes/villa.tsx']);
    expect(Object.keys(result.state.fallback).sort()).toEqual(['/api/areas?locale=en', '/api/currencies/all', '/api/villas/baan-test?locale=en']);
    expect(result.state.loaderData).toEqual({ villa: null });
    expect(reads.map((r) => r.operationId).sort()).toEqual(['currencies.list', 'villas.get', 'villas.listAreas']);
  });

  it('when the page is asked for in Thai, then it is written in Thai and reads the villa in Thai', async () => {
    const reads: SsrRead[] = [];
    const result = await render({ url: '/villa/baan-test?lang=th', language: 'th', term: 'short', read: reader(reads) });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.state.language).toBe('th');
    expect(Object.keys(result.state.fallback)).toContain('/api/villas/baan-test?locale=th');
    expect(result.html).toContain('ที่พัก');
  });

  it('when the search page is rendered, then the HTML holds its result cards, read with the filters of its address as the page reads them', async () => {
    const reads: SsrRead[] = [];
    const result = await render({ url: '/search?area=Lamai&guests=2', language: 'en', term: 'long', read: reader(reads) });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.html).toContain('Baan Test');
    expect(result.html).toContain('Baan Second');
    expect(result.html).toMatch(/<h1[^>]*>/);
    expect(result.routeModules).toEqual(['src/app/routes/search.tsx']);
    const search = reads.find((read) => read.operationId === 'villas.search');
    expect(search?.query).toEqual({ area: 'Lamai', guests: '2', limit: '12', locale: 'en' });
    expect(Object.keys(result.state.fallback)).toContain('/api/search/villas?area=Lamai&guests=2&limit=12&locale=en');
  });

  it('when the home page is rendered, then the HTML holds its headline and the placeholders of the parts the browser loads', async () => {
    const result = await render({ url: '/', language: 'en', term: 'short', read: reader() });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.html).toMatch(/<h1[^>]*>/);
    expect(result.html).toContain('Why Choose IslandStay');
    expect(result.routeModules).toEqual(['src/app/routes/home.tsx']);
    expect(Object.keys(result.state.fallback).sort()).toEqual(['/api/areas?locale=en', '/api/currencies/all']);
  });

  it("when a villa's reviews page is rendered, then the HTML holds its reviews, read for the villa's id with the filters of its address", async () => {
    const reads: SsrRead[] = [];
    const result = await render({ url: '/villa/baan-test/reviews?stars=5&sort=newest', language: 'en', term: 'short', read: reader(reads) });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.html).toContain('The pool at sunset was the best part of our trip.');
    expect(result.html).toContain('Anna K.');
    expect(reads.find((read) => read.operationId === 'reviews.listForVilla')).toMatchObject({ params: { id: 'v1' }, query: { stars: '5', sort: 'newest', limit: 10 } });
    expect(result.routeModules).toEqual(['src/app/routes/villa-reviews.tsx']);
  });

  it('when the villa cannot be read, or the page is not one rendered on the server, then it is skipped (the shell goes out)', async () => {
    expect(await render({ url: '/villa/nowhere', language: 'en', term: 'short', read: reader() })).toMatchObject({ kind: 'skip' });
    expect(await render({ url: '/villa/nowhere/reviews', language: 'en', term: 'short', read: reader() })).toMatchObject({ kind: 'skip' });
    expect(await render({ url: '/login', language: 'en', term: 'short', read: reader() })).toMatchObject({ kind: 'skip' });
    expect(await render({ url: '/my-bookings', language: 'en', term: 'short', read: reader() })).toMatchObject({ kind: 'skip' });
  });

  it('when the about page is rendered, then the HTML holds its title and text from the CMS, read by its slug in the page’s language', async () => {
    const reads: SsrRead[] = [];
    const result = await render({ url: '/about', language: 'en', term: 'short', read: reader(reads) });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.html).toMatch(/<h1[^>]*>About IslandStay<\/h1>/);
    expect(result.html).toContain('We are a small team on <strong>Koh Samui</strong> who know every villa we list.');
    expect(result.html).toMatch(/<h2[^>]*>How we started<\/h2>/);
    expect(result.html).toContain('href="/search"');
    expect(result.html).not.toMatch(/<script/i);
    expect(result.routeModules).toEqual(['src/app/routes/about.tsx']);
    expect(reads.find((read) => read.operationId === 'content.getPage')).toMatchObject({ params: { slug: 'about' }, query: { locale: 'en' } });
    expect(Object.keys(result.state.fallback).sort()).toEqual(['/api/areas?locale=en', '/api/currencies/all', '/api/pages/about?locale=en']);
  });

  it('when a page is asked for in Thai, then its text is read in Thai', async () => {
    const reads: SsrRead[] = [];
    await render({ url: '/about?lang=th', language: 'th', term: 'short', read: reader(reads) });
    expect(reads.find((read) => read.operationId === 'content.getPage')).toMatchObject({ params: { slug: 'about' }, query: { locale: 'th' } });
  });

  it('when the contact page is rendered, then the HTML holds its text, its FAQ, the contact details of the site settings and the form', async () => {
    const result = await render({ url: '/contact', language: 'en', term: 'short', read: reader() });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(result.html).toMatch(/<h1[^>]*>Get in touch<\/h1>/);
    expect(result.html).toContain('We answer within a day.');
    expect(result.html).toContain('Can I bring my dog?');
    expect(result.html).toContain('hello@islandstay.test');
    expect(result.html).toContain('Send message');
    expect(result.routeModules).toEqual(['src/app/routes/contact.tsx']);
    expect(Object.keys(result.state.fallback)).toEqual(expect.arrayContaining(['/api/pages/contact?locale=en', '/api/site-settings?locale=en']));
  });

  it('when the contact page is about a villa (?villa=), then the villa is read and the form is about it', async () => {
    const result = await render({ url: '/contact?villa=baan-test', language: 'en', term: 'short', read: reader() });
    if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
    expect(Object.keys(result.state.fallback)).toContain('/api/villas/baan-test?locale=en');
    expect(result.html).toContain('Baan Test');
  });

  it('when a page’s text is not in the booking service’s cache of the CMS, then it is skipped (the shell goes out and the browser reads it)', async () => {
    for (const url of ['/terms', '/privacy']) expect(await render({ url, language: 'en', term: 'short', read: reader() })).toMatchObject({ kind: 'skip' });
  });
});

/**
 * What React reported: not its note that two renderers (the server's and the browser's, both in
 * this one process for the test) render the same context, which cannot happen in a real page.
 */
function reported(errors: { mock: { calls: unknown[][] } }): string[] {
  return errors.mock.calls
    .map((call) => call.map((part) => (part instanceof Error ? part.message : String(part))).join(' '))
    .filter((text) => !text.startsWith('Detected multiple renderers concurrently rendering'));
}

describe('the browser adopting the server-rendered villa page', () => {
  let adopted: Root | undefined;
  afterEach(async () => {
    // Once the page's idle-time parts (the newsletter form, the date picker) are in: they load after the first paint.
    await new Promise((resolve) => setTimeout(resolve, 300));
    act(() => adopted?.unmount());
    adopted = undefined;
    // The app's SWR cache is the global one (a page has one visit); each test here is a new visit.
    await mutate(() => true, undefined, { revalidate: false });
  });
  // Rendered once, before any page is adopted: React's server and browser renderers share the
  // context objects of this one process, and must not run at the same time here (in a browser
  // there is only the one).
  const rendered = new Map<string, Extract<Awaited<ReturnType<typeof render>>, { kind: 'rendered' }>>();
  beforeAll(async () => {
    for (const url of ['/villa/baan-test', '/search?area=Lamai', '/', '/villa/baan-test/reviews?stars=5', '/about', '/contact']) {
      const result = await render({ url, language: 'en', term: 'short', read: reader() });
      if (result.kind !== 'rendered') throw new Error(`skipped: ${result.reason}`);
      rendered.set(url, result);
    }
  });

  async function serverPage(url: string) {
    const page = rendered.get(url)!;
    history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    return { root: document.getElementById('root')!, state: structuredClone(page.state) };
  }

  /**
   * Hydrates the server's page with the console's errors caught (React names a mismatch there),
   * waits until the app has adopted it, runs `check`, then expects that React reported nothing.
   */
  async function adopt(root: HTMLElement, state: Parameters<typeof hydrate>[1], check: () => Promise<void> | void): Promise<void> {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      adopted = await hydrate(root, state);
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      await check();
      expect(reported(errors)).toEqual([]);
    } finally {
      errors.mockRestore();
      await initI18n('en');
    }
  }

  function stubApi() {
    return mockApi(
      answer(api.auth.getSession, () => ({ authenticated: false, role: null })),
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.villas.listAreas, () => AREAS),
      answer(api.villas.listAmenities, () => ({ data: [] })),
      answer(api.villas.get, () => ({ data: villa })),
      answer(api.villas.search, () => SEARCH_ANSWER),
      answer(api.content.getSiteSettings, () => ({ status: 503, body: { error: 'The CMS is not reachable', code: 'upstream.contentUnavailable' } })),
      answer(api.bookings.listOccupiedDates, () => ({ villaId: 'v1', data: [] })),
      answer(api.pricing.getMonthPrices, () => ({ villaId: 'v1', year: 2026, month: 1, currency: 'THB', mode: 'daily', prices: { v1: {} } })),
      answer(api.content.getPage, ({ params }) => (PAGES[params.slug] as { data: never }) ?? { status: 404, body: { error: 'Page not found', code: 'common.notFound' } }),
      answer(api.contacts.send, () => ({ status: 201, body: { success: true, message: 'ok' } })),
      answer(api.reviews.listForVilla, ({ query }) =>
        query.get('stars') ? REVIEWS_ANSWER : { data: [], page: 1, totalPages: 0, total: 0, summary: { average: 0, total: 0, breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } } },
      ),
    );
  }

  it('when the page hydrates, then React keeps the server’s elements and reports no mismatch, and the villa is not read again', async () => {
    const calls = stubApi();
    const { root, state } = await serverPage('/villa/baan-test');
    const heading = root.querySelector('h1');
    await adopt(root, state, async () => {
      expect(root.querySelector('h1')).toBe(heading);
      expect(heading).toHaveTextContent('Baan Test');
      expect(calls.filter((call) => call.operationId === 'villas.get')).toEqual([]);
    });
  });

  it('when the visitor chose a currency and last signed in as staff, then the page hydrates without a mismatch and shows both right after', async () => {
    stubApi();
    localStorage.setItem('islandstay.currency', 'THB');
    localStorage.setItem('selectedLoginRole', 'owner');
    const { root, state } = await serverPage('/villa/baan-test');
    // The server knows neither: the site's currency, and the guests' sign-in.
    expect(root.textContent).toContain('$83.33');
    expect(root.querySelector('header a[href="/login"]')).not.toBeNull();
    await adopt(root, state, async () => {
      await waitFor(() => expect(root.textContent).toMatch(/฿\s?3,000/));
      // The stand-in now leads to the staff sign-in, or the menu (loaded once idle) has replaced it.
      await waitFor(() => expect(root.querySelector('header a[href="/login"]')).toBeNull());
    });
  });

  it('when the search page hydrates, then its cards are kept, nothing mismatches, and the results are not read again', async () => {
    const calls = stubApi();
    const { root, state } = await serverPage('/search?area=Lamai');
    const firstCard = root.querySelector('h2 a');
    await adopt(root, state, async () => {
      expect(calls.filter((call) => call.operationId === 'villas.search')).toEqual([]);
      expect(root.querySelector('h2 a')).toBe(firstCard);
    });
  });

  it('when the home page hydrates, then nothing mismatches and the search form and featured villas replace their placeholders', async () => {
    stubApi();
    const { root, state } = await serverPage('/');
    const heading = root.querySelector('h1');
    await adopt(root, state, async () => {
      expect(root.querySelector('h1')).toBe(heading);
    });
  });

  it("when a villa's reviews page hydrates, then its reviews are kept, nothing mismatches, and they are not read again", async () => {
    const calls = stubApi();
    const { root, state } = await serverPage('/villa/baan-test/reviews?stars=5');
    const message = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes('The pool at sunset'));
    await adopt(root, state, async () => {
      expect(message && root.contains(message)).toBe(true);
      expect(calls.filter((call) => call.operationId === 'reviews.listForVilla' && call.query.get('stars'))).toEqual([]);
    });
  });
  it('when the about page hydrates, then its title and text are kept, nothing mismatches, and the page is not read again', async () => {
    const calls = stubApi();
    const { root, state } = await serverPage('/about');
    const heading = root.querySelector('h1');
    const text = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes('small team'));
    await adopt(root, state, async () => {
      expect(root.querySelector('h1')).toBe(heading);
      expect(heading).toHaveTextContent('About IslandStay');
      expect(text && root.contains(text)).toBe(true);
      expect(calls.filter((call) => call.operationId === 'content.getPage')).toEqual([]);
    });
  });

  it('when the contact page hydrates, then nothing mismatches, nothing is read again, and its form sends a message', async () => {
    const calls = stubApi();
    const { root, state } = await serverPage('/contact');
    const form = root.querySelector('form');
    await adopt(root, state, async () => {
      expect(root.querySelector('form')).toBe(form);
      expect(calls.filter((call) => call.operationId === 'content.getPage')).toEqual([]);

      const user = userEvent.setup();
      const page = within(root);
      await user.click(page.getByRole('button', { name: 'Send message' }));
      expect(await page.findByLabelText(/^First name/)).toHaveAccessibleDescription('Please enter your first name');
      await user.type(page.getByLabelText(/^First name/), 'Nok');
      await user.type(page.getByLabelText(/^Last name/), 'Srisuk');
      await user.type(page.getByLabelText(/^Email/), 'nok@example.com');
      await user.selectOptions(page.getByLabelText(/^Subject/), 'Booking Question');
      await user.type(page.getByLabelText(/^Message/), 'Is the pool heated in January?');
      await user.click(page.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(calls.filter((call) => call.operationId === 'contacts.send')).toHaveLength(1));
      expect(await page.findByText(/Your message has been sent/)).toBeInTheDocument();
    });
  });
});
