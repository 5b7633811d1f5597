import { sameSitePath } from '@islandstay/web-common/lib/safe-redirect';

/** The back office's sign-in page. */
export const LOGIN_PATH = '/admin-login';

/**
 * Where to go after signing in, from `?redirect=`: only a path of the back office on this site
 * ("/admin/bookings?status=pending"), never another origin ("//evil.example", "https://...",
 * "/\\evil") and never the sign-in page itself.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return sameSitePath(value, (pathname) => pathname === '/admin' || pathname.startsWith('/admin/'));
}

export type LoginReason = 'ended';

/** The sign-in page for coming back to `path` afterwards; `reason` says why the visitor is there. */
export function loginPathReturningTo(path: string, reason?: LoginReason): string {
  const params = new URLSearchParams({ redirect: path });
  if (reason) params.set('reason', reason);
  return `${LOGIN_PATH}?${params.toString()}`;
}
