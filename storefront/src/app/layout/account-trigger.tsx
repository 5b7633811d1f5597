import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { CircleUser } from 'lucide-react';
import type { Session } from '../../lib/api/session.ts';
import { readPreference, useStoredPreference } from '@islandstay/web-common/lib/storage';

export type LoginRole = 'customer' | 'owner' | 'admin';
export const LOGIN_ROLES: LoginRole[] = ['customer', 'owner', 'admin'];
/** docs/product.md#header-footer: the last chosen login role is remembered (a preference, not a session). */
export const LOGIN_ROLE_KEY = 'selectedLoginRole';

const asRole = (stored: string | null): LoginRole => (stored === 'owner' || stored === 'admin' ? stored : 'customer');

export function rememberedRole(): LoginRole {
  return asRole(readPreference(LOGIN_ROLE_KEY));
}

/** The same for rendering: a customer's until a server-rendered page is adopted (web-common's useStoredPreference). */
export function useRememberedRole(): LoginRole {
  return asRole(useStoredPreference(LOGIN_ROLE_KEY));
}

export interface AccountTrigger {
  /** The trigger's accessible name. */
  label: string;
  /** The avatar's letter, or a person icon for an account with no name yet. */
  initial: ReactNode;
  /** The first name beside the avatar. */
  firstName: string;
  /** The full name (the menu's heading). */
  name: string;
}

/**
 * What the signed-in trigger shows, shared by the Radix menu (account-menu.tsx) and its stand-in
 * in the first render (site-header.tsx) so both read the same. The trigger reads the first name; a
 * new customer with no name yet gets a person icon, never a letter of a default word or of their phone.
 */
export function accountTrigger(session: Session, t: TFunction): AccountTrigger {
  const name = session.customer ? session.customer.name.trim() : (session.staff?.name?.trim() ?? '');
  const firstName = session.customer?.firstName?.trim() || name.split(/\s+/)[0] || '';
  const initial = firstName ? firstName.charAt(0).toLocaleUpperCase() : <CircleUser size={18} aria-hidden="true" />;
  return { label: name ? t('header.accountMenu', { name }) : t('header.accountMenuUnnamed'), initial, firstName, name };
}
