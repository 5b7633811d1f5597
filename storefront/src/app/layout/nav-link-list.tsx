import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavLink } from './nav-links.ts';
import styles from './site-header.module.css';

export function NavLinks({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          {link.external ? (
            <a href={link.to} className={styles.link}>
              {t(link.labelKey)}
            </a>
          ) : (
            <RouterNavLink to={link.to} end={link.to === '/'} className={styles.link} onClick={onNavigate}>
              {t(link.labelKey)}
            </RouterNavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
