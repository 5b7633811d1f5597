/** Schemes a CMS link may use; anything else (javascript:, data:, vbscript: ...) is dropped. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
/** A stand-in origin for resolving site paths without reading `window` (also works in tests). */
const SITE = 'https://site.invalid';

export interface SafeUrl {
  href: string;
  /** A path on this site (`/terms`), followed inside the app instead of reloading the page. */
  internal: boolean;
}

/**
 * Checks a URL the way a browser will read it: `new URL` drops tabs, newlines and leading
 * control characters exactly as the browser does, so `java\tscript:` or ` javascript:` cannot
 * slip past a plain prefix test. Relative URLs resolve against the site and count as internal.
 */
function check(raw: string, protocols: ReadonlySet<string>): SafeUrl | null {
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (!protocols.has(url.protocol)) return null;
  if (url.origin === SITE) return { href: `${url.pathname}${url.search}${url.hash}`, internal: true };
  return { href: raw.trim(), internal: false };
}

export function safeLinkUrl(raw: string | null | undefined): SafeUrl | null {
  return raw ? check(raw, LINK_PROTOCOLS) : null;
}

export function safeImageUrl(raw: string | null | undefined): SafeUrl | null {
  return raw ? check(raw, IMAGE_PROTOCOLS) : null;
}
