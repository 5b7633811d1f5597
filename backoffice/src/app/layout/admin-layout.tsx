import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { toast } from 'sonner';
import { Menu } from 'lucide-react';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { onUnauthorized } from '../../lib/api-client.ts';
import { useStats } from '../../lib/api/stats.ts';
import { SESSION_KEY, useSession, type StaffRole } from '../../lib/api/session.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { loginPathReturningTo } from '../../lib/redirect.ts';
import { isRouteHandle } from '../route-handle.ts';
import { NotFoundState } from '../routes/not-found.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import { NavList } from './nav-list.tsx';
import { navItemsFor } from './nav-items.ts';
import { PreferenceControls } from './preference-controls.tsx';
import styles from './admin-layout.module.css';

/**
 * The admin area's guard (docs/product.md#back-office): without a staff session the page goes to
 * /admin-login?redirect=<this page>, and comes back after sign-in. A session that ends while
 * the user works (a 401 anywhere refreshes the session key) goes there too, with a message.
 */
export function Component() {
  const { role, isLoading } = useSession();
  const location = useLocation();
  const signedInBefore = useRef(false);
  const { mutate } = useSWRConfig();

  // Any 401 means the session ended (signed out elsewhere, owner unapproved, password changed):
  // the session is read again, and the guard below sends the user to sign in, with a message.
  useEffect(() => onUnauthorized(() => void mutate(SESSION_KEY)), [mutate]);

  useEffect(() => {
    if (role) signedInBefore.current = true;
  }, [role]);

  if (isLoading) return <FullScreenLoader />;
  if (!role) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathReturningTo(here, signedInBefore.current ? 'ended' : undefined)} replace />;
  }
  return <AdminShell role={role} />;
}

function AdminShell({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const { data: stats, error: statsError } = useStats();
  const { currency, currencies } = useCurrency();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const matches = useMatches();
  const adminOnly = matches.some((match) => isRouteHandle(match.handle) && match.handle.adminOnly);

  // docs/product.md#back-office: 'Error loading admin stats' (the badges then show no counts).
  useEffect(() => {
    if (statsError) toast.error(t('shell.statsError'), { id: 'stats-error' });
  }, [statsError, t]);

  // A link chosen in the slide-in sidebar closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const items = navItemsFor(role, stats, currencies.length > 0 ? currency.symbol : undefined);

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <button type="button" className={styles.menuButton} onClick={() => setMenuOpen(true)} aria-label={t('shell.openMenu')} aria-expanded={menuOpen}>
          <Menu size={22} aria-hidden="true" />
        </button>
        <Link to="/admin" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          <span>
            {t('shell.brand')}
            <span className={styles.brandSub}>{t('shell.brandSub')}</span>
          </span>
        </Link>
        <div className={styles.tools}>
          <PreferenceControls compact />
        </div>
        <AccountMenu role={role} />
      </header>
      <nav className={styles.navBar} aria-label={t('shell.navLabel')}>
        <NavList items={items} orientation="horizontal" />
      </nav>
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} items={items} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {adminOnly && role !== 'admin' ? <NotFoundState /> : <Outlet />}
      </main>
    </div>
  );
}
