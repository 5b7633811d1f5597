import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Banknote, CalendarClock, ClipboardList, Hourglass, Mail, Percent, Wallet } from 'lucide-react';
import type { AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import styles from './dashboard.module.css';

interface Card {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
}

/**
 * docs/product.md#dashboard, dashboard: total revenue, total bookings, contact messages with the new count (the
 * admin's; an owner has no contacts, so their fourth card is the pending bookings), confirmation rate.
 */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const number = new Intl.NumberFormat(i18n.language);
  const hasContacts = stats.totalContacts !== undefined;
  const cards: Card[] = [
    { key: 'revenue', icon: Wallet, label: t('dashboard.cards.revenue'), value: formatFrom(stats.totalRevenue, stats.currency), note: t('dashboard.cards.revenueNote') },
    { key: 'bookings', icon: ClipboardList, label: t('dashboard.cards.bookings'), value: number.format(stats.totalBookings) },
    hasContacts
      ? { key: 'contacts', icon: Mail, label: t('dashboard.cards.contacts'), value: number.format(stats.totalContacts ?? 0), note: t('dashboard.cards.newContacts', { count: stats.newContacts ?? 0 }) }
      : { key: 'pending', icon: Hourglass, label: t('dashboard.cards.pending'), value: number.format(stats.pendingBookings) },
    {
      key: 'rate',
      icon: Percent,
      label: t('dashboard.cards.confirmationRate'),
      value: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(stats.confirmationRate / 100),
      note: t('dashboard.cards.confirmationNote'),
    },
    // docs/product.md#payments: the money the ledgers hold, when the server sends it.
    ...(stats.money
      ? [
          { key: 'received', icon: Banknote, label: t('dashboard.cards.received'), value: formatFrom(stats.money.receivedThisMonth, stats.currency), note: t('dashboard.cards.receivedNote') },
          {
            key: 'due',
            icon: CalendarClock,
            label: t('dashboard.cards.due'),
            value: formatFrom(stats.money.due, stats.currency),
            note: stats.money.overdue > 0 ? t('dashboard.cards.overdue', { amount: formatFrom(stats.money.overdue, stats.currency) }) : t('dashboard.cards.noneOverdue'),
          },
        ]
      : []),
  ];
  return (
    <ul className={styles.cards}>
      {cards.map(({ key, icon: Icon, label, value, note }) => (
        <li key={key} className={styles.card}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon size={20} />
          </span>
          <span className={styles.cardLabel}>{label}</span>
          <strong className={styles.cardValue}>{value}</strong>
          {note && <span className={styles.cardNote}>{note}</span>}
        </li>
      ))}
    </ul>
  );
}
