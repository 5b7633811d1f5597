import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVilla } from './helpers/fixtures.ts';
import { cookieFrom, createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let now = TEST_NOW.getTime();

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(now) });
});
afterAll(async () => {
  await app.close();
});

describe('the customer journey, signing in for real', () => {
  it('sends a code, verifies it, completes the profile, books, sees the booking, rates the stay and changes the rating', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Journey Villa', basePrice: 120 });
    const phone = { countryCode: '+66', phone: '0899999999' };

    // 1. Ask for a code; read it from the development outbox, as a developer would.
    expect((await app.request('/api/send-otp', { method: 'POST', json: phone })).status).toBe(200);
    const outbox = await app.request('/api/dev/outbox?phone=%2B66899999999');
    const code = /\d{6}/.exec(outbox.body.messages[0].body)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    // 2. Verify: a new customer, signed in by cookie.
    const verified = await app.request('/api/verify-otp', { method: 'POST', json: { ...phone, otp: code } });
    expect(verified.body).toMatchObject({ isVerified: true, customerExists: false });
    let cookie = cookieFrom(verified.headers);
    expect(cookie).toContain('islandstay_session=');

    // 3. Complete Your Info.
    const info = await app.request('/api/create-customer', { method: 'POST', cookie, json: { firstName: 'Ploy', lastName: 'Sukjai', email: 'ploy@example.com' } });
    expect(info.body.data).toMatchObject({ name: 'Ploy Sukjai', profileComplete: true, phone: '+66899999999' });

    // 4. Book three nights; the server prices them.
    const quote = await app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn: '2026-06-15', checkOut: '2026-06-18' } });
    const booked = await app.request('/api/bookings', { method: 'POST', cookie, json: { villaId, checkIn: '2026-06-15', checkOut: '2026-06-18', guests: 2 } });
    expect(booked.status).toBe(201);
    expect(booked.body.data.totalPrice).toBe(quote.body.totalPrice);
    expect(booked.body.data.customerInfo).toEqual({ name: 'Ploy Sukjai', email: 'ploy@example.com', phone: '+66899999999' });
    const bookingId = booked.body.data.id;

    // 5. My bookings shows it, unrated.
    const mine = await app.request('/api/customer/bookings', { cookie });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ id: bookingId, villa: { name: 'Journey Villa' }, review: null });

    // 6. Rating before the stay is over is refused; after check-out it is accepted.
    const early = await app.request('/api/villa/booking/rate', { method: 'POST', cookie, json: { bookingId, rating: 5, message: 'Lovely' } });
    expect(early.status).toBe(400);
    now = new Date('2026-06-18T12:00:00+07:00').getTime();
    const rated = await app.request('/api/villa/booking/rate', { method: 'POST', cookie, json: { bookingId, rating: 5, message: 'Lovely pool' } });
    expect(rated.status).toBe(200);
    expect((await app.request(`/api/villas/${villaId}`)).body.data).toMatchObject({ rating: 5, reviews: 1 });

    // 7. A second star click changes the rating of the same booking.
    const changed = await app.request('/api/villa/booking/rate', { method: 'POST', cookie, json: { bookingId, rating: 4, message: 'Lovely pool, noisy road' } });
    expect(changed.status).toBe(200);
    const after = await app.request('/api/customer/bookings', { cookie });
    expect(after.body.data[0].review).toMatchObject({ rating: 4, message: 'Lovely pool, noisy road' });
    expect((await app.request(`/api/villas/${villaId}`)).body.data).toMatchObject({ rating: 4, reviews: 1 });

    // 8. Sign out: the cookie no longer opens my bookings.
    const out = await app.request('/api/auth/logout', { method: 'POST', cookie });
    cookie = cookieFrom(out.headers, cookie);
    expect((await app.request('/api/customer/bookings', { cookie })).status).toBe(401);
  });
});
