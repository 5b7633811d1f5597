import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayOnIsland, addDays } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from './helpers/fixtures.ts';
import { solidPng } from './helpers/png.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Back-office villa writes go browser -> booking service -> Strapi, and the projection follows at
 * once. Real Strapi, real uploads; image URLs are served by a local server the SSRF guard is told
 * to allow (OUTBOUND_ALLOW_HOSTS), and private addresses are refused.
 */
let stack: TestStack;
let app: TestApp;
let photos: http.Server;
let photoUrl = '';
/** An address nothing listens on: connections are refused. */
let closedUrl = '';
const cookies = { admin: '', a: '', b: '' };
const owners = { a: '', b: '' };
const requests: string[] = [];

beforeAll(async () => {
  photos = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/pool.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(6, 6));
    } else if (req.url === '/not-an-image.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>hello</html>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => photos.listen(0, '127.0.0.1', r));
  photoUrl = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((r) => closed.close(() => r()));
  // Sessions made directly in the database name no CMS account: no re-check during the file.
  stack = await startTestStack({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', STAFF_SESSION_RECHECK_SECONDS: '3600' });
  app = stack.app;
  cookies.admin = await app.sessionCookie('admin', 'admin-1');
  for (const key of ['a', 'b'] as const) {
    const created = await app.request('/api/admin/owners', {
      method: 'POST',
      cookie: cookies.admin,
      json: { firstName: 'Owner', lastName: key.toUpperCase(), email: `owner-${key}@example.com`, phone: '0812345678', address: 'Lamai', password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    owners[key] = created.body.data.id;
    cookies[key] = await app.sessionCookie('owner', owners[key], owners[key]);
  }
  for (const name of ['Lamai', 'Chaweng']) expect((await stack.strapiApi('POST', '/api/areas', { data: { name } })).status).toBe(201);
  await app.services.cmsSync.reconcile();
}, 120_000);

afterAll(async () => {
  await stack?.close();
  photos?.close();
});

function form(fields: Record<string, string | string[]>, files: number): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  for (let i = 0; i < files; i++) body.append('images', new Blob([solidPng(4 + i, 4)], { type: 'image/png' }), `photo-${i}.png`);
  return body;
}

async function send(method: string, path: string, cookie: string, body: FormData) {
  const res = await fetch(`${app.url}${path}`, { method, headers: { cookie, 'x-requested-with': 'islandstay' }, body });
  return { status: res.status, body: (await res.json()) as any };
}

const villaForm = {
  name: 'Baan Written',
  description: 'Written through the back office',
  villaType: 'Villa',
  'areas[]': ['Lamai', 'Chaweng'],
  amenities: JSON.stringify(['WiFi', 'pool', 'Rooftop Bar', 'wifi']),
  price: '3500',
  guests: '6',
  bedrooms: '3',
  bathrooms: '2',
  isActive: 'true',
  currency: 'THB',
};

let villaId = '';

describe('villa writes through the CMS', () => {
  it("creates an owner's villa in Strapi with uploaded and fetched photos; it is public at once", async () => {
    const created = await send('POST', '/api/admin/villas', cookies.a, form({ ...villaForm, owner: owners.b, imageUrls: `${photoUrl}/pool.png` }, 2));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    villaId = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Baan Written', villatype: 'Villa', areas: ['Lamai', 'Chaweng'], price: 3500, currency: 'THB', owner: { id: owners.a } });
    expect(created.body.data.amenities).toEqual(['WiFi', 'Pool', 'Rooftop Bar']);
    expect(created.body.data.images).toHaveLength(3);
    // The photos keep the order they were sent in: the two files (4 and 5 px wide), then the URL's.
    expect((created.body.data.images as { width: number; url: string }[]).slice(0, 2).map((image) => image.width)).toEqual([4, 5]);
    expect(created.body.data.images[2].url).toMatch(/pool/);
    expect(requests).toContain('/pool.png');

    const inStrapi = await stack.strapiApi('GET', `/api/villas/${villaId}?populate=*`);
    expect(inStrapi.body.data).toMatchObject({ name: 'Baan Written', basePrice: 3500 });
    expect(inStrapi.body.data.images).toHaveLength(3);
    const custom = await stack.strapiApi('GET', '/api/amenities?filters[name][$eq]=Rooftop%20Bar');
    expect(custom.body.data[0]).toMatchObject({ predefined: false });

    expect((await app.request(`/api/villas/${villaId}`)).status).toBe(200);
    expect((await app.request('/api/search/villas?name=Written')).body.total).toBe(1);
  });

  it('refuses bad input with the spec messages, naming the field', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ ...villaForm, name: '' }, 'Villa Name is required'],
      [{ ...villaForm, guests: '0' }, 'Max Guests must be at least 1'],
      [{ ...villaForm, price: '-1' }, 'Price per Night must be at least 0'],
      [{ ...villaForm, amenities: 'air_conditioning' }, 'Please select "Air Conditioning" from the dropdown instead of typing it as a custom amenity'],
      [{ ...villaForm, 'areas[]': ['Atlantis'] }, 'areas: unknown area Atlantis'],
      [{ ...villaForm, imageUrls: 'http://10.0.0.7/x.png' }, 'imageUrls.0: the host 10.0.0.7 is not a public address'],
      [{ ...villaForm, imageUrls: 'file:///etc/passwd' }, 'imageUrls.0: must be an http(s) URL'],
      [{ ...villaForm, imageUrls: `${photoUrl}/not-an-image.png` }, 'imageUrls.0: is not a JPEG, PNG or WebP image'],
      [{ ...villaForm, imageUrls: 'http://[::127.0.0.1]/x.png' }, 'imageUrls.0: the host ::7f00:1 is not a public address'],
      [{ ...villaForm, imageUrls: `${closedUrl}/x.png` }, `imageUrls.0: could not connect to ${new URL(closedUrl).host}: connection refused`],
    ];
    for (const [fields, message] of cases) {
      const res = await send('POST', '/api/admin/villas', cookies.a, form(fields, 0));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const ownerless = await send('POST', '/api/admin/villas', cookies.admin, form(villaForm, 0));
    expect(ownerless.body.error).toBe('owner: Please assign an owner');
    const notImage = new FormData();
    for (const [k, v] of Object.entries(villaForm)) notImage.append(k, Array.isArray(v) ? v[0]! : v);
    notImage.append('images', new Blob(['GIF89a...'], { type: 'image/gif' }), 'x.gif');
    expect((await send('POST', '/api/admin/villas', cookies.a, notImage)).status).toBe(400);
    expect((await stack.strapiApi('GET', '/api/villas')).body.data).toHaveLength(1);
  });

  it('updates fields and images (remove, reorder, add) for the owner; another owner gets 404', async () => {
    expect((await send('PUT', `/api/admin/villas/${villaId}`, cookies.b, form({ name: 'Stolen' }, 0))).status).toBe(404);
    const before = (await app.request(`/api/admin/villas/${villaId}`, { cookie: cookies.a })).body.data.images as { id: number; url: string }[];
    const [first, second, third] = before;
    const updated = await send(
      'PUT',
      `/api/admin/villas/${villaId}`,
      cookies.a,
      form({ name: 'Baan Rewritten', removeImageIds: JSON.stringify([first!.id]), orderedImages: JSON.stringify([third!.id, second!.id]) }, 1),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.name).toBe('Baan Rewritten');
    expect(updated.body.data.price).toBe(3500);
    expect(updated.body.data.villatype).toBe('Villa');
    const ids = (updated.body.data.images as { id: number }[]).map((i) => i.id);
    expect(ids.slice(0, 2)).toEqual([third!.id, second!.id]);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(first!.id);
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}`)).body.data.name).toBe('Baan Rewritten');
  });

  it("writes the owner's Thai description as Strapi's Thai version of the villa; Thai guests read it, and an empty one gives them the English again", async () => {
    const tooLong = await send('PUT', `/api/admin/villas/${villaId}`, cookies.a, form({ descriptionTh: 'ก'.repeat(20_001) }, 0));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details).toEqual([expect.objectContaining({ path: 'descriptionTh' })]);

    const written = await send('PUT', `/api/admin/villas/${villaId}`, cookies.a, form({ descriptionTh: 'บ้านที่เขียนผ่านหลังบ้าน' }, 0));
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data).toMatchObject({ description: 'Written through the back office', descriptionTh: 'บ้านที่เขียนผ่านหลังบ้าน' });
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}?locale=th`)).body.data).toMatchObject({ description: 'บ้านที่เขียนผ่านหลังบ้าน', name: 'Baan Rewritten' });
    expect((await app.request(`/api/villas/${villaId}?locale=th`)).body.data.localized.description).toEqual({ text: 'บ้านที่เขียนผ่านหลังบ้าน', lang: 'th' });
    // Another owner cannot write it.
    expect((await send('PUT', `/api/admin/villas/${villaId}`, cookies.b, form({ descriptionTh: 'ของฉัน' }, 0))).status).toBe(404);

    const cleared = await send('PUT', `/api/admin/villas/${villaId}`, cookies.a, form({ descriptionTh: '' }, 0));
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.descriptionTh).toBe('');
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}?locale=th`)).status).toBe(404);
    expect((await app.request(`/api/villas/${villaId}?locale=th`)).body.data.localized.description).toEqual({ text: 'Written through the back office', lang: 'en' });
  });

  it('toggles active for owners and promoted for the admin only', async () => {
    const off = await app.request(`/api/admin/villas/${villaId}/status`, { method: 'PATCH', cookie: cookies.a, json: { isActive: false } });
    expect(off.body.data.isActive).toBe(false);
    expect((await app.request(`/api/villas/${villaId}`)).status).toBe(404);
    await app.request(`/api/admin/villas/${villaId}/status`, { method: 'PATCH', cookie: cookies.a, json: { isActive: true } });
    expect((await app.request(`/api/villas/${villaId}`)).status).toBe(200);
    expect((await app.request(`/api/admin/villas/${villaId}/promoted`, { method: 'PATCH', cookie: cookies.a, json: { isPromoted: true } })).status).toBe(403);
    const promoted = await app.request(`/api/admin/villas/${villaId}/promoted`, { method: 'PATCH', cookie: cookies.admin, json: { isPromoted: true } });
    expect(promoted.body.data.isPromoted).toBe(true);
    expect((await app.request(`/api/admin/villas/${villaId}/status`, { method: 'PATCH', cookie: cookies.b, json: { isActive: false } })).status).toBe(404);
  });

  it('refuses to delete a villa with upcoming bookings; once they are cancelled it leaves Strapi and search, and past bookings keep its name', async () => {
    const today = todayOnIsland();
    const upcoming = await insertBooking(app.knex, villaId, addDays(today, 10), addDays(today, 12));
    const past = await insertBooking(app.knex, villaId, addDays(today, -20), addDays(today, -18), 'completed');
    await app.knex('bookings').whereIn('id', [upcoming, past]).update({ villa_name: 'Baan Rewritten' });
    const refused = await app.request(`/api/admin/villas/${villaId}`, { method: 'DELETE', cookie: cookies.a });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'This villa has 1 upcoming booking. Cancel it before deleting the villa.', upcomingBookings: 1 });
    expect((await app.request(`/api/admin/villas/${villaId}`, { method: 'DELETE', cookie: cookies.b })).status).toBe(404);

    await app.knex('bookings').where({ id: upcoming }).update({ status: 'cancelled' });
    expect((await app.request(`/api/admin/villas/${villaId}`, { method: 'DELETE', cookie: cookies.a })).status).toBe(200);
    expect((await stack.strapiApi('GET', `/api/villas/${villaId}`)).status).toBe(404);
    expect((await app.request(`/api/villas/${villaId}`)).status).toBe(404);
    expect((await app.request('/api/search/villas?name=Rewritten')).body.total).toBe(0);
    expect((await app.knex('bookings').where({ id: past }).first()).villa_name).toBe('Baan Rewritten');
  });
});
