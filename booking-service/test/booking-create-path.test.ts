import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The guest booking's path in few round trips: priced from the catalog held in memory when it is
 * current, from the rows when a write just moved the catalog on; an Idempotency-Key claimed by
 * one insert, and taken over once it is older than 24 hours.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
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
