import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@islandstay/shared/dates/dates';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * Calendar sync: the export feed is valid iCalendar (read back with ical.js) and imports into
 * another villa night for night; import feeds are served by a local server (allowed through the
 * SSRF guard by OUTBOUND_ALLOW_HOSTS), with ETags, removed events, conflicts and races.
 */
let app: TestApp;
let feeds: http.Server;
let base = '';
let admin = '';
const served: Record<string, { body: string; etag: string }> = {};
const hits: Record<string, number> = {};

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

function serve(path: string, body: string): void {
  served[path] = { body, etag: `"${Buffer.from(body).toString('base64').length}-${Object.keys(served).length}-${Date.now()}"` };
}

beforeAll(async () => {
  feeds = http.createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    const feed = served[path];
    if (!feed) return void res.writeHead(404).end();
    if (req.headers['if-none-match'] === feed.etag) return void res.writeHead(304).end();
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar', etag: feed.etag }).end(feed.body), path === '/slow.ics' ? 300 : 0);
  });
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  app = await createTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  admin = await app.sessionCookie('admin', 'admin-1');
});

afterAll(async () => {
  await app.close();
  feeds.close();
});

/** A port that was just free: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

const nightsOf = async (villaId: string) => {
  const rows = await app.knex('availability_blocks').where({ villa_id: villaId }).orderBy('start_date');
  const nights: string[] = [];
  for (const r of rows) for (let d = r.start_date; d < r.end_date; d = addDays(d, 1)) nights.push(d);
  return nights.sort();
};

describe('calendar sync', () => {
  it("exports a villa's bookings and manual blocks as valid iCalendar, without guest data, and a second villa importing it blocks exactly the same nights", async () => {
    const source = await insertVilla(app.knex, { name: 'Baan Source' });
    await insertBooking(app.knex, source, addDays(TEST_TODAY, 5), addDays(TEST_TODAY, 8));
    await insertBooking(app.knex, source, addDays(TEST_TODAY, 8), addDays(TEST_TODAY, 10));
    await insertBooking(app.knex, source, addDays(TEST_TODAY, 20), addDays(TEST_TODAY, 25), 'cancelled');
    await insertBlock(app.knex, source, addDays(TEST_TODAY, 30), addDays(TEST_TODAY, 33), 'owner_stay');

    const overview = await app.request(`/api/admin/villas/${source}/calendar-sync`, { cookie: admin });
    expect(overview.status).toBe(200);
    const exportPath = new URL(overview.body.exportUrl).pathname;
    const exported = await fetch(`${app.url}${exportPath}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/calendar');
    const text = await exported.text();
    expect(text).not.toContain('Fixture Guest');
    expect(text).not.toContain('guest@example.com');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      [addDays(TEST_TODAY, 5), addDays(TEST_TODAY, 8)],
      [addDays(TEST_TODAY, 8), addDays(TEST_TODAY, 10)],
      [addDays(TEST_TODAY, 30), addDays(TEST_TODAY, 33)],
    ]);
    expect((await fetch(`${app.url}${exportPath.replace(/[A-Za-z0-9_-]{5}\.ics$/, 'AAAAA.ics')}`)).status).toBe(404);

    // The export served to the second villa through the feed server, as a channel would fetch it.
    serve('/export.ics', text);
    const target = await insertVilla(app.knex, { name: 'Baan Target' });
    const added = await app.request(`/api/admin/villas/${target}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: `${base}/export.ics`, name: 'Baan Source' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ lastStatus: 'ok', eventCount: 3, blockedRanges: 3, conflicts: [] });
    const expectedNights: string[] = [];
    for (const [s, e] of [
      [5, 8],
      [8, 10],
      [30, 33],
    ] as const)
      for (let d = s; d < e; d++) expectedNights.push(addDays(TEST_TODAY, d));
    expect(await nightsOf(target)).toEqual(expectedNights.sort());
    // Imported blocks never travel on: the target's own export lists none of them.
    const targetExport = (await app.request(`/api/admin/villas/${target}/calendar-sync`, { cookie: admin })).body.exportUrl;
    const targetText = await (await fetch(`${app.url}${new URL(targetExport).pathname}`)).text();
    expect(targetText).not.toContain('BEGIN:VEVENT');
  });

  it('turns events into labelled blocks, frees removed ones, reports and emails conflicts, and honours ETags', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Channel' });
    await app.knex('owners').where({ id: 'owner-approved' }).update({ email: 'owner@example.com' });
    await insertBooking(app.knex, villa, addDays(TEST_TODAY, 40), addDays(TEST_TODAY, 43));
    serve(
      '/airbnb.ics',
      ics([
        { uid: 'stay-1@airbnb.com', start: addDays(TEST_TODAY, 10), end: addDays(TEST_TODAY, 14), summary: 'Reserved' },
        { uid: 'closed-1@airbnb.com', start: addDays(TEST_TODAY, 20), end: addDays(TEST_TODAY, 22), summary: 'Airbnb (Not available)' },
        { uid: 'clash-1@airbnb.com', start: addDays(TEST_TODAY, 41), end: addDays(TEST_TODAY, 44), summary: 'Reserved' },
        { uid: 'past-1@airbnb.com', start: addDays(TEST_TODAY, -10), end: addDays(TEST_TODAY, -7), summary: 'Reserved' },
      ]),
    );
    const added = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: `${base}/airbnb.ics`, name: 'Airbnb' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const feedId = added.body.data.id;
    expect(added.body.data.blockedRanges).toBe(2);
    expect(added.body.data.conflicts).toEqual([
      { uid: 'clash-1@airbnb.com', summary: 'Reserved', startDate: addDays(TEST_TODAY, 41), endDate: addDays(TEST_TODAY, 44), bookingReference: expect.stringMatching(/^IS-/) },
    ]);
    const blocks = await app.knex('availability_blocks').where({ villa_id: villa }).orderBy('start_date');
    expect(blocks.map((b) => [b.start_date, b.end_date, b.note])).toEqual([
      [addDays(TEST_TODAY, 10), addDays(TEST_TODAY, 14), 'Reserved (Airbnb)'],
      [addDays(TEST_TODAY, 20), addDays(TEST_TODAY, 22), 'Not available (Airbnb)'],
    ]);
    const mail = await app.knex('mail_outbox').where({ kind: 'ical-conflict' });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: 'owner@example.com' });
    expect(mail[0].text_body).toContain('overlaps booking IS-');
    // A guest can no longer book the imported nights.
    const quote = await app.request('/api/search/villas?checkIn=' + addDays(TEST_TODAY, 11) + '&checkOut=' + addDays(TEST_TODAY, 12) + '&name=Channel');
    expect(quote.body.total).toBe(0);

    // Unchanged feed: a conditional request, 304.
    const again = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds/${feedId}/sync`, { method: 'POST', cookie: admin });
    expect(again.body.data.lastStatus).toBe('not_modified');

    // The stay is removed from Airbnb: its nights are free again; the known conflict is not emailed twice.
    serve(
      '/airbnb.ics',
      ics([
        { uid: 'closed-1@airbnb.com', start: addDays(TEST_TODAY, 20), end: addDays(TEST_TODAY, 22), summary: 'Airbnb (Not available)' },
        { uid: 'clash-1@airbnb.com', start: addDays(TEST_TODAY, 41), end: addDays(TEST_TODAY, 44), summary: 'Reserved' },
      ]),
    );
    const changed = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds/${feedId}/sync`, { method: 'POST', cookie: admin });
    expect(changed.body.data).toMatchObject({ lastStatus: 'ok', blockedRanges: 1 });
    expect(await nightsOf(villa)).toEqual([addDays(TEST_TODAY, 20), addDays(TEST_TODAY, 21)]);
    expect(await app.knex('mail_outbox').where({ kind: 'ical-conflict' })).toHaveLength(1);

    // Removing the feed frees everything it blocked.
    expect((await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds/${feedId}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect(await nightsOf(villa)).toEqual([]);
  });

  it('polls a feed once even when two instances poll at the same moment', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Race' });
    serve('/slow.ics', ics([{ uid: 'x@vrbo.com', start: addDays(TEST_TODAY, 3), end: addDays(TEST_TODAY, 4), summary: 'Reserved' }]));
    await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: `${base}/slow.ics` } });
    const before = hits['/slow.ics']!;
    await app.knex('ical_feeds').update({ next_poll_at: new Date(0) });
    // A second instance of the service on the same database.
    const second = buildApp({ db: app.knex, logger: createLogger('silent'), env: app.env, clock: () => TEST_NOW });
    const polls = await Promise.all([app.services.calendarSync.pollDue(), second.services.calendarSync.pollDue()]);
    expect(polls.reduce((a, b) => a + b, 0)).toBe(Number((await app.knex('ical_feeds').count({ n: '*' }).first())?.n));
    expect(hits['/slow.ics']! - before).toBe(1);
  });

  it('refuses bad and private feed URLs by name (an IPv4-compatible loopback too), says in words why a feed could not be reached, and keeps owners to their own villas', async () => {
    const villa = await insertVilla(app.knex, { name: 'Baan Guarded' });
    const bad = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: 'file:///etc/passwd' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('url must be an http(s) or webcal address');
    const privateHost = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: 'http://10.0.0.5/cal.ics' } });
    expect(privateHost.status).toBe(400);
    expect(privateHost.body.error).toBe('url: the host 10.0.0.5 is not a public address');
    const embeddedLoopback = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: 'http://[::127.0.0.1]/cal.ics' } });
    expect(embeddedLoopback.status).toBe(400);
    expect(embeddedLoopback.body.error).toBe('url: the host ::7f00:1 is not a public address');
    const refused = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: `http://127.0.0.1:${await closedPort()}/cal.ics` } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^url: could not connect to 127\.0\.0\.1:\d+: connection refused$/);
    const notCalendar = await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: admin, json: { url: `${base}/missing.ics` } });
    expect(notCalendar.body.error).toBe('url: the calendar server answered HTTP 404');
    expect(await app.knex('ical_feeds').where({ villa_id: villa })).toHaveLength(0);

    await app.knex('owners').insert({ id: 'owner-other', name: 'Other', status: 'approved' });
    const other = await app.sessionCookie('owner', 'owner-other', 'owner-other');
    expect((await app.request(`/api/admin/villas/${villa}/calendar-sync`, { cookie: other })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villa}/calendar-sync/feeds`, { method: 'POST', cookie: other, json: { url: `${base}/airbnb.ics` } })).status).toBe(404);
  });
});
