import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Store, UserCog } from 'lucide-react';
import { AccountMenu as SharedAccountMenu, type AccountLink } from '@islandstay/web-common/components/account-menu/account-menu';
import { logout } from '../../lib/api/logout.ts';
import { useSession, type StaffRole } from '../../lib/api/session.ts';
import { LOGIN_PATH } from '../../lib/redirect.ts';
import menu from '../../components/menu/menu.module.css';
import styles from './account-menu.module.css';

/** Who is signed in, their profile (owners), the storefront, and sign-out. */
export function AccountMenu({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const name = session.staff?.name || t(`roles.${role}`);
  const initial = name.charAt(0).toUpperCase();

  async function signOut() {
    try {
      await logout();
    } catch {
      toast.error(t('shell.logoutFailed'));
      return;
    }
    navigate(LOGIN_PATH, { replace: true });
  }

  const links: AccountLink[] = [
    ...(role === 'owner' ? [{ to: '/admin/profile', label: t('nav.profile'), icon: UserCog }] : []),
    // The storefront is another app at this origin.
    { to: '/', label: t('shell.backToSite'), icon: Store, reloadDocument: true },
  ];

  return (
    <SharedAccountMenu
      triggerLabel={t('shell.accountMenu', { name })}
      initial={initial}
      name={name}
      heading={
        <>
          {name}
          <span className={menu.sublabel}>{t(`roles.${role}`)}</span>
        </>
      }
      links={links}
      signOutLabel={t('shell.signOut')}
      onSignOut={() => void signOut()}
      classes={{ trigger: styles.trigger, avatar: styles.avatar, name: styles.name, content: menu.content, label: menu.label, item: menu.item, separator: menu.separator }}
    />
  );
}
