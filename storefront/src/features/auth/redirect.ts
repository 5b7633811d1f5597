import { sameSitePath } from '@islandstay/web-common/lib/safe-redirect';

/**
 * Where to go after signing in, from `?redirect=`: only a path on this site ("/villa/x?y=1"),
 * never another origin ("//evil.example", "https://...", "/\\evil"), so a link cannot send a
 * fresh session somewhere else.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return sameSitePath(value, (pathname) => pathname !== '/login');
}

/** The sign-in page for coming back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
