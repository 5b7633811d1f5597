import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { CMS_SIGNATURE_HEADER, CMS_SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '@islandstay/shared/cms/cms-signature';
import { ensureDatabase, freePort } from '../dev/embedded-postgres.ts';
import { AREAS, CUSTOM_AMENITIES, type PlannedVilla } from '../dev/seed/island-plan.ts';
import { sceneImage } from '../dev/seed/scene-image.ts';
import { ensureStrapiBuilt, startStrapi } from '../dev/stack/strapi-process.ts';
import { watchTree, type Watched } from './processes.ts';
import { searchFilters } from './scenarios.ts';

/**
 * The plain-CMS alternative: the real Strapi of cms/ on its own database in the benchmark's
 * PostgreSQL, holding the same generated villas, answering its own REST `GET /api/villas` (what a
 * team using the CMS alone would ship: filters and populate, no availability).
 */
export interface BenchStrapi {
  url: string;
  watched: Watched;
  logFile: string;
  /** Lifecycle events Strapi pushed (to the benchmark's receiver, not to a booking service). */
  eventsReceived(): number;
  stop(): Promise<void>;
}

/**
 * Strapi's lifecycle hooks push every villa it stores to a booking service. Here they reach a
 * receiver that checks each signature and answers 200, so the benchmark's booking services keep
 * their own projection (made-up ids) and Strapi sends no retries.
 */
async function startEventReceiver(secret: string): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  let received = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifySignature(secret, req.headers[CMS_SIGNATURE_HEADER] as string | undefined, body, new Date(), CMS_SIGNATURE_TOLERANCE_SECONDS);
      if (req.method !== 'POST' || req.url !== '/internal/cms-events' || !signed) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unsigned or unexpected request' }));
        return;
      }
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ applied: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startBenchStrapi(maintenanceUrl: string, urlOf: (database: string) => string, log: (message: string) => void): Promise<BenchStrapi & { token: string }> {
  ensureStrapiBuilt(log);
  const database = `cms_bench_${Date.now()}`;
  await ensureDatabase(maintenanceUrl, database);
  const secret = `bench-cms-events-${randomBytes(16).toString('hex')}`;
  const token = `bench-service-token-${randomBytes(16).toString('hex')}`;
  const receiver = await startEventReceiver(secret);
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `islandstay-bench-strapi-${port}.log`);
  const strapi = startStrapi({
    port,
    databaseUrl: urlOf(database),
    bookingServiceUrl: receiver.url,
    eventsSecret: secret,
    serviceToken: token,
    admin: { email: `bench-${port}@islandstay.test`, password: `Bench-${randomBytes(12).toString('base64url')}1a` },
    logFile,
  });
  try {
    await strapi.ready(240_000);
  } catch (err) {
    await strapi.stop();
    await receiver.close();
    throw new Error(`${(err as Error).message} (Strapi log: ${logFile})`, { cause: err });
  }
  return {
    url: strapi.url,
    token,
    logFile,
    watched: watchTree('strapi', () => strapi.child.pid),
    eventsReceived: receiver.count,
    async stop() {
      await strapi.stop();
      await receiver.close();
    },
  };
}

interface Doc {
  id: number;
  documentId: string;
  name?: string;
}

/**
 * The generated villas into Strapi through its REST API with the service token, a few at a time
 * (Strapi runs each create in a transaction with its relations). Photos: a pool of small images
 * uploaded once and shared, each villa holding as many as the plan gives it; populate reads them
 * through the same morph table either way.
 */
export async function loadVillasIntoStrapi(cms: string, token: string, villas: PlannedVilla[], concurrency = 4): Promise<void> {
  const api = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${cms}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Strapi ${method} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };

  const areaIds = new Map<string, string>();
  for (const name of AREAS) areaIds.set(name, (await api<{ data: Doc }>('POST', '/api/areas', { data: { name } })).data.documentId);
  const amenityIds = new Map<string, string>();
  for (const a of (await api<{ data: Doc[] }>('GET', '/api/amenities?pagination[pageSize]=100')).data) amenityIds.set(a.name as string, a.documentId);
  for (const name of CUSTOM_AMENITIES) {
    if (amenityIds.has(name)) continue;
    const created = await api<{ data: Doc }>('POST', '/api/amenities', { data: { name, icon: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), predefined: false } });
    amenityIds.set(name, created.data.documentId);
  }
  const imageIds: number[] = [];
  for (let k = 0; k < 8; k++) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(sceneImage(k, k % 4, 240, 160))], { type: 'image/png' }), `bench-${k + 1}.png`);
    imageIds.push(...(await api<{ id: number }[]>('POST', '/api/upload', form)).map((f) => f.id));
  }

  let next = 0;
  const worker = async () => {
    for (let i = next++; i < villas.length; i = next++) {
      const v = villas[i] as PlannedVilla;
      await api('POST', '/api/villas', {
        data: {
          name: v.name,
          slug: v.slug,
          description: v.description,
          villatype: v.villatype,
          areas: v.areas.map((a) => areaIds.get(a)),
          amenities: v.amenities.map((a) => amenityIds.get(a)).filter(Boolean),
          images: Array.from({ length: v.imageCount }, (_, k) => imageIds[(i + k) % imageIds.length]),
          guests: v.guests,
          bedrooms: v.bedrooms,
          bathrooms: v.bathrooms,
          basePrice: v.basePrice,
          currency: v.currency,
          isActive: v.isActive,
          isPromoted: v.isPromoted,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Strapi's REST list with the search's filters (area, at least that many guests and bedrooms,
 * active), areas, amenities and images populated, a page of 12 like our search, promoted first.
 * Anonymous: the Public role may find villas (cms/src/bootstrap/public-permissions.ts).
 */
export function strapiVillaList(count = 50): autocannon.Request[] {
  return Array.from({ length: count }, (_, i) => {
    const f = searchFilters(i);
    const query = [
      `filters[areas][name][$eq]=${encodeURIComponent(f.area)}`,
      `filters[guests][$gte]=${f.guests}`,
      `filters[bedrooms][$gte]=${f.bedrooms}`,
      'filters[isActive][$eq]=true',
      'populate[0]=areas',
      'populate[1]=amenities',
      'populate[2]=images',
      'sort[0]=isPromoted:desc',
      'sort[1]=name:asc',
      'pagination[page]=1',
      'pagination[pageSize]=12',
    ].join('&');
    return { method: 'GET', path: `/api/villas?${query}` };
  });
}
