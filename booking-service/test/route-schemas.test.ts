import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMonthPricesResponseSchema } from '@islandstay/shared/bookings/calendar.schemas';
import { saveSeasonRangesResponseSchema, seasonRangesResponseSchema, villaPricingResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { adminAreasResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { readContract } from '@islandstay/shared/api/generate-operations';
import type { RouteDef } from '../src/lib/http/route.ts';
import { insertSeason, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every route of the table declares what it takes and what it answers, with schemas from
 * `shared/` (the front ends parse each answer with the schema the server documents), and the
 * OpenAPI document at /api/docs carries them, multipart forms included.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const name = (route: RouteDef) => `${route.method} ${route.path}`;

/** State-changing routes that take no body at all: an action on the resource named by the path. */
const ROUTES_WITHOUT_BODY = new Set([
  'POST /api/admin/currencies/fetch-rates',
  'POST /api/bookings/:id/cancel',
  'POST /api/bookings/:id/card-payment',
  'POST /api/auth/logout',
  'POST /api/villa/booking/rate/:id/helpful',
  'POST /internal/cms-resync',
  'POST /api/admin/cms/resync',
  'PATCH /api/admin/owners/registrations/:id/approve',
  'POST /api/admin/villas/:id/calendar-sync/export-token',
  'POST /api/admin/villas/:id/calendar-sync/feeds/:feedId/sync',
]);

function successResponses(route: RouteDef) {
  return Object.entries(route.responses).filter(([status]) => Number(status) >= 200 && Number(status) < 300);
}

describe('the route table', () => {
  it('implements every operation of the shared contract once, as declared, and nothing outside it', async () => {
    const declared = (await readContract()).flatMap((domain) => domain.operations.map(([, op]) => `${op.operationId} ${op.method} ${op.path}`));
    const implemented = app.routes.map((route) => `${route.operationId} ${route.method} ${route.path}`);
    expect(implemented.toSorted()).toEqual(declared.toSorted());
  });

  it('gives every route a 2xx response with a schema', () => {
    const missing = app.routes.filter((route) => !successResponses(route).some(([, response]) => response.schema)).map(name);
    expect(missing).toEqual([]);
  });

  it('takes every request and response schema from shared/, where the front ends import the same ones', async () => {
    const exported = new Set<unknown>();
    const root = path.resolve(import.meta.dirname, '../../shared/src');
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.schemas.ts'))) {
      for (const value of Object.values(await import(path.join(root, file)))) exported.add(value);
    }
    const notShared = app.routes.flatMap((route) => {
      const { params, query, body, headers } = route.request ?? {};
      const parts = { params, query, body, headers, ...Object.fromEntries(Object.entries(route.responses).map(([status, response]) => [status, response.schema])) };
      return Object.entries(parts).flatMap(([part, schema]) => (schema && !exported.has(schema) ? [`${name(route)} ${part}`] : []));
    });
    expect(notShared).toEqual([]);
  });

  it('gives every POST, PUT and PATCH a body schema, except the listed routes that take no body', () => {
    const stateChanging = app.routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    const missing = stateChanging.filter((route) => !route.request?.body && !ROUTES_WITHOUT_BODY.has(name(route))).map(name);
    expect(missing).toEqual([]);
    // The list stays true: a route named there really has no body.
    const listedWithBody = stateChanging.filter((route) => route.request?.body && ROUTES_WITHOUT_BODY.has(name(route))).map(name);
    expect(listedWithBody).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('declares a response schema for every route and path alias, and a request body for every route with one', async () => {
    const docs = (await app.request('/api/docs')).body;
    const problems: string[] = [];
    for (const route of app.routes) {
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        const label = `${route.method} ${path}`;
        const operation = docs.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
        if (!operation) {
          problems.push(`${label}: not documented`);
          continue;
        }
        const documented = Object.entries(operation.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>).some(
          ([status, response]) => status.startsWith('2') && Object.values(response.content ?? {}).some((media) => media.schema),
        );
        if (!documented) problems.push(`${label}: no 2xx response schema`);
        if (route.request?.body && !operation.requestBody?.content?.['application/json']?.schema) problems.push(`${label}: no JSON body`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares each multipart form (villas, create-customer, profiles, owners) with its fields and binary files', async () => {
    const docs = (await app.request('/api/docs')).body;
    const uploads = app.routes.filter((route) => route.request?.upload);
    expect(uploads.map(name).sort()).toEqual([
      'POST /api/admin/villas',
      'POST /api/create-customer',
      'PUT /api/admin/owners/:id',
      'PUT /api/admin/profile',
      'PUT /api/admin/villas/:id',
      'PUT /api/customer/profile',
    ]);
    for (const route of uploads) {
      const operation = docs.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][route.method.toLowerCase()];
      const form = JSON.stringify(operation.requestBody?.content?.['multipart/form-data']?.schema ?? null);
      const field = route.request!.upload!.field;
      expect(form, name(route)).toContain(`"${field}":`);
      expect(form, name(route)).toContain('"format":"binary"');
    }
    const villaForm = JSON.stringify(docs.paths['/api/admin/villas'].post.requestBody.content['multipart/form-data'].schema);
    for (const field of ['name', 'description', 'areas', 'price', 'guests', 'imageUrls']) expect(villaForm).toContain(`"${field}":`);
    expect(villaForm).toMatch(/"images":\{"type":"array","items":\{"type":"string","format":"binary"\}/);
    // Files that are not JSON say what they are.
    expect(Object.keys(docs.paths['/api/ical/{villaId}/{file}'].get.responses['200'].content)).toEqual(['text/calendar']);
    expect(Object.keys(docs.paths['/api/customer/images/{id}'].get.responses['200'].content)).toEqual(['image/*']);
  });

  it("documents the villa pricing answer's own shape (seasons as a list, season-type rates, maxDiscount), which differs from the spec's map", async () => {
    const docs = (await app.request('/api/docs')).body;
    const schema = docs.paths['/api/admin/villas/{id}/pricing'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['basePrice', 'currency', 'maxDiscount', 'seasonRates', 'seasons', 'villaId']);
    expect(schema.properties.seasons.type).toBe('array');
    expect(schema.description).toContain("differs from the spec's");
  });
});

describe('the schemas match what the routes answer', () => {
  it('parses the back office pricing, season, calendar-price and area answers with their shared schemas', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Baan Schema', areas: ['Lamai'] });
    await insertSeason(app.knex, villaId, { name: 'High', type: 'high', startDate: '2026-12-01', endDate: '2027-01-31', dailyPrice: 200, weeklyPrice: 1200 });
    const admin = await app.sessionCookie('admin', 'admin-1');

    const pricing = await app.request(`/api/admin/villas/${villaId}/pricing`, { cookie: admin });
    expect(villaPricingResponseSchema.strict().parse(pricing.body)).toMatchObject({ villaId, seasons: [{ name: 'High', type: 'high', startDate: '2026-12-01', dailyPrice: 200 }], maxDiscount: 20 });

    const seasons = await app.request('/api/admin/villas/season', {
      method: 'POST',
      cookie: admin,
      json: { villaId, seasons: [{ seasonType: 'low', name: 'Green', startDate: '2026-06-01', endDate: '2026-06-30', daily: 80 }] },
    });
    expect(
      villaPricingResponseSchema
        .strict()
        .parse(seasons.body)
        .seasons.map((s) => s.name),
    ).toEqual(['Green']);

    const rates = await app.request(`/api/admin/villas/${villaId}/season-rates`, { method: 'PUT', cookie: admin, json: { high: { daily: 180, weekly: 1050, monthly: 0 }, maxDiscount: 15 } });
    expect(villaPricingResponseSchema.strict().parse(rates.body)).toMatchObject({ seasonRates: { high: { dailyPrice: 180, weeklyPrice: 1050 } }, maxDiscount: 15 });

    const ranges = { seasonRanges: [{ name: 'Peak', type: 'high', startDate: '2026-12-20', endDate: '2027-01-05', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0 }] };
    const saved = await app.request('/api/admin/season-ranges', { method: 'PUT', cookie: admin, json: ranges });
    expect(saveSeasonRangesResponseSchema.strict().parse(saved.body).seasonRanges).toHaveLength(1);
    const listed = await app.request('/api/admin/season-ranges', { cookie: admin });
    expect(seasonRangesResponseSchema.strict().parse(listed.body).seasonRanges[0]).toMatchObject({ name: 'Peak', startDate: '2026-12-20' });

    const prices = await app.request('/api/admin/calendar-prices/2026/6', { cookie: admin });
    expect(calendarMonthPricesResponseSchema.strict().parse(prices.body).prices[villaId]).toMatchObject({ '2026-06-01': 80 });

    await app.knex('areas').insert({ id: 'area-lamai', name: 'Lamai', slug: 'lamai', updated_at: new Date() });
    expect(adminAreasResponseSchema.parse((await app.request('/api/admin/areas', { cookie: admin })).body)).toContain('Lamai');
  });
});
