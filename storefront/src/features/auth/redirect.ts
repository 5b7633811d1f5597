/**
 * Where to go after signing in, from `?redirect=`: only a path on this site ("/villa/x?y=1"),
 * never another origin ("//evil.example", "https://...", "/\\evil"), so a link cannot send a
 * fresh session somewhere else.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const base = 'https://islandstay.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page for coming back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
