import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/api/session.ts';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { NavLinks } from './nav-link-list.tsx';
import { navLinksFor } from './nav-links.ts';
import styles from './site-header.module.css';

// Menus, selects and the mobile sheet (Radix) load once the page is idle after the first paint:
// they are not needed to show the page, and fetched and run earlier they compete with its largest
// paint on a slow phone (and would add to the home page's first load).
const HeaderTools = lazy(() => import('./header-tools.tsx'));

export function SiteHeader() {
  const { t } = useTranslation();
  const { session } = useSession();
  const links = navLinksFor(session);
  const idle = useIdle();
  const toolsPlaceholder = <span className={styles.toolsPlaceholder} aria-hidden="true" />;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          IslandStay
        </Link>

        <nav className={styles.nav} aria-label={t('nav.main')}>
          <NavLinks links={links} />
        </nav>

        <div className={styles.tools}>
          {idle ? (
            <Suspense fallback={toolsPlaceholder}>
              <HeaderTools links={links} />
            </Suspense>
          ) : (
            toolsPlaceholder
          )}
        </div>
      </div>
    </header>
  );
}
