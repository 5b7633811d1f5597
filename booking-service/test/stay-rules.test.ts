import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequest, insertBlock, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let owner = '';
let otherOwner = '';
let guest: { id: string; phone: string; cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  otherOwner = await app.sessionCookie('owner', 'owner-b', 'owner-b');
});
beforeEach(async () => {
  guest = await app.signInCustomer();
});
afterAll(async () => {
  await app.close();
});

const HIGH_SEASON = {
  name: 'High season',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  minimumNights: 7,
  checkInDays: [6],
  checkOutDays: [6],
  isActive: true,
};

function rules(overrides: Record<string, unknown> = {}) {
  return {
    pricingRules: {
      seasonalPricing: [],
      weekendMultiplier: 1,
      minimumNights: 1,
      lengthOfStayDiscounts: [{ minNights: 30, discountPercentage: 0, isActive: false }],
      specialDatePricing: [],
      maxDiscount: 20,
      stayRules: [HIGH_SEASON],
      gapFill: { enabled: false, minGapNights: 1, discountPercentage: 0 },
      ...overrides,
    },
  };
}

async function villaWithRules(overrides: Record<string, unknown> = {}): Promise<string> {
  const villaId = await insertVilla(app.knex, { basePrice: 100 });
  const saved = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: owner, json: rules(overrides) });
  expect(saved.status).toBe(200);
  return villaId;
}

const quote = (villaId: string, checkIn: string, checkOut: string) => app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });
const book = (villaId: string, checkIn: string, checkOut: string) => app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, checkIn, checkOut) });

describe('arrival and departure days, minimum stay by date', () => {
  it('when an owner saves a Saturday-to-Saturday high season, then the back office reads it back and the public villa carries it for the calendar', async () => {
    const villaId = await villaWithRules();
    const read = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { cookie: owner });
    expect(read.body.pricingRules.stayRules).toEqual([HIGH_SEASON]);
    const detail = await app.request(`/api/villas/${villaId}`);
    expect(detail.body.data.pricing.rules.stayRules).toEqual([HIGH_SEASON]);
    expect(detail.body.data.pricing.rules.gapFill).toEqual({ enabled: false, minGapNights: 1, discountPercentage: 0 });
  });

  it('when a guest asks for a Sunday check-in in the Saturday-only period, then the quote says why and the booking is 400 naming checkIn and the rule', async () => {
    const villaId = await villaWithRules();
    const quoted = await quote(villaId, '2026-12-06', '2026-12-19');
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      available: false,
      reason: 'check_in_day',
      message: 'Check-in on Saturdays only in High season',
      stayRule: { field: 'checkIn', days: [6], rule: { name: 'High season', startDate: '2026-12-01', endDate: '2027-01-31' } },
    });
    const res = await book(villaId, '2026-12-06', '2026-12-19');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'stay.checkInDay',
      error: 'Check-in on Saturdays only in High season',
      details: [{ path: 'checkIn', message: 'Check-in on Saturdays only in High season' }],
    });
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when the check-out is not a Saturday, then the booking is 400 naming checkOut', async () => {
    const villaId = await villaWithRules();
    const res = await book(villaId, '2026-12-05', '2026-12-13');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'stay.checkOutDay', details: [{ path: 'checkOut', message: 'Check-out on Saturdays only in High season' }] });
    expect((await quote(villaId, '2026-12-05', '2026-12-13')).body).toMatchObject({ available: false, reason: 'check_out_day', stayRule: { field: 'checkOut' } });
  });

  it('when a guest books Saturday to Saturday, then it is booked', async () => {
    const villaId = await villaWithRules();
    expect((await quote(villaId, '2026-12-05', '2026-12-12')).body).toMatchObject({ available: true, nights: 7 });
    expect((await book(villaId, '2026-12-05', '2026-12-12')).status).toBe(201);
  });

  it('when a period asks 5 nights on any day, then 4 nights starting in it are refused with its minimum and 4 nights before it are fine', async () => {
    const villaId = await villaWithRules({ stayRules: [{ ...HIGH_SEASON, minimumNights: 5, checkInDays: [0, 1, 2, 3, 4, 5, 6], checkOutDays: [0, 1, 2, 3, 4, 5, 6] }] });
    const res = await book(villaId, '2026-12-07', '2026-12-11');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'stay.minStay', details: [{ path: 'checkOut', message: 'Minimum stay is 5 nights for check-in in High season' }] });
    expect((await quote(villaId, '2026-12-07', '2026-12-11')).body).toMatchObject({ available: false, reason: 'min_stay', stayRule: { minimumNights: 5 } });
    expect((await book(villaId, '2026-11-23', '2026-11-27')).status).toBe(201);
  });
});

describe('search with dates', () => {
  it("when a villa's stay rules refuse the dates, then a dated search leaves it out; dates it allows find it", async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100, areas: ['Rule Bay'] });
    const saved = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: owner, json: rules() });
    expect(saved.status).toBe(200);
    const ids = async (checkIn: string, checkOut: string) => (await app.request(`/api/search/villas?area=Rule Bay&checkIn=${checkIn}&checkOut=${checkOut}`)).body.data.map((v: { id: string }) => v.id);
    expect(await ids('2026-12-06', '2026-12-13')).not.toContain(villaId);
    expect(await ids('2026-12-05', '2026-12-12')).toContain(villaId);
  });
});

describe('gap nights', () => {
  // A booking up to Sunday 6 Sep and a block from Tuesday 8 Sep leave a 2-night gap; the villa asks 4 nights.
  async function villaWithGap(gapFill: Record<string, unknown>): Promise<string> {
    const villaId = await villaWithRules({
      stayRules: [{ ...HIGH_SEASON, name: 'September', startDate: '2026-09-01', endDate: '2026-09-30', minimumNights: 4, checkInDays: [0, 1, 2, 3, 4, 5, 6], checkOutDays: [0, 1, 2, 3, 4, 5, 6] }],
      gapFill,
    });
    await insertBooking(app.knex, villaId, '2026-09-02', '2026-09-06');
    await insertBlock(app.knex, villaId, '2026-09-08', '2026-09-12');
    return villaId;
  }

  it('when fill gaps is off, then the 2-night gap cannot be booked (minimum stay)', async () => {
    const villaId = await villaWithGap({ enabled: false, minGapNights: 1, discountPercentage: 0 });
    expect((await quote(villaId, '2026-09-06', '2026-09-08')).body).toMatchObject({ available: false, reason: 'min_stay' });
    const res = await book(villaId, '2026-09-06', '2026-09-08');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('stay.minStay');
  });

  it('when fill gaps is on with a 10% gap discount, then the stay filling the gap exactly is quoted and booked at 180 instead of 200', async () => {
    const villaId = await villaWithGap({ enabled: true, minGapNights: 2, discountPercentage: 10 });
    const quoted = await quote(villaId, '2026-09-06', '2026-09-08');
    expect(quoted.body).toMatchObject({ available: true, subtotal: 200, totalPrice: 180, appliedDiscounts: [{ name: 'Gap night discount', discountPercentage: 10, amount: 20 }] });
    const res = await book(villaId, '2026-09-06', '2026-09-08');
    expect(res.status).toBe(201);
    expect(res.body.data.totalPrice).toBe(180);
  });

  it('when fill gaps is on, then one night of the gap (leaving a night empty) is still refused', async () => {
    const villaId = await villaWithGap({ enabled: true, minGapNights: 1, discountPercentage: 0 });
    expect((await book(villaId, '2026-09-06', '2026-09-07')).body).toMatchObject({ code: 'stay.minStay' });
  });

  it('when the gap is shorter than the minimum gap length, then it is not sold', async () => {
    const villaId = await villaWithGap({ enabled: true, minGapNights: 3, discountPercentage: 0 });
    expect((await book(villaId, '2026-09-06', '2026-09-08')).body).toMatchObject({ code: 'stay.minStay' });
  });

  it('when the neighbouring booking is cancelled, then the stay no longer fills a gap and is refused', async () => {
    const villaId = await villaWithGap({ enabled: true, minGapNights: 1, discountPercentage: 0 });
    await app.knex('bookings').where({ villa_id: villaId }).update({ status: 'cancelled' });
    expect((await quote(villaId, '2026-09-06', '2026-09-08')).body).toMatchObject({ available: false, reason: 'min_stay' });
  });
});

describe('saving stay rules', () => {
  it.each([
    [{ stayRules: [{ ...HIGH_SEASON, checkInDays: [] }] }, 'pricingRules.stayRules.0.checkInDays', 'choose at least one day', 'validation.required'],
    [{ stayRules: [{ ...HIGH_SEASON, checkOutDays: [7] }] }, 'pricingRules.stayRules.0.checkOutDays.0', 'must be a weekday 0-6 (0 = Sunday)', 'validation.tooBig'],
    [{ stayRules: [{ ...HIGH_SEASON, endDate: '2026-11-01' }] }, 'pricingRules.stayRules.0.endDate', 'must not be before startDate', 'dates.endBeforeStart'],
    [{ stayRules: [{ ...HIGH_SEASON, minimumNights: 0 }] }, 'pricingRules.stayRules.0.minimumNights', 'must be at least 1', 'validation.tooSmall'],
    [{ gapFill: { enabled: true, minGapNights: 1, discountPercentage: 150 } }, 'pricingRules.gapFill.discountPercentage', 'must be between 0 and 100', 'validation.tooBig'],
    [{ gapFill: { enabled: true, minGapNights: 0, discountPercentage: 0 } }, 'pricingRules.gapFill.minGapNights', 'must be at least 1', 'validation.tooSmall'],
  ])('when a rule is invalid (%j), then 400 names %s', async (overrides, path, message, code) => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: owner, json: rules(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ path, message, code }));
  });

  it('when another owner saves stay rules on the villa, then 404 and nothing changes', async () => {
    const villaId = await villaWithRules();
    const res = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: otherOwner, json: rules({ stayRules: [] }) });
    expect(res.status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { cookie: owner })).body.pricingRules.stayRules).toHaveLength(1);
  });
});
