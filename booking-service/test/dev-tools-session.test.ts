import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let devApp: TestApp;
let prodApp: TestApp;

beforeAll(async () => {
  devApp = await createTestApp();
  prodApp = await createTestApp({ env: { ENABLE_DEV_TOOLS: 'false' } });
});
afterAll(async () => {
  await devApp?.close();
  await prodApp?.close();
});

describe('the session tells the back office whether its debug buttons work', () => {
  it('when dev tools are on and staff call from this machine, then the staff session says devTools and the clear route answers', async () => {
    const admin = await devApp.sessionCookie('admin', 'admin-1');
    const session = await devApp.request('/api/auth/session', { cookie: admin });
    expect(session.body).toMatchObject({ authenticated: true, role: 'admin', devTools: true });
    expect((await devApp.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: admin })).status).toBe(200);
  });

  it('when an owner calls the clear route (dev tools on, this machine), then it is refused and nothing is deleted', async () => {
    const owner = await devApp.sessionCookie('owner', 'owner-1', 'owner-1');
    expect((await devApp.request('/api/auth/session', { cookie: owner })).body).toMatchObject({ role: 'owner', devTools: true });
    const refused = await devApp.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: owner });
    expect(refused.status).toBe(403);
    expect(refused.body.deletedCount).toBeUndefined();
  });

  it('when dev tools are off, then the staff session says no devTools and the clear route does not exist', async () => {
    const admin = await prodApp.sessionCookie('admin', 'admin-1');
    const session = await prodApp.request('/api/auth/session', { cookie: admin });
    expect(session.body).toMatchObject({ authenticated: true, role: 'admin', devTools: false });
    expect((await prodApp.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('when a customer or nobody is signed in, then the session says nothing about dev tools', async () => {
    const customer = await devApp.signInCustomer();
    expect((await devApp.request('/api/auth/session', { cookie: customer.cookie })).body.devTools).toBeUndefined();
    expect((await devApp.request('/api/auth/session')).body.devTools).toBeUndefined();
  });
});
