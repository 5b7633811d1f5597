import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let now = TEST_NOW.getTime();

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(now), env: { STAFF_SESSION_RECHECK_SECONDS: '5' } });
  await app.knex('owners').insert({ id: 'owner-r', name: 'Owner R', status: 'approved' });
});
afterAll(async () => {
  await app.close();
});

describe('staff sessions are re-checked against the owner account', () => {
  it('when an owner is unapproved, then they lose access at the next check without logging out', async () => {
    const cookie = await app.sessionCookie('owner', 'owner-r', 'owner-r');
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(200);
    await app.knex('owners').where({ id: 'owner-r' }).update({ status: 'unapproved' });
    // Inside the re-check interval the session still works...
    now += 2_000;
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(200);
    // ...and at the next check it is gone for good, even if the owner is approved again.
    now += 5_000;
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(401);
    await app.knex('owners').where({ id: 'owner-r' }).update({ status: 'approved' });
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(401);
  });

  it('when an owner account is deleted, then its session ends at the next check', async () => {
    await app.knex('owners').insert({ id: 'owner-gone', name: 'Gone', status: 'approved' });
    const cookie = await app.sessionCookie('owner', 'owner-gone', 'owner-gone');
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(200);
    await app.knex('owners').where({ id: 'owner-gone' }).delete();
    now += 6_000;
    expect((await app.request('/api/admin/stats', { cookie })).status).toBe(401);
  });

  it('when an approved owner keeps working, then each check renews the session', async () => {
    await app.knex('owners').insert({ id: 'owner-ok', name: 'Ok', status: 'approved' });
    const cookie = await app.sessionCookie('owner', 'owner-ok', 'owner-ok');
    for (let i = 0; i < 3; i++) {
      now += 6_000;
      expect((await app.request('/api/admin/stats', { cookie })).status).toBe(200);
    }
  });
});

describe('while the CMS is down', () => {
  it('keeps admin sessions (the re-check cannot tell) and says plainly that sign-in is unavailable', async () => {
    const down = await createTestApp({ clock: () => new Date(now), env: { STAFF_SESSION_RECHECK_SECONDS: '1', CMS_URL: 'http://127.0.0.1:9', CMS_SERVICE_TOKEN: 's'.repeat(40) } });
    try {
      const cookie = await down.sessionCookie('admin', 'admin-1');
      now += 5_000;
      expect((await down.request('/api/admin/stats', { cookie })).status).toBe(200);
      const login = await down.request('/api/auth/staff/login', { method: 'POST', json: { name: 'admin', password: 'whatever' } });
      expect(login.status).toBe(503);
      expect(login.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(login.body.error).toBe('Sign-in is not available right now. Please try again in a few minutes.');
    } finally {
      await down.close();
    }
  });
});
