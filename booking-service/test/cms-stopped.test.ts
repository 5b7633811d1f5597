import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from './helpers/fixtures.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import type { TestApp, TestResponse } from './helpers/test-app.ts';

/**
 * The real Strapi stopped (its process gone, its port refusing connections), then started again
 * on the same database. What the booking service serves from its own projection goes on; what
 * needs Strapi says so at once with a 503, and works again once Strapi is back.
 *
 * ANSWER_WITHIN_MS is the bound on those 503s ("within 5 s, no hang"), enforced as the
 * client's own abort: a request still waiting then fails the test. It is a correctness bound on
 * a hang, not a speed measurement.
 */
const ANSWER_WITHIN_MS = 5_000;
const UNREACHABLE_MESSAGE = 'The content service is not reachable right now. Please try again shortly.';
const UPLOADS_UNREACHABLE_MESSAGE = 'Images and other files cannot be shown right now: the content service is not reachable. Please try again shortly.';
const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again in a few minutes.';
const ADMIN = { name: 'down-admin', password: 'secret-admin-1' };
/** Far enough ahead of the real clock (the stack runs on real time) to be bookable. */
const STAY = { checkIn: '2027-03-10', checkOut: '2027-03-13' };

let stack: TestStack;
let app: TestApp;
let ownerCookie = '';
let villaId = '';

/** The request, abandoned (and the test failed) when not answered within ANSWER_WITHIN_MS. */
async function answered(path: string, init: Parameters<TestApp['request']>[1] = {}): Promise<TestResponse> {
  try {
    return await app.request(path, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  } catch (err) {
    throw new Error(`${init.method ?? 'GET'} ${path} was still waiting after ${ANSWER_WITHIN_MS} ms with Strapi stopped (${(err as Error).name})`, { cause: err });
  }
}

async function cmsAnswers(): Promise<boolean> {
  return fetch(`${stack.cms}/_health`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.status < 300,
    () => false,
  );
}

beforeAll(async () => {
  stack = await startTestStack({ STAFF_SESSION_RECHECK_SECONDS: '3600' });
  app = stack.app;
  const roles = await stack.strapiApi('GET', '/api/users-permissions/roles');
  const adminRole = roles.body.roles.find((r: { type: string }) => r.type === 'admin').id;
  const admin = await stack.strapiApi('POST', '/api/users', { username: ADMIN.name, email: 'down-admin@example.com', password: ADMIN.password, role: adminRole, confirmed: true });
  expect(admin.status, JSON.stringify(admin.body)).toBe(201);
  const adminId = (await stack.strapiApi('GET', `/api/users/${admin.body.id}`)).body.documentId;
  const adminCookie = await app.sessionCookie('admin', adminId);

  const owner = await app.request('/api/admin/owners', {
    method: 'POST',
    cookie: adminCookie,
    json: { firstName: 'Stopped', lastName: 'Owner', email: 'stopped-owner@example.com', phone: '0812345678', address: 'Lamai', password: 'secret-1', confirmPassword: 'secret-1' },
  });
  expect(owner.status, JSON.stringify(owner.body)).toBe(201);
  ownerCookie = await app.sessionCookie('owner', owner.body.data.id, owner.body.data.id);
  expect((await stack.strapiApi('POST', '/api/areas', { data: { name: 'Lamai' } })).status).toBe(201);
  await app.services.cmsSync.reconcile();
  const villa = await app.request('/api/admin/villas', {
    method: 'POST',
    cookie: ownerCookie,
    json: { name: 'Baan Steady', description: 'By the sea', villaType: 'Villa', areas: ['Lamai'], amenities: [], price: 3000, guests: 4, bedrooms: 2, bathrooms: 2, isActive: true },
  });
  expect(villa.status, JSON.stringify(villa.body)).toBe(201);
  villaId = villa.body.data.id;
  await stack.waitFor('the new villa in public search', async () => ((await app.request(`/api/villas/${villaId}`)).status === 200 ? true : undefined), 60_000);

  await stack.strapi.stop();
  expect(await cmsAnswers(), 'Strapi is stopped').toBe(false);
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

describe('Strapi stopped', () => {
  it('when Strapi is stopped, then the villa list, search, detail, price calendar, quote and a booking all still work', async () => {
    const list = await app.request('/api/villas');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(villaId);
    const search = await app.request(`/api/search/villas?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=2`);
    expect(search.status).toBe(200);
    expect(search.body.data.map((v: { id: string }) => v.id)).toContain(villaId);
    const detail = await app.request(`/api/villas/${villaId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('Baan Steady');
    expect((await app.request(`/api/villas/${villaId}/calendar-prices/2027/3`)).status).toBe(200);

    const quote = await app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: STAY });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.totalPrice).toBeGreaterThan(0);

    const guest = await app.signInCustomer();
    const booking = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, STAY.checkIn, STAY.checkOut) });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    expect(booking.body.data.totalPrice).toBe(quote.body.totalPrice);
  });

  it('when a staff member signs in with Strapi stopped, then the answer is a 503 saying sign-in is unavailable, within 5 s, and no session is made', async () => {
    const login = await answered('/api/auth/staff/login', { method: 'POST', json: ADMIN });
    expect(login.status, JSON.stringify(login.body)).toBe(503);
    expect(login.body.error).toBe(SIGN_IN_UNAVAILABLE_MESSAGE);
    expect(login.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(login.headers.get('set-cookie')).toBeNull();
  });

  it('when an owner edits or creates a villa with Strapi stopped, then each is a 503 saying the content service is not reachable, within 5 s, and the public villa is unchanged', async () => {
    const edit = await answered(`/api/admin/villas/${villaId}`, { method: 'PUT', cookie: ownerCookie, json: { name: 'Baan Nowhere' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(503);
    expect(edit.body.error).toBe(UNREACHABLE_MESSAGE);
    expect(edit.headers.get('retry-after')).toMatch(/^\d+$/);

    const create = await answered('/api/admin/villas', {
      method: 'POST',
      cookie: ownerCookie,
      json: { name: 'Baan Never', description: 'Not written', villaType: 'Villa', areas: ['Lamai'], amenities: [], price: 2000, guests: 2, bedrooms: 1, bathrooms: 1, isActive: true },
    });
    expect(create.status, JSON.stringify(create.body)).toBe(503);
    expect(create.body.error).toBe(UNREACHABLE_MESSAGE);

    expect((await app.request(`/api/villas/${villaId}`)).body.data.name).toBe('Baan Steady');
    expect((await app.request('/api/search/villas?name=Never')).body.total).toBe(0);
  });

  it('when an image is asked for with Strapi stopped, then a 503 JSON problem saying the content service is not reachable, with Retry-After, within 5 s', async () => {
    const image = await answered('/uploads/photo_1a2b.png');
    expect(image.status, JSON.stringify(image.body)).toBe(503);
    expect(image.headers.get('content-type')).toMatch(/^application\/json/);
    expect(image.body).toEqual({ error: UPLOADS_UNREACHABLE_MESSAGE, code: 'upstream.uploadsUnavailable' });
    expect(image.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when Strapi is started again, then staff sign in and villa edits reach the public villa again', async () => {
    await stack.restartStrapi();
    const login = await app.request('/api/auth/staff/login', { method: 'POST', json: ADMIN });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('islandstay_session='))).toBe(true);

    const edit = await app.request(`/api/admin/villas/${villaId}`, { method: 'PUT', cookie: ownerCookie, json: { name: 'Baan Back' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const shown = await stack.waitFor(
      'the public villa to show the edit',
      async () => {
        const villa = await app.request(`/api/villas/${villaId}`);
        return villa.body?.data?.name === 'Baan Back' ? villa : undefined;
      },
      60_000,
    );
    expect(shown.status).toBe(200);
  }, 180_000);
});
