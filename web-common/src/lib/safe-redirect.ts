/**
 * Where to go after signing in, from `?redirect=`: only a path on this site, never another origin
 * ("//evil.example", "https://...", "/\\evil"), so a link cannot send a fresh session somewhere
 * else; `accepts` narrows it further by pathname (an app's own area, never its sign-in page).
 * The path with its query and fragment, or null.
 */
export function sameSitePath(value: string | null | undefined, accepts: (pathname: string) => boolean): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const base = 'https://islandstay.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (!accepts(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
