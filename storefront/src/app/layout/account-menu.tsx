import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronDown, CircleUser } from 'lucide-react';
import { AccountMenu as SharedAccountMenu, type AccountLink } from '@islandstay/web-common/components/account-menu/account-menu';
import { logout } from '../../lib/api/logout.ts';
import { useSession } from '../../lib/api/session.ts';
import { writePreference } from '@islandstay/web-common/lib/storage';
import { accountTrigger, LOGIN_ROLE_KEY, LOGIN_ROLES, rememberedRole, type LoginRole } from './account-trigger.tsx';
import styles from './account-menu.module.css';

export { LOGIN_ROLE_KEY };

interface OpenProps {
  /** Opened at once: the visitor pressed its stand-in (site-header.tsx) before this code had loaded. */
  openAtOnce?: boolean;
  /** Focused at once: the stand-in it replaces had the focus. */
  focusAtOnce?: boolean;
}

/** Focuses the trigger on mount when its stand-in had the focus (and the menu is not opening, which takes it). */
function useFocusOnMount(focusAtOnce: boolean, openAtOnce: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(focusAtOnce && !openAtOnce);
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus({ preventScroll: true });
  }, []);
  return trigger;
}

/** Signed out: choose how to sign in. Signed in: the account menu with sign-out. */
export function AccountMenu(props: OpenProps) {
  const { session } = useSession();
  return session.authenticated ? <UserMenu {...props} /> : <LoginRoleMenu {...props} />;
}

function LoginRoleMenu({ openAtOnce = false, focusAtOnce = false }: OpenProps) {
  const { t } = useTranslation();
  const trigger = useFocusOnMount(focusAtOnce, openAtOnce);
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
    <DropdownMenu.Root defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger ref={trigger} className={styles.trigger}>
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

function UserMenu({ openAtOnce = false, focusAtOnce = false }: OpenProps) {
  const { t } = useTranslation();
  const { session, isCustomer } = useSession();
  const { label, initial, firstName, name } = accountTrigger(session, t);
  const trigger = useFocusOnMount(focusAtOnce, openAtOnce);

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
      triggerLabel={label}
      triggerRef={trigger}
      defaultOpen={openAtOnce}
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
