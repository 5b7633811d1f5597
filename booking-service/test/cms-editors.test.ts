import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';
import { freePort } from '../dev/embedded-postgres.ts';
import { startStrapi, type StrapiProcess } from '../dev/stack/strapi-process.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Content editors in the real Strapi (cms/, built by `npm test` first): an admin-panel account
 * with Strapi's Editor role made at the first start, the edit screen's preview opening the
 * storefront's page, and a description under every field of every content type and component.
 */
const STOREFRONT = 'https://site.islandstay.example';
const editor = { email: 'writer@islandstay.test', password: `Wr1-${randomBytes(12).toString('base64url')}` };
const token = `service-token-${randomBytes(16).toString('hex')}`;
let strapi: StrapiProcess;
let editorJwt: string;

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const asEditor = (pathname: string) => json(`${strapi.url}${pathname}`, { headers: { authorization: `Bearer ${editorJwt}` } });
const asService = (method: string, pathname: string, body: unknown) => json(`${strapi.url}${pathname}`, { method, headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

beforeAll(async () => {
  const database = `cms_${randomBytes(6).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: inject('pgMaintenanceUrl') });
  await maintenance.connect();
  await maintenance.query(`create database ${database}`);
  await maintenance.end();
  const url = new URL(inject('pgMaintenanceUrl'));
  url.pathname = `/${database}`;
  const port = await freePort();
  strapi = startStrapi({
    port,
    databaseUrl: url.toString(),
    // No booking service: the events Strapi pushes are retried in the background, which is fine here.
    bookingServiceUrl: 'http://127.0.0.1:9',
    eventsSecret: `cms-events-${randomBytes(16).toString('hex')}`,
    serviceToken: token,
    admin: { email: `admin-${port}@islandstay.test`, password: `Ad1-${randomBytes(12).toString('base64url')}` },
    editor,
    logFile: path.join(os.tmpdir(), `islandstay-strapi-editors-${process.pid}-${port}.log`),
    env: { STOREFRONT_URL: STOREFRONT },
  });
  await strapi.ready(120_000);
  const login = await json(`${strapi.url}/admin/login`, { method: 'POST', body: JSON.stringify(editor) });
  expect(login.status).toBe(200);
  editorJwt = login.body.data.token;
}, 180_000);

afterAll(async () => {
  await strapi?.stop();
});

describe('the content editor account', () => {
  it("when Strapi first starts with CMS_EDITOR_EMAIL and CMS_EDITOR_PASSWORD, then that editor signs in with Strapi's Editor role and not as super admin", async () => {
    const me = await asEditor('/admin/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(editor.email);
    expect(me.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['strapi-editor']);
  });

  it('when the editor opens the admin users list, then it is refused (content only, no settings)', async () => {
    const users = await asEditor('/admin/users');
    expect(users.status).toBe(403);
  });
});

describe("the edit screen's preview", () => {
  it('when a villa is previewed, then the URL is its storefront page by slug', async () => {
    const created = await asService('POST', '/api/villas', { data: { name: 'Preview Cove Villa', guests: 4, basePrice: 150, isActive: false } });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId as string;
    const preview = await asEditor(`/content-manager/preview/url/api::villa.villa?documentId=${documentId}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.url).toBe(`${STOREFRONT}/villa/preview-cove-villa`);
  });

  it('when a static page or the site settings are previewed, then the URL is that page of the storefront', async () => {
    const page = await asService('POST', '/api/pages', { data: { slug: 'terms', title: 'Terms', body: 'Terms of stay.' } });
    expect(page.status).toBe(201);
    const pagePreview = await asEditor(`/content-manager/preview/url/api::page.page?documentId=${page.body.data.documentId}`);
    expect(pagePreview.body.data.url).toBe(`${STOREFRONT}/terms`);
    const settings = await asEditor('/content-manager/preview/url/api::site-setting.site-setting');
    expect(settings.body.data.url).toBe(`${STOREFRONT}/`);
  });

  it('when an area is previewed, then there is no preview (it has no page of its own)', async () => {
    const area = await asService('POST', '/api/areas', { data: { name: 'Preview Bay' } });
    expect(area.status).toBe(201);
    const preview = await asEditor(`/content-manager/preview/url/api::area.area?documentId=${area.body.data.documentId}`);
    expect(preview.status).toBe(204);
  });
});

describe('the storefront inside the preview frame', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ env: { CMS_ADMIN_URL: 'https://cms.islandstay.example:1337/admin' } });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('when CMS_ADMIN_URL is set, then storefront pages may be framed by that origin only, and the API and the back office by nobody', async () => {
    const page = await fetch(`${site.url}/villa/some-villa`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://cms.islandstay.example:1337;");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const about = await fetch(`${site.url}/about`);
    expect(about.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://cms.islandstay.example:1337;");
    for (const pathname of ['/api/villas', '/admin', '/admin-login', '/login', '/my-bookings', '/customer/profile', '/booking/some-villa', '/booking-confirmation/x/tm30']) {
      const res = await fetch(`${site.url}${pathname}`);
      expect(res.headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
  });
});

describe('field descriptions', () => {
  const schemas = [
    ...fs.readdirSync(path.join(repoRoot, 'cms/src/api')).flatMap((api) => {
      const dir = path.join(repoRoot, 'cms/src/api', api, 'content-types');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((type) => ({ uid: `api::${api}.${type}`, file: path.join(dir, type, 'schema.json'), component: false })) : [];
    }),
    ...fs.readdirSync(path.join(repoRoot, 'cms/src/components')).flatMap((category) =>
      fs
        .readdirSync(path.join(repoRoot, 'cms/src/components', category))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ uid: `${category}.${f.replace(/\.json$/, '')}`, file: path.join(repoRoot, 'cms/src/components', category, f), component: true })),
    ),
  ].filter((s) => fs.existsSync(s.file));

  it('when an editor opens any edit screen, then every field of every content type and component has a description under it', async () => {
    expect(schemas.map((s) => s.uid)).toEqual(expect.arrayContaining(['api::villa.villa', 'api::page.page', 'shared.seo']));
    const missing: string[] = [];
    for (const schema of schemas) {
      const attributes = Object.keys((JSON.parse(fs.readFileSync(schema.file, 'utf8')) as { attributes: Record<string, unknown> }).attributes);
      const res = await asEditor(schema.component ? `/content-manager/components/${schema.uid}/configuration` : `/content-manager/content-types/${schema.uid}/configuration`);
      if (res.status !== 200) {
        // The content API's own helper types (none are editable) have no edit screen.
        if (!schema.component && res.status === 404) continue;
        throw new Error(`${schema.uid}: ${res.status}`);
      }
      const metadatas = (schema.component ? res.body.data.component.metadatas : res.body.data.contentType.metadatas) as Record<string, { edit: { description?: string } }>;
      for (const attribute of attributes) {
        if (!metadatas[attribute]?.edit?.description) missing.push(`${schema.uid}.${attribute}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
