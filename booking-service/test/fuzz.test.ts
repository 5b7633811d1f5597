import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let customerCookie = '';
const villaId = 'fuzz-villa-1';

beforeAll(async () => {
  app = await createTestApp();
  await insertVilla(app.knex, { id: villaId, name: 'Fuzz Villa' });
  await insertSeason(app.knex, villaId, { name: 'High', type: 'high', startDate: '2026-12-01', endDate: '2027-01-31', dailyPrice: 150, weeklyPrice: 900 });
  await setPricingRules(app.knex, villaId, { weekendMultiplier: 1.2, minimumNights: 2 });
  await insertBooking(app.knex, villaId, '2026-07-01', '2026-07-05');
  customerCookie = (await app.signInCustomer()).cookie;
});
afterAll(async () => {
  await app.close();
});

const weird = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ maxLength: 12, unit: 'binary' }).map(encodeURIComponent),
  fc.string({ maxLength: 6, unit: fc.constantFrom('%00', '%1F', '%7F', '%', '%25', '_', '\\', ',', '%2C') }),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%2F..%2F', '..', '-1', '0', '1e999', 'NaN', 'null', '[]', '%F0%9F%8F%9D', 'a'.repeat(300)),
  fc.integer({ min: -100000, max: 100000 }).map(String),
);
const dateLike = fc.oneof(
  fc.constantFrom('2026-07-01', '2026-07-03', '2026-12-31', '2027-01-15', '2026-02-29', '2026-13-01', '01/07/2026', '2026-7-1', ''),
  fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
/** Text a database may choke on: NUL, other control characters, broken escapes, LIKE wildcards. */
const hostileText = fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('%00', '%01', '%1F', '%7F', 'a', '%', '%E0%A4', '_', '%25', '%5C', "'") });
const queryValue = fc.oneof(hostileText, weird, dateLike, fc.constantFrom('relevance', 'price-low', 'USD', 'THB', 'jpy', 'Home,Villa', 'pool,wifi', 'Chaweng'));
const queryKey = fc.constantFrom(
  'name',
  'area',
  'areas',
  'guests',
  'checkIn',
  'checkOut',
  'bedrooms',
  'bathrooms',
  'minPrice',
  'maxPrice',
  'amenities',
  'villatype',
  'sort',
  'page',
  'limit',
  'currency',
  'x',
);
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const idSegment = () => fc.oneof(fc.constant(villaId), weird);
const path = fc.oneof(
  { arbitrary: fc.tuple(query).map(([q]) => `/api/search/villas?${q}`), weight: 5 },
  { arbitrary: fc.tuple(query).map(([q]) => `/api/villas?${q}`), weight: 2 },
  fc.tuple(idSegment(), query).map(([id, q]) => `/api/villas/${id}?${q}`),
  fc.tuple(idSegment()).map(([id]) => `/api/villas/${id}/calculate-price`),
  fc.tuple(idSegment(), weird, weird).map(([id, y, m]) => `/api/villas/${id}/calendar-prices/${y}/${m}`),
  fc.tuple(idSegment(), fc.integer({ min: 1999, max: 2101 }), fc.integer({ min: 0, max: 13 })).map(([id, y, m]) => `/api/villas/${id}/calendar-prices/${y}/${m}`),
  fc.tuple(idSegment()).map(([id]) => `/api/bookings/villa/${id}`),
  fc.constant('/api/bookings'),
  fc.tuple(weird).map(([c]) => `/api/currencies/rate/${c}`),
  fc.constantFrom('/api/currencies/all', '/api/areas', '/api/amenities', '/api/docs', '/api/nope'),
);

const bookingish = fc.record(
  {
    villaId: fc.oneof(fc.constant(villaId), fc.string(), fc.integer()),
    checkIn: dateLike,
    checkOut: dateLike,
    guests: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.string()),
    customerInfo: fc.oneof(fc.record({ name: fc.string(), email: fc.oneof(fc.emailAddress(), fc.string()), phone: fc.oneof(fc.constant('+66812345678'), fc.string()) }), fc.anything()),
    currency: fc.oneof(fc.constantFrom('USD', 'EUR', 'XXX'), fc.string()),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  bookingish.map((b) => JSON.stringify(b)),
  fc.json(),
  fc.string(),
  fc.constantFrom('{', '{"checkIn":', 'null', '[]', '"\\u0000"', '{"checkIn":"2026-07-01\\u0000","checkOut":"2026-07-03"}'),
);

describe('random and malformed requests at the public endpoints', () => {
  it('never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: fc.constant('GET'), weight: 4 }, fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE')),
        path,
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
        fc.boolean(),
        fc.option(fc.string({ minLength: 1, maxLength: 40 }).filter((k) => /^[\x21-\x7e]+$/.test(k))),
        fc.boolean(),
        async (method, requestPath, requestBody, contentType, csrf, idempotencyKey, signedIn) => {
          const headers: Record<string, string> = { 'content-type': contentType };
          if (signedIn) headers.cookie = customerCookie;
          if (csrf) headers['x-requested-with'] = 'islandstay';
          if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
          const sendsBody = method !== 'GET';
          const status = await rawRequest(app.url, method, requestPath, headers, sendsBody ? requestBody : undefined);
          expect(status, `${method} ${requestPath} ${sendsBody ? requestBody : ''}`).toBeLessThan(500);
        },
      ),
      { numRuns: 600 },
    );
  });
});
