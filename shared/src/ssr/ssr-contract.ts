/**
 * What the booking service and the storefront's server-render bundle say to each other
 * (docs/architecture.md, "Server-rendered landing pages"). The bundle is loaded by path at run
 * time, so this file (types and one constant) is the only thing both sides compile against.
 */

export type SsrLanguage = 'en' | 'th';
export type SsrTerm = 'short' | 'long';

/** One public read the page needs, by the contract's operation id, answered in process. */
export interface SsrRead {
  operationId: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
}

export interface SsrInput {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  language: SsrLanguage;
  term: SsrTerm;
  /** The answer's body (what the API would send), or a thrown error when there is none. */
  read: (read: SsrRead) => Promise<unknown>;
  /** Gives up on the render (the request's time is up). */
  signal?: AbortSignal;
}

/**
 * What the page's scripts are handed (the JSON block beside #root): enough for the client's first
 * render to be the server's, so React adopts the HTML instead of replacing it.
 */
export interface SsrState {
  v: 1;
  language: SsrLanguage;
  term: SsrTerm;
  /** SWR's cache as the server's render read it: key (the read's URL) -> parsed answer. */
  fallback: Record<string, unknown>;
  /** The router's loader data, by route id. */
  loaderData: Record<string, unknown>;
}

export type SsrResult =
  | {
      kind: 'rendered';
      /** What goes inside #root. */
      html: string;
      state: SsrState;
      /** The source modules of the matched routes (`src/app/routes/villa.tsx`): their CSS and code go in the head. */
      routeModules: string[];
    }
  | { kind: 'skip'; reason: string };

/** The bundle's one export. */
export type SsrRender = (input: SsrInput) => Promise<SsrResult>;

/** The id of the JSON block that carries `SsrState`. */
export const SSR_STATE_ID = 'islandstay-ssr';

/** Written beside the storefront's index.html: each landing route's module -> the files it needs ({ js, css }, absolute paths). */
export const SSR_ROUTE_ASSETS_FILE = 'route-assets.json';

export type SsrRouteAssets = Record<string, { js: string[]; css: string[] }>;
