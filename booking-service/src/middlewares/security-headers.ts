import type Koa from 'koa';
import koaHelmet from 'koa-helmet';
import type { AppState } from '../lib/http/route.ts';
import { SESSION_COOKIE } from '../lib/http/session-cookies.ts';

export interface SecurityHeaderOptions {
  production: boolean;
  /** The site's public address; an https one means the site is served over TLS. */
  publicUrl: string;
  /** Where images from the CMS are served when that is not the site's own origin (a CDN, say). */
  cmsPublicUrl?: string;
  /** Where content editors open Strapi's admin panel: its edit screen's preview shows the site's pages in a frame. */
  cmsAdminUrl?: string;
  /** Card payments through Stripe are configured (STRIPE_PUBLISHABLE_KEY): the storefront loads Stripe.js and its frames. */
  stripe?: boolean;
  /** The maps' style (MAP_STYLE_URL): MapLibre fetches it, and the tiles, glyphs and sprites it names, from that origin. */
  mapStyleUrl?: string;
}

/** Paths whose every answer is about the signed-in caller. */
const PRIVATE_PREFIXES = ['/api/admin', '/api/customer', '/api/auth'];

const ONE_YEAR_SECONDS = 365 * 86_400;

/**
 * What Stripe.js needs (Stripe's integration security guide, "Content Security Policy"): its
 * script from js.stripe.com (and the *.js.stripe.com hosts it may load from), its calls to
 * api.stripe.com, and its frames: the Payment Element's, and hooks.stripe.com's for a card's 3D
 * Secure check. Only when the site takes cards; otherwise the policy names no outside origin.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The front ends load only their own hashed bundles: no inline script anywhere. Styles may be
 * inline because Radix and sonner set them at run time. Images also come from the CMS's own
 * origin when media are served from elsewhere than the site, and Stripe.js comes from Stripe when
 * the site takes cards (STRIPE_SOURCES). Helmet's default directives are left out
 * (`useDefaults: false`) so the policy is this list and no more: they would add
 * `upgrade-insecure-requests`, which breaks the http development site.
 */
function contentSecurityDirectives(options: SecurityHeaderOptions, frameAncestors: string[]): Record<string, string[]> {
  const cms = originOf(options.cmsPublicUrl);
  const stripe = options.stripe === true;
  const mapOrigin = originOf(options.mapStyleUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_SOURCES.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(cms && cms !== originOf(options.publicUrl) ? [cms] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE_SOURCES.connect : []), ...(mapOrigin ? [mapOrigin] : [])],
    // Without Stripe, frames fall back to default-src ('self'); with it, 'self' is kept beside Stripe's.
    ...(stripe ? { 'frame-src': ["'self'", ...STRIPE_SOURCES.frame] } : {}),
    'frame-ancestors': frameAncestors,
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * Helmet's headers with our CSP, framed by nobody or, given the CMS admin's origin, by the site and
 * the CMS preview. Kept from helmet's defaults: nosniff, Cross-Origin-Opener-Policy and
 * Cross-Origin-Resource-Policy `same-origin` (the site loads everything from its one origin),
 * Origin-Agent-Cluster and the legacy X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies and X-XSS-Protection: 0.
 */
function helmetHeaders(options: SecurityHeaderOptions, previewFrom?: string): Koa.Middleware {
  return koaHelmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options, previewFrom ? ["'self'", previewFrom] : ["'none'"]) },
    // X-Frame-Options cannot name an origin; browsers that know frame-ancestors ignore it anyway.
    xFrameOptions: previewFrom ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Decided per request in securityHeaders: helmet's is for every answer or none.
    strictTransportSecurity: false,
  });
}

/**
 * The storefront pages an editor previews from the CMS (home, a villa, a static page), which its
 * preview may frame. Never the API, the back office, sign-in or a customer's own pages.
 */
function isPreviewablePage(path: string): boolean {
  if (path === '/' || /^\/villa\/[^/]+\/?$/.test(path)) return true;
  return /^\/[a-z0-9-]+\/?$/.test(path) && !/^\/(api|internal|admin|admin-login|register-owner|login|my-bookings|customer-profile|search|404)\/?$/.test(path);
}

function isPrivate(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * One place for the browser-facing security headers of every response: helmet's (koa-helmet), and
 * what it does not do by path or by request (HSTS, the preview's framing, media, no-store). The headers go on before
 * the rest of the chain runs, so early answers (CSRF refusals, the uploads proxy) carry them too;
 * `Cache-Control: no-store` is decided afterwards, when it is known whether a session was involved,
 * and never replaces a cache header a route chose for public data.
 */
export function securityHeaders(options: SecurityHeaderOptions): Koa.Middleware<AppState> {
  const site = helmetHeaders(options);
  const cmsAdmin = originOf(options.cmsAdminUrl);
  const preview = cmsAdmin ? helmetHeaders(options, cmsAdmin) : undefined;
  const hsts = koaHelmet.strictTransportSecurity({ maxAge: ONE_YEAR_SECONDS, includeSubDomains: false });
  const tls = options.production && options.publicUrl.startsWith('https:');
  const headersOnly = () => Promise.resolve();
  return async (ctx, next) => {
    await (preview !== undefined && isPreviewablePage(ctx.path) ? preview : site)(ctx, headersOnly);
    // Browsers ignore HSTS over plain HTTP, but a development site must never send it at all.
    if (options.production && (ctx.secure || tls)) await hsts(ctx, headersOnly);
    // Helmet has no Permissions-Policy.
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Public media may be served on through a CDN of another origin (CMS_PUBLIC_URL), which same-origin would block.
    if (ctx.path.startsWith('/uploads/')) ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    try {
      await next();
    } finally {
      if (!ctx.response.get('Cache-Control') && (isPrivate(ctx.path) || signedIn(ctx))) ctx.set('Cache-Control', 'no-store');
    }
  };
}

/** A session read or issued during this request, or a session cookie whose signature holds. */
function signedIn(ctx: Koa.ParameterizedContext<AppState>): boolean {
  if (ctx.state.session) return true;
  if (!ctx.get('cookie').includes(SESSION_COOKIE)) return false;
  return Boolean(ctx.cookies.get(SESSION_COOKIE, { signed: true }));
}
