import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, CircleUser, Menu } from 'lucide-react';
import { useSession } from '../../lib/api/session.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { accountTrigger, useRememberedRole } from './account-trigger.tsx';
import { NavLinks } from './nav-link-list.tsx';
import { navLinksFor, type NavLink } from './nav-links.ts';
import { CurrencySwitcher, LanguageSwitcher, TermSwitch } from './preference-controls.tsx';
import accountStyles from './account-menu.module.css';
import styles from './site-header.module.css';

// The account menu and the mobile menu's sheet are Radix (with sonner for a failed sign-out): their
// code loads once the page is idle after the first paint, or as soon as a visitor reaches for one
// (hover, focus, press), not beside the page's own code. Until then the first render shows stand-ins
// of the same markup and size, so the header is complete at once and nothing moves at the swap.
// The preferences' selects load their Radix part the same way (web-common's Select).
const loadTools = () => import('./header-tools.tsx');
const AccountMenu = lazy(() => loadTools().then((module) => ({ default: module.AccountMenu })));
const MobileMenu = lazy(() => loadTools().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation();
  const { session } = useSession();
  const links = navLinksFor(session);

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
          <div className={styles.wideOnly}>
            <TermSwitch />
            <HeaderCurrency />
            <LanguageSwitcher compact />
          </div>
          <HeaderAccount />
          <HeaderMobileMenu links={links} />
        </div>
      </div>
    </header>
  );
}

/** The currency select; until the currency list answers (asked for from index.html), a box of its size. */
function HeaderCurrency() {
  const { currencies } = useCurrency();
  return currencies.length > 0 ? <CurrencySwitcher compact /> : <span className={styles.currencyPlaceholder} aria-hidden="true" />;
}

interface StandInProps {
  /** Load the menu's code and open it (the stand-in was pressed). */
  onOpen: () => void;
  /** Focus, blur and hover: load the code ahead of a press, and remember the focus for the swap. */
  handlers: { onFocus: () => void; onBlur: () => void; onPointerEnter: () => void };
}

/** Stand-in until the Radix part is wanted: once the page is idle, or at a press. */
function useLazyTool() {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const standIn: StandInProps = {
    onOpen: () => setPressed(true),
    handlers: {
      onFocus: () => {
        focused.current = true;
        void loadTools();
      },
      onBlur: () => (focused.current = false),
      onPointerEnter: () => void loadTools(),
    },
  };
  return { live: idle || pressed, openAtOnce: pressed, focusAtOnce: () => pressed || focused.current, standIn };
}

function LazyTool({ live, standIn, children }: { live: boolean; standIn: ReactNode; children: ReactNode }) {
  if (!live) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

function HeaderAccount() {
  const { live, openAtOnce, focusAtOnce, standIn } = useLazyTool();
  return (
    <LazyTool live={live} standIn={<AccountStandIn {...standIn} />}>
      <AccountMenu openAtOnce={openAtOnce} focusAtOnce={focusAtOnce()} />
    </LazyTool>
  );
}

function HeaderMobileMenu({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  const { live, openAtOnce, focusAtOnce, standIn } = useLazyTool();
  const button = (
    <button type="button" className={styles.menuButton} aria-label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={false} onClick={standIn.onOpen} {...standIn.handlers}>
      <Menu size={22} aria-hidden="true" />
    </button>
  );
  return (
    <LazyTool live={live} standIn={button}>
      <MobileMenu links={links} openAtOnce={openAtOnce} focusAtOnce={focusAtOnce()} />
    </LazyTool>
  );
}

/**
 * The account menu's trigger as the Radix menu renders it (account-menu.tsx). Signed out it is a plain
 * link to the sign-in page of the role last chosen: it works before any menu code has loaded.
 */
function AccountStandIn({ onOpen, handlers }: StandInProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const role = useRememberedRole();

  if (!session.authenticated) {
    const content = (
      <>
        <CircleUser size={20} aria-hidden="true" />
        <span>{t('header.signIn')}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </>
    );
    const className = `${accountStyles.trigger} ${styles.signInLink}`;
    // Staff sign in on the back office, another app at the same origin: a full page load.
    return role === 'customer' ? (
      <Link to="/login" className={className} {...handlers}>
        {content}
      </Link>
    ) : (
      <a href="/admin-login" className={className} {...handlers}>
        {content}
      </a>
    );
  }

  const { label, initial, firstName } = accountTrigger(session, t);
  return (
    <button type="button" className={accountStyles.trigger} aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={onOpen} {...handlers}>
      <span className={accountStyles.avatar} aria-hidden="true">
        {initial}
      </span>
      {firstName && <span className={accountStyles.name}>{firstName}</span>}
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  );
}
