import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CMS_SIGNATURE_HEADER, signPayload } from '@islandstay/shared/cms/cms-signature';
import type { Knex } from '../src/db/knex.ts';

/**
 * Several booking-service instances on one database: a small round-robin HTTP proxy in front of
 * them (what a load balancer does), and the check that a villa change made through one instance
 * is what the other answers at its very next request (each holds the catalog in memory and checks
 * the database's catalog version on every request).
 */
export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length] as URL;
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'upstream failed' }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

interface VillaRow {
  name: string;
  slug: string;
  description: string;
  villatype: 'Home' | 'Villa' | 'Hotel';
  areas: string[];
  amenities: string[];
  images: unknown[];
  guests: number;
  bedrooms: number;
  bathrooms: number;
  base_price: string;
  cleaning_fee: string;
  short_stay_licence: string | null;
  currency: string;
  is_active: boolean;
  is_promoted: boolean;
  owner_id: string | null;
}

/** A villa rename pushed to one instance the way Strapi pushes it (a signed CMS event). */
async function renameThrough(instance: string, db: Knex, eventsSecret: string, villaId: string, name: string): Promise<void> {
  const row = (await db('villas').where({ id: villaId }).first()) as VillaRow;
  const event = {
    action: 'upsert',
    model: 'villa',
    id: villaId,
    updatedAt: new Date().toISOString(),
    data: {
      name,
      slug: row.slug,
      description: row.description,
      villatype: row.villatype,
      areas: row.areas,
      amenities: row.amenities,
      images: row.images,
      guests: row.guests,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      basePrice: Number(row.base_price),
      cleaningFee: Number(row.cleaning_fee),
      shortStayLicence: row.short_stay_licence,
      currency: row.currency,
      isActive: row.is_active,
      isPromoted: row.is_promoted,
      ownerId: row.owner_id,
    },
  };
  const body = JSON.stringify(event);
  const res = await fetch(`${instance}/internal/cms-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CMS_SIGNATURE_HEADER]: signPayload(eventsSecret, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  if (!res.ok) throw new Error(`the CMS event was refused: ${res.status} ${await res.text()}`);
}

export interface ConsistencyCheck {
  direction: string;
  /** The other instance's villa detail at its next request showed the new name. */
  detail: boolean;
  /** Its search by that name found the villa at the request after. */
  search: boolean;
}

/** Renames a villa through `from`, then asks `to` once: its very next answers must show it. */
export async function checkCatalogVersion(from: { label: string; url: string }, to: { label: string; url: string }, db: Knex, eventsSecret: string, villaId: string): Promise<ConsistencyCheck> {
  // `to` holds the catalog in memory before the change.
  const before = await fetch(`${to.url}/api/villas/${villaId}`);
  if (!before.ok) throw new Error(`villa ${villaId} is not public on ${to.label}: ${before.status}`);
  const name = `Bench Renamed ${from.label} ${Date.now()}`;
  await renameThrough(from.url, db, eventsSecret, villaId, name);
  const detail = (await (await fetch(`${to.url}/api/villas/${villaId}`)).json()) as { name?: string; data?: { name?: string } };
  const search = (await (await fetch(`${to.url}/api/search/villas?name=${encodeURIComponent(name)}`)).json()) as { data?: { id: string }[] };
  return {
    direction: `${from.label} -> ${to.label}`,
    detail: (detail.name ?? detail.data?.name) === name,
    search: (search.data ?? []).some((v) => v.id === villaId),
  };
}
