import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronDown, LogOut, Store, UserCog } from 'lucide-react';
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

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={t('shell.accountMenu', { name })}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.name}>{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={menu.label}>
            {name}
            <span className={menu.sublabel}>{t(`roles.${role}`)}</span>
          </DropdownMenu.Label>
          {role === 'owner' && (
            <DropdownMenu.Item asChild className={menu.item}>
              <Link to="/admin/profile">
                <UserCog size={16} aria-hidden="true" />
                {t('nav.profile')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={menu.item}>
            <a href="/">
              <Store size={16} aria-hidden="true" />
              {t('shell.backToSite')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Item className={menu.item} onSelect={() => void signOut()}>
            <LogOut size={16} aria-hidden="true" />
            {t('shell.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
