import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp, type TestResponse } from './helpers/test-app.ts';

/**
 * Issue 25, defect 1: one customer session ran 40 book + cancel cycles in 0.7 s, and each cycle
 * mailed a free-text address nobody verified and the villa's owner. Bookings and cancellations are
 * limited per customer and per address (429 with Retry-After), and booking notices to one
 * recipient are capped per hour: the rest are held and go out later as one digest. Nothing is
 * lost: every booking and cancellation stays on record for the back office.
 *
 * Real parts: PostgreSQL, the HTTP server, and an SMTP server that receives what the outbox sends.
 */
const PER_CUSTOMER = 6;
const PER_IP = 8;
const NOTICES_PER_RECIPIENT = 4;
const HOUR_MS = 3_600_000;

let smtp: SMTPServer;
const received: ParsedMail[] = [];
let now = TEST_NOW.getTime();
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function floodApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({
    clock: () => new Date(now),
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
      RATE_LIMIT_BOOKINGS_PER_CUSTOMER_HOUR: String(PER_CUSTOMER),
      RATE_LIMIT_BOOKINGS_PER_IP_HOUR: String(PER_IP),
      MAIL_NOTICES_PER_RECIPIENT_HOUR: String(NOTICES_PER_RECIPIENT),
      ...env,
    },
  });
  apps.push(app);
  return app;
}

function mailsTo(address: string): ParsedMail[] {
  return received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));
}

function expectRateLimited(res: TestResponse, message: RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 3600, `Retry-After: ${res.headers.get('retry-after')}`).toBe(true);
  expect(res.body.error).toMatch(message);
  expect(res.body.retryAfterSeconds).toBe(retryAfter);
}

describe('a customer looping book + cancel', () => {
  it('when one customer runs 40 book + cancel cycles, then after the limit each booking is a 429 with Retry-After, nothing refused is written, each recipient gets at most the hourly cap and later one digest listing the rest, and every booking and cancellation is in the back office', async () => {
    const app = await floodApp();
    const villaId = await insertVilla(app.knex, { name: 'Baan Flood' });
    await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'flood-owner@example.com', name: 'Flood Owner' });
    const customer = await app.signInCustomer();
    const victim = 'unverified-victim@example.com';
    const body = bookingRequest(villaId, '2026-07-10', '2026-07-12', { customerInfo: { name: 'Nok Srisuk', email: victim } });

    const created: { id: string; reference: string }[] = [];
    const refused: TestResponse[] = [];
    for (let cycle = 0; cycle < 40; cycle++) {
      const booked = await app.request('/api/bookings', { method: 'POST', cookie: customer.cookie, json: body });
      if (booked.status !== 201) {
        refused.push(booked);
        continue;
      }
      created.push({ id: booked.body.data.id, reference: booked.body.data.bookingReference });
      const cancelled = await app.request(`/api/bookings/${booked.body.data.id}/cancel`, { method: 'POST', cookie: customer.cookie });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }

    expect(created).toHaveLength(PER_CUSTOMER);
    expect(refused).toHaveLength(40 - PER_CUSTOMER);
    for (const res of refused) expectRateLimited(res, /too many bookings/i);

    // The refused requests wrote nothing: exactly the bookings made, each cancelled, are on record
    // and visible in the back office.
    const rows = await app.knex('bookings').where({ customer_id: customer.id }).select('id', 'status');
    expect(rows).toHaveLength(PER_CUSTOMER);
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
    const staff = await app.request('/api/admin/bookings?limit=100', { cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(staff.status).toBe(200);
    const listed = (staff.body.bookings as { id: string; status: string }[]).filter((b) => created.some((c) => c.id === b.id));
    expect(listed).toHaveLength(PER_CUSTOMER);
    expect(listed.every((b) => b.status === 'cancelled')).toBe(true);

    // Every notice is in the outbox, but each recipient is sent at most the cap within the hour.
    await app.services.mail.kick();
    for (const address of [victim, 'flood-owner@example.com']) {
      expect(mailsTo(address), address).toHaveLength(NOTICES_PER_RECIPIENT);
      expect(await app.knex('mail_outbox').where({ to_address: address }).count({ n: '*' }).first()).toEqual({ n: 2 * PER_CUSTOMER });
    }

    // Once the hour has passed, what was held goes out as one digest per recipient, listing every
    // booking and cancellation it held back.
    now += HOUR_MS + 1_000;
    await app.services.mail.kick();
    for (const address of [victim, 'flood-owner@example.com']) {
      const mails = mailsTo(address);
      expect(mails, address).toHaveLength(NOTICES_PER_RECIPIENT + 1);
      const digest = mails.at(-1)!;
      expect(digest.subject).toMatch(/booking updates/i);
      const held: { subject: string }[] = await app.knex('mail_outbox').where({ to_address: address, status: 'coalesced' }).select('subject');
      expect(held).toHaveLength(2 * PER_CUSTOMER - NOTICES_PER_RECIPIENT);
      for (const { subject } of held) expect(digest.text).toContain(subject);
      expect(held.map((h) => h.subject)).not.toContain(mails[0]!.subject);
      // Between the notices sent and the digest, every booking made is named.
      for (const { reference } of created)
        expect(
          mails.some((m) => m.text?.includes(reference)),
          reference,
        ).toBe(true);
    }
  });

  it('when a customer cancels more bookings than the hourly limit, then the further cancellations are 429 with Retry-After and those bookings stay as they were', async () => {
    const app = await floodApp();
    const villaId = await insertVilla(app.knex);
    const customer = await app.signInCustomer();
    const ids: string[] = [];
    for (let i = 0; i < PER_CUSTOMER + 2; i++)
      ids.push(await insertBooking(app.knex, villaId, `2026-09-${String(i * 2 + 1).padStart(2, '0')}`, `2026-09-${String(i * 2 + 2).padStart(2, '0')}`, 'confirmed', customer.id));

    const answers = [];
    for (const id of ids) answers.push(await app.request(`/api/bookings/${id}/cancel`, { method: 'POST', cookie: customer.cookie }));
    expect(answers.slice(0, PER_CUSTOMER).map((a) => a.status)).toEqual(Array(PER_CUSTOMER).fill(200));
    for (const res of answers.slice(PER_CUSTOMER)) expectRateLimited(res, /too many cancellations/i);
    const statuses = await app.knex('bookings').whereIn('id', ids.slice(PER_CUSTOMER)).pluck('status');
    expect(statuses).toEqual(['confirmed', 'confirmed']);
  });

  it('when many customers book from one address, then the address is refused after its hourly limit with Retry-After', async () => {
    const app = await floodApp();
    const villaId = await insertVilla(app.knex);
    const answers = [];
    for (let i = 0; i < PER_IP + 2; i++) {
      const customer = await app.signInCustomer();
      answers.push(
        await app.request('/api/bookings', {
          method: 'POST',
          cookie: customer.cookie,
          json: bookingRequest(villaId, `2026-10-${String(i * 2 + 1).padStart(2, '0')}`, `2026-10-${String(i * 2 + 2).padStart(2, '0')}`),
        }),
      );
    }
    expect(answers.slice(0, PER_IP).map((a) => a.status)).toEqual(Array(PER_IP).fill(201));
    for (const res of answers.slice(PER_IP)) expectRateLimited(res, /too many bookings .*network/i);
    expect(await app.knex('bookings').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: PER_IP });
  });

  it('when bookings of many villas notify one owner at the same moment, then the owner is still sent no more than the cap, the rest waiting for the digest', async () => {
    const app = await floodApp();
    await insertVilla(app.knex);
    await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'busy-owner@example.com' });
    const villas = await Promise.all(Array.from({ length: 12 }, () => insertVilla(app.knex)));
    const admin = await app.sessionCookie('admin', 'admin-1');
    const answers = await Promise.all(
      villas.map((villaId) =>
        app.request('/api/admin/bookings', {
          method: 'POST',
          cookie: admin,
          json: { villaId, checkIn: '2026-07-01', checkOut: '2026-07-03', guests: 2, customerInfo: { name: 'Walk-in', email: 'walk-in@example.com' } },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    for (const address of ['busy-owner@example.com', 'walk-in@example.com']) {
      const rows: { status: string }[] = await app.knex('mail_outbox').where({ to_address: address }).select('status');
      expect(
        rows.filter((r) => r.status !== 'held'),
        address,
      ).toHaveLength(NOTICES_PER_RECIPIENT);
      expect(
        rows.filter((r) => r.status === 'held'),
        address,
      ).toHaveLength(12 - NOTICES_PER_RECIPIENT);
    }
  });

  it('when guests book many villas of one owner at the same moment, each with an Idempotency-Key, then the owner is still sent no more than the cap and every booking and its replay stand', async () => {
    const app = await floodApp();
    const villas = [await insertVilla(app.knex)]; // the first villa creates its owner
    await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'racing-owner@example.com' });
    // One booking each, and the replay below: the address's hourly limit exactly.
    const racing = PER_IP - 1;
    villas.push(...(await Promise.all(Array.from({ length: racing - 1 }, () => insertVilla(app.knex)))));
    const guests = await Promise.all(villas.map(() => app.signInCustomer()));
    const book = (i: number) =>
      app.request('/api/bookings', {
        method: 'POST',
        cookie: guests[i]!.cookie,
        headers: { 'idempotency-key': `race-${i}` },
        json: bookingRequest(villas[i]!, '2026-08-04', '2026-08-06', { customerInfo: { name: 'Racing Guest', email: `guest-${i}@example.com` } }),
      });
    const answers = await Promise.all(villas.map((_, i) => book(i)));
    expect(answers.map((a) => a.status)).toEqual(Array(racing).fill(201));
    const rows: { status: string }[] = await app.knex('mail_outbox').where({ to_address: 'racing-owner@example.com' }).select('status');
    expect(rows.filter((r) => r.status !== 'held')).toHaveLength(NOTICES_PER_RECIPIENT);
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(racing - NOTICES_PER_RECIPIENT);
    // The stored answer was written before the notices: a replay gives the same booking.
    const replay = await book(0);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(answers[0]!.body.data.id);
  });

  it('documents the 429 on the booking and cancellation routes', async () => {
    const app = apps[0] ?? (await floodApp());
    for (const path of ['/api/bookings', '/api/bookings/:id/cancel']) {
      const route = app.routes.find((r) => r.method === 'POST' && r.path === path);
      expect(route?.responses[429], path).toBeDefined();
    }
  });
});
