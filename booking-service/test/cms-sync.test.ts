import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '@islandstay/shared/cms/cms-signature';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const nowSeconds = () => Math.floor(TEST_NOW.getTime() / 1000);

/** Posts an event the way the CMS does: raw JSON, signed with the shared secret. */
async function push(event: unknown, options: { secret?: string; at?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(event);
  const signature = options.signature === null ? undefined : (options.signature ?? signPayload(options.secret ?? app.env.CMS_EVENTS_SECRET, body, options.at ?? nowSeconds()));
  const res = await fetch(`${app.url}/internal/cms-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-islandstay-signature': signature } : {}) },
    body,
  });
  return { status: res.status, body: await res.json() };
}

function villaEvent(id: string, updatedAt: string, overrides: Record<string, unknown> = {}) {
  return {
    action: 'upsert',
    model: 'villa',
    id,
    updatedAt,
    data: {
      name: 'Baan Sync',
      slug: `baan-sync-${id}`,
      description: 'Synced from the CMS',
      villatype: 'Villa',
      areas: ['Lamai'],
      amenities: ['Pool', 'WiFi'],
      images: [{ url: '/uploads/baan.jpg', alt: 'Pool' }],
      guests: 6,
      bedrooms: 3,
      bathrooms: 2,
      basePrice: 5000,
      currency: 'THB',
      isActive: true,
      isPromoted: false,
      ownerId: 'owner-sync',
      ...overrides,
    },
  };
}

const owner = (status: string, updatedAt: string) => ({ action: 'upsert', model: 'owner', id: 'owner-sync', updatedAt, data: { name: 'Sync Owner', email: 'o@example.com', status } });

describe('POST /internal/cms-events', () => {
  it('refuses unsigned, wrongly signed and old requests with 401, changing nothing', async () => {
    const event = villaEvent('vsigned', '2026-06-01T00:00:00.000Z');
    expect((await push(event, { signature: null })).status).toBe(401);
    expect((await push(event, { secret: 'x'.repeat(40) })).status).toBe(401);
    expect((await push(event, { at: nowSeconds() - 3600 })).status).toBe(401);
    expect((await push(event, { signature: 't=1,v1=abc' })).status).toBe(401);
    expect(await app.knex('villas').where({ id: 'vsigned' }).first()).toBeUndefined();
  });

  it('projects a villa once its owner is approved, applies updates, ignores older events', async () => {
    expect((await push(villaEvent('vsync1', '2026-06-01T10:00:00.000Z'))).body).toEqual({ applied: true });
    // The owner is not known yet: a pending placeholder keeps the villa out of public view.
    expect((await app.request('/api/villas/vsync1')).status).toBe(404);
    await push(owner('approved', '2026-06-01T10:00:01.000Z'));
    expect((await app.request('/api/villas/vsync1')).body.data).toMatchObject({ name: 'Baan Sync', areas: ['Lamai'], price: 5000, currency: 'THB' });

    expect((await push(villaEvent('vsync1', '2026-06-01T11:00:00.000Z', { name: 'Baan Sync Renamed', basePrice: 5500 }))).body).toEqual({ applied: true });
    expect((await push(villaEvent('vsync1', '2026-06-01T09:00:00.000Z', { name: 'Stale Name' }))).body).toEqual({ applied: false, reason: 'stale' });
    expect((await app.request('/api/villas/vsync1')).body.data).toMatchObject({ name: 'Baan Sync Renamed', price: 5500 });
  });

  it('keeps the rating the booking service computed when the CMS updates a villa', async () => {
    await push(owner('approved', '2026-06-01T10:00:01.000Z'));
    await push(villaEvent('vsync2', '2026-06-01T10:00:00.000Z'));
    await app.knex('villas').where({ id: 'vsync2' }).update({ rating: 4.5, review_count: 12 });
    await push(villaEvent('vsync2', '2026-06-01T12:00:00.000Z', { name: 'Still Rated' }));
    expect((await app.request('/api/villas/vsync2')).body.data).toMatchObject({ name: 'Still Rated', rating: 4.5, reviews: 12 });
  });

  it('removes a deleted villa and never brings it back from a late event', async () => {
    await push(owner('approved', '2026-06-01T10:00:01.000Z'));
    await push(villaEvent('vsync3', '2026-06-01T10:00:00.000Z'));
    expect((await push({ action: 'delete', model: 'villa', id: 'vsync3', updatedAt: '2026-06-01T13:00:00.000Z' })).body).toEqual({ applied: true });
    expect((await app.request('/api/villas/vsync3')).status).toBe(404);
    expect((await push(villaEvent('vsync3', '2026-06-01T14:00:00.000Z'))).body).toEqual({ applied: false, reason: 'deleted' });
    expect((await app.request('/api/villas/vsync3')).status).toBe(404);
  });

  it('takes the villas of an unapproved owner out of search', async () => {
    await push(owner('approved', '2026-06-01T10:00:01.000Z'));
    await push(villaEvent('vsync4', '2026-06-01T10:00:00.000Z', { name: 'Owner Test' }));
    expect((await app.request('/api/search/villas?name=Owner Test')).body.total).toBe(1);
    await push(owner('unapproved', '2026-06-02T10:00:00.000Z'));
    expect((await app.request('/api/search/villas?name=Owner Test')).body.total).toBe(0);
    await push(owner('approved', '2026-06-03T10:00:00.000Z'));
  });

  it('refuses a malformed event with 400 and an unknown currency with 422', async () => {
    expect((await push({ action: 'upsert', model: 'villa', id: 'bad', updatedAt: 'yesterday', data: {} })).status).toBe(400);
    expect((await push(villaEvent('vsync5', '2026-06-01T10:00:00.000Z', { currency: 'XXX' }))).status).toBe(422);
  });

  it('projects areas and amenities', async () => {
    await push({ action: 'upsert', model: 'area', id: 'area-sync', updatedAt: '2026-06-01T10:00:00.000Z', data: { name: 'Bang Po', slug: 'bang-po' } });
    await push({ action: 'upsert', model: 'amenity', id: 'amenity-sync', updatedAt: '2026-06-01T10:00:00.000Z', data: { name: 'Sauna', icon: 'sauna', predefined: false } });
    expect((await app.request('/api/areas')).body.data.map((a: { name: string }) => a.name)).toContain('Bang Po');
    expect((await app.request('/api/amenities')).body.data).toContainEqual({ name: 'Sauna', icon: 'sauna', predefined: false });
    await push({ action: 'delete', model: 'area', id: 'area-sync', updatedAt: '2026-06-01T11:00:00.000Z' });
    expect((await app.request('/api/areas')).body.data.map((a: { name: string }) => a.name)).not.toContain('Bang Po');
  });
});

describe("an owner's sessions follow the owner's account in the CMS", () => {
  const ownerEvent = (id: string, status: string, updatedAt: string) => ({ action: 'upsert', model: 'owner', id, updatedAt, data: { name: 'Session Owner', email: null, status } });
  const status = async (cookie: string) => (await app.request('/api/admin/stats', { cookie })).status;

  // The test clock stands still, so the periodic re-check never runs: only a revocation ends a session here.
  it('when the CMS sets an owner to unapproved or pending, then their open sessions end at once; an approved update or a stale event keeps them', async () => {
    await push(ownerEvent('owner-s', 'approved', '2026-06-01T10:00:00.000Z'));
    let cookie = await app.sessionCookie('owner', 'owner-s', 'owner-s');
    expect((await push(ownerEvent('owner-s', 'approved', '2026-06-01T10:01:00.000Z'))).body).toEqual({ applied: true });
    expect(await status(cookie)).toBe(200);
    expect((await push(ownerEvent('owner-s', 'unapproved', '2026-06-01T09:00:00.000Z'))).body).toEqual({ applied: false, reason: 'stale' });
    expect(await status(cookie)).toBe(200);

    for (const [next, at] of [
      ['unapproved', '2026-06-01T11:00:00.000Z'],
      ['pending', '2026-06-01T13:00:00.000Z'],
    ] as const) {
      expect((await push(ownerEvent('owner-s', next, at))).body).toEqual({ applied: true });
      expect(await status(cookie), next).toBe(401);
      await push(ownerEvent('owner-s', 'approved', at.replace(':00:00.000Z', ':30:00.000Z')));
      cookie = await app.sessionCookie('owner', 'owner-s', 'owner-s');
      expect(await status(cookie)).toBe(200);
    }
  });

  it('when the CMS deletes an owner, or a reconcile finds Strapi no longer has them, then their open sessions end at once', async () => {
    await push(ownerEvent('owner-d', 'approved', '2026-06-01T10:00:00.000Z'));
    const deleted = await app.sessionCookie('owner', 'owner-d', 'owner-d');
    await push({ action: 'delete', model: 'owner', id: 'owner-d', updatedAt: '2026-06-01T11:00:00.000Z' });
    expect(await status(deleted)).toBe(401);

    await push(ownerEvent('owner-gone', 'approved', '2026-06-01T10:00:00.000Z'));
    await push(ownerEvent('owner-kept', 'approved', '2026-06-01T10:00:00.000Z'));
    const gone = await app.sessionCookie('owner', 'owner-gone', 'owner-gone');
    const kept = await app.sessionCookie('owner', 'owner-kept', 'owner-kept');
    const result = await app.services.cmsSync.reconcileWith({
      takenAt: '2026-06-01T10:30:00.000Z',
      owners: [{ action: 'upsert', model: 'owner', id: 'owner-kept', updatedAt: '2026-06-01T10:00:00.000Z', data: { name: 'Session Owner', email: null, status: 'approved' } }],
      areas: [],
      amenities: [],
      villas: [],
    });
    expect(result.skipped).toEqual([]);
    expect(await status(gone)).toBe(401);
    expect(await status(kept)).toBe(200);
  });
});
