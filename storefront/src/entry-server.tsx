/**
 * The storefront's landing pages rendered on the server (docs/architecture.md, "Server-rendered
 * landing pages"): built into a self-contained bundle (`vite build --ssr`, dist-ssr/) that the
 * booking service loads and calls per request. The same routes and tree as the browser
 * (app/app-root.tsx), so the browser adopts the HTML instead of building the page again.
 *
 * No executable inline script may come out of here: the site's Content-Security-Policy refuses
 * them. So the router's own hydration script is off (`hydrate={false}`), React never splits the
 * stream into chunks that need its inline reveal script (`progressiveChunkSize: Infinity`, the
 * whole page awaited), and the state goes out as a JSON block (SsrState).
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { api, type Endpoint } from '@islandstay/shared/api/client';
import type { Operation } from '@islandstay/shared/contract/operation';
import type { SsrInput, SsrLanguage, SsrRender, SsrResult, SsrState, SsrTerm } from '@islandstay/shared/ssr/ssr-contract';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { I18N_OPTIONS } from '@islandstay/web-common/lib/i18n';
import en from './locales/en.json';
import th from './locales/th.json';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import { serverRenderContext } from './lib/server-render.ts';
import { ServerReadsProvider } from './lib/primed-reads.ts';
import { villaRead } from './lib/api/villa.ts';
import { villaSearchRead } from './features/search/api/search-villas.ts';
import { parseSearchParams } from './features/search/parse-search-params.ts';
import { villaReviewsRead } from './features/reviews/api/get-villa-reviews.ts';
import { parseReviewParams } from './features/reviews/review-params.ts';
import { pageRead, type StaticPageSlug } from './features/static-pages/api/get-page.ts';

/** One i18next per language for the process's life: never the global one, which concurrent renders would switch under each other. */
function serverI18n(language: SsrLanguage): I18n {
  const instance = i18next.createInstance({ ...I18N_OPTIONS, lng: language, resources: { en: { translation: en }, th: { translation: th } }, initAsync: false });
  void instance.init();
  return instance;
}
const i18nFor: Record<SsrLanguage, I18n> = { en: serverI18n('en'), th: serverI18n('th') };

const handler = createStaticHandler(routes);

/** The read's input: its path params and query, as the page's hook builds them. */
type ReadInput = { params?: Record<string, string>; query?: Record<string, string | number> };

/**
 * Reads one answer through the booking service into the page's SWR fallback, under the key the
 * page's hook reads it by. A required read that fails skips the render (the shell goes out); any
 * other failure leaves that part to the browser, as when the page renders there.
 */
type Prefetch = <T>(endpoint: Endpoint<Operation>, input: ReadInput, options?: { required?: boolean }) => Promise<T | undefined>;

interface PageContext {
  params: Record<string, string | undefined>;
  url: URL;
  language: SsrLanguage;
  term: SsrTerm;
}

const endpoint = <E,>(e: E) => e as unknown as Endpoint<Operation>;

/**
 * The routes rendered here, by id (app/router.tsx): the module whose CSS and code the page needs,
 * and the reads its first render shows. Every other route gets the app's shell and renders in the browser.
 */
const SERVER_RENDERED: Record<string, { module: string; reads: (page: PageContext, prefetch: Prefetch) => Promise<unknown> }> = {
  // The headline (its largest paint) and the placeholders of the search form and the cards, which load in the browser.
  home: { module: 'src/app/routes/home.tsx', reads: async () => undefined },
  villa: {
    module: 'src/app/routes/villa.tsx',
    reads: ({ params, language }, prefetch) => prefetch(endpoint(api.villas.get), villaRead(params.id ?? '', language), { required: true }),
  },
  'villa-reviews': {
    module: 'src/app/routes/villa-reviews.tsx',
    reads: async ({ params, language, url }, prefetch) => {
      const villa = await prefetch<{ data: { id: string } }>(endpoint(api.villas.get), villaRead(params.id ?? '', language), { required: true });
      // The page of reviews for the filters of the address, as the reviews panel reads them.
      if (villa) await prefetch(endpoint(api.reviews.listForVilla), villaReviewsRead(villa.data.id, parseReviewParams(url.searchParams)), { required: true });
    },
  },
  search: {
    module: 'src/app/routes/search.tsx',
    reads: ({ url, language, term }, prefetch) => {
      // The filters as the page reads them from its address (useSearchFilters), on the island's today.
      const { filters } = parseSearchParams(url.searchParams, todayOnIsland());
      return prefetch(endpoint(api.villas.search), villaSearchRead(filters, term, language), { required: true });
    },
  },
  about: staticPage('about'),
  terms: staticPage('terms'),
  privacy: staticPage('privacy'),
  // Also the contact details (site settings) and the villa a message is about (`?villa=`, "Contact host"):
  // either one not read, its part shows its placeholder on both sides and the browser reads it.
  contact: staticPage('contact', ({ url, language }, prefetch) => {
    const villa = url.searchParams.get('villa');
    return Promise.all([prefetch(endpoint(api.content.getSiteSettings), { query: { locale: language } }), villa ? prefetch(endpoint(api.villas.get), villaRead(villa, language)) : undefined]);
  }),
};

/**
 * A CMS page (about, terms, privacy, contact): its text in the visitor's language. The booking
 * service answers it from its cache of the CMS only, never waiting for Strapi; a page not cached
 * yet fails the read, and the page goes out as the shell (the browser's read then fills the cache).
 */
function staticPage(slug: StaticPageSlug, extra?: (page: PageContext, prefetch: Prefetch) => Promise<unknown>) {
  return {
    module: `src/app/routes/${slug}.tsx`,
    reads: (page: PageContext, prefetch: Prefetch) => Promise.all([prefetch(endpoint(api.content.getPage), pageRead(slug, page.language), { required: true }), extra?.(page, prefetch)]),
  };
}

/** What every page's header and footer show: the currency list (prices) and the areas (the footer's links). */
function layoutReads(language: SsrLanguage, prefetch: Prefetch): Promise<unknown> {
  return Promise.all([prefetch(endpoint(api.currencies.list), {}), prefetch(endpoint(api.villas.listAreas), { query: { locale: language } })]);
}

/** A `<script>` the CSP would refuse: inline and executable (no src, not a JSON data block). */
const EXECUTABLE_INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>/i;

class RequiredReadFailed extends Error {}

/** The page's reads into one SWR fallback; undefined when a required one failed. */
async function readAll(reads: (prefetch: Prefetch) => Promise<unknown>, input: SsrInput): Promise<Record<string, unknown> | undefined> {
  const fallback: Record<string, unknown> = {};
  const prefetch: Prefetch = async <T,>(target: Endpoint<Operation>, readInput: ReadInput, options: { required?: boolean } = {}) => {
    try {
      const answer = await input.read({ operationId: target.operationId, params: readInput.params, query: readInput.query });
      fallback[(target.key as (input: ReadInput) => string)(readInput)] = answer;
      return answer as T;
    } catch (error) {
      if (options.required) throw new RequiredReadFailed(String(error));
      return undefined;
    }
  };
  try {
    await reads(prefetch);
    return fallback;
  } catch (error) {
    if (error instanceof RequiredReadFailed) return undefined;
    throw error;
  }
}

async function renderHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

export const render: SsrRender = async (input): Promise<SsrResult> => {
  const request = new Request(new URL(input.url, 'http://ssr.invalid'), { signal: input.signal });
  const context = await handler.query(request, { requestContext: serverRenderContext });
  if (context instanceof Response) return { kind: 'skip', reason: `the route answered ${context.status}` };
  if (context.errors) return { kind: 'skip', reason: 'a loader failed' };
  const leaf = context.matches.at(-1);
  const page = leaf && SERVER_RENDERED[leaf.route.id];
  if (!leaf || !page) return { kind: 'skip', reason: 'not a server-rendered route' };

  const pageContext: PageContext = { params: leaf.params, url: new URL(request.url), language: input.language, term: input.term };
  const fallback = await readAll((prefetch) => Promise.all([layoutReads(input.language, prefetch), page.reads(pageContext, prefetch)]), input);
  if (!fallback) return { kind: 'skip', reason: "the page's data could not be read" };

  const state: SsrState = { v: 1, language: input.language, term: input.term, fallback, loaderData: loaderDataOf(context) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderHtml(
    <I18nextProvider i18n={i18nFor[input.language]}>
      <ServerReadsProvider value={new Set(Object.keys(fallback))}>
        <AppRoot ssr={state}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </ServerReadsProvider>
    </I18nextProvider>,
    input.signal,
  );
  if (EXECUTABLE_INLINE_SCRIPT.test(html)) throw new Error('the server render wrote an inline script the CSP would refuse');
  return { kind: 'rendered', html, state, routeModules: [page.module] };
};

/** The loaders' data by route id: every matched route with a loader needs its entry (null counts) for the browser's router to start from it. */
function loaderDataOf(context: StaticHandlerContext): Record<string, unknown> {
  return Object.fromEntries(Object.entries(context.loaderData).map(([id, data]) => [id, data ?? null]));
}
