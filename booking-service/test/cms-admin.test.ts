import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../dev/embedded-postgres.ts';
import { startStrapi } from '../dev/stack/strapi-process.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';

/**
 * Defect: the seed made no Strapi admin, so anyone reaching Strapi's port could call
 * `POST /admin/register-admin` and become its super admin. Strapi now creates the content
 * editors' admin in its bootstrap, before it listens, and refuses to start when it has none and
 * was given no credentials.
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

async function strapiJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('the Strapi admin panel on a first start', () => {
  it('reports an admin at once, so its sign-up screen is never offered', async () => {
    const init = await strapiJson(`${stack.cms}/admin/init`);
    expect(init.status).toBe(200);
    expect(init.body.data.hasAdmin).toBe(true);
  });

  it('when a stranger posts register-admin, then it is refused and no token comes back', async () => {
    const res = await strapiJson(`${stack.cms}/admin/register-admin`, {
      method: 'POST',
      body: JSON.stringify({ email: 'attacker@example.com', password: 'Attacker123', firstname: 'Mallory' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('token');
    const login = await strapiJson(`${stack.cms}/admin/login`, { method: 'POST', body: JSON.stringify({ email: 'attacker@example.com', password: 'Attacker123' }) });
    expect(login.status).toBe(400);
  });

  it('lets the editor it created sign in with the credentials it was given', async () => {
    const login = await strapiJson(`${stack.cms}/admin/login`, { method: 'POST', body: JSON.stringify(stack.admin) });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(stack.admin.email);
    const me = await strapiJson(`${stack.cms}/admin/users/me`, { headers: { authorization: `Bearer ${login.body.data.token}` } });
    expect(me.body.data.roles.map((r: { code: string }) => r.code)).toContain('strapi-super-admin');
  });
});

describe('a Strapi without an admin and without credentials', () => {
  it('refuses to start instead of listening with registration open', async () => {
    const database = `cms_${randomBytes(6).toString('hex')}`;
    const maintenance = new pg.Client({ connectionString: inject('pgMaintenanceUrl') });
    await maintenance.connect();
    await maintenance.query(`create database ${database}`);
    await maintenance.end();
    const url = new URL(inject('pgMaintenanceUrl'));
    url.pathname = `/${database}`;
    const port = await freePort();
    const logFile = path.join(os.tmpdir(), `islandstay-strapi-noadmin-${process.pid}-${port}.log`);
    const strapi = startStrapi({
      port,
      databaseUrl: url.toString(),
      bookingServiceUrl: 'http://127.0.0.1:9',
      eventsSecret: `cms-events-${randomBytes(16).toString('hex')}`,
      serviceToken: `service-token-${randomBytes(16).toString('hex')}`,
      admin: { email: 'editor@islandstay.test', password: 'Unused123' },
      // As if the runner had passed nothing: no admin credentials at all.
      env: { CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: '' },
      logFile,
    });
    try {
      await expect(strapi.ready(150_000)).rejects.toThrow(/exited/);
      expect(fs.readFileSync(logFile, 'utf8')).toContain('refusing to start with admin registration open');
      expect(
        await fetch(`http://127.0.0.1:${port}/admin/init`).then(
          (r) => r.status,
          () => 'closed',
        ),
      ).toBe('closed');
    } finally {
      await strapi.stop();
      fs.rmSync(logFile, { force: true });
    }
  }, 180_000);
});
