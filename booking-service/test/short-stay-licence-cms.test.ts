import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The licence status end to end: the back office's villa form -> booking service -> Strapi (the
 * field lives in the villa content type) -> the signed event -> the projection -> quotes.
 * Real Strapi on a throwaway database.
 */
let stack: TestStack;
let app: TestApp;
let owner = '';
let cookie = '';

beforeAll(async () => {
  stack = await startTestStack({ STAFF_SESSION_RECHECK_SECONDS: '3600' });
  app = stack.app;
  const admin = await app.sessionCookie('admin', 'admin-1');
  const created = await app.request('/api/admin/owners', {
    method: 'POST',
    cookie: admin,
    json: { firstName: 'Licence', lastName: 'Owner', email: 'licence-owner@example.com', phone: '0812345678', address: 'Lamai', password: 'secret-1', confirmPassword: 'secret-1' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  owner = created.body.data.id;
  cookie = await app.sessionCookie('owner', owner, owner);
  expect((await stack.strapiApi('POST', '/api/areas', { data: { name: 'Lamai' } })).status).toBe(201);
  await app.services.cmsSync.reconcile();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function send(method: string, path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const res = await fetch(`${app.url}${path}`, { method, headers: { cookie, 'x-requested-with': 'islandstay' }, body });
  return { status: res.status, body: (await res.json()) as any };
}

const quote = (villaId: string, checkIn: string, checkOut: string) => app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });

describe('the licence status through the CMS', () => {
  it('when an owner saves a villa without a short-stay licence, then Strapi holds it, the projection follows and short stays are refused; a registration lifts it', async () => {
    const created = await send('POST', '/api/admin/villas', {
      name: 'Baan Long Stay',
      description: 'Monthly only',
      villaType: 'Villa',
      'areas[]': 'Lamai',
      price: '3000',
      guests: '4',
      bedrooms: '2',
      bathrooms: '2',
      isActive: 'true',
      currency: 'THB',
      shortStayLicence: 'none',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const villaId = created.body.data.id as string;
    expect(created.body.data.shortStayLicence).toBe('none');
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}`)).body.data.shortStayLicence).toBe('none');
    expect(await app.knex('villas').where({ id: villaId }).first('short_stay_licence')).toEqual({ short_stay_licence: 'none' });

    const refused = await quote(villaId, '2027-02-01', '2027-02-08');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('stay.longStayOnly');
    expect((await quote(villaId, '2027-02-01', '2027-03-03')).status).toBe(200);

    const updated = await send('PUT', `/api/admin/villas/${villaId}`, { shortStayLicence: 'non_hotel_registration' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}`)).body.data.shortStayLicence).toBe('non_hotel_registration');
    expect((await quote(villaId, '2027-02-01', '2027-02-08')).status).toBe(200);

    const bad = await send('PUT', `/api/admin/villas/${villaId}`, { shortStayLicence: 'pending' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('shortStayLicence');
  });
});
