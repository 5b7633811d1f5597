import { useTranslation } from 'react-i18next';
import { Download, Lock } from 'lucide-react';
import styles from './calendar.module.css';

/** What each cell's pattern and mark mean (the states are never told by colour alone). */
export function CalendarLegend() {
  const { t } = useTranslation();
  const items = [
    { key: 'available', className: '', icon: null },
    { key: 'check-in', className: styles.checkIn, icon: t('calendar.mark.in') },
    { key: 'check-out', className: styles.checkOut, icon: t('calendar.mark.out') },
    { key: 'same-day', className: styles.sameDay, icon: `${t('calendar.mark.out')}/${t('calendar.mark.in')}` },
    { key: 'booked', className: styles.booked, icon: null },
    { key: 'blocked', className: styles.blocked, icon: <Lock size={12} /> },
    { key: 'imported', className: styles.imported, icon: <Download size={12} /> },
  ];
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend')}>
      {items.map((item) => (
        <li key={item.key}>
          <span className={`${styles.swatch} ${item.className}`} aria-hidden="true">
            {item.icon}
          </span>
          {t(`calendar.state.${item.key}`)}
        </li>
      ))}
      <li>
        <span className={`${styles.swatch} ${styles.inactiveSwatch}`} aria-hidden="true" />
        {t('calendar.grid.inactive')}
      </li>
    </ul>
  );
}
