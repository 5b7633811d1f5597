import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type autocannon from 'autocannon';
import { addDays } from '@islandstay/shared/dates/dates';
import { AREAS } from '../dev/seed/island-plan.ts';

/**
 * What the benchmark asks, as request lists (for autocannon) and tasks (for the closed loop).
 * Searches on both sides use the same filters: an area, a guest count and a bedroom count.
 */
export interface Stay {
  checkIn: string;
  checkOut: string;
}

const JSON_WRITE = { 'content-type': 'application/json', 'x-requested-with': 'islandstay' };

/**
 * A JSON write's headers, a new object for each autocannon request: autocannon writes the body's
 * Content-Length into the headers object it is given. Shared, that header went on to the booking
 * scenario's fetches, whose longer bodies the service then waited for until it answered 408.
 */
const jsonWrite = () => ({ ...JSON_WRITE });

/** 50 stays of 2 to 7 nights, from a week ahead. */
export function benchStays(today: string): Stay[] {
  return Array.from({ length: 50 }, (_, i) => {
    const checkIn = addDays(today, 7 + i * 3);
    return { checkIn, checkOut: addDays(checkIn, 2 + (i % 6)) };
  });
}

/** The filters of the i-th search, the same on both sides. */
export function searchFilters(i: number): { area: string; guests: number; bedrooms: number } {
  return { area: AREAS[i % AREAS.length] as string, guests: 2 + (i % 4), bedrooms: 1 + (i % 3) };
}

export function searchWithDates(stays: Stay[]): autocannon.Request[] {
  return stays.map((s, i) => {
    const f = searchFilters(i);
    const query = new URLSearchParams({ checkIn: s.checkIn, checkOut: s.checkOut, area: f.area, guests: String(f.guests), bedrooms: String(f.bedrooms), sort: i % 2 ? 'relevance' : 'price-low' });
    return { method: 'GET', path: `/api/search/villas?${query}` };
  });
}

export function villaDetail(villaIds: string[]): autocannon.Request[] {
  return villaIds.map((id) => ({ method: 'GET', path: `/api/villas/${id}` }));
}

export function quote(villaIds: string[], stays: Stay[]): autocannon.Request[] {
  return villaIds.map((id, i) => {
    const stay = stays[i % stays.length] as Stay;
    return { method: 'POST', path: `/api/villas/${id}/calculate-price`, headers: jsonWrite(), body: JSON.stringify(stay) };
  });
}

/**
 * The n-th of a run of stays that hardly repeat: check-in within the next 365 days, 1 to 21 nights
 * (strides prime to 365 and 21, so 7,665 stays go by before one comes back), for measuring what
 * a stay asked for the first time costs, beside the repeated stays of `benchStays`.
 */
export function uniqueStay(today: string, n: number): Stay {
  const checkIn = addDays(today, 1 + ((n * 47) % 365));
  return { checkIn, checkOut: addDays(checkIn, 1 + ((n * 8 + Math.floor(n / 365)) % 21)) };
}

/**
 * Autocannon requests that are each made afresh: one entry whose `setupRequest` writes the n-th
 * request (n counted across every connection). Autocannon builds each request's bytes itself, at
 * a fraction of the CPU of a `fetch` loop, which on two cores took as much as the service did.
 */
function everyRequestNew(make: (n: number) => autocannon.Request): autocannon.Request[] {
  let n = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, ...make(n++) }) }];
}

/** Search with dates, each request a stay not asked before in the run (`uniqueStay`) and the filters of `searchFilters`. */
export function uniqueStaySearch(today: string): autocannon.Request[] {
  return everyRequestNew((i) => {
    const s = uniqueStay(today, i);
    const f = searchFilters(i);
    const query = new URLSearchParams({ checkIn: s.checkIn, checkOut: s.checkOut, area: f.area, guests: String(f.guests), bedrooms: String(f.bedrooms), sort: i % 2 ? 'relevance' : 'price-low' });
    return { method: 'GET', path: `/api/search/villas?${query}` };
  });
}

/** Quotes, each of a stay not asked before in the run (`uniqueStay`) at the next of the villas. */
export function uniqueStayQuote(villaIds: string[], today: string): autocannon.Request[] {
  return everyRequestNew((i) => ({
    method: 'POST',
    path: `/api/villas/${villaIds[i % villaIds.length]}/calculate-price`,
    headers: jsonWrite(),
    body: JSON.stringify(uniqueStay(today, i)),
  }));
}

/** The villa page's calendar: a month of nightly prices, over the next three months. */
export function calendarPrices(villaIds: string[], today: string): autocannon.Request[] {
  const months = [0, 1, 2].map((k) => {
    const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() + k);
    return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  });
  return villaIds.map((id, i) => {
    const m = months[i % months.length] as { year: number; month: number };
    return { method: 'GET', path: `/api/villas/${id}/calendar-prices/${m.year}/${m.month}` };
  });
}

/** Keeps the calendar's connections open between views, as fetch (and a browser) does. */
const calendarAgent = new http.Agent({ keepAlive: true });

/**
 * A GET whose answer is read to its end and dropped, still compressed: what autocannon does with
 * every other scenario's answers. Decoding the calendar's 1.8 MB of JSON per view cost the load
 * generator (Node's fetch) about three times the service's CPU on the same two cores.
 */
function getAndDrop(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: calendarAgent, headers }, (res) => {
      res.on('error', reject);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.resume();
    });
    req.on('error', reject);
  });
}

/**
 * The back office's calendar over `days` days: `GET /api/admin/calendar` answers at most 62 days,
 * so the back office asks for the range in 62-day chunks at once (its `fetchChunks`); one task is
 * the whole view, all chunks. Each asks for gzip as Node's fetch does, so the service compresses
 * as it would for a browser.
 */
export function adminCalendarView(baseUrl: string, cookie: string, from: string, days: number): () => Promise<number> {
  const chunks: Stay[] = [];
  const end = addDays(from, days);
  for (let day = from; day < end; day = addDays(day, 62)) {
    const to = addDays(day, 62);
    chunks.push({ checkIn: day, checkOut: to < end ? to : end });
  }
  const headers = { cookie, 'accept-encoding': 'gzip, deflate' };
  return async () => {
    const statuses = await Promise.all(chunks.map((c) => getAndDrop(`${baseUrl}/api/admin/calendar?from=${c.checkIn}&to=${c.checkOut}`, headers)));
    return statuses.find((s) => s !== 200) ?? 200;
  };
}

export interface BookingContention {
  /** One autocannon request whose `setupRequest` writes each booking afresh. */
  requests: autocannon.Request[];
  /** Customers used so far (each holds at most 3 upcoming bookings). */
  customersUsed(): number;
}

/** A booking request's per-connection state between `setupRequest` and `onResponse`. */
interface BookingContext {
  customer?: { cookie: string; address: string; created: number };
}

/**
 * Customers booking random stays (2 to 4 nights, within the next 97 days) of a few villas at
 * once, each request with its own Idempotency-Key: a taken night is a 409, never a second booking.
 * Each customer books from an address of their own (X-Forwarded-For). A customer may hold 3
 * upcoming bookings: each request borrows a customer no other request in flight holds and gives it back with its answer, until it holds 3 (as if each connection were one
 * guest, moving to a fresh one after 3). Autocannon writes the requests: a `fetch` loop cost the
 * load generator about 1.1 ms of CPU per booking on the two cores the service and PostgreSQL share.
 */
export function bookingContention(villaIds: string[], customers: string[], today: string): BookingContention {
  let nextCustomer = 0;
  const idle: { cookie: string; address: string; created: number }[] = [];
  const borrow = () => {
    const held = idle.pop();
    if (held) return held;
    const n = nextCustomer++;
    const cookie = customers[n];
    // Autocannon stops the run on this: the bench signs in more customers than a run can fill.
    if (!cookie) throw new Error('booking contention: no customer left with room for a booking (sign in more)');
    return { cookie, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, created: 0 };
  };
  const request: autocannon.Request = {
    method: 'POST',
    setupRequest: (req, context: BookingContext) => {
      const customer = borrow();
      context.customer = customer;
      const checkIn = addDays(today, 7 + Math.floor(Math.random() * 90));
      const body = {
        villaId: villaIds[Math.floor(Math.random() * villaIds.length)],
        checkIn,
        checkOut: addDays(checkIn, 2 + Math.floor(Math.random() * 3)),
        guests: 2,
      };
      return {
        ...req,
        method: 'POST',
        path: '/api/bookings',
        headers: { ...JSON_WRITE, cookie: customer.cookie, 'x-forwarded-for': customer.address, 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      };
    },
    onResponse: (status, _body, context: BookingContext) => {
      const customer = context.customer;
      if (!customer) return;
      context.customer = undefined;
      if (status === 201) customer.created += 1;
      if (customer.created < 3) idle.push(customer);
    },
  };
  return { requests: [request], customersUsed: () => nextCustomer };
}
