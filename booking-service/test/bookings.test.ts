import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setBookingStatus } from '../src/modules/bookings/bookings.repository.ts';
import { writeCached } from '../src/modules/cms-content/cms-content.repository.ts';
import { bookingRequest, insertBlock, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let guest: { id: string; phone: string; cookie: string };

beforeAll(async () => {
  // Every request comes from 127.0.0.1, and this file books more than one address may in an hour.
  app = await createTestApp({ env: { RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '1000' } });
});

/** Each test books as a fresh customer, so the 3-upcoming-bookings rule stays out of the way. */
beforeEach(async () => {
  guest = await app.signInCustomer();
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/bookings', () => {
  it('when a guest books free nights, then the server prices the stay and ignores prices sent by the client', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const res = await app.request('/api/bookings', {
      method: 'POST',
      cookie: guest.cookie,
      json: bookingRequest(villaId, '2026-07-06', '2026-07-13', { totalPrice: 1, pricePerNight: 1, nights: 99 }),
    });
    expect(res.status).toBe(201);
    const booking = res.body.data;
    expect(res.body.id).toBe(booking.id);
    expect(booking.bookingReference).toMatch(/^IS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(booking.nights).toBe(7);
    // 7 nights, no rules: the default 10% weekly discount.
    expect(booking.totalPrice).toBe(630);
    expect(booking.pricePerNight).toBe(90);
    expect(booking.status).toBe('confirmed');
    expect(booking.paymentStatus).toBe('unpaid');
    // Linked to the signed-in customer, with their verified phone.
    expect(booking.customerId).toBe(guest.id);
    expect(booking.customerInfo.phone).toBe(guest.phone);
  });

  it('when nobody is signed in, then 401 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/bookings', { method: 'POST', json: bookingRequest(villaId, '2026-07-06', '2026-07-08') });
    expect(res.status).toBe(401);
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when a customer books without contact details, then their profile supplies them', async () => {
    const villaId = await insertVilla(app.knex);
    const { customerInfo: _ignored, ...body } = bookingRequest(villaId, '2026-07-06', '2026-07-08');
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body });
    expect(res.status).toBe(201);
    expect(res.body.data.customerInfo).toEqual({ name: 'Nok Srisuk', email: 'nok@example.com', phone: guest.phone });
  });

  it('when a customer already holds 3 upcoming bookings, then the 4th is refused with 422', async () => {
    const villaId = await insertVilla(app.knex);
    for (const [checkIn, checkOut] of [
      ['2026-07-01', '2026-07-03'],
      ['2026-07-03', '2026-07-05'],
      ['2026-07-05', '2026-07-07'],
    ]) {
      expect((await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, checkIn!, checkOut!) })).status).toBe(201);
    }
    const fourth = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-10', '2026-07-12') });
    expect(fourth.status).toBe(422);
    expect(fourth.body.error).toBe('You can hold at most 3 upcoming bookings');
    // A past stay does not count, and a cancelled one frees a place.
    const mine: { id: string }[] = await app.knex('bookings').where({ customer_id: guest.id }).select('id');
    await app.knex('bookings').where({ id: mine[0]!.id }).update({ status: 'cancelled' });
    expect((await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-10', '2026-07-12') })).status).toBe(201);
  });

  it('when a display currency is requested, then customerToPay and the rates come from the server', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 3550, currency: 'THB' });
    const res = await app.request('/api/bookings', {
      method: 'POST',
      cookie: guest.cookie,
      json: bookingRequest(villaId, '2026-07-06', '2026-07-08', { currency: 'EUR', customerToPay: 1, currencyRate: 9 }),
    });
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b.totalPrice).toBe(7100);
    expect(b.villaCurrency).toBe('THB');
    expect(b.villaCurrencyRate).toBe(35.5);
    expect(b.customerCurrency).toBe('EUR');
    expect(b.currencyRate).toBe(0.92);
    // 7100 THB / 35.5 * 0.92 = 184 EUR
    expect(b.customerToPay).toBe(184);
  });

  it("when a customer's nights overlap another guest's booking, then 409 in the spec's words with the taken dates only: no reference, status or guest", async () => {
    const villaId = await insertVilla(app.knex);
    const first = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-08-01', '2026-08-05') });
    expect(first.status).toBe(201);
    const stranger = await app.signInCustomer();
    const second = await app.request('/api/bookings', { method: 'POST', cookie: stranger.cookie, json: bookingRequest(villaId, '2026-08-04', '2026-08-06') });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'Villa is not available for selected dates.', code: 'booking.datesUnavailable', conflictingBooking: { checkIn: '2026-08-01', checkOut: '2026-08-05' } });
    expect(JSON.stringify(second.body)).not.toContain(first.body.data.bookingReference);
  });

  it('when staff book over taken nights, then 409 keeps the reference, status and guest', async () => {
    const villaId = await insertVilla(app.knex);
    const first = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-08-10', '2026-08-12') });
    const staff = await app.request('/api/bookings', { method: 'POST', cookie: await app.sessionCookie('admin', 'admin-1'), json: bookingRequest(villaId, '2026-08-11', '2026-08-13') });
    expect(staff.status).toBe(409);
    expect(staff.body).toEqual({
      error: 'Villa is not available for selected dates.',
      code: 'booking.datesUnavailable',
      conflictingBooking: {
        reference: first.body.data.bookingReference,
        checkIn: '2026-08-10',
        checkOut: '2026-08-12',
        status: 'confirmed',
        customer: { name: 'Nok Srisuk', email: 'nok@example.com', phone: guest.phone },
      },
    });
  });

  it("when one stay's check-out is the next stay's check-in, then both succeed", async () => {
    const villaId = await insertVilla(app.knex);
    const a = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-08-01', '2026-08-05') });
    const b = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-08-05', '2026-08-07') });
    const c = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-29', '2026-08-01') });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
  });

  it('when a booking is cancelled, then its nights can be booked again', async () => {
    const villaId = await insertVilla(app.knex);
    const first = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-09-01', '2026-09-04') });
    await app.knex.transaction((trx) => setBookingStatus(trx, first.body.data.id, 'cancelled'));
    const again = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-09-02', '2026-09-03') });
    expect(again.status).toBe(201);
  });

  it('when the nights overlap an availability block, then 409 and no booking is written', async () => {
    const villaId = await insertVilla(app.knex);
    await insertBlock(app.knex, villaId, '2026-10-10', '2026-10-12');
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-10-11', '2026-10-14') });
    expect(res.status).toBe(409);
    expect(res.body.conflictingBooking).toEqual({ checkIn: '2026-10-10', checkOut: '2026-10-12' });
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when check-in is before today on the island, then 400 names checkIn', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-05-31', '2026-06-03') });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'checkIn', message: 'check-in cannot be in the past', code: 'booking.pastCheckIn' }]);
  });

  it('when check-in is today, then the booking succeeds', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-01', '2026-06-03') });
    expect(res.status).toBe(201);
  });

  it('when guests exceed the villa capacity, then 400 names guests', async () => {
    const villaId = await insertVilla(app.knex, { guests: 4 });
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-01', '2026-07-03', { guests: 5 }) });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('guests');
  });

  it('when a weekend stay is shorter than the minimum, then 400 MIN_STAY', async () => {
    const villaId = await insertVilla(app.knex);
    await setPricingRules(app.knex, villaId, { minimumNights: 3 });
    // 2026-07-03 is a Friday.
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-03', '2026-07-05') });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('stay.minStay');
    expect(res.body.error).toBe('Minimum stay is 3 nights for stays that include a weekend night');
  });

  it('when the villa is inactive or its owner is not approved, then 404', async () => {
    const inactive = await insertVilla(app.knex, { isActive: false });
    const pending = await insertVilla(app.knex, { ownerStatus: 'pending' });
    for (const villaId of [inactive, pending, 'no-such-villa']) {
      const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-01', '2026-07-03') });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Villa not found');
    }
  });

  it('when the CSRF header is missing, then 403 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, csrf: false, json: bookingRequest(villaId, '2026-07-01', '2026-07-03') });
    expect(res.status).toBe(403);
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('Idempotency-Key on POST /api/bookings', () => {
  it('when the same key and body come again, then the first response is replayed and only one booking exists', async () => {
    const villaId = await insertVilla(app.knex);
    const body = bookingRequest(villaId, '2026-11-01', '2026-11-03');
    const headers = { 'Idempotency-Key': 'key-replay-1' };
    const first = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body, headers });
    const second = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('when the same key comes with another body, then 422', async () => {
    const villaId = await insertVilla(app.knex);
    const headers = { 'Idempotency-Key': 'key-reuse-1' };
    await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-11-05', '2026-11-07'), headers });
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-11-08', '2026-11-09'), headers });
    expect(res.status).toBe(422);
  });

  it('when two customers send the same key and body, then each gets their own booking (keys are per caller)', async () => {
    const villaId = await insertVilla(app.knex);
    const other = await app.signInCustomer();
    const body = bookingRequest(villaId, '2026-11-20', '2026-11-22');
    const headers = { 'Idempotency-Key': 'shared-key' };
    const mine = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body, headers });
    const theirs = await app.request('/api/bookings', { method: 'POST', cookie: other.cookie, json: body, headers });
    expect(mine.status).toBe(201);
    // Not a replay of the first customer's booking: the villa is taken, so a fresh attempt, 409.
    expect(theirs.status).toBe(409);
    expect(theirs.body).not.toHaveProperty('data');
  });

  it('when the key is too long or not printable ASCII, then 400 naming the header and no booking is made', async () => {
    const villaId = await insertVilla(app.knex);
    const body = bookingRequest(villaId, '2026-11-24', '2026-11-26');
    for (const key of ['k'.repeat(201), 'clé-1']) {
      const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body, headers: { 'Idempotency-Key': key } });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'idempotency-key' })]);
    }
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when a request with a key fails, then the key is not spent', async () => {
    const villaId = await insertVilla(app.knex, { guests: 2 });
    const headers = { 'Idempotency-Key': 'key-after-failure' };
    const failed = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-11-10', '2026-11-12', { guests: 3 }), headers });
    expect(failed.status).toBe(400);
    const ok = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-11-10', '2026-11-12'), headers });
    expect(ok.status).toBe(201);
  });
});

describe('my bookings and cancellation', () => {
  it('when a customer reads a booking, then only their own is found', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Mine' });
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-20', '2026-07-22') });
    const id = created.body.data.id;
    expect((await app.request(`/api/bookings/${id}`, { cookie: guest.cookie })).body.data.bookingReference).toBe(created.body.data.bookingReference);
    const other = await app.signInCustomer();
    expect((await app.request(`/api/bookings/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await app.request(`/api/bookings/${id}`)).status).toBe(401);
    const list = await app.request('/api/customer/bookings', { cookie: guest.cookie });
    expect(list.body.data.map((b: { id: string }) => b.id)).toEqual([id]);
    expect(list.body.data[0]).toMatchObject({ villa: { name: 'Mine', areas: ['Chaweng'] }, review: null, canCancel: true });
    expect((await app.request('/api/customer/bookings', { cookie: other.cookie })).body.data).toEqual([]);
    const byPhone = await app.request(`/api/bookings_customer?phone=${guest.phone.slice(1)}`, { cookie: guest.cookie });
    expect(byPhone.body.total).toBe(1);
    expect((await app.request(`/api/bookings_customer?phone=${guest.phone.slice(1)}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('when a customer cancels more than 48 hours before check-in, then the nights are free again', async () => {
    const villaId = await insertVilla(app.knex);
    // Now is 2026-06-01 12:00 on the island; check-in 2026-06-03 14:00 is 50 hours away.
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-03', '2026-06-05') });
    const cancel = await app.request(`/api/bookings/${created.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('cancelled');
    const again = await app.request(`/api/bookings/${created.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie });
    expect(again.status).toBe(409);
    const rebook = await app.request('/api/bookings', { method: 'POST', cookie: (await app.signInCustomer()).cookie, json: bookingRequest(villaId, '2026-06-03', '2026-06-05') });
    expect(rebook.status).toBe(201);
  });

  it('when check-in is less than 48 hours away, then cancelling is refused with 409 and a way to reach us', async () => {
    const villaId = await insertVilla(app.knex);
    // 2026-06-02 14:00 is 26 hours away.
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-02', '2026-06-04') });
    const res = await app.request(`/api/bookings/${created.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Online cancellation ends 48 hours before check-in. Please contact us to cancel this booking.');
    const other = await app.signInCustomer();
    expect((await app.request(`/api/bookings/${created.body.data.id}/cancel`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
  });
});

describe('the villa on every booking a front end shows', () => {
  const images = [{ url: '/uploads/baan-card-1.png', alt: 'Baan Card pool' }, { url: '/uploads/baan-card-2.png' }];
  const served = [
    { url: '/uploads/baan-card-1.png', width: null, height: null, formats: {}, alt: 'Baan Card pool' },
    { url: '/uploads/baan-card-2.png', width: null, height: null, formats: {}, alt: 'Baan Card, Lamai, Chaweng, photo 2 of 2' },
  ];
  const expectedVilla = (id: string) => ({ id, name: 'Baan Card', areas: ['Lamai', 'Chaweng'], images: served });

  it('when a booking is read by its guest or by staff, in the admin list and detail or on the dashboard, then it carries the villa name, areas and images', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Baan Card', areas: ['Lamai', 'Chaweng'] });
    await app
      .knex('villas')
      .where({ id: villaId })
      .update({ images: JSON.stringify(images) });
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-12-01', '2026-12-03') });
    const id = created.body.data.id;
    const admin = await app.sessionCookie('admin', 'admin-1');
    const owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');

    expect((await app.request(`/api/bookings/${id}`, { cookie: guest.cookie })).body.data.villa).toEqual(expectedVilla(villaId));
    expect((await app.request(`/api/bookings/${id}`, { cookie: owner })).body.data.villa).toEqual(expectedVilla(villaId));
    expect((await app.request(`/api/admin/bookings/${id}`, { cookie: admin })).body.data.villa).toEqual(expectedVilla(villaId));
    const list = await app.request('/api/admin/bookings?search=Baan%20Card', { cookie: admin });
    expect(list.body.bookings.map((b: { villa: unknown }) => b.villa)).toEqual([expectedVilla(villaId)]);
    expect(list.body.data[0].villa).toEqual(expectedVilla(villaId));
    const stats = await app.request('/api/admin/stats', { cookie: admin });
    expect(stats.body.recentBookings.find((b: { id: string }) => b.id === id).villa).toEqual(expectedVilla(villaId));
    // The same shape as my bookings.
    const mine = await app.request('/api/customer/bookings', { cookie: guest.cookie });
    expect(mine.body.data.find((b: { id: string }) => b.id === id).villa).toEqual(expectedVilla(villaId));
  });

  it('when the villa has left the read model, then the booking keeps the villa name it was booked under', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Baan Gone' });
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-12-05', '2026-12-07') });
    await app.knex('villas').where({ id: villaId }).delete();
    const res = await app.request(`/api/admin/bookings/${created.body.data.id}`, { cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(res.body.data.villa).toEqual({ id: villaId, name: 'Baan Gone', areas: [], images: [] });
  });
});

describe('the free-cancellation deadline and the site check-in time', () => {
  /** The site settings as the CMS cache holds them (what GET /api/site-settings serves). */
  async function siteCheckInTime(time: string) {
    await writeCached(app.knex, 'site-settings:en', { islandName: 'Koh Samui', checkInTime: time, checkOutTime: '11:00' }, TEST_NOW);
  }

  // First: once a check-in time has been read, a later outage keeps that time rather than the default.
  it('when no site settings were ever read (CMS down, nothing cached), then the default 14:00 holds', async () => {
    const villaId = await insertVilla(app.knex);
    // 48 hours before 2026-06-03 14:00 is 2026-06-01 14:00, two hours from now.
    const created = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-03', '2026-06-05') });
    expect((await app.request(`/api/bookings/${created.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie })).status).toBe(200);
  });

  it('when the site checks guests in at 10:00, then the deadline is 48 hours before 10:00 on the check-in day', async () => {
    await siteCheckInTime('10:00');
    try {
      const villaId = await insertVilla(app.knex);
      // Now is 2026-06-01 12:00 on the island: 48 hours before 2026-06-03 10:00 has passed (with 14:00 it has not).
      expect((await app.request('/api/site-settings')).body.data.checkInTime).toBe('10:00');
      const tooLate = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-03', '2026-06-05') });
      const inTime = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-06-05', '2026-06-07') });
      const mine = await app.request('/api/customer/bookings', { cookie: guest.cookie });
      const canCancel = new Map(mine.body.data.map((b: { id: string; canCancel: boolean }) => [b.id, b.canCancel]));
      expect(canCancel.get(tooLate.body.data.id)).toBe(false);
      expect(canCancel.get(inTime.body.data.id)).toBe(true);

      const refused = await app.request(`/api/bookings/${tooLate.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('Online cancellation ends 48 hours before check-in. Please contact us to cancel this booking.');
      expect((await app.request(`/api/bookings/${inTime.body.data.id}/cancel`, { method: 'POST', cookie: guest.cookie })).status).toBe(200);
    } finally {
      await app.knex('cms_cache').where({ key: 'site-settings:en' }).delete();
    }
  });
});
