import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronDown, CircleUser } from 'lucide-react';
import { AccountMenu as SharedAccountMenu, type AccountLink } from '@islandstay/web-common/components/account-menu/account-menu';
import { logout } from '../../lib/api/logout.ts';
import { useSession } from '../../lib/api/session.ts';
import { readPreference, writePreference } from '@islandstay/web-common/lib/storage';
import styles from './account-menu.module.css';

export type LoginRole = 'customer' | 'owner' | 'admin';
const LOGIN_ROLES: LoginRole[] = ['customer', 'owner', 'admin'];
/** docs/product.md#header-footer: the last chosen login role is remembered (a preference, not a session). */
export const LOGIN_ROLE_KEY = 'selectedLoginRole';

function rememberedRole(): LoginRole {
  const stored = readPreference(LOGIN_ROLE_KEY);
  return stored === 'owner' || stored === 'admin' ? stored : 'customer';
}

/** Signed out: choose how to sign in. Signed in: the account menu with sign-out. */
export function AccountMenu() {
  const { session } = useSession();
  return session.authenticated ? <UserMenu /> : <LoginRoleMenu />;
}

function LoginRoleMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [role, setRole] = useState<LoginRole>(rememberedRole);

  function choose(value: string) {
    const next = LOGIN_ROLES.find((r) => r === value) ?? 'customer';
    setRole(next);
    writePreference(LOGIN_ROLE_KEY, next);
    // Staff sign in on the back office, another app at the same origin: a full page load.
    if (next === 'customer') navigate('/login');
    else window.location.assign('/admin-login');
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger}>
        <CircleUser size={20} aria-hidden="true" />
        <span>{t('header.signIn')}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>{t('header.signInAs')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={role} onValueChange={choose}>
            {LOGIN_ROLES.map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} className={styles.item}>
                {t(`header.roles.${option}`)}
                <DropdownMenu.ItemIndicator className={styles.indicator}>•</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const { session, isCustomer } = useSession();
  const name = session.customer ? session.customer.name.trim() : (session.staff?.name?.trim() ?? '');
  // The trigger reads the first name; a new customer with no name yet gets a person icon, never a
  // letter of a default word or of their phone.
  const firstName = session.customer?.firstName?.trim() || name.split(/\s+/)[0] || '';
  const initial = firstName ? firstName.charAt(0).toLocaleUpperCase() : <CircleUser size={18} aria-hidden="true" />;

  async function signOut() {
    const role = session.role;
    try {
      await logout();
    } catch {
      toast.error(t('header.logoutFailed'));
      return;
    }
    // docs/product.md#header-footer: back to the sign-in page of the role the visitor last used.
    window.location.assign(role === 'owner' || role === 'admin' ? '/admin-login' : '/login');
  }

  const links: AccountLink[] = isCustomer
    ? [
        { to: '/customer/profile', label: t('header.profile') },
        { to: '/customer/wishlists', label: t('header.wishlist') },
        { to: '/my-bookings', label: t('nav.myBookings') },
      ]
    : // Staff: the back office is another app at this origin.
      [{ to: '/admin', label: t('nav.dashboard'), reloadDocument: true }];

  return (
    <SharedAccountMenu
      triggerLabel={name ? t('header.accountMenu', { name }) : t('header.accountMenuUnnamed')}
      initial={initial}
      name={firstName || undefined}
      heading={name || undefined}
      links={links}
      signOutLabel={t('header.logout')}
      onSignOut={() => void signOut()}
      classes={{ trigger: styles.trigger, avatar: styles.avatar, name: styles.name, content: styles.content, label: styles.label, item: styles.item, separator: styles.separator }}
    />
  );
}
