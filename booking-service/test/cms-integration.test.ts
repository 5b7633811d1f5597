import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { solidPng } from './helpers/png.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The real Strapi (cms/, built by `npm test` before this runs) against a throwaway database,
 * pushing its changes to the booking service started here. Eventual effects are awaited by
 * polling with a generous cap, never asserted as a speed.
 */
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms');
const SECRET = `cms-events-${randomBytes(16).toString('hex')}`;
const TOKEN = `service-token-${randomBytes(16).toString('hex')}`;

let app: TestApp;
let strapi: ChildProcess;
let cms = '';
const logFile = path.join(os.tmpdir(), `islandstay-strapi-${process.pid}.log`);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms (Strapi log: ${logFile})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function strapiApi(method: string, pathname: string, body?: unknown, auth = true): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cms}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${TOKEN}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  // Real time: the CMS signs with its clock and the booking service checks the signature's age.
  const port = await freePort();
  cms = `http://127.0.0.1:${port}`;
  // CMS_CACHE_SECONDS=0: every page read goes to Strapi first, so the stale path is really taken.
  app = await createTestApp({ clock: () => new Date(), env: { CMS_EVENTS_SECRET: SECRET, CMS_URL: cms, CMS_CACHE_SECONDS: '0' } });
  const database = `cms_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgMaintenanceUrl') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(inject('pgMaintenanceUrl'));
  url.pathname = `/${database}`;
  const log = fs.openSync(logFile, 'w');
  strapi = spawn(path.join(cmsDir, 'node_modules/.bin/strapi'), ['start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url.toString(),
      BOOKING_SERVICE_URL: app.url,
      CMS_EVENTS_SECRET: SECRET,
      CMS_SERVICE_TOKEN: TOKEN,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', log, log],
  });
  await waitFor('Strapi to start', async () => ((await fetch(`${cms}/_health`)).status < 300 ? true : undefined), 90_000);
}, 120_000);

afterAll(async () => {
  strapi?.kill('SIGTERM');
  await app?.close();
});

describe('Strapi owns villa content; the booking service follows', () => {
  it("refuses anonymous writes on Strapi's content API with 403", async () => {
    for (const [method, pathname] of [['POST', '/api/villas'], ['POST', '/api/areas'], ['PUT', '/api/villas/x'], ['DELETE', '/api/villas/x'], ['DELETE', '/api/areas/x']]) {
      expect((await strapiApi(method!, pathname!, { data: { name: 'x' } }, false)).status, `${method} ${pathname}`).toBe(403);
    }
    expect((await strapiApi('GET', '/api/villas', undefined, false)).status).toBe(200);
  });

  it('creates, updates and deletes a villa in Strapi, and the booking service follows; an unapproved owner takes it out of search', async () => {
    const roles = await strapiApi('GET', '/api/users-permissions/roles');
    const ownerRole = roles.body.roles.find((r: { name: string }) => r.name === 'Owner').id;
    const owner = await strapiApi('POST', '/api/users', {
      username: 'sync-owner', email: 'sync-owner@example.com', password: 'secret123', role: ownerRole,
      firstName: 'Sync', lastName: 'Owner', ownerStatus: 'approved', confirmed: true,
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

    strapi.kill('SIGTERM');
    await waitFor('Strapi to stop', async () => {
      try {
        await fetch(`${cms}/_health`);
        return undefined;
      } catch {
        return true;
      }
    });
    expect((await app.request('/api/search/villas?name=Offline')).body.total).toBe(1);
    expect((await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: { checkIn: '2027-01-10', checkOut: '2027-01-12' } })).body.totalPrice).toBe(200);
    const stale = await app.request('/api/pages/about');
    expect(stale.status).toBe(200);
    expect(stale.body.data.title).toBe('About the island');
    // Media cannot be served without the CMS: a clear 502, never a 500.
    expect((await fetch(`${app.url}/uploads/anything.png`)).status).toBe(502);
  });
});
