import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { NavItem } from './nav-items.ts';
import { NavList } from './nav-list.tsx';
import { PreferenceControls } from './preference-controls.tsx';
import styles from './mobile-sidebar.module.css';

/**
 * Below 769 px the navigation is a 280 px sidebar sliding in from the left, with a close button
 * (spec 2 and 9). A Radix Dialog: focus moves into it, Escape and the overlay close it.
 */
export function MobileSidebar({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sidebar} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.closeMenu')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.navLabel')}>
            <NavList items={items} orientation="vertical" />
          </nav>
          <div className={styles.preferences}>
            <PreferenceControls />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
