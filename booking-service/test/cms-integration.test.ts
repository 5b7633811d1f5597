import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_SIGNATURE_HEADER, signPayload } from '@islandstay/shared/cms/cms-signature';
import { pageResponseSchema, siteSettingsResponseSchema } from '@islandstay/shared/cms/content.schemas';
import { villaImageSchema } from '@islandstay/shared/villas/villa.schemas';
import { insertVilla } from './helpers/fixtures.ts';
import { solidPng } from './helpers/png.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The real Strapi against a throwaway database, pushing its changes to the booking service started
 * here. Eventual effects are awaited by polling with a generous cap, never asserted as a speed.
 */
let stack: TestStack;
let app: TestApp;
let cms = '';
let strapiApi: TestStack['strapiApi'];
let waitFor: TestStack['waitFor'];
let TOKEN = '';

beforeAll(async () => {
  // CMS_CACHE_SECONDS=0: every page read goes to Strapi first, so the stale path is really taken.
  stack = await startTestStack({ CMS_CACHE_SECONDS: '0', STAFF_SESSION_RECHECK_SECONDS: '3600' });
  ({ app, cms, strapiApi, waitFor } = stack);
  TOKEN = stack.token;
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('Strapi owns villa content; the booking service follows', () => {
  it("refuses anonymous writes on Strapi's content API with 403", async () => {
    for (const [method, pathname] of [
      ['POST', '/api/villas'],
      ['POST', '/api/areas'],
      ['PUT', '/api/villas/x'],
      ['DELETE', '/api/villas/x'],
      ['DELETE', '/api/areas/x'],
    ]) {
      expect((await strapiApi(method!, pathname!, { data: { name: 'x' } }, false)).status, `${method} ${pathname}`).toBe(403);
    }
    expect((await strapiApi('GET', '/api/villas', undefined, false)).status).toBe(200);
  });

  it("gives full access to CMS_SERVICE_TOKEN's exact key only, and the snapshot to nobody else", async () => {
    const call = (key: string, method: string, pathname: string, body?: unknown) =>
      fetch(`${cms}${pathname}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const nearMiss of [`${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase()]) {
      expect((await call(nearMiss, 'POST', '/api/areas', { data: { name: 'Near Miss' } })).status, nearMiss).toBe(401);
      expect((await call(nearMiss, 'GET', '/api/sync/snapshot')).status, nearMiss).toBe(401);
    }
    const created = await call(TOKEN, 'POST', '/api/areas', { data: { name: 'Exact Key' } });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    expect((await call(TOKEN, 'DELETE', `/api/areas/${data.documentId}`)).status).toBe(204);
  });

  it('creates, updates and deletes a villa in Strapi, and the booking service follows; an unapproved owner takes it out of search', async () => {
    const roles = await strapiApi('GET', '/api/users-permissions/roles');
    const ownerRole = roles.body.roles.find((r: { name: string }) => r.name === 'Owner').id;
    const owner = await strapiApi('POST', '/api/users', {
      username: 'sync-owner',
      email: 'sync-owner@example.com',
      password: 'secret123',
      role: ownerRole,
      firstName: 'Sync',
      lastName: 'Owner',
      ownerStatus: 'approved',
      confirmed: true,
    });
    expect(owner.status).toBe(201);
    const area = await strapiApi('POST', '/api/areas', { data: { name: 'Lamai' } });
    const created = await strapiApi('POST', '/api/villas', {
      data: { name: 'Baan Strapi', guests: 4, bedrooms: 2, bathrooms: 2, basePrice: 4500, currency: 'THB', areas: [area.body.data.documentId], owner: owner.body.id },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;

    const seen = await waitFor('the villa in the booking service', async () => {
      const res = await app.request(`/api/villas/${id}`);
      return res.status === 200 ? res.body.data : undefined;
    });
    expect(seen).toMatchObject({ name: 'Baan Strapi', areas: ['Lamai'], price: 4500, currency: 'THB', guests: 4 });

    await strapiApi('PUT', `/api/villas/${id}`, { data: { name: 'Baan Strapi Renamed', basePrice: 5000 } });
    await waitFor('the rename', async () => ((await app.request(`/api/villas/${id}`)).body.data?.name === 'Baan Strapi Renamed' ? true : undefined));
    expect((await app.request(`/api/villas/${id}`)).body.data.price).toBe(5000);

    await strapiApi('PUT', `/api/users/${owner.body.id}`, { ownerStatus: 'unapproved' });
    await waitFor('the villa to leave search', async () => ((await app.request('/api/search/villas?name=Renamed')).body.total === 0 ? true : undefined));
    expect((await app.request(`/api/villas/${id}`)).status).toBe(404);

    await strapiApi('PUT', `/api/users/${owner.body.id}`, { ownerStatus: 'approved' });
    await waitFor('the villa to come back', async () => ((await app.request(`/api/villas/${id}`)).status === 200 ? true : undefined));

    expect((await strapiApi('DELETE', `/api/villas/${id}`)).status).toBe(204);
    await waitFor('the delete', async () => ((await app.request(`/api/villas/${id}`)).status === 404 ? true : undefined));
  });

  it("carries a villa's cleaning fee from Strapi, and from the back office's villa form, into every quote's total", async () => {
    const roles = await strapiApi('GET', '/api/users-permissions/roles');
    const ownerRole = roles.body.roles.find((r: { name: string }) => r.name === 'Owner').id;
    const owner = await strapiApi('POST', '/api/users', { username: 'fee-owner', email: 'fee-owner@example.com', password: 'secret123', role: ownerRole, ownerStatus: 'approved', confirmed: true });
    const created = await strapiApi('POST', '/api/villas', { data: { name: 'Baan Clean', guests: 2, basePrice: 100, cleaningFee: 25, currency: 'USD', owner: owner.body.id } });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    const stay = { checkIn: '2027-01-11', checkOut: '2027-01-13' };
    const quoted = await waitFor('the villa with its fee in the booking service', async () => {
      const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: stay });
      return res.status === 200 ? res.body : undefined;
    });
    expect(quoted).toMatchObject({ subtotal: 200, cleaningFee: 25, totalPrice: 225 });

    const admin = await app.sessionCookie('admin', 'admin-1');
    const refused = await app.request(`/api/admin/villas/${id}`, { method: 'PUT', cookie: admin, json: { cleaningFee: -1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual({ path: 'cleaningFee', message: 'Cleaning fee must be at least 0', code: 'validation.tooSmall', params: { minimum: 0, origin: 'number' } });
    const saved = await app.request(`/api/admin/villas/${id}`, { method: 'PUT', cookie: admin, json: { cleaningFee: 40 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.cleaningFee).toBe(40);
    expect((await strapiApi('GET', `/api/villas/${id}`)).body.data.cleaningFee).toBe(40);
    await waitFor('the new fee in quotes', async () => {
      const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: stay });
      return res.body.totalPrice === 240 ? true : undefined;
    });
    expect((await strapiApi('DELETE', `/api/villas/${id}`)).status).toBe(204);
  });

  it('serves uploaded media from the CMS at /uploads on the one public origin', async () => {
    const png = solidPng(8, 8);
    const form = new FormData();
    form.set('files', new Blob([png], { type: 'image/png' }), 'pool.png');
    const uploaded = await fetch(`${cms}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [file] = (await uploaded.json()) as { url: string }[];
    expect(file!.url).toMatch(/^\/uploads\//);
    const proxied = await fetch(`${app.url}${file!.url}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('image/png');
    // Byte for byte what Strapi itself serves (it may re-encode an upload).
    const direct = Buffer.from(await (await fetch(`${cms}${file!.url}`)).arrayBuffer());
    expect(Buffer.from(await proxied.arrayBuffer()).equals(direct)).toBe(true);
    expect((await fetch(`${app.url}/uploads/missing.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/x.png`, { method: 'POST' })).status).toBe(405);
  });

  it('reconciles the whole projection from Strapi on demand: lost changes come back, villas gone from Strapi leave', async () => {
    expect((await strapiApi('GET', '/api/sync/snapshot', undefined, false)).status).toBe(403);
    const owner = await strapiApi('POST', '/api/users', {
      username: 'resync-owner',
      email: 'resync@example.com',
      password: 'secret123',
      role: await stack.ownerRoleId(),
      ownerStatus: 'approved',
      confirmed: true,
    });
    const created = await strapiApi('POST', '/api/villas', { data: { name: 'Baan Resync', guests: 2, basePrice: 120, currency: 'USD', owner: owner.body.id } });
    const id = created.body.data.documentId;
    await waitFor('the villa in the booking service', async () => ((await app.request(`/api/villas/${id}`)).status === 200 ? true : undefined));

    // What a lost event looks like: the projection misses a rename and holds a villa Strapi never had.
    await app
      .knex('villas')
      .where({ id })
      .update({ name: 'Stale name', updated_at: new Date('2020-01-01') });
    const ghost = await insertVilla(app.knex, { name: 'Ghost villa' });
    expect((await app.request(`/api/villas/${ghost}`)).status).toBe(200);

    const unsigned = await app.request('/internal/cms-resync', { method: 'POST' });
    expect(unsigned.status).toBe(401);
    const owned = await app.request('/api/admin/cms/resync', { method: 'POST', cookie: await app.sessionCookie('owner', 'owner-approved', 'owner-approved') });
    expect(owned.status).toBe(403);
    const resync = await fetch(`${app.url}/internal/cms-resync`, {
      method: 'POST',
      headers: { [CMS_SIGNATURE_HEADER]: signPayload(app.env.CMS_EVENTS_SECRET, '', Math.floor(Date.now() / 1000)) },
    });
    expect(resync.status, await resync.clone().text()).toBe(200);
    const result = (await resync.json()) as { deleted: { villas: number } };
    expect(result.deleted.villas).toBeGreaterThanOrEqual(1);
    expect((await app.request(`/api/villas/${id}`)).body.data.name).toBe('Baan Resync');
    expect((await app.request(`/api/villas/${ghost}`)).status).toBe(404);

    const asAdmin = await app.request('/api/admin/cms/resync', { method: 'POST', cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.deleted.villas).toBe(0);
  });

  it("follows the Thai translations of a villa's description and of area and amenity names, each falling back to English on its own", async () => {
    const owner = await strapiApi('POST', '/api/users', {
      username: 'thai-owner',
      email: 'thai-owner@example.com',
      password: 'secret123',
      role: await stack.ownerRoleId(),
      ownerStatus: 'approved',
      confirmed: true,
    });
    const area = (await strapiApi('POST', '/api/areas', { data: { name: 'Bang Rak' } })).body.data.documentId;
    const untranslated = (await strapiApi('POST', '/api/areas', { data: { name: 'Untranslated Bay' } })).body.data.documentId;
    const amenity = (await strapiApi('POST', '/api/amenities', { data: { name: 'Rooftop', icon: 'rooftop' } })).body.data.documentId;
    // A PUT in another locale adds that locale's version of the document (Strapi's i18n).
    expect((await strapiApi('PUT', `/api/areas/${area}?locale=th`, { data: { name: 'บางรัก' } })).status).toBe(200);
    expect((await strapiApi('PUT', `/api/amenities/${amenity}?locale=th`, { data: { name: 'ดาดฟ้า' } })).status).toBe(200);
    const created = await strapiApi('POST', '/api/villas', {
      data: { name: 'Baan Siam', description: 'A house by the pier.', guests: 2, basePrice: 3000, currency: 'THB', areas: [area, untranslated], amenities: [amenity], owner: owner.body.id },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    await waitFor('the villa in the booking service', async () => ((await app.request(`/api/villas/${id}`)).status === 200 ? true : undefined));

    // No Thai description yet: English, marked as such; the names that have Thai come in Thai.
    expect((await app.request(`/api/villas/${id}?locale=th`)).body.data.localized).toEqual({
      description: { text: 'A house by the pier.', lang: 'en' },
      areas: [
        { text: 'บางรัก', lang: 'th' },
        { text: 'Untranslated Bay', lang: 'en' },
      ],
      amenities: [{ text: 'ดาดฟ้า', lang: 'th' }],
    });
    expect((await strapiApi('PUT', `/api/villas/${id}?locale=th`, { data: { description: 'บ้านริมท่าเรือ' } })).status).toBe(200);
    const thai = await waitFor('the Thai description', async () => {
      const data = (await app.request(`/api/villas/${id}?locale=th`)).body.data;
      return data?.localized?.description.lang === 'th' ? data : undefined;
    });
    expect(thai).toMatchObject({ name: 'Baan Siam', description: 'A house by the pier.', areas: ['Bang Rak', 'Untranslated Bay'], amenities: ['Rooftop'] });
    expect(thai.localized.description).toEqual({ text: 'บ้านริมท่าเรือ', lang: 'th' });
    // The Thai row shares the English one's fields: Strapi copied them, the villa is unchanged.
    expect((await app.request(`/api/villas/${id}`)).body.data).toMatchObject({ price: 3000, guests: 2 });
    expect((await app.request(`/api/villas/${id}`)).body.data.localized).toBeUndefined();
    expect((await app.request(`/api/villas/${id}?locale=en`)).body.data.localized).toBeUndefined();

    // Search by the Thai area name finds the villa; results and the area list carry the names to show.
    const found = await app.request(`/api/search/villas?area=${encodeURIComponent('บางรัก')}&locale=th`);
    expect(found.body.data.map((v: { id: string }) => v.id)).toEqual([id]);
    expect(found.body.data[0].localized.areas[0]).toEqual({ text: 'บางรัก', lang: 'th' });
    const areas = (await app.request('/api/areas?locale=th')).body.data as { name: string; label: unknown }[];
    expect(areas.find((a) => a.name === 'Bang Rak')?.label).toEqual({ text: 'บางรัก', lang: 'th' });
    expect(areas.find((a) => a.name === 'Untranslated Bay')?.label).toEqual({ text: 'Untranslated Bay', lang: 'en' });
    expect((await app.request('/api/amenities?locale=th')).body.data.find((a: { name: string }) => a.name === 'Rooftop').label).toEqual({ text: 'ดาดฟ้า', lang: 'th' });
    expect((await app.request('/api/amenities')).body.data.find((a: { name: string }) => a.name === 'Rooftop').label).toBeUndefined();
    const badLocale = await app.request('/api/areas?locale=fr');
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.details).toEqual([expect.objectContaining({ path: 'locale' })]);

    // A reconcile brings lost translations back from the snapshot.
    await app
      .knex('villas')
      .where({ id })
      .update({ translations: {}, updated_at: new Date('2020-01-01') });
    const resync = await app.request('/api/admin/cms/resync', { method: 'POST', cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(resync.status).toBe(200);
    expect((await app.request(`/api/villas/${id}?locale=th`)).body.data.localized.description).toEqual({ text: 'บ้านริมท่าเรือ', lang: 'th' });

    // Deleting the Thai version leaves the villa, in English; deleting the area's leaves the area.
    expect((await strapiApi('DELETE', `/api/villas/${id}?locale=th`)).status).toBe(204);
    expect((await strapiApi('DELETE', `/api/areas/${area}?locale=th`)).status).toBe(204);
    await waitFor('the Thai texts gone', async () => {
      const data = (await app.request(`/api/villas/${id}?locale=th`)).body.data;
      return data?.localized?.description.lang === 'en' && data.localized.areas[0].lang === 'en' ? true : undefined;
    });
    expect((await app.request(`/api/villas/${id}`)).status).toBe(200);

    // The back office deletes a villa in every locale: no Thai row is left behind in Strapi.
    await strapiApi('PUT', `/api/villas/${id}?locale=th`, { data: { description: 'บ้านริมท่าเรือ' } });
    const deleted = await app.request(`/api/admin/villas/${id}`, { method: 'DELETE', cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await strapiApi('GET', `/api/villas/${id}?locale=th`)).status).toBe(404);
    expect((await strapiApi('GET', `/api/villas/${id}`)).status).toBe(404);
  });

  it("serves each villa photo with its size, Strapi's resized formats and an alt text: the editor's, else the villa's name and area", async () => {
    const upload = async (png: Buffer, name: string, fileInfo?: object) => {
      const form = new FormData();
      form.set('files', new Blob([png], { type: 'image/png' }), name);
      if (fileInfo) form.set('fileInfo', JSON.stringify(fileInfo));
      const res = await fetch(`${cms}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: number }[])[0]!;
    };
    const wide = await upload(solidPng(1200, 800), 'terrace.png');
    const small = await upload(solidPng(300, 200, [200, 120, 40]), 'pool.png', { alternativeText: 'Infinity pool at sunset' });
    const ownerRole = await stack.ownerRoleId();
    const owner = await strapiApi('POST', '/api/users', {
      username: 'photo-owner',
      email: 'photo-owner@example.com',
      password: 'secret123',
      role: ownerRole,
      ownerStatus: 'approved',
      confirmed: true,
    });
    const area = await strapiApi('POST', '/api/areas', { data: { name: 'Chaweng' } });
    const villa = await strapiApi('POST', '/api/villas', {
      data: { name: 'Baan Photos', guests: 2, basePrice: 100, currency: 'USD', areas: [area.body.data.documentId], owner: owner.body.id, images: [wide.id, small.id] },
    });
    expect(villa.status).toBe(201);
    const id = villa.body.data.documentId;
    const detail = await waitFor('the villa in the booking service', async () => {
      const res = await app.request(`/api/villas/${id}`);
      return res.status === 200 ? res.body.data : undefined;
    });

    const [first, second] = detail.images;
    expect(first).toMatchObject({ id: wide.id, width: 1200, height: 800, alt: 'Baan Photos, Chaweng, photo 1 of 2' });
    // Strapi (sharp) makes every format smaller than the original, keeping the aspect ratio.
    expect(Object.keys(first.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(first.formats.large).toMatchObject({ width: 1000, height: 667 });
    expect(first.formats.medium).toMatchObject({ width: 750, height: 500 });
    expect(first.formats.small).toMatchObject({ width: 500, height: 333 });
    expect(first.formats.thumbnail.width).toBeLessThanOrEqual(245);
    for (const format of Object.values(first.formats) as { url: string }[]) {
      const served = await fetch(`${app.url}${format.url}`);
      expect(served.status, format.url).toBe(200);
    }
    // A photo smaller than every breakpoint gets only Strapi's thumbnail, and keeps the editor's alt.
    expect(second).toMatchObject({ id: small.id, width: 300, height: 200, alt: 'Infinity pool at sunset' });
    expect(Object.keys(second.formats)).toEqual(['thumbnail']);
    expect(villaImageSchema.array().parse(detail.images)).toHaveLength(2);

    // The same photos in lists, search and the back office's villa list.
    const listed = (await app.request('/api/villas?limit=100')).body.data.find((v: { id: string }) => v.id === id);
    expect(listed.images).toEqual(detail.images);
    expect((await app.request('/api/search/villas?name=Photos')).body.data[0].images).toEqual(detail.images);
    const admin = await app.sessionCookie('admin', 'admin-1');
    const adminList = await app.request('/api/admin/villas?search=Photos', { cookie: admin });
    expect(adminList.body.villas[0].images).toEqual(detail.images);

    // An editor changes the alt text in the Media Library: the villa shows it.
    const edit = new FormData();
    edit.set('fileInfo', JSON.stringify({ alternativeText: 'Shaded terrace with sea view' }));
    const edited = await fetch(`${cms}/api/upload?id=${wide.id}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: edit });
    expect(edited.status, await edited.clone().text()).toBe(200);
    await waitFor('the new alt text', async () => ((await app.request(`/api/villas/${id}`)).body.data.images[0].alt === 'Shaded terrace with sea view' ? true : undefined));
  });

  it('serves pages and site settings flat and typed, in Thai where a Thai version exists and in English otherwise, cached per locale', async () => {
    const terms = await strapiApi('POST', '/api/pages', {
      data: { slug: 'terms', title: 'Terms', body: 'A deposit of 50%.', seo: { metaTitle: 'Terms | IslandStay' }, faqs: [{ question: 'Q?', answer: 'A.' }] },
    });
    expect(terms.status).toBe(201);
    const thai = await strapiApi('PUT', `/api/pages/${terms.body.data.documentId}?locale=th`, { data: { slug: 'terms', title: 'ข้อกำหนด', body: 'มัดจำ 50%' } });
    expect(thai.status, JSON.stringify(thai.body)).toBe(200);
    await strapiApi('POST', '/api/pages', { data: { slug: 'privacy', title: 'Privacy', body: 'We keep booking data 7 years.' } });

    const english = await app.request('/api/pages/terms');
    expect(english.status).toBe(200);
    expect(english.body.data).toEqual({
      slug: 'terms',
      locale: 'en',
      title: 'Terms',
      body: 'A deposit of 50%.',
      seo: { metaTitle: 'Terms | IslandStay', metaDescription: null },
      values: [],
      team: [],
      counters: [],
      faqs: [{ question: 'Q?', answer: 'A.' }],
    });
    expect(pageResponseSchema.strict().parse(english.body).data.slug).toBe('terms');
    expect((await app.request('/api/pages/terms?locale=th')).body.data).toMatchObject({ slug: 'terms', locale: 'th', title: 'ข้อกำหนด', body: 'มัดจำ 50%', faqs: [] });
    expect((await app.request('/api/pages/privacy?locale=th')).body.data).toMatchObject({ locale: 'en', title: 'Privacy' });
    const bad = await app.request('/api/pages/terms?locale=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'locale' })]);
    const keys = (await app.knex('cms_cache').where('key', 'like', 'page:terms%').pluck('key')).sort();
    expect(keys).toEqual(['page:terms:en', 'page:terms:th']);

    expect(
      (
        await strapiApi('PUT', '/api/site-setting', {
          data: {
            islandName: 'Koh Samui',
            contactPhone: '+66 77 123 456',
            contactEmail: 'hello@islandstay.test',
            address: 'Bophut, Koh Samui',
            supportLinks: [{ label: 'Help', url: '/contact' }],
            socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/islandstay' }],
            footerAreas: [{ name: 'Chaweng' }],
            copyright: '© IslandStay',
          },
        })
      ).status,
    ).toBe(200);
    const settings = await app.request('/api/site-settings');
    expect(settings.body.data).toEqual({
      locale: 'en',
      islandName: 'Koh Samui',
      contact: { phone: '+66 77 123 456', email: 'hello@islandstay.test', address: 'Bophut, Koh Samui' },
      supportHours: null,
      supportLinks: [{ label: 'Help', url: '/contact' }],
      socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/islandstay' }],
      footerAreas: ['Chaweng'],
      copyright: '© IslandStay',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      // Not CMS content: the server's MAP_STYLE_URL, unset here (the storefront draws the island itself).
      mapStyleUrl: null,
    });
    expect(siteSettingsResponseSchema.strict().parse(settings.body).data.locale).toBe('en');
    // No Thai version yet: English.
    expect((await app.request('/api/site-settings?locale=th')).body.data).toMatchObject({ locale: 'en', copyright: '© IslandStay' });
    expect(
      (await strapiApi('PUT', '/api/site-setting?locale=th', { data: { islandName: 'เกาะสมุย', copyright: '© IslandStay สงวนลิขสิทธิ์', supportLinks: [{ label: 'ช่วยเหลือ', url: '/contact' }] } })).status,
    ).toBe(200);
    // Thai texts; phone, email and times are shared by both locales.
    expect((await app.request('/api/site-settings?locale=th')).body.data).toMatchObject({
      locale: 'th',
      islandName: 'เกาะสมุย',
      copyright: '© IslandStay สงวนลิขสิทธิ์',
      supportLinks: [{ label: 'ช่วยเหลือ', url: '/contact' }],
      contact: { phone: '+66 77 123 456', email: 'hello@islandstay.test' },
      checkInTime: '14:00',
    });
  });

  it("puts every document in the snapshot, past the CMS's page of 500 rows, each once", async () => {
    const before = (await strapiApi('GET', '/api/sync/snapshot')).body.amenities.length;
    const added = 520;
    const batch = 20;
    for (let start = 0; start < added; start += batch) {
      const created = await Promise.all(Array.from({ length: batch }, (_, i) => strapiApi('POST', '/api/amenities', { data: { name: `Paged Amenity ${start + i}` } })));
      expect(created.map((res) => res.status)).toEqual(Array(batch).fill(201));
    }
    const ids = (await strapiApi('GET', '/api/sync/snapshot')).body.amenities.map((amenity: { id: string }) => amenity.id);
    expect(ids).toHaveLength(before + added);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves pages through the booking service, and with Strapi stopped still answers search, quotes and pages', async () => {
    const page = await strapiApi('POST', '/api/pages', { data: { slug: 'about', title: 'About the island', body: 'We have 50+ villas.' } });
    expect(page.status).toBe(201);
    const about = await app.request('/api/pages/about');
    expect(about.body.data).toMatchObject({ slug: 'about', title: 'About the island' });
    expect((await app.request('/api/pages/nope')).status).toBe(404);
    expect((await app.request('/api/site-settings')).body.data).toMatchObject({ checkInTime: '14:00' });

    const roles = await strapiApi('GET', '/api/users-permissions/roles');
    const ownerRole = roles.body.roles.find((r: { name: string }) => r.name === 'Owner').id;
    const owner = await strapiApi('POST', '/api/users', { username: 'down-owner', email: 'down@example.com', password: 'secret123', role: ownerRole, ownerStatus: 'approved', confirmed: true });
    const villa = await strapiApi('POST', '/api/villas', { data: { name: 'Baan Offline', guests: 2, basePrice: 100, currency: 'USD', owner: owner.body.id } });
    const id = villa.body.data.documentId;
    await waitFor('the villa in the booking service', async () => ((await app.request(`/api/villas/${id}`)).status === 200 ? true : undefined));

    await stack.strapi.stop();
    expect((await app.request('/api/search/villas?name=Offline')).body.total).toBe(1);
    expect((await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: { checkIn: '2027-01-10', checkOut: '2027-01-12' } })).body.totalPrice).toBe(200);
    const stale = await app.request('/api/pages/about');
    expect(stale.status).toBe(200);
    expect(stale.body.data.title).toBe('About the island');
    // Each locale keeps its own cached copy.
    expect((await app.request('/api/pages/terms?locale=th')).body.data.title).toBe('ข้อกำหนด');
    expect((await app.request('/api/pages/terms')).body.data.title).toBe('Terms');
    // Media cannot be served without the CMS: a clear 503 (docs/configuration.md, CMS_READ_TIMEOUT_MS), never a 500.
    const media = await app.request('/uploads/anything.png');
    expect(media.status).toBe(503);
    expect(media.body.error).toMatch(/content service is not reachable/);
  });
});
