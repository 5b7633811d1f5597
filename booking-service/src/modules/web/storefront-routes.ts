import { STATIC_PAGE_SLUGS } from './seo-files.ts';

/** The storefront's routes as the server needs them: which exist, and which get their own head. */
export type StorefrontRoute =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'villa'; idOrSlug: string; reviews: boolean }
  | { kind: 'page'; slug: string }
  /** Exists but is personal or a step of a flow: not for search engines. */
  | { kind: 'private' }
  | { kind: 'unknown' };

const PRIVATE = [
  /^\/login$/,
  /^\/my-bookings$/,
  /^\/customer-profile$/,
  /^\/customer\/(profile|wishlists)$/,
  /^\/booking\/[^/]+$/,
  /^\/booking-confirmation\/[^/]+$/,
  /^\/booking-confirmation\/[^/]+\/tm30$/,
];

/** Matches a decoded request path (trailing slash ignored) against the storefront's route list. */
export function matchStorefrontRoute(rawPath: string): StorefrontRoute {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'unknown' };
  }
  if (urlPath.length > 1) urlPath = urlPath.replace(/\/+$/, '');
  if (urlPath === '/') return { kind: 'home' };
  if (urlPath === '/search') return { kind: 'search' };
  const villa = /^\/villa\/([^/]+)(\/reviews)?$/.exec(urlPath);
  if (villa) return { kind: 'villa', idOrSlug: villa[1]!, reviews: Boolean(villa[2]) };
  const slug = urlPath.slice(1);
  if ((STATIC_PAGE_SLUGS as readonly string[]).includes(slug)) return { kind: 'page', slug };
  if (PRIVATE.some((pattern) => pattern.test(urlPath))) return { kind: 'private' };
  return { kind: 'unknown' };
}

/** The back office's paths (docs/architecture.md, "The parts"); everything else that is not the API is the storefront's. */
export function isBackOfficePath(urlPath: string): boolean {
  return urlPath === '/admin' || urlPath.startsWith('/admin/') || urlPath === '/admin-login' || urlPath === '/register-owner';
}
