import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus } from '@islandstay/shared/bookings/booking.schemas';
import styles from './status-badge.module.css';

/** Unknown statuses are styled as pending (docs/product.md#bookings-admin). */
function known(status: string): BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : 'pending';
}

/** A booking status as a coloured badge with its word (colour is never the only signal). */
export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const value = known(status);
  return <span className={`${styles.badge} ${styles[value]}`}>{t(`bookingStatus.${value}`)}</span>;
}

const CONTACT_STATUSES = ['new', 'replied', 'resolved'] as const;

/** A contact message's status (new, replied, resolved) as a badge with its word. */
export function ContactStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const value = CONTACT_STATUSES.find((s) => s === status) ?? 'new';
  return <span className={`${styles.badge} ${styles[value]}`}>{t(`contactStatus.${value}`)}</span>;
}
