import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { addDays } from '@islandstay/shared/dates/dates';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unbookedPieces } from '../src/modules/calendar-sync/calendar-sync.service.ts';
import { bookingRequest, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * Channel safety (issue 18, item 5): import feeds read again just before a booking is confirmed
 * (outside its transaction, with a short timeout, never blocking on a broken feed), stale feeds
 * shown and emailed once per episode, and Airbnb's "Not available" placeholders kept out of the
 * conflict list. The channels are a local iCal server that records what it is asked.
 */
type Answer = { kind: 'calendar'; body: string; etag: string } | { kind: 'fail' } | { kind: 'hang' } | { kind: 'hold' };

let app: TestApp;
let channel: http.Server;
let base = '';
let owner = '';
let now = TEST_NOW;
const answers = new Map<string, Answer>();
const received: { path: string; headers: http.IncomingHttpHeaders }[] = [];
const held = new Map<string, http.ServerResponse>();
const arrivals = new Map<string, () => void>();
const logged: { level: number; msg: string; feedId?: string; reason?: string }[] = [];
let version = 0;

function ics(events: { uid: string; start: string; end: string; summary: string }[]): string {
  const d = (s: string) => s.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events.flatMap((e) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${d(e.start)}`, `DTEND;VALUE=DATE:${d(e.end)}`, `UID:${e.uid}`, `SUMMARY:${e.summary}`, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');
}

function serve(path: string, events: { uid: string; start: string; end: string; summary: string }[]): string {
  const etag = `"v${++version}"`;
  answers.set(path, { kind: 'calendar', body: ics(events), etag });
  return etag;
}

function calendarResponse(res: http.ServerResponse, answer: Answer | undefined): void {
  if (answer?.kind !== 'calendar') return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/calendar', etag: answer.etag }).end(answer.body);
}

/** Resolves when the channel receives its next request for `path`. */
function nextRequest(path: string): Promise<void> {
  return new Promise((resolve) => arrivals.set(path, resolve));
}

const hitsOf = (path: string) => received.filter((r) => r.path === path);
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

async function addFeed(villaId: string, path: string, name = 'Airbnb'): Promise<{ id: string; conflicts: unknown[]; blockedRanges: number }> {
  const added = await app.request(`/api/admin/villas/${villaId}/calendar-sync/feeds`, { method: 'POST', cookie: owner, json: { url: `${base}${path}`, name } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data;
}

async function feedOf(villaId: string, feedId: string) {
  const overview = await app.request(`/api/admin/villas/${villaId}/calendar-sync`, { cookie: owner });
  expect(overview.status).toBe(200);
  return overview.body.feeds.find((f: { id: string }) => f.id === feedId);
}

beforeAll(async () => {
  channel = http.createServer((req, res) => {
    const path = req.url ?? '';
    received.push({ path, headers: req.headers });
    arrivals.get(path)?.();
    arrivals.delete(path);
    const answer = answers.get(path);
    if (answer?.kind === 'fail') return void res.writeHead(500).end('upstream exploded');
    if (answer?.kind === 'hang') return; // never answers; closed with the server
    if (answer?.kind === 'hold') return void held.set(path, res);
    if (answer?.kind === 'calendar' && req.headers['if-none-match'] === answer.etag) return void res.writeHead(304).end();
    calendarResponse(res, answer);
  });
  await new Promise<void>((r) => channel.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logged.push(JSON.parse(line));
      done();
    },
  });
  app = await createTestApp({
    clock: () => now,
    logger: pino({ level: 'warn' }, sink),
    // A slow feed would hold a booking for the long poll timeout if the short one were not used.
    env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1', ICAL_POLL_MINUTES: '15', ICAL_FETCH_TIMEOUT_SECONDS: '120', ICAL_BOOKING_CHECK_TIMEOUT_MS: '4000' },
  });
  await app.knex('owners').insert({ id: 'owner-approved', name: 'Owner approved', status: 'approved', email: 'owner@example.com' }).onConflict('id').merge(['email']);
  owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
});

// Each test's feeds are its own: a later test's polls never read them.
afterEach(async () => {
  await app.knex('ical_feeds').delete();
});

afterAll(async () => {
  await app.close();
  channel.closeAllConnections();
  channel.close();
});

describe('reading the channels again just before a booking', { timeout: 60_000 }, () => {
  it('when a villa booked before had no feed and one is added since, then the next booking reads it first (adding a feed moves the catalog)', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Later Feed' });
    const guest = await app.signInCustomer();
    // The catalog and the villas with feeds are read for this booking: none for this villa.
    expect((await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 40), addDays(TEST_TODAY, 43)) })).status).toBe(201);

    serve('/later.ics', []);
    await addFeed(villa, '/later.ics');
    serve('/later.ics', [{ uid: 'stay-12@airbnb.com', start: addDays(TEST_TODAY, 50), end: addDays(TEST_TODAY, 53), summary: 'Reserved' }]);
    const before = hitsOf('/later.ics').length;
    minutesLater(6);
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 51), addDays(TEST_TODAY, 54)) });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(hitsOf('/later.ics').slice(before)).toHaveLength(1);
  });

  it('when a feed last read over five minutes ago now has a stay on the nights, then the guest gets the 409 of taken dates and nothing is booked', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Fresh' });
    const firstEtag = serve('/fresh.ics', []);
    await addFeed(villa, '/fresh.ics');
    const before = hitsOf('/fresh.ics').length;

    // Sold on Airbnb after our last read.
    serve('/fresh.ics', [{ uid: 'stay-9@airbnb.com', start: addDays(TEST_TODAY, 20), end: addDays(TEST_TODAY, 24), summary: 'Reserved' }]);
    minutesLater(6);
    const guest = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 22), addDays(TEST_TODAY, 25)) });

    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({
      error: 'Villa is not available for selected dates.',
      code: 'booking.datesUnavailable',
      conflictingBooking: { checkIn: addDays(TEST_TODAY, 20), checkOut: addDays(TEST_TODAY, 24) },
    });
    expect(await app.knex('bookings').where({ villa_id: villa })).toHaveLength(0);
    // One conditional read of the feed, as a calendar client asks.
    const reads = hitsOf('/fresh.ics').slice(before);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.headers['if-none-match']).toBe(firstEtag);
    expect(reads[0]!.headers.accept).toContain('text/calendar');
    expect(reads[0]!.headers['user-agent']).toBe('IslandStay/1.0');
  });

  it('when a staff member books in the calendar, then the feed is read again too and a fresh stay refuses it with the staff 409', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Staff' });
    serve('/staff.ics', []);
    await addFeed(villa, '/staff.ics');
    serve('/staff.ics', [{ uid: 'stay-10@airbnb.com', start: addDays(TEST_TODAY, 30), end: addDays(TEST_TODAY, 33), summary: 'Reserved' }]);
    minutesLater(10);
    const res = await app.request('/api/admin/bookings', {
      method: 'POST',
      cookie: owner,
      json: { villaId: villa, checkIn: addDays(TEST_TODAY, 31), checkOut: addDays(TEST_TODAY, 32), guests: 2, customerInfo: { name: 'Walk-in Guest', email: '', phone: '' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.conflictingBooking).toMatchObject({ checkIn: addDays(TEST_TODAY, 30), checkOut: addDays(TEST_TODAY, 33), status: 'blocked' });
    expect(await app.knex('bookings').where({ villa_id: villa })).toHaveLength(0);
  });

  it('when the feed was read less than five minutes ago, then it is not read again before the booking', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Recent' });
    serve('/recent.ics', []);
    await addFeed(villa, '/recent.ics');
    const before = hitsOf('/recent.ics').length;
    minutesLater(4);
    const guest = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 40), addDays(TEST_TODAY, 42)) });
    expect(res.status).toBe(201);
    expect(hitsOf('/recent.ics').length).toBe(before);
  });

  it('when the feed is read, then no transaction or villa lock of the booking is open while the channel is answering', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Outside' });
    serve('/outside.ics', []);
    await addFeed(villa, '/outside.ics');
    answers.set('/outside.ics', { kind: 'hold' });
    minutesLater(6);
    const guest = await app.signInCustomer();
    const arrived = nextRequest('/outside.ics');
    const booking = app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 50), addDays(TEST_TODAY, 52)) });
    await arrived;

    const open = await app.knex.raw(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`);
    const locks = await app.knex.raw(`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
    serve('/outside.ics', []);
    calendarResponse(held.get('/outside.ics')!, answers.get('/outside.ics'));
    held.delete('/outside.ics');

    expect(open.rows[0].n).toBe(0);
    expect(locks.rows[0].n).toBe(0);
    expect((await booking).status).toBe(201);
  });

  it('when a second booking comes while the feed is being read for the first, then it waits for that read and meets the fresh stay too', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Race' });
    serve('/race.ics', []);
    await addFeed(villa, '/race.ics');
    const before = hitsOf('/race.ics').length;
    answers.set('/race.ics', { kind: 'hold' });
    minutesLater(6);
    const [first, second] = [await app.signInCustomer(), await app.signInCustomer()];
    const arrived = nextRequest('/race.ics');
    const firstBooking = app.request('/api/bookings', { method: 'POST', cookie: first.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 70), addDays(TEST_TODAY, 73)) });
    await arrived;
    const secondBooking = app.request('/api/bookings', { method: 'POST', cookie: second.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 71), addDays(TEST_TODAY, 72)) });
    // Time for the second booking to reach its wait (a booking that did not wait has answered by now).
    await Promise.race([secondBooking, new Promise((resolve) => setTimeout(resolve, 1000))]);
    serve('/race.ics', [{ uid: 'stay-11@airbnb.com', start: addDays(TEST_TODAY, 70), end: addDays(TEST_TODAY, 74), summary: 'Reserved' }]);
    calendarResponse(held.get('/race.ics')!, answers.get('/race.ics'));
    held.delete('/race.ics');

    expect((await firstBooking).status).toBe(409);
    expect((await secondBooking).status).toBe(409);
    expect(await app.knex('bookings').where({ villa_id: villa })).toHaveLength(0);
    expect(hitsOf('/race.ics').length - before).toBe(1);
  });

  it('when a feed answers 500 and another never answers, then the booking goes ahead, both are logged and keep their schedule', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Broken' });
    serve('/broken.ics', []);
    serve('/silent.ics', []);
    const broken = await addFeed(villa, '/broken.ics', 'Booking.com');
    const silent = await addFeed(villa, '/silent.ics', 'VRBO');
    const scheduled = await app.knex('ical_feeds').whereIn('id', [broken.id, silent.id]).orderBy('id').select('id', 'next_poll_at');
    answers.set('/broken.ics', { kind: 'fail' });
    answers.set('/silent.ics', { kind: 'hang' });
    minutesLater(6);
    const before = { broken: hitsOf('/broken.ics').length, silent: hitsOf('/silent.ics').length };

    const guest = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, addDays(TEST_TODAY, 60), addDays(TEST_TODAY, 63)) });

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(hitsOf('/broken.ics').length - before.broken).toBe(1);
    expect(hitsOf('/silent.ics').length - before.silent).toBe(1);
    const warnings = logged.filter((l) => l.msg.includes('could not be read before a booking'));
    expect(warnings.find((l) => l.feedId === broken.id)?.reason).toBe('the calendar server answered HTTP 500');
    expect(warnings.find((l) => l.feedId === silent.id)?.reason).toBe('the remote server took too long');
    expect((await feedOf(villa, broken.id)).lastStatus).toBe('error');
    expect(await app.knex('ical_feeds').whereIn('id', [broken.id, silent.id]).orderBy('id').select('id', 'next_poll_at')).toEqual(scheduled);
  });
});

describe('stale feeds', { timeout: 60_000 }, () => {
  it('when no good read for two poll intervals, then the feed is marked stale and its owner emailed once, again only after it recovered and went stale anew', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Stale' });
    serve('/stale.ics', []);
    const feed = await addFeed(villa, '/stale.ics');
    const connectedAt = now;
    const staleMails = () => app.knex('mail_outbox').where({ kind: 'ical-stale' }).andWhere('subject', 'like', '%Baan Stale%');
    answers.set('/stale.ics', { kind: 'fail' });

    minutesLater(20); // one failed poll, 20 minutes without a good read: not stale yet
    await app.services.calendarSync.pollDue();
    expect(await feedOf(villa, feed.id)).toMatchObject({ lastStatus: 'error', stale: false, lastSuccessAt: connectedAt.toISOString() });
    expect(await staleMails()).toHaveLength(0);

    minutesLater(11); // 31 minutes: more than two 15-minute intervals
    await app.services.calendarSync.pollDue();
    expect(await feedOf(villa, feed.id)).toMatchObject({ stale: true, lastSuccessAt: connectedAt.toISOString() });
    const mails = await staleMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'owner@example.com' });
    expect(mails[0].subject).toContain('"Airbnb"');
    expect(mails[0].text_body).toContain('the calendar server answered HTTP 500');

    minutesLater(30); // still failing: no second email for the same episode
    await app.services.calendarSync.pollDue();
    await app.services.calendarSync.pollDue();
    expect(await staleMails()).toHaveLength(1);

    serve('/stale.ics', []); // the channel answers again: the episode ends
    minutesLater(15);
    await app.services.calendarSync.pollDue();
    expect(await feedOf(villa, feed.id)).toMatchObject({ lastStatus: 'ok', stale: false });

    answers.set('/stale.ics', { kind: 'fail' }); // and breaks again
    minutesLater(31);
    await app.services.calendarSync.pollDue();
    expect(await feedOf(villa, feed.id)).toMatchObject({ stale: true });
    expect(await staleMails()).toHaveLength(2);
  });

  it('when the owner presses Sync now on a feed gone stale, then they are emailed at once, only about that feed, and once', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Sync Now' });
    serve('/by-hand.ics', []);
    serve('/other.ics', []);
    const feed = await addFeed(villa, '/by-hand.ics');
    await addFeed(villa, '/other.ics', 'Booking.com');
    const staleMails = () => app.knex('mail_outbox').where({ kind: 'ical-stale' }).andWhere('subject', 'like', '%Baan Sync Now%');
    answers.set('/by-hand.ics', { kind: 'fail' });
    answers.set('/other.ics', { kind: 'fail' });
    minutesLater(31); // more than two 15-minute intervals, and no poll job has run since

    const syncNow = () => app.request(`/api/admin/villas/${villa}/calendar-sync/feeds/${feed.id}/sync`, { method: 'POST', cookie: owner });
    const first = await syncNow();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ lastStatus: 'error', stale: true });
    const mails = await staleMails();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([expect.stringContaining('"Airbnb"')]);

    expect((await syncNow()).status).toBe(200);
    expect(await staleMails()).toHaveLength(1);
  });
});

describe("Airbnb's Not available placeholders", { timeout: 60_000 }, () => {
  it('when a placeholder covers booked nights, then it is not a conflict, its free nights are still blocked, and real stays over bookings still are conflicts', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Window' });
    const d = (n: number) => addDays(TEST_TODAY, n);
    await insertBooking(app.knex, villa, d(10), d(13));
    await insertBooking(app.knex, villa, d(40), d(43));
    await app.knex('mail_outbox').where({ kind: 'ical-conflict' }).delete();
    const events = [
      // Our booking echoed back by Airbnb, merged with nights the owner closed there.
      { uid: 'closed-1@airbnb.com', start: d(8), end: d(16), summary: 'Airbnb (Not available)' },
      { uid: 'closed-2@airbnb.com', start: d(42), end: d(45), summary: 'Not available' },
      { uid: 'stay-1@airbnb.com', start: d(41), end: d(44), summary: 'Reserved' },
    ];
    serve('/window.ics', events);

    const feed = await addFeed(villa, '/window.ics');

    expect(feed.conflicts).toEqual([{ uid: 'stay-1@airbnb.com', summary: 'Reserved', startDate: d(41), endDate: d(44), bookingReference: expect.stringMatching(/^IS-/) }]);
    const blocks = async () => (await app.knex('availability_blocks').where({ villa_id: villa }).orderBy('start_date')).map((b) => [b.start_date, b.end_date, b.note]);
    expect(await blocks()).toEqual([
      [d(8), d(10), 'Not available (Airbnb)'],
      [d(13), d(16), 'Not available (Airbnb)'],
      [d(43), d(45), 'Not available (Airbnb)'],
    ]);
    const mail = await app.knex('mail_outbox').where({ kind: 'ical-conflict' });
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain('"Reserved"');
    expect(mail[0].text_body).not.toContain('Not available');
    // The placeholder's free nights are closed to guests.
    const guest = await app.signInCustomer();
    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villa, d(14), d(15)) });
    expect(res.status).toBe(409);

    // Read again (a new version of the same events): the same blocks, no duplicates, no new email.
    serve('/window.ics', events);
    const again = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds/${feed.id}/sync`, { method: 'POST', cookie: owner });
    expect(again.body.data).toMatchObject({ lastStatus: 'ok', blockedRanges: 3 });
    expect(await blocks()).toHaveLength(3);
    expect(await app.knex('mail_outbox').where({ kind: 'ical-conflict' })).toHaveLength(1);
  });

  it('cuts a placeholder around the stays it overlaps, in order, each piece keeping a stable id', () => {
    const event = { uid: 'u', summary: 'Not available', startDate: '2026-07-01', endDate: '2026-07-20', placeholder: true };
    expect(unbookedPieces(event, [])).toEqual([{ uid: 'u', start: '2026-07-01', end: '2026-07-20' }]);
    expect(
      unbookedPieces(event, [
        { checkIn: '2026-06-28', checkOut: '2026-07-03' },
        { checkIn: '2026-07-03', checkOut: '2026-07-05' },
        { checkIn: '2026-07-10', checkOut: '2026-07-25' },
      ]),
    ).toEqual([{ uid: 'u#2026-07-05', start: '2026-07-05', end: '2026-07-10' }]);
    expect(unbookedPieces(event, [{ checkIn: '2026-06-01', checkOut: '2026-08-01' }])).toEqual([]);
    expect(unbookedPieces(event, [{ checkIn: '2026-07-05', checkOut: '2026-07-06' }])).toEqual([
      { uid: 'u#2026-07-01', start: '2026-07-01', end: '2026-07-05' },
      { uid: 'u#2026-07-06', start: '2026-07-06', end: '2026-07-20' },
    ]);
  });
});
