import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import type { SsrRead, SsrResult, SsrTerm } from '@islandstay/shared/ssr/ssr-contract';
import type { AppState } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import { headInLanguage, renderHead, SITE_NAME, type PageHead, type PageLanguage } from './head-tags.ts';
import type { PageHeadService } from './page-heads.service.ts';
import { robotsTxt } from './seo-files.ts';
import { injectRender, RouteAssets } from './ssr-page.ts';
import type { SsrBundle } from './ssr-renderer.ts';
import { IMMUTABLE, resolveFile, sendFile, SHORT_LIVED } from './static-files.ts';
import { isBackOfficePath, matchStorefrontRoute } from './storefront-routes.ts';

export interface WebOptions {
  storefrontDist: string;
  /** The back office's build (later issue); built with Vite `base: '/admin/'`, so its files live under /admin/. */
  backofficeDist: string;
  /** PUBLIC_URL: canonical URLs, Open Graph, the sitemap. */
  siteUrl: string;
}

/** Paths the API, the media proxy and the CMS's events own: never a front end's. */
type Ctx = Koa.ParameterizedContext<AppState>;

const RESERVED = /^\/(api|uploads|internal)(\/|$)/;

/** Every path outside the reserved ones is a front end's, read-only: a page, a file, or the app's 404. */
export function webMethods(urlPath: string): readonly string[] | undefined {
  return RESERVED.test(urlPath) ? undefined : ['GET', 'HEAD'];
}

/** A build's index.html, read again only when the build changes. */
class IndexTemplate {
  private cached?: { mtimeMs: number; html: string };

  constructor(readonly dist: string) {}

  read(): string | undefined {
    const file = path.join(this.dist, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return this.cached.html;
  }
}

function sendHtml(ctx: Ctx, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = html;
}

function notBuilt(ctx: Ctx, what: string, command: string): void {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = `The ${what} is not built. Run \`${command}\` (npm start builds it when its sources change).\n`;
}

/** Server rendering of the landing pages (storefront/src/entry-server.tsx), when it is on. */
export interface WebSsr {
  bundle: Pick<SsrBundle, 'renderer'>;
  read: (read: SsrRead) => Promise<unknown>;
  logger: Pick<Logger, 'warn' | 'debug'>;
}

/** A render that takes longer goes out as the shell instead (it normally takes a few milliseconds). */
const SSR_TIMEOUT_MS = 1_000;

/** web-common's term cookie (term-preference.tsx): a long-stay visitor's prices are monthly. */
const TERM_COOKIE = 'selectedTerm';
/** web-common's language cookie (lib/i18n.ts): the language the visitor chose. */
const LANGUAGE_COOKIE = 'islandstay.language';

/** The page's `<html lang>` set to the language its text is written in. */
function inLanguage(html: string, language: PageLanguage): string {
  return html.replace(/<html([^>]*?)\s+lang=["'][^"']*["']/i, (_, before: string) => `<html${before} lang="${language}"`);
}

const NOT_FOUND_HEAD: PageHead = { title: `Page not found | ${SITE_NAME}`, robots: 'noindex' };

/**
 * The built front ends at the one origin (docs/architecture.md, "The parts" and "Front ends"): hashed assets cached
 * for a year and precompressed, index.html never cached, each app's SPA fallback, and for villa
 * and static pages a head written on the server (title, description, canonical, Open Graph,
 * JSON-LD). An unknown villa or path is a 404 that still carries the app, which shows its 404
 * page. Mounted after the API routes, so /api, /uploads and /internal keep priority.
 */
export function webFrontEnds(options: WebOptions, heads: PageHeadService, ssr?: WebSsr): Koa.Middleware<AppState> {
  const siteUrl = options.siteUrl.replace(/\/$/, '');
  const storefront = { dist: path.resolve(options.storefrontDist), index: new IndexTemplate(path.resolve(options.storefrontDist)) };
  const backoffice = { dist: path.resolve(options.backofficeDist), index: new IndexTemplate(path.resolve(options.backofficeDist)) };

  const routeAssets = new RouteAssets(path.resolve(options.storefrontDist));

  /** The page rendered by the storefront's server bundle, or undefined for the app's shell (no bundle, a skip, a failure). */
  const serverRender = async (ctx: Ctx, language: PageLanguage): Promise<Extract<SsrResult, { kind: 'rendered' }> | undefined> => {
    const render = ssr && (await ssr.bundle.renderer());
    if (!ssr || !render) return undefined;
    const term: SsrTerm = ctx.cookies.get(TERM_COOKIE) === 'long' ? 'long' : 'short';
    try {
      const result = await render({ url: ctx.url, language, term, read: ssr.read, signal: AbortSignal.timeout(SSR_TIMEOUT_MS) });
      if (result.kind === 'rendered') return result;
      ssr.logger.debug({ url: ctx.url, reason: result.reason }, 'not server-rendered: the page goes out as the app shell');
      return undefined;
    } catch (err) {
      ssr.logger.warn({ err, url: ctx.url }, 'server render failed: the page goes out as the app shell');
      return undefined;
    }
  };

  const storefrontPage = async (ctx: Ctx): Promise<void> => {
    const template = storefront.index.read();
    if (!template) return notBuilt(ctx, 'storefront', 'npm run build -w storefront');
    const route = matchStorefrontRoute(ctx.path);
    // `?lang=th` is the page in Thai (what hreflang points to); anything else is English.
    const language: PageLanguage = ctx.query.lang === 'th' ? 'th' : 'en';
    // The page's text is in the address's language, else the one the visitor chose (its cookie);
    // its head (canonical, alternates) names the address's, what a search engine, with no cookie, sees.
    const asked = ctx.query.lang === 'en' || ctx.query.lang === 'th' ? ctx.query.lang : ctx.cookies.get(LANGUAGE_COOKIE);
    const textLanguage: PageLanguage = asked === 'th' ? 'th' : 'en';
    let status = 200;
    let head: PageHead;
    switch (route.kind) {
      case 'home':
        head = { canonical: `${siteUrl}/`, openGraph: { type: 'website', site_name: SITE_NAME, url: `${siteUrl}/` } };
        break;
      case 'search':
        head = { canonical: `${siteUrl}/search`, ...(await heads.searchPhoto(ctx.querystring)) };
        break;
      case 'villa': {
        const villaHead = await heads.villaPage(route.idOrSlug, route.reviews, language);
        status = villaHead ? 200 : 404;
        head = villaHead ?? NOT_FOUND_HEAD;
        break;
      }
      case 'page':
        head = await heads.staticPage(route.slug, language);
        break;
      case 'private':
        head = { robots: 'noindex' };
        break;
      case 'unknown':
        status = 404;
        head = NOT_FOUND_HEAD;
        break;
    }
    const html = renderHead(template, status === 200 ? headInLanguage(head, language) : head);
    // Server-rendered: home, search, a villa's page and its reviews, and the static pages (about, terms, privacy, contact),
    // whose CMS text the render reads from the cache only. Their HTML depends on the term and language cookies.
    const serverRendered = status === 200 && (route.kind === 'home' || route.kind === 'search' || route.kind === 'villa' || route.kind === 'page');
    const rendered = serverRendered ? await serverRender(ctx, textLanguage) : undefined;
    const assets = rendered && routeAssets.read();
    const page = rendered && assets ? injectRender(textLanguage === language ? html : inLanguage(html, textLanguage), rendered, assets) : undefined;
    if (page) ctx.vary('Cookie');
    sendHtml(ctx, status, page ?? html);
  };

  // The back office comes with a later issue: its build is served here as soon as it exists.
  const backofficePage = (ctx: Ctx): void => {
    if (ctx.path.startsWith('/admin/')) {
      const file = resolveFile(backoffice.dist, ctx.path.slice('/admin'.length));
      if (file && path.basename(file) !== 'index.html') {
        return sendFile(ctx, file, ctx.path.startsWith('/admin/assets/') ? IMMUTABLE : SHORT_LIVED);
      }
    }
    const template = backoffice.index.read();
    if (!template) return notBuilt(ctx, 'back office', 'npm run build -w backoffice');
    sendHtml(ctx, 200, renderHead(template, { robots: 'noindex' }));
  };

  return async (ctx, next) => {
    if (RESERVED.test(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', SHORT_LIVED);
      ctx.body = robotsTxt(siteUrl);
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const sitemap = await heads.sitemap();
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', SHORT_LIVED);
      ctx.body = sitemap;
      return;
    }
    if (isBackOfficePath(ctx.path)) return backofficePage(ctx);
    if (ctx.path.startsWith('/assets/')) {
      const file = resolveFile(storefront.dist, ctx.path);
      if (!file) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'Not found\n';
        return;
      }
      return sendFile(ctx, file, IMMUTABLE);
    }
    // Other files of the build's root (favicon, web manifest): served as they are.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) {
      const file = resolveFile(storefront.dist, ctx.path);
      if (file && path.basename(file) !== 'index.html') return sendFile(ctx, file, SHORT_LIVED);
    }
    await storefrontPage(ctx);
  };
}
