import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TM30_CSV_COLUMNS } from '@islandstay/shared/bookings/tm30.schemas';
import { loadEnv } from '../src/config/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { runCompletionJob } from '../src/modules/bookings/completion-job.ts';
import { purgeExpiredTm30 } from '../src/modules/tm30/tm30.service.ts';
import { Tm30Sealer, tm30KeyFor } from '../src/modules/tm30/tm30-crypto.ts';
import { matchStorefrontRoute } from '../src/modules/web/storefront-routes.ts';
import { bookingRequest, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * TM30 pre-arrival details: filled by the guest (signed in, or through the confirmation email's
 * signed link), sealed at rest, visible to the villa's owner and the admin only, downloadable as
 * CSV in the immigration form's order, deleted 90 days after check-out.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PASSPORT = 'XK4471925';
const guests = [
  { fullName: 'Anna Lindqvist', nationality: 'se', passportNumber: PASSPORT.toLowerCase(), dateOfBirth: '1988-04-12', gender: 'F' },
  { fullName: 'Jonas "JJ" Lindqvist, Jr', nationality: 'SE', passportNumber: 'AB1234567', dateOfBirth: '1986-11-02', gender: 'M' },
];

/** A customer's confirmed booking at a villa of `ownerId`, made through the API (so its confirmation email is written). */
async function bookedStay(ownerId = 'owner-approved'): Promise<{ bookingId: string; cookie: string; villaId: string }> {
  const villaId = await insertVilla(app.knex);
  if (ownerId !== 'owner-approved') {
    await app.knex('owners').insert({ id: ownerId, name: ownerId, status: 'approved' }).onConflict('id').ignore();
    await app.knex('villas').where({ id: villaId }).update({ owner_id: ownerId });
  }
  const guest = await app.signInCustomer();
  const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-06', '2026-07-10', { guests: 2 }) });
  expect(res.status).toBe(201);
  return { bookingId: res.body.data.id, cookie: guest.cookie, villaId };
}

const form = (bookingId: string, init: { cookie?: string; token?: string; json?: unknown } = {}) =>
  app.request(`/api/bookings/${bookingId}/tm30${init.token ? `?token=${init.token}` : ''}`, {
    method: init.json ? 'PUT' : 'GET',
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...(init.json ? { json: init.json } : {}),
  });

describe('the guest fills in the pre-arrival form', () => {
  it('when the signed-in guest submits the details, then they are read back normalised and the raw column holds neither passport number nor name', async () => {
    const { bookingId, cookie } = await bookedStay();
    const saved = await form(bookingId, { cookie, json: { guests } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(saved.body).toMatchObject({ bookingId, guestCount: 2, editable: true, checkIn: '2026-07-06', checkOut: '2026-07-10' });
    expect(saved.body.entries[0]).toEqual({ fullName: 'Anna Lindqvist', nationality: 'SE', passportNumber: PASSPORT, dateOfBirth: '1988-04-12', gender: 'F' });
    expect((await form(bookingId, { cookie })).body.entries).toHaveLength(2);

    const raw = await app.knex('tm30_forms').where({ booking_id: bookingId }).first('sealed');
    const bytes = raw.sealed as Buffer;
    for (const secret of [PASSPORT, 'Lindqvist', 'AB1234567']) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.toString('latin1').toUpperCase()).not.toContain(secret.toUpperCase());
    }
    const { rows } = await app.knex.raw("select encode(sealed, 'escape') as text from tm30_forms where booking_id = ?", [bookingId]);
    expect(rows[0].text).not.toContain(PASSPORT);
  });

  it('when sealed details are opened for another booking or with another key, then they do not open (AES-256-GCM, the booking id authenticated)', () => {
    const sealer = new Tm30Sealer(Buffer.alloc(32, 7));
    const sealed = sealer.seal('booking-a', guests);
    expect(sealer.open('booking-a', sealed)).toEqual(guests);
    expect(() => sealer.open('booking-b', sealed)).toThrow();
    expect(() => new Tm30Sealer(Buffer.alloc(32, 8)).open('booking-a', sealed)).toThrow();
    // A fresh IV each time: the same details never seal to the same bytes.
    expect(sealer.seal('booking-a', guests).equals(sealed)).toBe(false);
  });

  it('when the confirmation email is read, then it links the form with a token that opens it without signing in; a wrong token or another customer gets 404', async () => {
    const { bookingId, cookie } = await bookedStay();
    const mail = await app.knex('mail_outbox').where({ booking_id: bookingId, kind: 'booking-confirmation' }).first('text_body', 'html_body');
    const link = /https?:\/\/\S+\/booking-confirmation\/[0-9a-f-]+\/tm30\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
    expect(link).not.toBeNull();
    expect(mail.html_body).toContain(`/booking-confirmation/${bookingId}/tm30?token=`);
    const token = link![1]!;

    const viaLink = await form(bookingId, { token, json: { guests: [guests[0]] } });
    expect(viaLink.status).toBe(200);
    expect((await form(bookingId, { cookie })).body.entries).toEqual([{ ...guests[0], nationality: 'SE', passportNumber: PASSPORT }]);

    expect((await form(bookingId, { token: `${token.slice(0, -2)}AA` })).status).toBe(404);
    expect((await form(bookingId)).status).toBe(404);
    const stranger = await app.signInCustomer();
    expect((await form(bookingId, { cookie: stranger.cookie })).status).toBe(404);
    expect((await form(bookingId, { cookie: stranger.cookie, json: { guests } })).status).toBe(404);
    // A token is bound to its booking.
    const other = await bookedStay();
    expect((await form(other.bookingId, { token })).status).toBe(404);
  });

  it('when details are invalid or name more guests than the booking, then 400 names the field and nothing is stored', async () => {
    const { bookingId, cookie } = await bookedStay();
    const bad = await form(bookingId, { cookie, json: { guests: [{ ...guests[0], passportNumber: 'no!' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ path: 'guests.0.passportNumber' });
    const nationality = await form(bookingId, { cookie, json: { guests: [{ ...guests[0], nationality: 'Sweden' }] } });
    expect(nationality.body.details[0]).toMatchObject({ path: 'guests.0.nationality' });
    const tooMany = await form(bookingId, { cookie, json: { guests: [...guests, guests[0]] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details[0]).toMatchObject({ path: 'guests' });
    expect(await app.knex('tm30_forms').where({ booking_id: bookingId }).first()).toBeUndefined();
  });

  it('when the booking is cancelled, then the form can be read but no longer changed (409)', async () => {
    const { bookingId, cookie } = await bookedStay();
    await app.knex('bookings').where({ id: bookingId }).update({ status: 'cancelled' });
    expect((await form(bookingId, { cookie })).body.editable).toBe(false);
    expect((await form(bookingId, { cookie, json: { guests } })).status).toBe(409);
  });
});

describe('the owner reads and downloads the details', () => {
  it("when the villa's owner and the admin ask, then they see the details; another owner gets 404 on the details and the CSV; a customer is refused", async () => {
    const { bookingId, cookie } = await bookedStay('owner-tm30');
    await form(bookingId, { cookie, json: { guests } });
    const owner = await app.sessionCookie('owner', 'staff-owner-tm30', 'owner-tm30');
    const admin = await app.sessionCookie('admin', 'staff-admin');
    const stranger = await app.sessionCookie('owner', 'staff-owner-approved', 'owner-approved');

    const seen = await app.request(`/api/admin/bookings/${bookingId}/tm30`, { cookie: owner });
    expect(seen.status).toBe(200);
    expect(seen.body.entries.map((g: { passportNumber: string }) => g.passportNumber)).toEqual([PASSPORT, 'AB1234567']);
    expect((await app.request(`/api/admin/bookings/${bookingId}/tm30`, { cookie: admin })).status).toBe(200);
    const other = await app.request(`/api/admin/bookings/${bookingId}/tm30`, { cookie: stranger });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(PASSPORT);
    expect((await app.request(`/api/admin/bookings/${bookingId}/tm30/csv`, { cookie: stranger })).status).toBe(404);
    expect((await app.request(`/api/admin/bookings/${bookingId}/tm30`, { cookie })).status).toBe(403);
    expect((await app.request(`/api/admin/bookings/${bookingId}/tm30`)).status).toBe(401);
  });

  it('when the owner downloads the CSV, then its columns follow the immigration form: No., name, nationality, passport, arrival, departure, birth date, gender', async () => {
    const { bookingId, cookie } = await bookedStay('owner-csv');
    await form(bookingId, { cookie, json: { guests } });
    const owner = await app.sessionCookie('owner', 'staff-owner-csv', 'owner-csv');
    const res = await app.request(`/api/admin/bookings/${bookingId}/tm30/csv`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tm30-IS-[A-Z0-9]{8}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('No.,Full name,Nationality,Passport No.,Arrival date,Departure date,Date of birth,Gender');
    expect(lines[0]!.split(',')).toEqual([...TM30_CSV_COLUMNS]);
    expect(lines[1]).toBe(`1,Anna Lindqvist,Sweden (SE),${PASSPORT},2026-07-06,2026-07-10,1988-04-12,F`);
    expect(lines[2]).toBe('2,"Jonas ""JJ"" Lindqvist, Jr",Sweden (SE),AB1234567,2026-07-06,2026-07-10,1986-11-02,M');
    expect(lines[3]).toBe('');
  });
});

describe('retention: deleted 90 days after check-out', () => {
  it('when the purge runs 89 days after check-out the details stay; at 90 days they are deleted, the booking itself is kept', async () => {
    const villaId = await insertVilla(app.knex);
    const bookingId = await insertBooking(app.knex, villaId, '2026-05-01', '2026-05-05', 'completed');
    await app.knex('tm30_forms').insert({ booking_id: bookingId, guest_count: 1, sealed: Buffer.from('sealed') });
    // 2026-05-05 + 89 days = 2026-08-02; + 90 = 2026-08-03 (island days; 10:00 in Bangkok).
    expect(await purgeExpiredTm30(app.knex, new Date('2026-08-02T03:00:00Z'))).toBe(0);
    expect(await app.knex('tm30_forms').where({ booking_id: bookingId }).first()).toBeDefined();
    expect(await purgeExpiredTm30(app.knex, new Date('2026-08-02T17:30:00Z'))).toBe(1); // 00:30 on 3 August in Bangkok
    expect(await app.knex('tm30_forms').where({ booking_id: bookingId }).first()).toBeUndefined();
    expect(await app.knex('bookings').where({ id: bookingId }).first()).toBeDefined();
  });

  it('when the completion job runs with its clock 90 days past a check-out, then it deletes those details', async () => {
    const villaId = await insertVilla(app.knex);
    const expired = await insertBooking(app.knex, villaId, '2026-01-10', '2026-01-12', 'completed');
    const recent = await insertBooking(app.knex, villaId, '2026-03-01', '2026-03-03', 'completed');
    for (const id of [expired, recent]) await app.knex('tm30_forms').insert({ booking_id: id, guest_count: 1, sealed: Buffer.from('sealed') });
    await runCompletionJob(app.knex, () => new Date('2026-04-12T05:00:00Z'), createLogger('silent'));
    expect(await app.knex('tm30_forms').where({ booking_id: expired }).first()).toBeUndefined();
    expect(await app.knex('tm30_forms').where({ booking_id: recent }).first()).toBeDefined();
  });
});

describe('the emailed link', () => {
  it('when the link is opened, then the storefront serves its page (a private route, not a 404)', () => {
    expect(matchStorefrontRoute('/booking-confirmation/0f8e2a9c-1b2d-4c3e-9f00-123456789abc/tm30')).toEqual({ kind: 'private' });
  });
});

describe('the key', () => {
  it('in development it is generated once into DATA_DIR and read back; production refuses to start without TM30_ENCRYPTION_KEY', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm30-key-'));
    try {
      const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const first = tm30KeyFor(env);
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dataDir, 'tm30-encryption.key')).mode & 0o077).toBe(0);
      expect(tm30KeyFor(env).equals(first)).toBe(true);
      expect(tm30KeyFor(loadEnv({ NODE_ENV: 'development', TM30_ENCRYPTION_KEY: 'ab'.repeat(32) })).equals(Buffer.alloc(32, 0xab))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => loadEnv({ NODE_ENV: 'test', TM30_ENCRYPTION_KEY: 'short' })).toThrow(/TM30_ENCRYPTION_KEY/);
  });
});
