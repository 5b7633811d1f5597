import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVilla } from './helpers/fixtures.ts';
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

// After the tests above: each request moves this file's clock a second on.
describe('sorting contact messages', () => {
  it('sorts by createdAt, name, email, subject or status, ascending or descending, across pages', async () => {
    const list = async (query: string) => {
      const res = await app.request(`/api/admin/contacts?limit=100&${query}`, { cookie: admin });
      expect(res.status).toBe(200);
      return res.body.contacts as { id: string; name: string; email: string; subject: string; status: string; createdAt: string }[];
    };
    const byName = await list('sortBy=name&sortOrder=asc');
    expect(byName.map((c) => c.name)).toEqual([...byName.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(byName[0]!.name).toBe('Guest0 Tester');
    expect(byName.at(-1)!.name).toBe('Mira Tester');
    expect((await list('sortBy=name&sortOrder=desc'))[0]!.name).toBe('Mira Tester');
    expect((await list('sortBy=email&sortOrder=desc'))[0]!.email).toBe('mira@example.org');
    expect((await list('sortBy=email'))[0]!.email).toBe('mira@example.org');
    expect((await list('sortBy=subject&sortOrder=asc'))[0]!.subject).toBe('Booking Question');
    expect((await list('sortBy=subject&sortOrder=desc'))[0]!.subject).toBe('General Inquiry');
    const oldest = await list('sortBy=createdAt&sortOrder=asc');
    expect(oldest[0]!.name).toBe('Guest0 Tester');
    expect(oldest.map((c) => c.createdAt)).toEqual([...oldest.map((c) => c.createdAt)].sort());
    // Default: newest first.
    expect((await list(''))[0]!.name).toBe('Mira Tester');

    // A status sort puts the one replied message after (asc) or before (desc) the new ones.
    const guest5 = (await list('search=guest5@'))[0]!;
    await app.request(`/api/admin/contacts/${guest5.id}`, { method: 'PATCH', cookie: admin, json: { status: 'replied' } });
    expect((await list('sortBy=status&sortOrder=desc'))[0]!.id).toBe(guest5.id);
    expect((await list('sortBy=status&sortOrder=asc')).at(-1)!.id).toBe(guest5.id);
    await app.request(`/api/admin/contacts/${guest5.id}`, { method: 'PATCH', cookie: admin, json: { status: 'new' } });

    // Pages of a sort neither repeat nor skip a message.
    const paged = [
      ...(await app.request('/api/admin/contacts?sortBy=subject&sortOrder=asc&limit=5&page=1', { cookie: admin })).body.contacts,
      ...(await app.request('/api/admin/contacts?sortBy=subject&sortOrder=asc&limit=5&page=2', { cookie: admin })).body.contacts,
      ...(await app.request('/api/admin/contacts?sortBy=subject&sortOrder=asc&limit=5&page=3', { cookie: admin })).body.contacts,
    ];
    expect(new Set(paged.map((c: { id: string }) => c.id)).size).toBe(13);
  });

  it.each([
    ['sortBy=phone', 'sortBy'],
    ['sortBy=created_at', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['sortBy=name&sortOrder=ASC', 'sortOrder'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await app.request(`/api/admin/contacts?${query}`, { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([field]);
    expect(res.body.error).toContain(field);
  });
});

// Last: it adds messages the counts above do not expect.
describe('the villa a contact message is about', () => {
  it('lists a message sent from a villa page with that villa, one sent without a villa with null, and the status change answers the villa too', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Baan Chaweng Noi' });
    const form = { lastName: 'Tester', subject: 'Villa Information', message: 'Is the pool heated?' };
    expect((await app.request('/api/contacts', { method: 'POST', json: { ...form, firstName: 'Nok', email: 'nok@villa-contact.test', villaId } })).status).toBe(201);
    expect((await app.request('/api/contacts', { method: 'POST', json: { ...form, firstName: 'Pim', email: 'pim@villa-contact.test' } })).status).toBe(201);

    const res = await app.request('/api/admin/contacts?search=villa-contact.test&sortBy=name&sortOrder=asc', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.contacts.map((c: { name: string; villa: unknown }) => [c.name, c.villa])).toEqual([
      ['Nok Tester', { id: villaId, name: 'Baan Chaweng Noi' }],
      ['Pim Tester', null],
    ]);
    // Search and sort still read the message's own columns (the villa is joined beside them).
    expect((await app.request('/api/admin/contacts?search=Baan Chaweng', { cookie: admin })).body.total).toBe(0);

    const nok = res.body.contacts[0];
    const replied = await app.request(`/api/admin/contacts/${nok.id}`, { method: 'PATCH', cookie: admin, json: { status: 'replied' } });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'replied', villa: { id: villaId, name: 'Baan Chaweng Noi' } });
  });
});
