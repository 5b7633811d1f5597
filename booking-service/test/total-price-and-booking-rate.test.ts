import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let guest: { id: string; phone: string; cookie: string };

beforeAll(async () => {
  app = await createTestApp();
});
beforeEach(async () => {
  guest = await app.signInCustomer();
});
afterAll(async () => {
  await app.close();
});

async function villaWithFee(fixture: Parameters<typeof insertVilla>[1], cleaningFee: number): Promise<string> {
  const id = await insertVilla(app.knex, fixture);
  await app.knex('villas').where({ id }).update({ cleaning_fee: cleaningFee });
  return id;
}

const quote = (villaId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) =>
  app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut, ...extra } });

describe('total price first: the cleaning fee', () => {
  it('when a villa charges a cleaning fee, then the quote shows it as its own figure, once, undiscounted, inside the total', async () => {
    const villaId = await villaWithFee({ basePrice: 100 }, 50);
    const week = await quote(villaId, '2026-07-06', '2026-07-13');
    expect(week.status).toBe(200);
    // 7 x 100 = 700, 10% off the nights only = 630, plus the fee once = 680.
    expect(week.body).toMatchObject({ nights: 7, subtotal: 700, discountPercentage: 10, cleaningFee: 50, totalPrice: 680, averageNightlyRate: 97.14, available: true });
    expect(week.body.appliedDiscounts[0].amount).toBe(70);
    const twoNights = await quote(villaId, '2026-07-06', '2026-07-08', { currency: 'THB' });
    expect(twoNights.body).toMatchObject({ subtotal: 200, cleaningFee: 50, totalPrice: 250 });
    // 250 USD and 50 USD at 35.5 THB.
    expect(twoNights.body.display).toEqual({ currency: 'THB', totalPrice: 8875, averageNightlyRate: 4437.5, cleaningFee: 1775 });
  });

  it('when a villa charges no cleaning fee, then its quote is unchanged and says the fee is 0', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const week = await quote(villaId, '2026-07-06', '2026-07-13');
    expect(week.body).toMatchObject({ subtotal: 700, discountPercentage: 10, cleaningFee: 0, totalPrice: 630, averageNightlyRate: 90, pricePerNight: 90 });
  });

  it('when a guest books a villa with a cleaning fee, then the stored total is the quote total with the fee in it', async () => {
    const villaId = await villaWithFee({ basePrice: 100 }, 50);
    const quoted = await quote(villaId, '2026-07-06', '2026-07-13');
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-06', '2026-07-13', { totalPrice: 630 }) });
    expect(res.status).toBe(201);
    expect(res.body.data.totalPrice).toBe(680);
    expect(res.body.data.totalPrice).toBe(quoted.body.totalPrice);
    const row = await app.knex('bookings').where({ id: res.body.data.id }).first('total_price', 'price_breakdown');
    // NUMERIC columns read as Postgres's exact decimal text (db/knex.ts).
    expect(row).toMatchObject({ total_price: '680.0000', price_breakdown: { cleaningFee: 50, totalPrice: 680 } });
  });

  it("when a search has dates, then each villa card total includes that villa's cleaning fee", async () => {
    const withFee = await villaWithFee({ name: 'Fee Villa', basePrice: 100, areas: ['Fee Bay'] }, 50);
    await insertVilla(app.knex, { name: 'No Fee Villa', basePrice: 100, areas: ['Fee Bay'] });
    const res = await app.request('/api/search/villas?area=Fee Bay&checkIn=2026-08-03&checkOut=2026-08-05&sort=name');
    expect(res.status).toBe(200);
    const stays = Object.fromEntries(res.body.data.map((v: { id: string; name: string; stay: unknown }) => [v.name, v.stay]));
    expect(stays['Fee Villa']).toEqual({ nights: 2, totalPrice: 250, averageNightlyRate: 125, pricingType: 'Daily', cleaningFee: 50 });
    expect(stays['No Fee Villa']).toEqual({ nights: 2, totalPrice: 200, averageNightlyRate: 100, pricingType: 'Daily' });
    // The price filter works on the all-in nightly figure, so the fee cannot hide below a cap.
    const capped = await app.request('/api/search/villas?area=Fee Bay&checkIn=2026-08-03&checkOut=2026-08-05&maxPrice=110');
    expect(capped.body.data.map((v: { id: string }) => v.id)).not.toContain(withFee);
  });
});

describe('the booking keeps its rate', () => {
  it("when rates change after a booking, then the dashboard revenue and the booking's converted amounts do not move", async () => {
    const admin = await app.sessionCookie('admin', 'admin-1');
    const villaId = await insertVilla(app.knex, { basePrice: 3550, currency: 'THB' });
    const earlier = (await app.request('/api/admin/stats', { cookie: admin })).body.totalRevenue;
    const made = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-09-07', '2026-09-09', { currency: 'EUR' }) });
    expect(made.status).toBe(201);
    // 7100 THB at 35.5 THB per USD = 200 USD; at 0.92 EUR per USD = 184 EUR.
    expect(made.body.data).toMatchObject({ totalPrice: 7100, villaCurrency: 'THB', baseCurrency: 'USD', customerCurrency: 'EUR', customerToPay: 184 });
    // The rate is kept exactly as computed (1 / 35.5 to 20 significant digits), not as a float.
    expect(await app.knex('bookings').where({ id: made.body.data.id }).first('base_rate')).toEqual({ base_rate: '0.028169014084507042254' });
    expect(made.body.data.baseRate).toBe(Number('0.028169014084507042254'));
    const revenueBefore = (await app.request('/api/admin/stats', { cookie: admin })).body;
    expect(revenueBefore).toMatchObject({ totalRevenue: earlier + 200, currency: 'USD' });

    expect((await app.request('/api/admin/currencies/THB', { method: 'PUT', cookie: admin, json: { rate: 30 } })).status).toBe(200);
    expect((await app.request('/api/admin/currencies/EUR', { method: 'PUT', cookie: admin, json: { rate: 0.5 } })).status).toBe(200);
    // Today's rates have moved: a fresh quote converts at them.
    expect((await quote(villaId, '2026-10-05', '2026-10-07', { currency: 'EUR' })).body.display.totalPrice).toBe(118.33);

    const revenueAfter = (await app.request('/api/admin/stats', { cookie: admin })).body;
    expect(revenueAfter.totalRevenue).toBe(revenueBefore.totalRevenue);
    const mine = await app.request(`/api/bookings/${made.body.data.id}`, { cookie: guest.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ totalPrice: 7100, customerCurrency: 'EUR', customerToPay: 184, currencyRate: 0.92, villaCurrencyRate: 35.5, baseCurrency: 'USD' });
    expect(mine.body.data.baseRate).toBe(made.body.data.baseRate);
  });
});
