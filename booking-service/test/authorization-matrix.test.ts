import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, RouteDef } from '../src/http/route.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every route of the route table against every kind of caller, generated from the table itself:
 * a new route is in this matrix the moment it is declared. A caller the route admits must not
 * meet 401/403 (any other answer, such as 400 for the empty body sent here, means the role check
 * let it through); anyone else gets 401 when signed out and 403 when signed in with another role.
 */
let app: TestApp;
let customerId = '';

beforeAll(async () => {
  app = await createTestApp();
  customerId = (await app.signInCustomer()).id;
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

  it('answers each route and caller as the route table says', async () => {
    const mismatches: string[] = [];
    for (const route of app.routes) {
      for (const [caller, cookie] of Object.entries(await callers())) {
        const res = await app.request(samplePath(route), { method: route.method, cookie, ...(route.method === 'GET' ? {} : { json: {} }) });
        const want = expected(route, caller);
        const ok = want === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === want;
        if (!ok) mismatches.push(`${route.method} ${route.path} as ${caller}: got ${res.status}, want ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
