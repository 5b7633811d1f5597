import fc from 'fast-check';
import { addDays } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertBlock, insertBooking, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * The guest booking's path in few round trips: priced from the catalog held in memory when it is
 * current, from the rows when a write just moved the catalog on; an Idempotency-Key claimed by
 * one insert, and taken over once it is older than 24 hours.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '10000' } });
});
afterAll(async () => {
  await app.close();
});

describe('booking prices from the catalog in memory', () => {
  it('when a villa’s price changes just before a booking, then the booking is priced at the new price', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    await setPricingRules(app.knex, villaId, { minimumNights: 1 });
    const guest = await app.signInCustomer({ firstName: 'Nok' });
    // Tuesday nights: no weekend price.
    const first = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-07', '2026-07-08') });
    expect(first.status).toBe(201);
    expect(first.body.data.pricePerNight).toBe(100);

    // A write bumps the catalog version; the catalog held in memory is now behind it.
    await app.knex('villas').where({ id: villaId }).update({ base_price: 150 });
    const second = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-14', '2026-07-15') });
    expect(second.status).toBe(201);
    expect(second.body.data.pricePerNight).toBe(150);

    await app.knex('villas').where({ id: villaId }).update({ is_active: false });
    const hidden = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-21', '2026-07-22') });
    expect(hidden.status).toBe(404);
  });
});

describe('idempotency keys', () => {
  it('when a key is reused within 24 hours, then its first answer is replayed; once older, then it books anew', async () => {
    const villaId = await insertVilla(app.knex);
    await setPricingRules(app.knex, villaId, { minimumNights: 1 });
    const guest = await app.signInCustomer({ firstName: 'Nok' });
    const key = `key-${Date.now()}`;
    const book = (checkIn: string, checkOut: string) =>
      app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, headers: { 'idempotency-key': key }, json: bookingRequest(villaId, checkIn, checkOut) });

    const first = await book('2026-08-04', '2026-08-05');
    expect(first.status).toBe(201);
    const replay = await book('2026-08-04', '2026-08-05');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect((await book('2026-08-11', '2026-08-12')).status).toBe(422);

    await app
      .knex('idempotency_keys')
      .where({ key })
      .update({ created_at: app.knex.raw(`now() - interval '25 hours'`) });
    const anew = await book('2026-08-11', '2026-08-12');
    expect(anew.status).toBe(201);
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
    expect(anew.body.id).not.toBe(first.body.id);
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 2 });
  });
});

describe('the villa lock taken by the first statement', () => {
  it('when a villa the catalog in memory does not hold yet is booked by its slug and by its id at once, then exactly one booking holds the nights', async () => {
    // A first booking loads the catalog; the villa below comes after it.
    const loaded = await insertVilla(app.knex);
    await setPricingRules(app.knex, loaded, { minimumNights: 1 });
    const first = await app.signInCustomer();
    expect((await app.request('/api/bookings', { method: 'POST', cookie: first.cookie, json: bookingRequest(loaded, '2026-07-07', '2026-07-08') })).status).toBe(201);

    const villaId = await insertVilla(app.knex, { name: `Slug test ${Date.now()}` });
    await setPricingRules(app.knex, villaId, { minimumNights: 1 });
    const { slug } = await app.knex('villas').where({ id: villaId }).first('slug');
    const guests = await Promise.all(Array.from({ length: 10 }, () => app.signInCustomer()));
    const answers = await Promise.all(
      guests.map((guest, i) => app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(i % 2 ? villaId : slug, i % 3 ? '2026-07-14' : '2026-07-15', '2026-07-17') })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.status === 201)?.body.data.villaId).toBe(villaId);
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});

describe('taken nights refused before the transaction', () => {
  const day = (n: number) => addDays(TEST_TODAY, 30 + n);
  const book = (cookie: string, villaId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    app.request('/api/bookings', { method: 'POST', cookie, headers, json: bookingRequest(villaId, checkIn, checkOut, extra) });

  it('when bookings and blocks of any layout hold nights, then a customer is refused exactly when and as the transaction refuses staff (the taken dates the same)', async () => {
    const admin = await app.sessionCookie('admin', 'admin-1');
    const layout = fc.array(fc.record({ start: fc.integer({ min: 0, max: 12 }), nights: fc.integer({ min: 1, max: 4 }), block: fc.boolean() }), { maxLength: 5 });
    const stays = fc.array(fc.record({ start: fc.integer({ min: 0, max: 14 }), nights: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(layout, stays, async (held, asked) => {
        const villaId = await insertVilla(app.knex);
        await setPricingRules(app.knex, villaId, { minimumNights: 1 });
        const booked: [number, number][] = [];
        for (const h of held) {
          if (h.block) await insertBlock(app.knex, villaId, day(h.start), day(h.start + h.nights));
          else if (booked.every(([a, b]) => h.start + h.nights <= a || h.start >= b)) {
            booked.push([h.start, h.start + h.nights]);
            await insertBooking(app.knex, villaId, day(h.start), day(h.start + h.nights));
          }
        }
        for (const stay of asked) {
          const [checkIn, checkOut] = [day(stay.start), day(stay.start + stay.nights)];
          // The guest sees the stay's price first, as on the villa page: the index is read then.
          expect((await app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } })).status).toBe(200);
          const guest = await app.signInCustomer();
          const mine = await book(guest.cookie, villaId, checkIn, checkOut);
          if (mine.status === 201) continue;
          expect(mine.status).toBe(409);
          const staff = await book(admin, villaId, checkIn, checkOut);
          expect(staff.status).toBe(409);
          const { checkIn: heldIn, checkOut: heldOut } = staff.body.conflictingBooking;
          expect(mine.body.conflictingBooking).toEqual({ checkIn: heldIn, checkOut: heldOut });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('when the nights are taken and something a guest fixes first is wrong too, then that is what the customer is told', async () => {
    const villaId = await insertVilla(app.knex, { guests: 4 });
    await setPricingRules(app.knex, villaId, { minimumNights: 3 });
    await insertBooking(app.knex, villaId, day(0), day(10));
    const guest = await app.signInCustomer();
    expect((await book(guest.cookie, villaId, day(2), day(5), { guests: 6 })).body.code).toBe('booking.tooManyGuests');
    expect((await book(guest.cookie, villaId, day(2), day(3))).body.code).toBe('stay.minStay');
    expect((await book(guest.cookie, villaId, day(2), day(5), { currency: 'XYZ' })).body.code).toBe('currency.unknown');

    // A customer holding the most upcoming bookings is told so before the nights.
    const other = await insertVilla(app.knex);
    await setPricingRules(app.knex, other, { minimumNights: 1 });
    for (const n of [20, 22, 24]) expect((await book(guest.cookie, other, day(n), day(n + 1))).status).toBe(201);
    expect((await book(guest.cookie, villaId, day(2), day(5))).body.code).toBe('booking.upcomingLimit');
  });

  it('when a booking is retried with its Idempotency-Key after its nights were taken by it, then its answer is replayed; a refused key is left free', async () => {
    const villaId = await insertVilla(app.knex);
    await setPricingRules(app.knex, villaId, { minimumNights: 1 });
    const guest = await app.signInCustomer();
    const first = await book(guest.cookie, villaId, day(1), day(3), {}, { 'idempotency-key': 'taken-1' });
    expect(first.status).toBe(201);
    const again = await book(guest.cookie, villaId, day(1), day(3), {}, { 'idempotency-key': 'taken-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const stranger = await app.signInCustomer();
    const refused = await book(stranger.cookie, villaId, day(2), day(4), {}, { 'idempotency-key': 'taken-2' });
    expect(refused.status).toBe(409);
    expect(await app.knex('idempotency_keys').where({ key: 'taken-2' }).count({ n: '*' }).first()).toEqual({ n: 0 });
    // The same key books once the nights are free.
    await app.knex('bookings').where({ id: first.body.id }).update({ status: 'cancelled' });
    expect((await book(stranger.cookie, villaId, day(2), day(4), {}, { 'idempotency-key': 'taken-2' })).status).toBe(201);
  });
});
