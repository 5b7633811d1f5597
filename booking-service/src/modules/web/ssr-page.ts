import fs from 'node:fs';
import path from 'node:path';
import { SSR_ROUTE_ASSETS_FILE, SSR_STATE_ID, type SsrResult, type SsrRouteAssets } from '@islandstay/shared/ssr/ssr-contract';
import { escapeHtml, jsonForScript } from './head-tags.ts';

type Rendered = Extract<SsrResult, { kind: 'rendered' }>;

/** The storefront build's route-assets.json (build-tools/route-preload.ts), read again when the build changes. */
export class RouteAssets {
  private cached?: { mtimeMs: number; assets: SsrRouteAssets };

  constructor(readonly dist: string) {}

  read(): SsrRouteAssets | undefined {
    const file = path.join(this.dist, SSR_ROUTE_ASSETS_FILE);
    try {
      const { mtimeMs } = fs.statSync(file);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, assets: JSON.parse(fs.readFileSync(file, 'utf8')) as SsrRouteAssets };
      return this.cached.assets;
    } catch {
      return undefined;
    }
  }
}

/**
 * The page's HTML (index.html with its head already written) with the server's render in #root:
 * the route's CSS as stylesheets in the head (so the HTML paints styled, with nothing to shift
 * later), its code as module preloads, and the state the browser starts from as a JSON block.
 * `data-ssr` on <html> tells the route-preload script that the page needs nothing more asked for.
 */
export function injectRender(html: string, rendered: Rendered, assets: SsrRouteAssets): string | undefined {
  if (!/<div id="root"><\/div>/.test(html)) return undefined;
  const files = rendered.routeModules.map((module) => assets[module]);
  if (files.some((f) => f === undefined)) return undefined;
  const links = [
    ...[...new Set(files.flatMap((f) => f!.css))].map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...[...new Set(files.flatMap((f) => f!.js))].map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(rendered.state)}</script>`;
  return html
    .replace(/<html(\s|>)/i, (_, after: string) => `<html data-ssr${after}`)
    .replace(/<\/head>/i, () => `${links.join('\n')}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${state}`);
}
