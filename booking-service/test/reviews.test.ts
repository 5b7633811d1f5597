import { addDays } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCached } from '../src/modules/cms-content/cms-content.repository.ts';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { cookieFrom, createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let now: Date;
let guest: { id: string; phone: string; cookie: string };

beforeAll(async () => {
  now = TEST_NOW;
  app = await createTestApp({ clock: () => now });
});
beforeEach(async () => {
  now = TEST_NOW;
  guest = await app.signInCustomer();
});
afterAll(async () => {
  await app.close();
});

/** Distinct two-night stays, so bookings of one villa never overlap. */
let nextCheckIn = '2025-01-01';
async function pastStay(villaId: string, customerId: string, status: 'confirmed' | 'completed' | 'cancelled' = 'completed'): Promise<string> {
  const checkIn = nextCheckIn;
  nextCheckIn = addDays(nextCheckIn, 2);
  return insertBooking(app.knex, villaId, checkIn, addDays(checkIn, 2), status, customerId);
}

async function rate(bookingId: string, rating: number, extra: Record<string, unknown> = {}, cookie = guest.cookie) {
  return app.request('/api/villa/booking/rate', { method: 'POST', cookie, json: { bookingId, rating, ...extra } });
}

async function villaCard(villaId: string): Promise<{ rating: number; reviews: number }> {
  const res = await app.request(`/api/villas/${villaId}`);
  return { rating: res.body.data.rating, reviews: res.body.data.reviews };
}

describe('POST /api/villa/booking/rate', () => {
  it('when nobody is signed in, then 401 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const res = await app.request('/api/villa/booking/rate', { method: 'POST', json: { bookingId, rating: 5 } });
    expect(res.status).toBe(401);
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when the CSRF header is missing, then 403 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const res = await app.request('/api/villa/booking/rate', { method: 'POST', cookie: guest.cookie, csrf: false, json: { bookingId, rating: 5 } });
    expect(res.status).toBe(403);
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when a customer rates a stay they had, then the review is stored, verified, and the villa rating follows', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const res = await rate(bookingId, 4, { message: 'Lovely pool\nand staff' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Review submitted successfully!');
    expect(res.body.data).toMatchObject({
      bookingId,
      villaId,
      rating: 4,
      message: 'Lovely pool\nand staff',
      verified: true,
      helpfulCount: 0,
      author: { name: 'Nok S.', profileImage: null },
      createdAt: TEST_NOW.toISOString(),
    });
    expect(res.body.data._id).toBe(res.body.data.id);
    expect(await villaCard(villaId)).toEqual({ rating: 4, reviews: 1 });
  });

  it("when the spec's client also sends villaId, contactId and username, then they are ignored", async () => {
    const villaId = await insertVilla(app.knex);
    const other = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const res = await rate(bookingId, 5, { villaId: other, contactId: 'someone-else', username: '66812345678', message: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.villaId).toBe(villaId);
    expect(await app.knex('reviews').where({ booking_id: bookingId }).first('customer_id', 'villa_id')).toEqual({ customer_id: guest.id, villa_id: villaId });
  });

  it('when the same booking is rated again, then the one review is updated and the villa rating changes', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const first = await rate(bookingId, 5, { message: 'Perfect' });
    expect(await villaCard(villaId)).toEqual({ rating: 5, reviews: 1 });

    now = new Date(TEST_NOW.getTime() + 3_600_000);
    const second = await rate(bookingId, 2, { message: 'The air conditioning broke' });
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data).toMatchObject({ rating: 2, message: 'The air conditioning broke', createdAt: TEST_NOW.toISOString(), updatedAt: now.toISOString() });
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await villaCard(villaId)).toEqual({ rating: 2, reviews: 1 });
  });

  it('when a second rating comes without a message, then the message already written stays', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    await rate(bookingId, 3, { message: 'Fine' });
    const res = await rate(bookingId, 4);
    expect(res.body.data).toMatchObject({ rating: 4, message: 'Fine' });
  });

  it('when several guests rate a villa, then its rating is their average to 1 decimal and its review count theirs', async () => {
    const villaId = await insertVilla(app.knex);
    const others = [await app.signInCustomer(), await app.signInCustomer()];
    await rate(await pastStay(villaId, guest.id), 5);
    await rate(await pastStay(villaId, others[0]!.id), 4, {}, others[0]!.cookie);
    await rate(await pastStay(villaId, others[1]!.id), 4, {}, others[1]!.cookie);
    // (5 + 4 + 4) / 3 = 4.333...
    expect(await villaCard(villaId)).toEqual({ rating: 4.3, reviews: 3 });
    // A NUMERIC column reads as Postgres's exact decimal text (db/knex.ts).
    expect(await app.knex('villas').where({ id: villaId }).first('rating', 'review_count')).toEqual({ rating: '4.3', review_count: 3 });
  });

  it("when a customer rates another customer's booking, a booking with no customer, or an unknown id, then 404", async () => {
    const villaId = await insertVilla(app.knex);
    const other = await app.signInCustomer();
    const theirs = await pastStay(villaId, other.id);
    const staffBooking = await insertBooking(app.knex, villaId, '2024-03-01', '2024-03-03', 'completed');
    for (const bookingId of [theirs, staffBooking, '3f1c1d6e-8f7a-4c55-9d47-2f0f1e0c9a11']) {
      const res = await rate(bookingId, 1, { message: 'Not my stay' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Booking not found');
    }
    expect(await app.knex('reviews').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await villaCard(villaId)).toEqual({ rating: 0, reviews: 0 });
  });

  it('when the booking is cancelled, then 400 and no review', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id, 'cancelled');
    const res = await rate(bookingId, 5);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A cancelled stay cannot be rated');
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when the stay checks in today with payment pending, then 400 and no review; during the stay and on the check-out morning still 400; after the check-out time, accepted and verified', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await insertBooking(app.knex, villaId, '2026-06-01', '2026-06-03', 'confirmed', guest.id);
    const today = await rate(bookingId, 5, { message: 'Not there yet' });
    expect(today.status).toBe(400);
    expect(today.body).toEqual({
      error: 'You can rate a stay once you have checked out',
      code: 'review.notFinished',
      details: [{ path: 'bookingId', message: 'You can rate a stay once you have checked out', code: 'review.notFinished' }],
    });
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await villaCard(villaId)).toEqual({ rating: 0, reviews: 0 });

    now = new Date('2026-06-02T05:00:00Z');
    expect((await rate(bookingId, 5)).status).toBe(400);

    // 2026-06-03 00:00 and 10:59 on the island: check-out day, but the guest may still be in the villa (check-out 11:00).
    for (const when of ['2026-06-02T17:00:00Z', '2026-06-03T03:59:00Z']) {
      now = new Date(when);
      expect((await rate(bookingId, 5)).status, when).toBe(400);
    }
    expect(await app.knex('reviews').where({ booking_id: bookingId }).count({ n: '*' }).first()).toEqual({ n: 0 });

    now = new Date('2026-06-03T04:00:00Z');
    const after = await rate(bookingId, 5);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ rating: 5, verified: true });
  });

  it('the check-out time is on the island clock: 11:00 in Bangkok is 04:00 UTC', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await insertBooking(app.knex, villaId, '2026-05-29', '2026-06-01', 'confirmed', guest.id);
    // 2026-05-31 17:30 UTC is 00:30 on 2026-06-01 in Bangkok: check-out day, before check-out time.
    now = new Date('2026-05-31T17:30:00Z');
    expect((await rate(bookingId, 4)).status).toBe(400);
    now = new Date('2026-06-01T03:30:00Z');
    expect((await rate(bookingId, 4)).status).toBe(400);
    now = new Date('2026-06-01T04:30:00Z');
    expect((await rate(bookingId, 4)).status).toBe(200);
  });

  it("when the site's check-out time is 13:00, then a stay can be rated from 13:00 on the check-out day", async () => {
    await writeCached(app.knex, 'site-settings:en', { islandName: 'Koh Samui', checkInTime: '14:00', checkOutTime: '13:00' }, TEST_NOW);
    try {
      const villaId = await insertVilla(app.knex);
      const bookingId = await insertBooking(app.knex, villaId, '2026-05-29', '2026-06-01', 'confirmed', guest.id);
      // 12:30 on the island: past the default 11:00, not past the site's 13:00.
      now = new Date('2026-06-01T05:30:00Z');
      expect((await rate(bookingId, 4)).status).toBe(400);
      now = new Date('2026-06-01T06:00:00Z');
      expect((await rate(bookingId, 4)).status).toBe(200);
    } finally {
      // The last time read is kept while nothing is cached: leave the default behind.
      await writeCached(app.knex, 'site-settings:en', { islandName: 'Koh Samui', checkInTime: '14:00', checkOutTime: '11:00' }, TEST_NOW);
    }
  });

  it('when the booking is still pending (not confirmed), then 400 even after its dates', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await insertBooking(app.knex, villaId, '2026-05-01', '2026-05-03', 'pending', guest.id);
    const res = await rate(bookingId, 5);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Only a confirmed stay can be rated');
  });

  it('when a reviewed stay is cancelled afterwards by staff, then its review is no longer shown as verified', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const written = await rate(bookingId, 5, { message: 'Great' });
    expect(written.body.data.verified).toBe(true);
    await app.knex('bookings').where({ id: bookingId }).update({ status: 'cancelled' });
    expect((await app.request(`/api/villa/booking/rate/${written.body.data.id}`)).body.data.verified).toBe(false);
    expect((await app.request(`/api/villa/booking/rate/villa/${villaId}`)).body.data[0].verified).toBe(false);
  });

  it('when the rating is missing, out of range or not whole, or the message too long, then 400 names the field', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const missing = await app.request('/api/villa/booking/rate', { method: 'POST', cookie: guest.cookie, json: { bookingId } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'rating', message: 'Please select a rating first', code: 'validation.required' }]);
    for (const rating of [0, 6, 3.5]) {
      const res = await rate(bookingId, rating);
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('rating');
    }
    const long = await rate(bookingId, 4, { message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.details[0].path).toBe('message');
    expect((await rate(bookingId, 4, { message: 'x'.repeat(500) })).status).toBe(200);
    const badId = await rate('not-a-uuid', 4);
    expect(badId.status).toBe(400);
    expect(badId.body.details[0].path).toBe('bookingId');
  });
});

describe('GET /api/villa/booking/rate/:id', () => {
  it('when asked by review id or by booking id, then the same review; an unknown id is 404', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const written = await rate(bookingId, 5, { message: 'Wonderful' });
    const byReview = await app.request(`/api/villa/booking/rate/${written.body.data.id}`);
    const byBooking = await app.request(`/api/villa/booking/rate/${bookingId}`);
    expect(byReview.status).toBe(200);
    expect(byReview.body.data).toMatchObject({ id: written.body.data.id, villaId, rating: 5, message: 'Wonderful', verified: true });
    expect(byBooking.body).toEqual(byReview.body);

    const unknown = await app.request('/api/villa/booking/rate/3f1c1d6e-8f7a-4c55-9d47-2f0f1e0c9a11');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Review not found');
    expect((await app.request('/api/villa/booking/rate/not-a-uuid')).status).toBe(400);
  });
});

describe('GET /api/villa/booking/rate/villa/:id', () => {
  /** A villa with four reviews by four guests, an hour apart: ratings 5, 3, 5, 1 (oldest first). */
  async function reviewedVilla() {
    const villaId = await insertVilla(app.knex);
    const ids: string[] = [];
    const guests = [guest, await app.signInCustomer({ firstName: 'Anna' }), await app.signInCustomer({ firstName: 'Ben' }), await app.signInCustomer({ firstName: 'Chai' })];
    for (const [i, rating] of [5, 3, 5, 1].entries()) {
      now = new Date(TEST_NOW.getTime() + i * 3_600_000);
      const g = guests[i]!;
      const res = await rate(await pastStay(villaId, g.id), rating, { message: `review ${i}` }, g.cookie);
      ids.push(res.body.data.id);
    }
    return { villaId, ids, guests };
  }

  it('when a villa has reviews, then newest first with author, date and a summary of all of them', async () => {
    const { villaId, ids } = await reviewedVilla();
    const res = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toMatchObject({ rating: 1, message: 'review 3', verified: true, helpfulCount: 0, author: { name: 'Chai S.', profileImage: null } });
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, total: 4 });
    expect(res.body.summary).toEqual({ average: 3.5, total: 4, breakdown: { '5': 2, '4': 0, '3': 1, '2': 0, '1': 1 } });
  });

  it('when the reviews are listed, then no phone or email of any author is in the answer', async () => {
    const { villaId, guests } = await reviewedVilla();
    const res = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
    const text = JSON.stringify(res.body);
    for (const g of guests) {
      expect(text).not.toContain(g.phone);
      expect(text).not.toContain(g.phone.slice(1));
      expect(text).not.toContain(g.id);
    }
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('Srisuk');
  });

  it('when an author has a profile image, then the review carries its URL', async () => {
    const villaId = await insertVilla(app.knex);
    const [image] = await app
      .knex('customer_images')
      .insert({ content_type: 'image/png', data: Buffer.from([1, 2, 3]) })
      .returning('id');
    const imageId = (image as { id: string }).id;
    await app.knex('customers').where({ id: guest.id }).update({ profile_image_id: imageId });
    await rate(await pastStay(villaId, guest.id), 5);
    const res = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
    expect(res.body.data[0].author.profileImage).toBe(`/api/customer/images/${imageId}`);
  });

  it('when sorted by rating or by helpful votes, then the order follows; a stars filter keeps only that rating', async () => {
    const { villaId, ids } = await reviewedVilla();
    const byRating = await app.request(`/api/villa/booking/rate/villa/${villaId}?sort=rating`);
    // Equal ratings: newest first.
    expect(byRating.body.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0], ids[1], ids[3]]);

    await app.request(`/api/villa/booking/rate/${ids[1]}/helpful`, { method: 'POST' });
    await app.request(`/api/villa/booking/rate/${ids[1]}/helpful`, { method: 'POST' });
    await app.request(`/api/villa/booking/rate/${ids[0]}/helpful`, { method: 'POST' });
    const byHelpful = await app.request(`/api/villa/booking/rate/villa/${villaId}?sort=helpful`);
    expect(byHelpful.body.data.map((r: { id: string; helpfulCount: number }) => [r.id, r.helpfulCount])).toEqual([
      [ids[1], 2],
      [ids[0], 1],
      [ids[3], 0],
      [ids[2], 0],
    ]);

    const fives = await app.request(`/api/villa/booking/rate/villa/${villaId}?stars=5`);
    expect(fives.body.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0]]);
    expect(fives.body.total).toBe(2);
    // The summary still covers every review.
    expect(fives.body.summary.total).toBe(4);
  });

  it('when paged, then each page holds limit reviews and totalPages counts them', async () => {
    const { villaId, ids } = await reviewedVilla();
    const page2 = await app.request(`/api/villa/booking/rate/villa/${villaId}?page=2&limit=3`);
    expect(page2.body).toMatchObject({ page: 2, totalPages: 2, total: 4 });
    expect(page2.body.data.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
  });

  it('when the query is invalid, then 400', async () => {
    const villaId = await insertVilla(app.knex);
    for (const query of ['limit=101', 'limit=0', 'stars=6', 'stars=abc', 'sort=best', 'page=0']) {
      const res = await app.request(`/api/villa/booking/rate/villa/${villaId}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  /** Four reviews an hour apart (oldest first): Nok 5 'Lovely pool and garden', Anna 3, Ben 4 'The pool was warm', Chai 1. */
  async function searchableVilla() {
    const villaId = await insertVilla(app.knex);
    const authors = [guest, await app.signInCustomer({ firstName: 'Anna' }), await app.signInCustomer({ firstName: 'Ben' }), await app.signInCustomer({ firstName: 'Chai' })];
    const written: [number, string][] = [
      [5, 'Lovely pool and garden'],
      [3, 'Noisy road at night'],
      [4, 'The pool was warm'],
      [1, 'Broken air conditioning, 100% disappointed'],
    ];
    const ids: string[] = [];
    for (const [i, [rating, message]] of written.entries()) {
      now = new Date(TEST_NOW.getTime() + i * 3_600_000);
      const author = authors[i]!;
      ids.push((await rate(await pastStay(villaId, author.id), rating, { message }, author.cookie)).body.data.id);
    }
    now = TEST_NOW;
    return { villaId, ids };
  }
  const idsOf = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id);

  it('when searched with q or search, then only reviews whose text or shown author name match, newest first', async () => {
    const { villaId, ids } = await searchableVilla();
    const pool = await app.request(`/api/villa/booking/rate/villa/${villaId}?q=POOL`);
    expect(pool.status).toBe(200);
    expect(idsOf(pool)).toEqual([ids[2], ids[0]]);
    expect(pool.body.total).toBe(2);
    // The summary still covers every review.
    expect(pool.body.summary.total).toBe(4);
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?search=anna`))).toEqual([ids[1]]);
    // A % typed by a person is a literal %, not a wildcard.
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?q=${encodeURIComponent('100%')}`))).toEqual([ids[3]]);
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?q=${encodeURIComponent('1%')}`))).toEqual([]);
    // Authors are shown as "Nok S.": the rest of a last name is not searchable either.
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?q=Srisuk`))).toEqual([]);
  });

  it('when several star values are asked for, then reviews with any of them; as a list or as repeated parameters', async () => {
    const { villaId, ids } = await searchableVilla();
    const high = await app.request(`/api/villa/booking/rate/villa/${villaId}?stars=5,4`);
    expect(idsOf(high)).toEqual([ids[2], ids[0]]);
    expect(high.body.total).toBe(2);
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?stars=5&stars=1`))).toEqual([ids[3], ids[0]]);
    expect(idsOf(await app.request(`/api/villa/booking/rate/villa/${villaId}?stars=4,5&q=garden`))).toEqual([ids[0]]);
  });

  it('when sorted oldest, newest, by rating or helpful votes with sortOrder, then the order follows', async () => {
    const { villaId, ids } = await searchableVilla();
    const list = (query: string) => app.request(`/api/villa/booking/rate/villa/${villaId}?${query}`).then(idsOf);
    expect(await list('sort=oldest')).toEqual(ids);
    expect(await list('sort=newest')).toEqual([...ids].reverse());
    expect(await list('sort=newest&sortOrder=asc')).toEqual(ids);
    expect(await list('sort=oldest&sortOrder=desc')).toEqual([...ids].reverse());
    expect(await list('sort=rating&sortOrder=asc')).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect(await list('sort=rating&sortOrder=desc')).toEqual([ids[0], ids[2], ids[1], ids[3]]);
    await app.request(`/api/villa/booking/rate/${ids[1]}/helpful`, { method: 'POST' });
    await app.request(`/api/villa/booking/rate/${ids[1]}/helpful`, { method: 'POST' });
    await app.request(`/api/villa/booking/rate/${ids[3]}/helpful`, { method: 'POST' });
    // Equal keys stay newest first.
    expect(await list('sort=helpful&sortOrder=asc')).toEqual([ids[2], ids[0], ids[3], ids[1]]);
  });

  it('when a search, star list or sort is not valid, then 400 names the field', async () => {
    const villaId = await insertVilla(app.knex);
    for (const [query, field] of [
      ['stars=5,6', 'stars'],
      ['stars=5,x', 'stars'],
      ['stars=0', 'stars'],
      ['stars=4.5', 'stars'],
      ['sortOrder=up', 'sortOrder'],
      ['sort=best', 'sort'],
      [`q=${'x'.repeat(101)}`, 'q'],
      [`search=${encodeURIComponent('a\u0000b')}`, 'search'],
    ] as const) {
      const res = await app.request(`/api/villa/booking/rate/villa/${villaId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.details[0].path.split('.')[0], query).toBe(field);
    }
  });

  it('when a villa has no reviews, then an empty page and a zero summary', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
    expect(res.body).toEqual({ data: [], page: 1, totalPages: 1, total: 0, summary: { average: 0, total: 0, breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } } });
  });

  it('when the villa is not public or unknown, then 404', async () => {
    const inactive = await insertVilla(app.knex, { isActive: false });
    for (const villaId of [inactive, 'no-such-villa']) {
      const res = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Villa not found');
    }
  });
});

describe('GET /api/villa/reviews/all', () => {
  it('when reviews exist, then every one is listed with only its villa and rating', async () => {
    const villaId = await insertVilla(app.knex);
    await rate(await pastStay(villaId, guest.id), 3, { message: 'secret words' });
    const res = await app.request('/api/villa/reviews/all');
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((r: { villaId: string }) => r.villaId === villaId);
    expect(mine).toEqual([{ villaId, rating: 3 }]);
    expect(JSON.stringify(res.body)).not.toContain('secret words');
  });
});

describe('POST /api/villa/booking/rate/:id/helpful', () => {
  async function aReview(): Promise<string> {
    const villaId = await insertVilla(app.knex);
    const res = await rate(await pastStay(villaId, guest.id), 5);
    return res.body.data.id;
  }

  it('when an anonymous visitor votes, then it counts once and a signed HttpOnly SameSite=Lax visitor cookie remembers them', async () => {
    const reviewId = await aReview();
    const first = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ helpfulCount: 1, counted: true });
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('islandstay_visitor='));
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).toMatch(/max-age|expires=/i);
    expect(first.headers.getSetCookie().some((c) => c.startsWith('islandstay_visitor.sig='))).toBe(true);

    const cookie = cookieFrom(first.headers);
    const again = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', cookie });
    expect(again.body).toEqual({ helpfulCount: 1, counted: false });
    expect(again.headers.getSetCookie()).toEqual([]);

    // Another visitor (no cookie) counts.
    const stranger = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST' });
    expect(stranger.body).toEqual({ helpfulCount: 2, counted: true });
    expect(await app.knex('review_helpful_votes').where({ review_id: reviewId }).count({ n: '*' }).first()).toEqual({ n: 2 });
  });

  it('when a visitor forges the visitor cookie, then it is not trusted and they vote as a new visitor', async () => {
    const reviewId = await aReview();
    const first = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST' });
    const forged = cookieFrom(first.headers).replace(/islandstay_visitor=[^;]+/, 'islandstay_visitor=forgedforgedforgedforged');
    const res = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', cookie: forged });
    expect(res.body).toEqual({ helpfulCount: 2, counted: true });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('islandstay_visitor='))).toBe(true);
  });

  it('when a signed-in customer votes twice, then it counts once, as the customer', async () => {
    const reviewId = await aReview();
    const voter = await app.signInCustomer();
    const first = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', cookie: voter.cookie });
    const second = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', cookie: voter.cookie });
    expect(first.body).toEqual({ helpfulCount: 1, counted: true });
    expect(second.body).toEqual({ helpfulCount: 1, counted: false });
    expect(first.headers.getSetCookie().some((c) => c.startsWith('islandstay_visitor='))).toBe(false);
    const stored = await app.knex('review_helpful_votes').where({ review_id: reviewId }).pluck('voter');
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(voter.id);
    const shown = await app.request(`/api/villa/booking/rate/${reviewId}`);
    expect(shown.body.data.helpfulCount).toBe(1);
  });

  describe('seen from several addresses (behind the trusted proxy)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ clock: () => now, env: { TRUST_PROXY: 'true' } });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    /** A review in the proxied app with `helpful` votes already counted. */
    async function aProxiedReview(helpful = 0): Promise<string> {
      const author = await proxied.signInCustomer();
      const villaId = await insertVilla(proxied.knex);
      const bookingId = await insertBooking(proxied.knex, villaId, '2025-03-01', '2025-03-03', 'completed', author.id);
      const res = await proxied.request('/api/villa/booking/rate', { method: 'POST', cookie: author.cookie, json: { bookingId, rating: 5 } });
      await proxied.knex('reviews').where({ id: res.body.data.id }).update({ helpful_count: helpful });
      return res.body.data.id;
    }
    const vote = (reviewId: string, ip: string, cookie?: string) => proxied.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', cookie, headers: { 'x-forwarded-for': ip } });
    const helpfulCount = async (reviewId: string) => (await proxied.knex('reviews').where({ id: reviewId }).first('helpful_count')).helpful_count;

    it('when 44 posts without a cookie come from one address, then 3 count that day and the rest answer 200 uncounted; another address, a signed-in customer and the next day still count', async () => {
      const reviewId = await aProxiedReview(9);
      const answers = await Promise.all(Array.from({ length: 44 }, () => vote(reviewId, '203.0.113.7')));
      expect(answers.map((a) => a.status)).toEqual(Array(44).fill(200));
      expect(answers.filter((a) => a.body.counted)).toHaveLength(3);
      expect(await helpfulCount(reviewId)).toBe(12);

      expect((await vote(reviewId, '198.51.100.20')).body).toEqual({ helpfulCount: 13, counted: true });
      const customer = await proxied.signInCustomer();
      expect((await vote(reviewId, '203.0.113.7', customer.cookie)).body).toEqual({ helpfulCount: 14, counted: true });

      now = new Date(TEST_NOW.getTime() + 86_400_000 + 1_000);
      expect((await vote(reviewId, '203.0.113.7')).body).toEqual({ helpfulCount: 15, counted: true });
    });

    it('when one address collects visitor cookies and votes with each, then they share the address allowance', async () => {
      const farm = await aProxiedReview();
      const target = await aProxiedReview();
      const cookies: string[] = [];
      for (let i = 0; i < 10; i++) cookies.push(cookieFrom((await vote(farm, '203.0.113.8')).headers));
      expect(new Set(cookies).size).toBe(10);
      const answers = await Promise.all(cookies.map((cookie) => vote(target, '203.0.113.8', cookie)));
      expect(answers.filter((a) => a.body.counted)).toHaveLength(3);
      expect(await helpfulCount(target)).toBe(3);
      expect(await helpfulCount(farm)).toBe(3);
    });

    it('when anonymous votes come from many addresses of one IPv6 /64, then they share one allowance', async () => {
      const reviewId = await aProxiedReview();
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => vote(reviewId, `2001:db8:5:7::${(i + 1).toString(16)}`)));
      expect(answers.filter((a) => a.body.counted)).toHaveLength(3);
      expect((await vote(reviewId, '2001:db8:5:8::1')).body.counted).toBe(true);
    });

    it('stores voters and addresses only as keyed hashes, and forgets the address once the day is over', async () => {
      const reviewId = await aProxiedReview();
      const customer = await proxied.signInCustomer();
      const anonymous = await vote(reviewId, '203.0.113.9');
      const visitorId = /islandstay_visitor=([^;]+)/.exec(cookieFrom(anonymous.headers))?.[1] ?? '';
      expect(visitorId).not.toBe('');
      await vote(reviewId, '203.0.113.9', customer.cookie);
      const rows = await proxied.knex('review_helpful_votes').where({ review_id: reviewId });
      expect(rows).toHaveLength(2);
      const stored = JSON.stringify(rows);
      for (const secret of [visitorId, customer.id, '203.0.113.9']) expect(stored).not.toContain(secret);

      now = new Date(TEST_NOW.getTime() + 86_400_000 + 1_000);
      await vote(await aProxiedReview(), '198.51.100.30');
      const kept = await proxied.knex('review_helpful_votes').where({ review_id: reviewId }).whereNotNull('address_hash').count({ n: '*' }).first();
      expect(kept).toEqual({ n: 0 });
    });
  });

  it('when the review does not exist, then 404 and no visitor cookie', async () => {
    const res = await app.request('/api/villa/booking/rate/3f1c1d6e-8f7a-4c55-9d47-2f0f1e0c9a11/helpful', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Review not found');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('when the CSRF header is missing, then 403 and the vote is not counted', async () => {
    const reviewId = await aReview();
    const res = await app.request(`/api/villa/booking/rate/${reviewId}/helpful`, { method: 'POST', csrf: false });
    expect(res.status).toBe(403);
    expect(await app.knex('reviews').where({ id: reviewId }).first('helpful_count')).toEqual({ helpful_count: 0 });
  });
});

describe("a villa's rating and review count", () => {
  it('when reviews are written, re-rated or deleted by any path (straight SQL, a deleted customer or booking), then the villa card is their average and count', async () => {
    const villaId = await insertVilla(app.knex);
    const other = await app.signInCustomer();
    const mine = await pastStay(villaId, guest.id);
    const theirs = await pastStay(villaId, other.id);
    // As the demo seed writes them: one insert of several reviews, no service in between.
    await app.knex('reviews').insert([
      { booking_id: mine, villa_id: villaId, customer_id: guest.id, rating: 5, message: 'Great', created_at: TEST_NOW, updated_at: TEST_NOW },
      { booking_id: theirs, villa_id: villaId, customer_id: other.id, rating: 2, message: 'Meh', created_at: TEST_NOW, updated_at: TEST_NOW },
    ]);
    expect(await villaCard(villaId)).toEqual({ rating: 3.5, reviews: 2 });

    await app.knex('reviews').where({ booking_id: theirs }).update({ rating: 4 });
    expect(await villaCard(villaId)).toEqual({ rating: 4.5, reviews: 2 });

    await app.knex('customers').where({ id: other.id }).delete();
    expect(await villaCard(villaId)).toEqual({ rating: 5, reviews: 1 });

    await app.knex('bookings').where({ id: mine }).delete();
    expect(await villaCard(villaId)).toEqual({ rating: 0, reviews: 0 });
  });

  it('when a villa carries a made-up figure, then its first review replaces it with the real one', async () => {
    const villaId = await insertVilla(app.knex, { rating: 4.9, reviewCount: 45 });
    await rate(await pastStay(villaId, guest.id), 3);
    expect(await villaCard(villaId)).toEqual({ rating: 3, reviews: 1 });
    const page = await app.request(`/api/villa/booking/rate/villa/${villaId}`);
    expect(page.body.summary).toMatchObject({ average: 3, total: 1 });
  });

  it('when two guests rate the same villa at the same moment, then both count', async () => {
    const villaId = await insertVilla(app.knex);
    const other = await app.signInCustomer();
    const [a, b] = [await pastStay(villaId, guest.id), await pastStay(villaId, other.id)];
    const results = await Promise.all([rate(a, 5), rate(b, 2, {}, other.cookie)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await villaCard(villaId)).toEqual({ rating: 3.5, reviews: 2 });
  });

  it('when a review is voted helpful or its message changes, then the villa figures stay', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await pastStay(villaId, guest.id);
    const review = await rate(bookingId, 4, { message: 'Good' });
    await app.request(`/api/villa/booking/rate/${review.body.data.id}/helpful`, { method: 'POST' });
    await rate(bookingId, 4, { message: 'Good, quiet' });
    expect(await villaCard(villaId)).toEqual({ rating: 4, reviews: 1 });
  });
});
