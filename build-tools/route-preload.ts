import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
// Relative, not the package name: Vite bundles a config's relative imports but loads packages with Node, which runs no TypeScript.
import { SSR_ROUTE_ASSETS_FILE } from '../shared/src/ssr/ssr-contract.ts';
import type { ChunkLike } from './bundle-chunks.ts';

export interface PreloadedRoute {
  /** A regular expression (source) for `location.pathname`; its groups fill `data` as $1, $2 ... */
  path: string;
  /** The route module, relative to the project root, as the router lazy-loads it. */
  module: string;
  /** Other modules the page imports lazily as soon as it runs (the schemas its first reads are parsed with), asked for with its files. */
  alsoModules?: string[];
  /**
   * The API read the page makes at once, spelled as the page's own fetcher spells it (main.tsx
   * hands the answer to the app's fetch of that URL; a different spelling only costs a request).
   * `$lang` is the language the app will start in (see `languageStorageKey`).
   */
  data?: string;
  /** The data URL holds only when the address has no query string but `lang` (search filters change the read). */
  dataOnlyWithoutQuery?: boolean;
  /** Without the `withEveryRoute` modules (a page that reads no villa at once: home). */
  ownFilesOnly?: boolean;
}

interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

type RouteRow = [path: string, js: string[], css: string[], data: string, dataOnlyWithoutQuery: boolean];

/** The files a module's chunk needs beyond what index.html loads anyway: its chunk, the chunks it imports, their CSS. */
interface ModuleFiles {
  js: string[];
  css: string[];
}

/**
 * Runs in the browser, before the app: stringified into the emitted script, so it may use
 * nothing but its arguments and browser globals, in syntax every supported browser parses.
 */
function preloadRuntime(routes: RouteRow[], everyPage: string[], globalName: string, languageKey: string): void {
  try {
    const head = document.head;
    // The language the app starts in, chosen as web-common's preferredLanguage() chooses it: the
    // address's ?lang, else the visitor's stored choice, else the browser's, else English.
    const known = (value: string | null | undefined) => (value === 'en' || value === 'th' ? value : undefined);
    const query = new URLSearchParams(location.search);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(languageKey);
    } catch {
      // storage disabled: the browser's language decides
    }
    const language = known(query.get('lang')) ?? known(stored) ?? known(navigator.language.slice(0, 2)) ?? 'en';
    const onlyLanguageAsked = [...query.keys()].every((key) => key === 'lang');
    const link = (rel: string, href: string, as?: string, cors = true) => {
      const el = document.createElement('link');
      el.rel = rel;
      if (as) el.as = as;
      // Same request mode as the app's own fetch and import(), or the browser fetches twice.
      if (cors) el.crossOrigin = 'anonymous';
      if (href) el.href = href;
      return el;
    };
    everyPage.forEach((url) => head.appendChild(link('preload', url, 'fetch')));
    const early: Record<string, Promise<Response>> = {};
    if (globalName) (window as unknown as Record<string, unknown>)[globalName] = early;
    // A page the server rendered has its route's code and CSS in its head, and its data in the
    // page: asking for them here again would only compete with its photos.
    if (document.documentElement.hasAttribute('data-ssr')) return;
    for (const [path, js, css, data, onlyWithoutQuery] of routes) {
      const match = new RegExp(path).exec(location.pathname);
      if (!match) continue;
      // The small data read goes out first, ahead of the code in the connection queue.
      const url =
        data && !(onlyWithoutQuery && !onlyLanguageAsked) ? data.replace(/\$(\d)/g, (_, n: string) => encodeURIComponent(decodeURIComponent(match[Number(n)] ?? ''))).replace('$lang', language) : '';
      const answer = url ? fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }) : undefined;
      if (answer) early[url] = answer;
      js.forEach((href) => head.appendChild(link('modulepreload', href)));
      css.forEach((href) => head.appendChild(link('preload', href, 'style')));
      break;
    }
  } catch {
    // Only hints: whatever goes wrong here, the app loads everything itself.
  }
}

/**
 * A single-page app finds out which page it shows only once its entry has loaded and run: only
 * then does the router ask for the page's chunk, only once that has run does the page ask for its
 * data, and only once the data has rendered does the browser see the photo that is the page's
 * largest paint. On a slow connection those are four waits in a row.
 *
 * This plugin writes a small script, loaded `async` from index.html beside the entry, that looks
 * at the address and at once asks for what that page will need: its route chunk with the chunks
 * and CSS it imports (`modulepreload`, `preload as=style`), the reads every page makes (`preload
 * as=fetch`, which the app's fetch of the same URL then uses) and the page's own first read (a
 * fetch whose answer main.tsx hands to the app). The page's main photo is not asked for here: the
 * booking service writes its preload into index.html (web module, head-tags.ts), so it downloads
 * from the start instead of after this script, the data and the code. A separate file, not inline:
 * the Content-Security-Policy allows no inline script. Both front ends' vite.config.ts use it (the
 * back office for its pages' code only: its first reads start in its main.tsx).
 */
export function routePreload(options: {
  routes: PreloadedRoute[];
  /** The API reads every page makes at once (`preload as=fetch`). */
  everyPage?: string[];
  /**
   * Modules every page imports lazily as soon as the app runs (the schemas the everyPage reads are
   * parsed with), relative to the repository's root: asked for with each route's files, so they
   * are in when the app asks rather than one round trip later. Not on other pages (home), where
   * they would share the link with the entry's code.
   */
  withEveryRoute?: string[];
  /** The localStorage key the visitor's language choice is kept under (web-common/src/lib/i18n.ts): for `$lang` in `data`. */
  languageStorageKey?: string;
  /** The window property the early answers of `data` are left on for the app (URL -> Promise<Response>). */
  earlyResponsesGlobal?: string;
  /**
   * Modules a server-rendered page loads besides its route's (the code that adopts the HTML): in
   * route-assets.json only, which is written only for an app whose pages the server renders.
   */
  withServerRender?: string[];
  /**
   * Font files every page's first paint uses (matched against the emitted file names): preloaded
   * from index.html's head. A server-written page paints its text before the app runs; a font
   * arriving after that paint swaps in and moves what its text's new width wraps (search's toolbar
   * moved 39 px on a phone).
   */
  preloadFonts?: RegExp[];
  /**
   * Also the facade chunk of a module a code-splitting group holds: the few bytes the router's or
   * the typed client's `import()` of that module loads (re-exporting it from the group's chunk),
   * otherwise asked for only once the app runs.
   */
  withFacades?: boolean;
}): Plugin {
  // The build's public path (the back office's files live under /admin/).
  let base = '/';
  return {
    name: 'islandstay:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      const html = Object.values(bundle).find((item) => item.type === 'asset' && item.fileName === 'index.html') as AssetLike | undefined;
      if (!html) return this.error('route-preload: no index.html in the bundle');

      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName) || !chunks.has(fileName)) return;
          seen.add(fileName);
          chunks.get(fileName)!.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      // What index.html loads anyway needs no second mention.
      const initial = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));

      const filesOf = (module: string): ModuleFiles => {
        const suffix = module.replace(/\\/g, '/');
        const home = [...chunks.values()].find((c) => Object.keys(c.modules).some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
        if (!home) return this.error(`route-preload: no chunk holds ${module}`);
        const facade = options.withFacades ? [...chunks.values()].find((c) => c !== home && c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix)) : undefined;
        const files = [...closure([home.fileName, ...(facade ? [facade.fileName] : [])])].filter((f) => !initial.has(f));
        const css = [...new Set(files.flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]))];
        return { js: files.map((f) => `${base}${f}`), css: css.map((f) => `${base}${f}`) };
      };
      const alwaysJs = (options.withEveryRoute ?? []).flatMap((module) => filesOf(module).js);
      const table: RouteRow[] = options.routes.map((route) => {
        const { js, css } = filesOf(route.module);
        const alsoJs = (route.alsoModules ?? []).flatMap((module) => filesOf(module).js);
        return [route.path, [...new Set([...js, ...(route.ownFilesOnly ? [] : alwaysJs), ...alsoJs])], css, route.data ?? '', route.dataOnlyWithoutQuery ?? false];
      });

      // The same files for the booking service, which writes them into the head of the pages it renders (web/ssr-page.ts).
      if (options.withServerRender) {
        const serverRenderJs = options.withServerRender.flatMap((module) => filesOf(module).js);
        const routeAssets = Object.fromEntries(options.routes.map((route, i) => [route.module, { js: [...new Set([...serverRenderJs, ...table[i]![1]])], css: table[i]![2] }]));
        this.emitFile({ type: 'asset', fileName: SSR_ROUTE_ASSETS_FILE, source: `${JSON.stringify(routeAssets, null, 2)}\n` });
      }

      const source = [
        '// Written by build-tools/route-preload.ts: what this address needs, asked for before the app runs.',
        `(${preloadRuntime.toString()})(${JSON.stringify(table)}, ${JSON.stringify(options.everyPage ?? [])}, ${JSON.stringify(options.earlyResponsesGlobal ?? '')}, ${JSON.stringify(options.languageStorageKey ?? '')});`,
        '',
      ].join('\n');
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const fonts = Object.values(bundle)
        .filter((item) => item.type === 'asset' && item.fileName.endsWith('.woff2') && (options.preloadFonts ?? []).some((pattern) => pattern.test(item.fileName)))
        .map((item) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${item.fileName}">`);
      if (fonts.length !== (options.preloadFonts ?? []).length) return this.error(`route-preload: the fonts to preload matched ${fonts.length} files, not ${(options.preloadFonts ?? []).length}`);
      let text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      if (fonts.length > 0) text = text.replace('</title>', () => `</title>\n    ${fonts.join('\n    ')}`);
      const tag = `<script type="module" async src="${base}${fileName}"></script>`;
      const at = text.indexOf('<script type="module"');
      if (at < 0) return this.error('route-preload: index.html has no module script to put the preload script before');
      html.source = `${text.slice(0, at)}${tag}\n    ${text.slice(at)}`;
    },
  };
}
