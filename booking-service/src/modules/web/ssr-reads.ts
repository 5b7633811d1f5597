import type { SsrRead } from '@islandstay/shared/ssr/ssr-contract';
import { successSchemaOf } from '@islandstay/shared/contract/success-schema';
import type { AppContext, RouteDef } from '../../lib/http/route.ts';

/**
 * The reads a server render may make: public, read-only, the same for every visitor. Nothing
 * of a session goes into a server-rendered page, so the HTML stays the same for everyone.
 */
const SSR_READS = ['villas.get', 'villas.search', 'villas.listAreas', 'villas.listAmenities', 'currencies.list', 'reviews.listForVilla'] as const;

/**
 * The CMS's reads, allowed only through their cache-only routes (cms-content's `cacheOnlyRoutes`):
 * their API routes may wait seconds for Strapi, and a render must not. A page whose text is not
 * cached goes out as the app's shell; the browser's read then fills the cache.
 */
const CACHE_ONLY_READS = ['content.getPage', 'content.getSiteSettings'] as const;

/**
 * Answers a server render's reads in process, through the API's own routes: their schemas parse
 * the input, their handlers build the body, and the contract's answer schema parses it, so a page
 * gets exactly what `GET /api/...` would have sent, without an HTTP round trip.
 */
export function createSsrReader(routes: readonly RouteDef[], cacheOnlyRoutes: readonly RouteDef[] = []): (read: SsrRead) => Promise<unknown> {
  const byId = new Map<string, RouteDef>();
  const allow = (route: RouteDef) => {
    if (route.method !== 'GET' || !route.roles.includes('public')) throw new Error(`${route.operationId} is not a public read`);
    byId.set(route.operationId, route);
  };
  for (const route of routes) if ((SSR_READS as readonly string[]).includes(route.operationId)) allow(route);
  for (const route of cacheOnlyRoutes) {
    if (!(CACHE_ONLY_READS as readonly string[]).includes(route.operationId)) throw new Error(`${route.operationId} is not a read answered from a cache`);
    allow(route);
  }
  return async ({ operationId, params, query }) => {
    const route = byId.get(operationId);
    if (!route) throw new Error(`${operationId} is not a read a server render may make`);
    const input = {
      params: route.request?.params ? route.request.params.parse(params ?? {}) : undefined,
      query: route.request?.query ? route.request.query.parse(query ?? {}) : undefined,
      body: undefined,
      headers: {},
    };
    // These handlers only write the body and its type (checked by the test that runs each one);
    // search writes its answer as JSON text (`VillaService.searchText`).
    const ctx = { body: undefined as unknown, type: '' };
    await route.handler(ctx as unknown as AppContext, input);
    const body = typeof ctx.body === 'string' && ctx.type === 'application/json' ? (JSON.parse(ctx.body) as unknown) : ctx.body;
    const schema = successSchemaOf(route);
    return schema ? schema.parse(body) : body;
  };
}
