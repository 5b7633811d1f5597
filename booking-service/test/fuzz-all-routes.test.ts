import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every route of the route table, signed in as every kind of caller, with random and malformed
 * params, queries and bodies: no answer may be a 5xx (a client can never cause one).
 */
let app: TestApp;
const cookies: (string | undefined)[] = [undefined];
const ids: string[] = [];

beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP_HOUR: '100000', RATE_LIMIT_OTP_PER_IP_HOUR: '100000' } });
  const customer = await app.signInCustomer();
  cookies.push(customer.cookie, await app.sessionCookie('owner', 'owner-approved', 'owner-approved'), await app.sessionCookie('admin', 'admin-1'));
  const villa = await insertVilla(app.knex, { id: 'fuzzall-villa' });
  const booking = await insertBooking(app.knex, villa, '2026-07-01', '2026-07-03', 'confirmed', customer.id);
  await insertBlock(app.knex, villa, '2026-08-01', '2026-08-03');
  ids.push(villa, booking, (await app.knex('availability_blocks').first('id')).id);
});
afterAll(async () => {
  await app.close();
});

const segment = fc.oneof(
  fc.constantFrom(...['fuzzall-villa', '00000000-0000-4000-8000-000000000000', '2026', '7', '13', 'USD', '66812345678', '%00', '%', '..', 'a'.repeat(100)]),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const value = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, '', ' ', '2026-07-01', '2026-13-45', 'USD', 'owner_stay', 'confirmed', '\u0000', 'a'.repeat(2000)),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
const field = fc.constantFrom(
  'villaId',
  'checkIn',
  'checkOut',
  'guests',
  'customerInfo',
  'status',
  'startDate',
  'endDate',
  'kind',
  'note',
  'pricingRules',
  'seasons',
  'seasonRanges',
  'firstName',
  'lastName',
  'email',
  'phone',
  'countryCode',
  'otp',
  'rating',
  'message',
  'bookingId',
  'subject',
  'customPrice',
  'low',
  'high',
  'action',
  'model',
  'id',
  'data',
);
const body = fc.oneof(
  fc
    .dictionary(field, fc.oneof(value, fc.dictionary(field, value, { maxKeys: 4 }), fc.array(fc.dictionary(field, value, { maxKeys: 4 }), { maxLength: 2 })), { maxKeys: 8 })
    .map((o) => JSON.stringify(o)),
  fc.json(),
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"__proto__":{"x":1}}'),
);
const query = fc.array(fc.tuple(fc.constantFrom('page', 'limit', 'status', 'search', 'sortBy', 'sortOrder', 'from', 'to', 'query', 'phone', 'owner', 'stars', 'sort', 'area'), segment), {
  maxLength: 3,
});

describe('every route, every caller, random input', () => {
  it('never answers 5xx', async () => {
    const routes = app.routes;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 2 })),
        query,
        body,
        fc.integer({ min: 0, max: cookies.length - 1 }),
        async (index, segments, useId, pairs, requestBody, cookieIndex) => {
          const route = routes[index]!;
          let n = 0;
          const path = route.path.replace(/:([A-Za-z0-9_]+)/g, () => (useId !== null && n++ === 0 ? ids[useId]! : segments[n++ % 4]!));
          const qs = pairs.map(([k, v]) => `${k}=${v}`).join('&');
          const headers: Record<string, string> = { 'content-type': 'application/json', 'x-requested-with': 'islandstay' };
          const cookie = cookies[cookieIndex];
          if (cookie) headers.cookie = cookie;
          const status = await rawRequest(app.url, route.method, qs ? `${path}?${qs}` : path, headers, route.method === 'GET' ? undefined : requestBody);
          // Only the CMS's own outage may show as 502 or 503 (there is no CMS in this test).
          const upstream = (status === 502 || status === 503) && route.upstream !== undefined;
          expect(upstream || status < 500, `${route.method} ${path}?${qs} ${route.method === 'GET' ? '' : requestBody}: ${status}`).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
