import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, RouteDef } from '../src/lib/http/route.ts';
import { insertBlock, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every route of the route table against every kind of caller, generated from the table itself:
 * a new route is in this matrix the moment it is declared. A caller the route admits must not
 * meet 401/403 (any other answer, such as 400 for the empty body sent here, means the role check
 * let it through); anyone else gets 401 when signed out and 403 when signed in with another role.
 */
let app: TestApp;
let customerId = '';
/** Owner A's villa, booking and block: what another owner must not see. */
const ownerA = { villa: '', booking: '', block: '' };

beforeAll(async () => {
  app = await createTestApp();
  customerId = (await app.signInCustomer()).id;
  await app.knex('owners').insert([
    { id: 'owner-a', name: 'Owner A', status: 'approved' },
    { id: 'owner-b', name: 'Owner B', status: 'approved' },
  ]);
  ownerA.villa = await insertVilla(app.knex, { name: 'Owner A Villa' });
  await app.knex('villas').where({ id: ownerA.villa }).update({ owner_id: 'owner-a' });
  ownerA.booking = await insertBooking(app.knex, ownerA.villa, '2026-07-01', '2026-07-03');
  await insertBlock(app.knex, ownerA.villa, '2026-08-01', '2026-08-03');
  ownerA.block = (await app.knex('availability_blocks').where({ villa_id: ownerA.villa }).first('id')).id;
});

/** Fresh sessions for each route: a route such as logout ends the one it is called with. */
async function callers(): Promise<Record<string, string | undefined>> {
  return {
    anonymous: undefined,
    customer: await app.sessionCookie('customer', customerId),
    'owner A': await app.sessionCookie('owner', 'owner-a', 'owner-a'),
    'owner B': await app.sessionCookie('owner', 'owner-b', 'owner-b'),
    admin: await app.sessionCookie('admin', 'admin-1'),
  };
}
afterAll(async () => {
  await app.close();
});

const ROLE_OF: Record<string, Role | undefined> = { anonymous: undefined, customer: 'customer', 'owner A': 'owner', 'owner B': 'owner', admin: 'admin' };

function samplePath(route: RouteDef): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name === 'year') return '2026';
    if (name === 'month') return '7';
    if (name === 'code') return 'USD';
    if (name === 'phone') return '66812345678';
    return '00000000-0000-4000-8000-000000000000';
  });
}

function expected(route: RouteDef, caller: string): 'allowed' | 401 | 403 {
  if (route.roles.includes('public')) return 'allowed';
  if (route.roles.includes('cms')) return 401;
  const role = ROLE_OF[caller];
  if (!role) return 401;
  return route.roles.includes(role) ? 'allowed' : 403;
}

describe('authorization matrix', () => {
  it('covers every route of the table', () => {
    expect(app.routes.length).toBeGreaterThan(30);
  });

  it("answers owner B with 404 on every staff GET route that names owner A's villa or booking", async () => {
    const mismatches: string[] = [];
    const scoped = app.routes.filter((r) => r.method === 'GET' && r.roles.includes('owner') && /:id/.test(r.path));
    expect(scoped.length).toBeGreaterThan(5);
    for (const route of scoped) {
      const path = route.path
        .replace(':blockId', ownerA.block)
        .replace(/:year/, '2026')
        .replace(/:month/, '7')
        .replace(':id', /\/bookings\/:id/.test(route.path) ? ownerA.booking : ownerA.villa);
      const a = await app.request(path, { cookie: await app.sessionCookie('owner', 'owner-a', 'owner-a') });
      const b = await app.request(path, { cookie: await app.sessionCookie('owner', 'owner-b', 'owner-b') });
      if (a.status !== 200) mismatches.push(`${route.path} as owner A: got ${a.status}, want 200`);
      if (b.status !== 404) mismatches.push(`${route.path} as owner B: got ${b.status}, want 404`);
    }
    expect(mismatches).toEqual([]);
  });

  it('answers each route and caller as the route table says', async () => {
    const mismatches: string[] = [];
    for (const route of app.routes) {
      for (const [caller, cookie] of Object.entries(await callers())) {
        const res = await app.request(samplePath(route), { method: route.method, cookie, ...(route.method === 'GET' ? {} : { json: {} }) });
        const want = expected(route, caller);
        // 502 or 503 is an outside service's outage (no CMS or rates provider runs here): the role check let the caller through.
        const reached = res.status < 500 || ((res.status === 502 || res.status === 503) && route.upstream !== undefined);
        const ok = want === 'allowed' ? res.status !== 401 && res.status !== 403 && reached : res.status === want;
        if (!ok) mismatches.push(`${route.method} ${route.path} as ${caller}: got ${res.status}, want ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
