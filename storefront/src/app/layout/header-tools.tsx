import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { SideSheet } from '@islandstay/web-common/components/side-sheet/side-sheet';
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
    <SideSheet
      open={open}
      onOpenChange={setOpen}
      trigger={{ className: styles.menuButton, label: t('nav.openMenu'), icon: <Menu size={22} aria-hidden="true" /> }}
      title={t('nav.menu')}
      closeLabel={t('nav.closeMenu')}
      closeIconSize={22}
      classes={{ overlay: styles.overlay, content: styles.sheet, header: styles.sheetHeader, title: styles.sheetTitle, close: styles.closeButton }}
    >
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
    </SideSheet>
  );
}
