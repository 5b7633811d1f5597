import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { AccountMenu } from './account-menu.tsx';
import { NavLinks } from './nav-link-list.tsx';
import type { NavLink } from './nav-links.ts';
import { CurrencySwitcher, LanguageSwitcher, TermSwitch } from './preference-controls.tsx';
import styles from './site-header.module.css';

/** The header's right side: preferences (wide screens), the account menu and the mobile menu. */
export default function HeaderTools({ links }: { links: NavLink[] }) {
  return (
    <>
      <div className={styles.wideOnly}>
        <TermSwitch />
        <CurrencySwitcher compact />
        <LanguageSwitcher compact />
      </div>
      <AccountMenu />
      <MobileMenu links={links} />
    </>
  );
}

/** Below 1200 px: the links and preferences in a side sheet with an overlay and a close button. */
function MobileMenu({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label={t('nav.openMenu')}>
        <Menu size={22} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('nav.closeMenu')}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mobile')} className={styles.sheetNav}>
            <NavLinks links={links} onNavigate={() => setOpen(false)} />
          </nav>
          <div className={styles.sheetPrefs}>
            <TermSwitch />
            <div className={styles.prefRow}>
              <CurrencySwitcher />
              <LanguageSwitcher />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
