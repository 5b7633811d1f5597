import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { demoSeedPending, seedThroughCms } from '../dev/seed/cms-seed.ts';
import { PAGES_TH, SITE_SETTINGS, SITE_SETTINGS_TH } from '../dev/seed/static-pages.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';

/** The demo island `npm start` seeds, written through the real Strapi at a small size. */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const accounts = { admin: { username: 'admin', email: 'admin@islandstay.test', password: 'admin-pass' }, ownerPassword: 'owner-pass' };

describe('the demo island seed', () => {
  it('creates accounts, areas, amenities, villas with photos, pages and settings in Strapi, and pricing and bookings in the booking service', async () => {
    const { app, strapiApi } = stack;
    const deps = { cms: app.services.cms, sync: app.services.cmsSync, db: app.knex, logger: createLogger('silent') };
    expect(await demoSeedPending(app.services.cms)).toBe(true);
    const summary = await seedThroughCms(deps, accounts, { villas: 4, bookingsPerVilla: 3 });
    expect(summary).toMatchObject({ villas: 4, bookings: 12 });
    expect(summary.accounts.map((a) => a.username)).toEqual(['admin', 'somchai', 'anna', 'pending-owner']);
    expect(await demoSeedPending(app.services.cms)).toBe(false);

    const amenities = await strapiApi('GET', '/api/amenities?pagination[pageSize]=100&filters[predefined][$eq]=true');
    expect(amenities.body.data).toHaveLength(14);
    expect((await strapiApi('GET', '/api/areas')).body.data).toHaveLength(5);

    const villas = (await strapiApi('GET', '/api/villas?populate=images')).body.data as { documentId: string; images: unknown[] }[];
    expect(villas).toHaveLength(4);
    for (const villa of villas) {
      expect(villa.images.length).toBeGreaterThanOrEqual(3);
      expect(villa.images.length).toBeLessThanOrEqual(8);
    }
    // Villa 0 belongs to an approved owner: public, with its photos served on the one origin.
    const detail = await app.request(`/api/villas/${villas[0]!.documentId}`);
    expect(detail.status).toBe(200);
    const photo = await fetch(`${app.url}${detail.body.data.images[0].url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    // Strapi resized each 800x534 photo: thumbnail, small (500) and medium (750); large (1000) would be bigger than the original.
    const image = detail.body.data.images[0];
    expect(image).toMatchObject({ width: 800, height: 534, alt: `${detail.body.data.name}, ${detail.body.data.areas.join(', ')}, photo 1 of ${detail.body.data.images.length}` });
    expect(Object.keys(image.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    expect(image.formats.medium).toMatchObject({ width: 750, height: 501 });
    // The card's picture: a JPEG light enough for a phone on a slow network.
    const small = await fetch(`${app.url}${image.formats.small.url}`);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect((await small.arrayBuffer()).byteLength).toBeLessThan(60_000);
    expect(
      Number(
        (
          await app
            .knex('bookings')
            .whereIn(
              'villa_id',
              villas.map((v) => v.documentId),
            )
            .count({ n: '*' })
            .first()
        )?.n,
      ),
    ).toBe(12);
    // Every stay was booked before it began (the island's midnight of check-in).
    expect(
      Number(
        (
          await app
            .knex('bookings')
            .whereIn(
              'villa_id',
              villas.map((v) => v.documentId),
            )
            .whereRaw("created_at >= (check_in::timestamp at time zone 'Asia/Bangkok')")
            .count({ n: '*' })
            .first()
        )?.n,
      ),
    ).toBe(0);

    // Real reviews of completed stays, by the demo guests, in English and Thai; every card's
    // rating and count are those of its reviews page.
    const reviews: { rating: number; message: string; status: string; check_out: string; customer_id: string; helpful_count: number }[] = await app
      .knex('reviews as r')
      .join('bookings as b', 'b.id', 'r.booking_id')
      .select('r.rating', 'r.message', 'b.status', 'b.check_out', 'r.customer_id', 'r.helpful_count');
    expect(reviews.length).toBeGreaterThan(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    for (const review of reviews) {
      expect(review.status).toBe('completed');
      expect(review.check_out <= today).toBe(true);
      expect(review.message.length).toBeGreaterThan(10);
    }
    expect(reviews.some((r) => /[\u0E00-\u0E7F]/.test(r.message))).toBe(true);
    expect(reviews.some((r) => /^[A-Z][a-z]/.test(r.message))).toBe(true);
    expect(
      await app
        .knex('customers')
        .whereIn(
          'id',
          reviews.map((r) => r.customer_id),
        )
        .whereNotNull('first_name')
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: new Set(reviews.map((r) => r.customer_id)).size });
    let cardReviews = 0;
    for (const villa of villas) {
      const card = await app.request(`/api/villas/${villa.documentId}`);
      if (card.status !== 200) continue;
      const page = await app.request(`/api/villa/booking/rate/villa/${villa.documentId}`);
      expect({ rating: card.body.data.rating, reviews: card.body.data.reviews }).toEqual({ rating: page.body.summary.average, reviews: page.body.summary.total });
      expect(page.body.data.every((r: { verified: boolean; author: { name: string } }) => r.verified && r.author.name !== 'Guest')).toBe(true);
      cardReviews += card.body.data.reviews;
    }
    expect(cardReviews).toBeGreaterThan(0);
    expect((await app.request('/api/villa/reviews/all')).body.data).toHaveLength(reviews.length);

    expect((await app.request('/api/pages/about')).body.data.counters.map((c: { value: string }) => c.value)).toEqual(['50+', '5000+', '6+', '24/7']);
    expect((await app.request('/api/pages/terms')).body.data.body).toContain('50%');
    expect((await app.request('/api/pages/privacy')).body.data.body).toContain('7 years');
    expect((await app.request('/api/pages/contact')).body.data.faqs.length).toBeGreaterThan(0);
    expect((await app.request('/api/site-settings')).body.data.islandName).toBe('Koh Samui');

    // Every public villa, area and amenity of the demo in Thai too.
    const inThai = (await app.request('/api/villas?limit=100&locale=th')).body.data as {
      localized: { description: { lang: string; text: string }; areas: { lang: string }[]; amenities: { lang: string }[] };
    }[];
    expect(inThai.length).toBeGreaterThan(0);
    for (const villa of inThai) {
      expect(villa.localized.description.lang).toBe('th');
      expect(villa.localized.description.text).toMatch(/[\u0E00-\u0E7F]/);
      expect([...villa.localized.areas, ...villa.localized.amenities].every((name) => name.lang === 'th')).toBe(true);
    }
    expect(((await app.request('/api/areas?locale=th')).body.data as { label: { lang: string } }[]).every((a) => a.label.lang === 'th')).toBe(true);
    expect(((await app.request('/api/amenities?locale=th')).body.data as { label: { lang: string } }[]).every((a) => a.label.lang === 'th')).toBe(true);

    // Thai versions of the four pages and the footer texts; what a Thai page lacks is not filled from English.
    for (const slug of ['about', 'contact', 'terms', 'privacy'] as const) {
      const thai = await app.request(`/api/pages/${slug}?locale=th`);
      expect(thai.body.data, slug).toMatchObject({ slug, locale: 'th', title: PAGES_TH[slug].title });
    }
    const aboutTh = (await app.request('/api/pages/about?locale=th')).body.data;
    expect(aboutTh.counters.map((c: { label: string }) => c.label)).toEqual(['วิลล่า', 'แขกที่มีความสุข', 'ปีบนเกาะ', 'บริการช่วยเหลือ']);
    expect((await app.request('/api/pages/terms?locale=th')).body.data.body).toContain('50%');
    const settingsEn = (await app.request('/api/site-settings')).body.data;
    expect(settingsEn).toMatchObject({
      locale: 'en',
      contact: { phone: SITE_SETTINGS.contactPhone, email: SITE_SETTINGS.contactEmail },
      supportLinks: SITE_SETTINGS.supportLinks,
      copyright: SITE_SETTINGS.copyright,
    });
    expect((await app.request('/api/site-settings?locale=th')).body.data).toMatchObject({
      locale: 'th',
      islandName: 'เกาะสมุย',
      copyright: SITE_SETTINGS_TH.copyright,
      supportLinks: SITE_SETTINGS_TH.supportLinks,
      contact: { phone: SITE_SETTINGS.contactPhone, email: SITE_SETTINGS.contactEmail, address: SITE_SETTINGS_TH.address },
      checkInTime: '14:00',
    });
  });

  it('can run again after an interruption without duplicating anything', async () => {
    const { app, strapiApi } = stack;
    const again = await seedThroughCms({ cms: app.services.cms, sync: app.services.cmsSync, db: app.knex, logger: createLogger('silent') }, accounts, { villas: 4, bookingsPerVilla: 3 });
    expect(again.bookings).toBe(0);
    expect((await strapiApi('GET', '/api/villas')).body.data).toHaveLength(4);
    expect((await strapiApi('GET', '/api/users')).body).toHaveLength(4);
    expect((await strapiApi('GET', '/api/pages?locale=th')).body.data).toHaveLength(4);
    expect((await strapiApi('GET', '/api/pages')).body.data).toHaveLength(4);
  });
});
