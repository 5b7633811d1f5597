import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ poolMax: 20 });
});
afterAll(async () => {
  await app.close();
});

describe('no double booking under concurrency', () => {
  it('when 200 guests book the same nights at the same moment, then exactly one booking is made and 199 get 409', async () => {
    const villaId = await insertVilla(app.knex);
    const guests = await Promise.all(Array.from({ length: 200 }, () => app.signInCustomer()));
    const attempts = guests.map((guest, i) =>
      app.request('/api/bookings', {
        method: 'POST',
        cookie: guest.cookie,
        json: bookingRequest(villaId, '2026-07-10', '2026-07-14', {
          customerInfo: { name: `Guest ${i}`, email: `guest${i}@example.com`, phone: '+66812345678' },
        }),
      }),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const rows = await app.knex('bookings').where({ villa_id: villaId }).whereNot({ status: 'cancelled' });
    expect(rows).toHaveLength(1);
  });

  it('when 200 overlapping stays of different lengths race, then the bookings made never share a night', async () => {
    const villaId = await insertVilla(app.knex);
    const guests = await Promise.all(Array.from({ length: 200 }, () => app.signInCustomer()));
    const attempts = guests.map((guest, i) => {
      const start = 1 + (i % 20);
      const nights = 1 + (i % 4);
      const checkIn = `2026-08-${String(start).padStart(2, '0')}`;
      const checkOut = `2026-08-${String(start + nights).padStart(2, '0')}`;
      return app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, checkIn, checkOut) });
    });
    const results = await Promise.all(attempts);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const rows: { check_in: string; check_out: string }[] = await app.knex('bookings').where({ villa_id: villaId }).orderBy('check_in');
    expect(rows.length).toBeGreaterThan(1);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.check_in >= rows[i - 1]!.check_out).toBe(true);
    }
  });

  it('when the service check is bypassed, then the exclusion constraint still refuses an overlapping booking', async () => {
    const villaId = await insertVilla(app.knex);
    const row = {
      villa_id: villaId, villa_name: 'x', check_in: '2026-09-01', check_out: '2026-09-05', guests: 1, nights: 4,
      price_per_night: 1, subtotal: 4, total_price: 4, villa_currency: 'USD', villa_currency_rate: 1,
      customer_currency: 'USD', currency_rate: 1, customer_to_pay: 4, customer_name: 'a', customer_email: 'a@example.com', customer_phone: '+1',
    };
    await app.knex('bookings').insert({ ...row, reference: 'IS-AAAAAAAA' });
    await expect(app.knex('bookings').insert({ ...row, reference: 'IS-BBBBBBBB', check_in: '2026-09-04', check_out: '2026-09-06' })).rejects.toMatchObject({ code: '23P01' });
  });
});
