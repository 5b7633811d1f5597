import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let admin = '';
let owner = '';

beforeAll(async () => {
  // A clock that moves a second per reading, so "newest first" has an order to show.
  let tick = 0;
  app = await createTestApp({ clock: () => new Date(TEST_NOW.getTime() + 1000 * tick++), env: { RATE_LIMIT_CONTACT_PER_IP_HOUR: '100' } });
  admin = await app.sessionCookie('admin', 'admin-1');
  owner = await app.sessionCookie('owner', 'owner-a', 'owner-a');
  const send = (firstName: string, email: string, subject: string) =>
    app.request('/api/contacts', { method: 'POST', json: { firstName, lastName: 'Tester', email, subject, message: `Hello from ${firstName}` } });
  for (let i = 0; i < 12; i++) await send(`Guest${i}`, `guest${i}@example.com`, 'General Inquiry');
  await send('Mira', 'mira@example.org', 'Booking Question');
});
afterAll(async () => {
  await app.close();
});

describe('contact messages in the back office', () => {
  it('lists pages of 10, newest first, for the admin only', async () => {
    const first = await app.request('/api/admin/contacts', { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 13 });
    expect(first.body.contacts).toHaveLength(10);
    expect(first.body.contacts[0]).toMatchObject({ name: 'Mira Tester', status: 'new', subject: 'Booking Question', message: 'Hello from Mira' });
    expect((await app.request('/api/admin/contacts?page=2', { cookie: admin })).body.contacts).toHaveLength(3);
    expect((await app.request('/api/admin/contacts', { cookie: owner })).status).toBe(403);
    expect((await app.request('/api/admin/contacts')).status).toBe(401);
  });

  it('searches by name, email or subject and filters by status', async () => {
    expect((await app.request('/api/admin/contacts?search=MIRA', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/contacts?search=example.org', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/contacts?search=booking q', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/contacts?search=%25', { cookie: admin })).body.total).toBe(0);
    const mira = (await app.request('/api/admin/contacts?search=mira', { cookie: admin })).body.contacts[0];
    const replied = await app.request(`/api/admin/contacts/${mira.id}`, { method: 'PATCH', cookie: admin, json: { status: 'replied' } });
    expect(replied.body.data.status).toBe('replied');
    expect((await app.request('/api/admin/contacts?status=replied', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/contacts?status=new', { cookie: admin })).body.total).toBe(12);
    expect((await app.request('/api/admin/contacts?status=all', { cookie: admin })).body.total).toBe(13);
    // Any status to any other.
    expect((await app.request(`/api/admin/contacts/${mira.id}`, { method: 'PATCH', cookie: admin, json: { status: 'new' } })).body.data.status).toBe('new');
  });

  it('refuses a bad status, an unknown message and an owner', async () => {
    const any = (await app.request('/api/admin/contacts', { cookie: admin })).body.contacts[0];
    expect((await app.request(`/api/admin/contacts/${any.id}`, { method: 'PATCH', cookie: admin, json: { status: 'archived' } })).status).toBe(400);
    expect((await app.request('/api/admin/contacts/00000000-0000-4000-8000-000000000000', { method: 'PATCH', cookie: admin, json: { status: 'resolved' } })).status).toBe(404);
    expect((await app.request(`/api/admin/contacts/${any.id}`, { method: 'PATCH', cookie: owner, json: { status: 'resolved' } })).status).toBe(403);
    expect((await app.request('/api/admin/contacts?status=open', { cookie: admin })).status).toBe(400);
  });
});
