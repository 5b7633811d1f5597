import { useTranslation } from 'react-i18next';
import { SideSheet } from '@islandstay/web-common/components/side-sheet/side-sheet';
import type { NavItem } from './nav-items.ts';
import { NavList } from './nav-list.tsx';
import { PreferenceControls } from './preference-controls.tsx';
import styles from './mobile-sidebar.module.css';

/**
 * Below 769 px the navigation is a 280 px sidebar sliding in from the left, with a close button
 * (docs/product.md#back-office). A Radix Dialog: focus moves into it, Escape and the overlay close it.
 */
export function MobileSidebar({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.menu')}
      closeLabel={t('shell.closeMenu')}
      closeIconSize={20}
      classes={{ overlay: styles.overlay, content: styles.sidebar, header: styles.header, title: styles.title, close: styles.close }}
    >
      <nav aria-label={t('shell.navLabel')}>
        <NavList items={items} orientation="vertical" />
      </nav>
      <div className={styles.preferences}>
        <PreferenceControls />
      </div>
    </SideSheet>
  );
}
