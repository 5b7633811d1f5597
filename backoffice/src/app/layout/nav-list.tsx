import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-items.ts';
import styles from './nav-list.module.css';

/** The back office's links, as a horizontal bar (wide screens) or the sidebar's column. */
export function NavList({ items, orientation }: { items: NavItem[]; orientation: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation();
  return (
    <ul className={`${styles.list} ${orientation === 'horizontal' ? styles.horizontal : styles.vertical}`}>
      {items.map(({ to, labelKey, icon: Icon, count, suffix, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
            <Icon size={18} aria-hidden="true" />
            <span>
              {t(labelKey)}
              {suffix ? ` (${suffix})` : ''}
            </span>
            {count !== undefined && (
              <>
                <span className={styles.badge} aria-hidden="true">
                  {count}
                </span>
                <span className="visually-hidden">{t('shell.count', { count })}</span>
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
