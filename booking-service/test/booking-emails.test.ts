import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/**
 * Booking emails arrive over real SMTP: a local smtp-server receives them and mailparser reads
 * them. An SMTP outage never fails a booking; the outbox retries once the server is back.
 */
let app: TestApp;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
let refuse = false;
let now = TEST_NOW;
let villaId = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({ clock: () => now, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'IslandStay <bookings@islandstay.test>', PUBLIC_URL: 'https://islandstay.test' } });
  villaId = await insertVilla(app.knex, { name: 'Baan Mail', basePrice: 3500, currency: 'THB' });
  await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'owner@example.com', name: 'Somchai Wongsa' });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await app.services.mail.kick();
    const found = received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('booking emails', () => {
  it('sends the guest a confirmation with the stay as an .ics, and the owner a notice', async () => {
    const customer = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: customer.cookie, json: bookingRequest(villaId, '2026-07-01', '2026-07-04') });
    expect(res.status).toBe(201);
    const reference = res.body.data.bookingReference;

    const [guest] = await mailsTo('nok@example.com', 1);
    expect(guest!.subject).toBe(`Booking confirmed: Baan Mail, 2026-07-01 to 2026-07-04 (${reference})`);
    expect(guest!.from?.value[0]).toMatchObject({ name: 'IslandStay', address: 'bookings@islandstay.test' });
    expect(guest!.text).toContain(`Reference: ${reference}`);
    expect(guest!.text).toContain('Nights: 3');
    expect(guest!.text).toContain('Guests: 2');
    expect(guest!.text).toContain('Total: ฿10,500.00 (THB)');
    expect(guest!.text).toContain("You can cancel online until 48 hours before check-in; what comes back follows the villa's cancellation policy");
    expect(guest!.text).toContain(`https://islandstay.test/booking-confirmation/${res.body.data.id}#payment`);
    const ics = guest!.attachments.find((a) => a.filename === `${reference}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const event = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-07-01');
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-07-04');
    expect(String(event.getFirstPropertyValue('summary'))).toBe('Stay at Baan Mail');

    const [owner] = await mailsTo('owner@example.com', 1);
    expect(owner!.subject).toBe(`New booking ${reference}: Baan Mail, 2026-07-01 to 2026-07-04`);
    expect(owner!.text).toContain('Guest: Nok Srisuk, nok@example.com');
    expect((await app.knex('mail_outbox').where({ status: 'sent' }).count({ n: '*' }).first())?.n).toBe(2);
  });

  it('notifies guest and owner when staff cancel through a status change', async () => {
    const booking = await app.request('/api/admin/bookings', { cookie: await app.sessionCookie('admin', 'admin-1') });
    const id = booking.body.bookings[0].id;
    const res = await app.request(`/api/bookings/${id}/status`, { method: 'PATCH', cookie: await app.sessionCookie('admin', 'admin-1'), json: { status: 'cancelled' } });
    expect(res.status).toBe(200);
    // Mails of one outbox run may arrive in any order: found by subject, not by position.
    const guestMails = await mailsTo('nok@example.com', 2);
    expect(guestMails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Booking cancelled: Baan Mail/));
    const ownerMails = await mailsTo('owner@example.com', 2);
    expect(ownerMails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Booking cancelled IS-/));
    // Setting the same status again sends nothing more.
    await app.request(`/api/bookings/${id}/status`, { method: 'PATCH', cookie: await app.sessionCookie('admin', 'admin-1'), json: { status: 'cancelled' } });
    await app.services.mail.kick();
    expect(received).toHaveLength(4);
  });

  it('still books while the SMTP server refuses mail, and delivers once it is back', async () => {
    refuse = true;
    const before = received.length;
    const customer = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: customer.cookie, json: bookingRequest(villaId, '2026-08-01', '2026-08-03') });
    expect(res.status).toBe(201);
    await app.services.mail.kick();
    const pending = await app.knex('mail_outbox').where({ booking_id: res.body.data.id });
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toContain('Mailbox busy');
    }
    refuse = false;
    await app.services.mail.kick();
    expect(received.length).toBe(before);
    now = new Date(TEST_NOW.getTime() + 60_000);
    await mailsTo('owner@example.com', 3);
    expect((await app.knex('mail_outbox').where({ booking_id: res.body.data.id, status: 'sent' })).length).toBe(2);
  });

  it('when a guest, villa or owner name carries markup, then the HTML part of every booking and owner email shows it as text; the text part keeps it as typed', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const xssVilla = await insertVilla(app.knex, { name: 'Baan <script>alert(2)</script>', areas: ['Lamai <b>east</b>'] });
    await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'owner-markup@example.com', name: '<svg onload=alert(3)>' });
    const staff = await app.sessionCookie('admin', 'admin-1');
    const res = await app.request('/api/admin/bookings', {
      method: 'POST',
      cookie: staff,
      json: {
        villaId: xssVilla,
        checkIn: '2026-09-01',
        checkOut: '2026-09-03',
        guests: 2,
        customerInfo: { name: hostile, email: 'markup@example.com', phone: '+66812345678' },
        notes: '<a href=javascript:alert(4)>x</a>',
      },
    });
    expect(res.status).toBe(201);
    await app.request(`/api/bookings/${res.body.data.id}/status`, { method: 'PATCH', cookie: staff, json: { status: 'cancelled' } });

    const mails = [...(await mailsTo('markup@example.com', 2)), ...(await mailsTo('owner-markup@example.com', 2))];
    const reference = res.body.data.bookingReference;
    // In any order: the confirmation and the cancellation may go out in one outbox run.
    expect(mails.map((m) => m.subject?.split(':')[0]).sort()).toEqual(['Booking cancelled', `Booking cancelled ${reference}`, 'Booking confirmed', `New booking ${reference}`].sort());
    for (const mail of mails) {
      const html = String(mail.html);
      expect(html).not.toMatch(/<img src=x|<script|<svg|<b>east|<a href/i);
      expect(html).toContain('Baan &lt;script&gt;alert(2)&lt;/script&gt;');
      expect(html).toContain('Lamai &lt;b&gt;east&lt;/b&gt;');
    }
    const [confirmation, , ownerNotice] = mails;
    expect(String(confirmation!.html)).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(String(ownerNotice!.html)).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(String(ownerNotice!.html)).toContain('&lt;svg onload=alert(3)&gt;');
    // Text is text: the guest's name as typed.
    expect(confirmation!.text).toContain(`Dear ${hostile},`);
  });
});
