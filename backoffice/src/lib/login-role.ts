import { readPreference, writePreference } from '@islandstay/web-common/lib/storage';

export type LoginRole = 'customer' | 'owner' | 'admin';

/**
 * docs/product.md#staff-sign-in: the last chosen login role, a preference (not a session). The same localStorage key as
 * the storefront's role dropdown (storefront/src/app/layout/account-menu.tsx): both apps share
 * the origin, so a visitor who chose "owner" there sees the Owner Login here.
 */
export const LOGIN_ROLE_KEY = 'selectedLoginRole';

export function rememberedStaffRole(): 'owner' | 'admin' {
  return readPreference(LOGIN_ROLE_KEY) === 'owner' ? 'owner' : 'admin';
}

export function rememberLoginRole(role: LoginRole): void {
  writePreference(LOGIN_ROLE_KEY, role);
}
