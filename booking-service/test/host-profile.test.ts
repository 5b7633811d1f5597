import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The host on a villa page (issue 28): the owner chooses what is shown, the public villa answer
 * carries only that, and "Contact host" emails the villa's owner and the admin.
 */
const OWNER = 'owner-approved';
const OWNER_EMAIL = 'somchai.private@owner.test';

let app: TestApp;
let villaId: string;
let ownerCookie: string;

beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP_HOUR: '1000', ADMIN_ALERT_EMAIL: 'admin-alerts@islandstay.test' } });
  villaId = await insertVilla(app.knex, { name: 'Baan Talay' });
  await app.knex('owners').where({ id: OWNER }).update({ name: 'Somchai Kittisak', email: OWNER_EMAIL });
  await app
    .knex('villas')
    .where({ id: villaId })
    .update({ created_at: new Date('2023-03-01T00:00:00Z') });
  ownerCookie = await app.sessionCookie('owner', OWNER, OWNER);
});
afterAll(async () => {
  await app.close();
});

describe('the host on the public villa answer', () => {
  it('when the owner never set a host profile, then the villa shows first name and last initial and hosting since the first villa', async () => {
    const res = await app.request(`/api/villas/${villaId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.host).toEqual({ displayName: 'Somchai K.', photoUrl: null, languages: [], hostingSince: 2023, bio: null });
  });

  it('when the owner saves a public name, languages and a bio, then the villa shows them and the owner gets them back', async () => {
    const put = await app.request('/api/admin/profile/host', {
      method: 'PUT',
      cookie: ownerCookie,
      json: { displayName: 'Khun Somchai', languages: ['th', 'en', 'th'], bio: 'I grew up on Koh Samui.', showPhoto: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ displayName: 'Khun Somchai', languages: ['th', 'en'], bio: 'I grew up on Koh Samui.', defaultDisplayName: 'Somchai K.' });
    const res = await app.request(`/api/villas/${villaId}`);
    expect(res.body.data.host).toEqual({ displayName: 'Khun Somchai', photoUrl: null, languages: ['th', 'en'], hostingSince: 2023, bio: 'I grew up on Koh Samui.' });
    const get = await app.request('/api/admin/profile/host', { cookie: ownerCookie });
    expect(get.body.data.preview).toEqual(res.body.data.host);
  });

  it('when the account has an avatar and an earlier creation date, then the photo shows unless hidden and hosting since is the earlier year', async () => {
    await app
      .knex('owner_host_profiles')
      .where({ owner_id: OWNER })
      .update({ photo_url: '/uploads/somchai.jpg', account_created_at: new Date('2021-05-01T00:00:00Z') });
    const shown = await app.request(`/api/villas/${villaId}`);
    expect(shown.body.data.host).toMatchObject({ photoUrl: '/uploads/somchai.jpg', hostingSince: 2021 });
    await app.request('/api/admin/profile/host', { method: 'PUT', cookie: ownerCookie, json: { displayName: '', languages: [], bio: '', showPhoto: false } });
    const hidden = await app.request(`/api/villas/${villaId}`);
    expect(hidden.body.data.host).toEqual({ displayName: 'Somchai K.', photoUrl: null, languages: [], hostingSince: 2021, bio: null });
  });

  it('the public villa JSON never carries the owner email, phone or full last name', async () => {
    await app.knex('owners').where({ id: OWNER }).update({ email: OWNER_EMAIL });
    const res = await app.request(`/api/villas/${villaId}`);
    const json = JSON.stringify(res.body);
    expect(json).not.toContain(OWNER_EMAIL);
    expect(json).not.toContain('Kittisak');
    expect(json).not.toMatch(/"(email|phone|ownerEmail|ownerPhone)"/);
    const list = await app.request('/api/villas');
    expect(JSON.stringify(list.body)).not.toContain(OWNER_EMAIL);
  });
});

describe('PUT /api/admin/profile/host', () => {
  it('when a language is not one of the list or the bio is over 500 characters, then 400 naming the field', async () => {
    const lang = await app.request('/api/admin/profile/host', { method: 'PUT', cookie: ownerCookie, json: { displayName: null, languages: ['xx'], bio: null, showPhoto: true } });
    expect(lang.status).toBe(400);
    expect(lang.body.details.map((d: { path: string }) => d.path)).toContain('languages.0');
    const bio = await app.request('/api/admin/profile/host', { method: 'PUT', cookie: ownerCookie, json: { displayName: null, languages: [], bio: 'x'.repeat(501), showPhoto: true } });
    expect(bio.status).toBe(400);
    expect(bio.body.details.map((d: { path: string }) => d.path)).toContain('bio');
  });

  it('when nobody or a customer asks, then it is refused', async () => {
    expect((await app.request('/api/admin/profile/host')).status).toBe(401);
    const customer = await app.signInCustomer();
    expect((await app.request('/api/admin/profile/host', { cookie: customer.cookie })).status).toBe(403);
  });
});

describe('POST /api/contacts with a villaId', () => {
  const form = { firstName: 'Nok', lastName: 'Srisuk', email: 'guest-host@example.com', subject: 'Villa Information', message: 'Is the pool heated?' };

  it('when the villa exists, then the message is stored with it and emailed to the villa owner and the admin', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: { ...form, villaId } });
    expect(res.status).toBe(201);
    const [row] = await app.knex('contact_messages').where({ email: 'guest-host@example.com' });
    expect(row.villa_id).toBe(villaId);
    const mails: { to_address: string; subject: string; body_text?: string }[] = await app.knex('mail_outbox').where({ kind: 'contact-host' }).select('*');
    expect(mails.map((m) => m.to_address).sort()).toEqual(['admin-alerts@islandstay.test', OWNER_EMAIL]);
    for (const mail of mails) expect(mail.subject).toBe('New message about Baan Talay from Nok Srisuk');
  });

  it('when the villaId is unknown, then 400 naming villaId and nothing is stored or mailed', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: { ...form, email: 'unknown-villa@example.com', villaId: 'no-such-villa' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'villaId', code: 'contact.unknownVilla' })]);
    expect(await app.knex('contact_messages').where({ email: 'unknown-villa@example.com' })).toHaveLength(0);
  });

  it('when the villaId is malformed, then 400 naming villaId', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: { ...form, villaId: 'bad id!' } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('villaId');
  });

  it('when there is no villaId, then no host email is sent', async () => {
    const before = await app.knex('mail_outbox').where({ kind: 'contact-host' }).count({ n: '*' }).first();
    const res = await app.request('/api/contacts', { method: 'POST', json: { ...form, email: 'plain@example.com' } });
    expect(res.status).toBe(201);
    expect(await app.knex('mail_outbox').where({ kind: 'contact-host' }).count({ n: '*' }).first()).toEqual(before);
  });
});
