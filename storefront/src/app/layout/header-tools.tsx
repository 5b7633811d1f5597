import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { SideSheet } from '@islandstay/web-common/components/side-sheet/side-sheet';
import { NavLinks } from './nav-link-list.tsx';
import type { NavLink } from './nav-links.ts';
import { CurrencySwitcher, LanguageSwitcher, TermSwitch } from './preference-controls.tsx';
import styles from './site-header.module.css';

/**
 * The header's Radix parts (the account menu and the mobile menu's side sheet), loaded by
 * site-header.tsx once the page is idle or when a visitor reaches for their stand-in.
 */
export { AccountMenu } from './account-menu.tsx';

interface MobileMenuProps {
  links: NavLink[];
  /** Opened at once: the visitor pressed the stand-in before this code had loaded. */
  openAtOnce?: boolean;
  /** Focused at once: the stand-in it replaces had the focus. */
  focusAtOnce?: boolean;
}

/** Below 1200 px: the links and preferences in a side sheet with an overlay and a close button. */
export function MobileMenu({ links, openAtOnce = false, focusAtOnce = false }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(focusAtOnce && !openAtOnce);
  useEffect(() => {
    // The stand-in is gone: its focus moves to the trigger that replaced it (mount only).
    if (focusOnMount.current) trigger.current?.focus({ preventScroll: true });
  }, []);
  return (
    <SideSheet
      open={open}
      onOpenChange={setOpen}
      trigger={{ className: styles.menuButton, label: t('nav.openMenu'), icon: <Menu size={22} aria-hidden="true" />, ref: trigger }}
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
