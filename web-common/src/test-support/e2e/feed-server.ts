import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import { E2E_FEED_HOST } from './stack.ts';

/**
 * Another channel's calendar (an Airbnb-like iCal file) served by a spec itself, on the loopback
 * alias the E2E stack's SSRF guard lets through (E2E_FEED_HOST), at a path only that run knows.
 */
export interface FeedEvent {
  uid: string;
  start: IsoDate;
  end: IsoDate;
  summary: string;
}

export interface FeedServer {
  /** The feed's address, to connect in the calendar sync panel. */
  url: string;
  /** Every request the booking service made, to check what it asked for. */
  requests: { method: string; path: string; agent: string }[];
  /** What the feed lists from now on. */
  events: FeedEvent[];
  close(): Promise<void>;
}

export function icsOf(events: readonly FeedEvent[], prodId = '-//Airbnb Inc//Hosting Calendar 1.0//EN'): string {
  const compact = (date: string) => date.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    ...events.flatMap((e) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(e.start)}`, `DTEND;VALUE=DATE:${compact(e.end)}`, `UID:${e.uid}`, `SUMMARY:${e.summary}`, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Serves `feed.events` at `feedPath` (GET only; anything else 404 or 405) until `close()`. */
export async function serveCalendarFeed(feedPath: string, events: FeedEvent[] = []): Promise<FeedServer> {
  const requests: FeedServer['requests'] = [];
  const feed = { events } as FeedServer;
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', agent: request.headers['user-agent'] ?? '' });
    if (request.method !== 'GET') return void response.writeHead(405, { allow: 'GET' }).end();
    if (request.url !== feedPath) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(icsOf(feed.events));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, E2E_FEED_HOST, resolve);
  });
  feed.url = `http://${E2E_FEED_HOST}:${(server.address() as AddressInfo).port}${feedPath}`;
  feed.requests = requests;
  feed.close = async () => {
    // The booking service keeps its connections alive: they are ended, so the server closes now.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return feed;
}
