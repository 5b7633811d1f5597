import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVillaCreateSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { signPayload } from '@islandstay/shared/cms/cms-signature';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/**
 * The Thai short-stay rule: a villa without a hotel licence or non-hotel registration takes stays
 * of 30 nights or more only, in quotes, bookings and searches; the licence status comes from the CMS.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function villaWithLicence(licence: string | null, fixture: Parameters<typeof insertVilla>[1] = {}): Promise<string> {
  const id = await insertVilla(app.knex, fixture);
  await app.knex('villas').where({ id }).update({ short_stay_licence: licence });
  return id;
}

const quote = (villaId: string, checkIn: string, checkOut: string) => app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });

describe('quotes and bookings', () => {
  it('when a villa has no short-stay licence, then a 29-night quote is refused with 400 naming checkOut and the licence field, and a 30-night quote is priced', async () => {
    const villaId = await villaWithLicence('none');
    const short = await quote(villaId, '2026-07-01', '2026-07-30');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('stay.longStayOnly');
    expect(short.body.error).toMatch(/30 nights or more/);
    expect(short.body.details.map((d: { path: string }) => d.path)).toEqual(['checkOut', 'villa.shortStayLicence']);
    const month = await quote(villaId, '2026-07-01', '2026-07-31');
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ nights: 30, available: true });
  });

  it('when a guest books a short stay at a villa without a licence, then 400 and nothing is stored; 30 nights are booked', async () => {
    const villaId = await villaWithLicence('none');
    const guest = await app.signInCustomer();
    const refused = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-01', '2026-07-04') });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('stay.longStayOnly');
    expect(refused.body.details[0]).toMatchObject({ path: 'checkOut' });
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    const month = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-01', '2026-07-31') });
    expect(month.status).toBe(201);
  });

  it('when a villa holds a hotel licence, a non-hotel registration or has not recorded its status, then short stays are quoted and booked', async () => {
    const guest = await app.signInCustomer();
    for (const licence of ['hotel_licence', 'non_hotel_registration', null]) {
      const villaId = await villaWithLicence(licence);
      expect((await quote(villaId, '2026-08-03', '2026-08-05')).status).toBe(200);
      const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-08-03', '2026-08-05') });
      expect(res.status).toBe(201);
      await app.knex('bookings').where({ id: res.body.data.id }).update({ status: 'cancelled' });
    }
  });
});

describe('search and the villa page', () => {
  it('when a search asks for a short stay, then a villa without a licence is left out; for 30 nights or a long-term search it is included', async () => {
    const area = 'Licence Bay';
    const unlicensed = await villaWithLicence('none', { name: 'Long Stay Villa', areas: [area] });
    const licensed = await villaWithLicence('hotel_licence', { name: 'Hotel Villa', areas: [area] });
    const ids = async (query: string) => ((await app.request(`/api/search/villas?area=${encodeURIComponent(area)}&${query}`)).body.data as { id: string }[]).map((v) => v.id).sort();

    expect(await ids('checkIn=2026-09-01&checkOut=2026-09-04')).toEqual([licensed]);
    expect(await ids('checkIn=2026-09-01&checkOut=2026-10-01')).toEqual([licensed, unlicensed].sort());
    expect(await ids('term=short')).toEqual([licensed]);
    expect(await ids('term=long')).toEqual([licensed, unlicensed].sort());
    expect(await ids('')).toEqual([licensed, unlicensed].sort());
    const bad = await app.request('/api/search/villas?term=weekly');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('term');
  });

  it('when the villa page is read, then it says whether the villa takes stays of 30 nights or more only', async () => {
    const unlicensed = await villaWithLicence('none');
    const licensed = await villaWithLicence('non_hotel_registration');
    expect((await app.request(`/api/villas/${unlicensed}`)).body.data.longStaysOnly).toBe(true);
    expect((await app.request(`/api/villas/${licensed}`)).body.data.longStaysOnly).toBe(false);
  });
});

describe('the licence status comes from the CMS', () => {
  async function push(event: unknown) {
    const body = JSON.stringify(event);
    const res = await fetch(`${app.url}/internal/cms-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-islandstay-signature': signPayload(app.env.CMS_EVENTS_SECRET, body, Math.floor(TEST_NOW.getTime() / 1000)) },
      body,
    });
    return res.status;
  }
  const villaEvent = (updatedAt: string, extra: Record<string, unknown>) => ({
    action: 'upsert',
    model: 'villa',
    id: 'vlicence',
    updatedAt,
    data: {
      name: 'Baan Licence',
      slug: 'baan-licence',
      villatype: 'Villa',
      areas: ['Lamai'],
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      basePrice: 100,
      currency: 'USD',
      isActive: true,
      isPromoted: false,
      ownerId: 'owner-approved',
      ...extra,
    },
  });

  it('when the CMS pushes a villa with its licence status, then the projection holds it; an event without the field records none', async () => {
    await insertVilla(app.knex, { id: 'vseedowner' }); // its approved owner, 'owner-approved'
    expect(await push(villaEvent('2026-06-01T00:00:00.000Z', { shortStayLicence: 'none' }))).toBe(200);
    expect(await app.knex('villas').where({ id: 'vlicence' }).first('short_stay_licence')).toEqual({ short_stay_licence: 'none' });
    expect((await quote('vlicence', '2026-07-01', '2026-07-08')).status).toBe(400);
    expect(await push(villaEvent('2026-06-01T00:01:00.000Z', { shortStayLicence: 'hotel_licence' }))).toBe(200);
    expect((await quote('vlicence', '2026-07-01', '2026-07-08')).status).toBe(200);
    expect(await push(villaEvent('2026-06-01T00:02:00.000Z', {}))).toBe(200);
    expect(await app.knex('villas').where({ id: 'vlicence' }).first('short_stay_licence')).toEqual({ short_stay_licence: null });
  });

  it('when the CMS pushes an unknown licence status, then the event is refused with 400 naming the field', async () => {
    const body = JSON.stringify(villaEvent('2026-06-01T00:03:00.000Z', { shortStayLicence: 'maybe' }));
    const res = await fetch(`${app.url}/internal/cms-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-islandstay-signature': signPayload(app.env.CMS_EVENTS_SECRET, body, Math.floor(TEST_NOW.getTime() / 1000)) },
      body,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('shortStayLicence');
  });

  it('the back-office villa form takes the licence status (an empty choice leaves it unchanged) and refuses others by name', () => {
    const base = { name: 'Baan Form', description: 'x', areas: 'Lamai', price: '100', guests: '4', bedrooms: '2', bathrooms: '2' };
    expect(adminVillaCreateSchema.parse({ ...base, shortStayLicence: 'non_hotel_registration' }).shortStayLicence).toBe('non_hotel_registration');
    expect(adminVillaCreateSchema.parse({ ...base, shortStayLicence: '' }).shortStayLicence).toBeUndefined();
    const bad = adminVillaCreateSchema.safeParse({ ...base, shortStayLicence: 'pending' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['shortStayLicence']);
  });
});
