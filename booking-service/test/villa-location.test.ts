import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '@islandstay/shared/cms/cms-signature';
import { APPROXIMATE_RADIUS_METRES, publicLocation } from '@islandstay/shared/villas/villa-location';
import { AREA_CENTRES, planIsland } from '../dev/seed/island-plan.ts';
import { writeCached } from '../src/modules/cms-content/cms-content.repository.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/**
 * A villa's point comes from the CMS (or the back office, through Strapi) and the public villa
 * answers it, exact or, when the owner hides it, as the centre of its ~500 m grid cell.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await insertVilla(app.knex, { id: 'vlocowner' }); // its approved owner, 'owner-approved'
});
afterAll(async () => {
  await app.close();
});

/** Metres between two points (equirectangular: exact enough over a few km). */
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * toRad * Math.cos(((a.latitude + b.latitude) / 2) * toRad);
  const y = (b.latitude - a.latitude) * toRad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

async function push(event: unknown): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(event);
  const res = await fetch(`${app.url}/internal/cms-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-islandstay-signature': signPayload(app.env.CMS_EVENTS_SECRET, body, Math.floor(TEST_NOW.getTime() / 1000)) },
    body,
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

let clock = 0;
const villaEvent = (id: string, extra: Record<string, unknown>) => ({
  action: 'upsert',
  model: 'villa',
  id,
  updatedAt: new Date(Date.UTC(2026, 5, 1, 0, clock++)).toISOString(),
  data: {
    name: `Baan ${id}`,
    slug: `baan-${id}`,
    villatype: 'Villa',
    areas: ['Chaweng'],
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

const EXACT = { latitude: 9.531234, longitude: 100.061234 };

describe('the public villa location', () => {
  it('when the CMS gives a villa a point, then the villa page answers it exactly with approximate false', async () => {
    expect((await push(villaEvent('vexact', EXACT))).status).toBe(200);
    const res = await app.request('/api/villas/vexact');
    expect(res.status).toBe(200);
    expect(res.body.data.location).toEqual({ ...EXACT, approximate: false });
  });

  it('when the owner hides the exact location, then the answer is a nearby grid point marked approximate, never the exact spot, and the same on every read', async () => {
    expect((await push(villaEvent('vhidden', { ...EXACT, hideExactLocation: true }))).status).toBe(200);
    const first = (await app.request('/api/villas/vhidden')).body.data.location;
    const second = (await app.request('/api/villas/vhidden')).body.data.location;
    expect(first.approximate).toBe(true);
    expect(first).toEqual(second);
    expect([first.latitude, first.longitude]).not.toEqual([EXACT.latitude, EXACT.longitude]);
    expect(metresBetween(first, EXACT)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_METRES);
    // The whole answer leaks nothing finer: no other field carries the exact coordinates.
    expect(JSON.stringify((await app.request('/api/villas/vhidden')).body)).not.toContain(String(EXACT.latitude));
  });

  it('when two hidden villas lie in the same ~500 m cell, then both answer the same point (the grid, not an offset per villa)', () => {
    const a = publicLocation({ latitude: 9.5301, longitude: 100.0601, hideExactLocation: true })!;
    // Two other villas 100-200 m from the cell's centre, in other directions.
    const b = publicLocation({ latitude: a.latitude + 0.0015, longitude: a.longitude - 0.001, hideExactLocation: true });
    const c = publicLocation({ latitude: a.latitude - 0.001, longitude: a.longitude + 0.0018, hideExactLocation: true });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    // Any point within the island's span stays within the circle the map draws.
    for (let k = 0; k < 200; k++) {
      const point = { latitude: 9.4 + ((k * 0.0013) % 0.2), longitude: 99.92 + ((k * 0.00071) % 0.18) };
      const shown = publicLocation({ ...point, hideExactLocation: true })!;
      expect(metresBetween(shown, point)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_METRES);
    }
  });

  it('when a villa has no point, then its location is null', async () => {
    expect((await push(villaEvent('vnowhere', {}))).status).toBe(200);
    expect((await app.request('/api/villas/vnowhere')).body.data.location).toBeNull();
  });

  it('when the CMS pushes a latitude out of range, then the event is refused with 400 naming the field', async () => {
    const res = await push(villaEvent('vbad', { latitude: 95, longitude: 100 }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('latitude');
  });
});

describe('the back office refuses bad coordinates', () => {
  const edit = async (json: Record<string, unknown>) => {
    const cookie = await app.sessionCookie('admin', 'admin-1');
    return app.request('/api/admin/villas/vexact', { method: 'PUT', cookie, json });
  };

  it('when a latitude or a longitude is out of range or not a number, then 400 naming that field', async () => {
    for (const [body, field] of [
      [{ latitude: 91, longitude: 100 }, 'latitude'],
      [{ latitude: -90.5, longitude: 100 }, 'latitude'],
      [{ latitude: 9.5, longitude: 180.01 }, 'longitude'],
      [{ latitude: '9.5', longitude: 'east' }, 'longitude'],
    ] as const) {
      const res = await edit(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([field]);
    }
  });

  it('when only one coordinate is given, then 400 naming the missing one', async () => {
    const res = await edit({ latitude: 9.5 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('villa.locationIncomplete');
    expect(res.body.details[0].path).toBe('longitude');
  });
});

describe('the demo island', () => {
  it('every seeded villa lies within its area near its centre, on Koh Samui, and about a quarter hide their exact spot', () => {
    const plan = planIsland({ villas: 200, bookingsPerVilla: 0, today: '2026-11-26' });
    for (const villa of plan.villas) {
      const centre = AREA_CENTRES[villa.areas[0]!]!;
      expect(Math.abs(villa.latitude - centre.latitude)).toBeLessThanOrEqual(0.005);
      expect(Math.abs(villa.longitude - centre.longitude)).toBeLessThanOrEqual(0.005);
      expect(villa.latitude).toBeGreaterThan(9.4);
      expect(villa.latitude).toBeLessThan(9.6);
      expect(villa.longitude).toBeGreaterThan(99.92);
      expect(villa.longitude).toBeLessThan(100.1);
    }
    const hidden = plan.villas.filter((v) => v.hideExactLocation).length;
    expect(hidden).toBeGreaterThan(20);
    expect(hidden).toBeLessThan(80);
    expect(planIsland({ villas: 5, bookingsPerVilla: 0, today: '2026-11-26' }).villas.map((v) => [v.latitude, v.longitude])).toEqual(plan.villas.slice(0, 5).map((v) => [v.latitude, v.longitude]));
  });
});

describe('a map style from the environment (MAP_STYLE_URL)', () => {
  it('when set, then the site settings name it for the storefront and its origin joins the CSP connect-src; unset, the settings say null', async () => {
    const withStyle = await createTestApp({ env: { MAP_STYLE_URL: 'https://tiles.example.com/styles/island/style.json' } });
    try {
      const res = await withStyle.request('/api/villas');
      const connect = (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('connect-src'));
      expect(connect).toBe("connect-src 'self' https://tiles.example.com");
      // The CMS's settings as cached (the test app has no Strapi).
      await writeCached(withStyle.knex, 'site-settings:en', { islandName: 'Koh Samui' }, TEST_NOW);
      const settings = await withStyle.request('/api/site-settings');
      expect(settings.status).toBe(200);
      expect(settings.body.data.mapStyleUrl).toBe('https://tiles.example.com/styles/island/style.json');
    } finally {
      await withStyle.close();
    }
    expect((await app.request('/api/villas')).headers.get('content-security-policy')).not.toContain('tiles.example.com');
  });
});
