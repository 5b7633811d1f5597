import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Clock, Flag, type LucideIcon } from 'lucide-react';
import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import styles from './booking-card.module.css';

type Status = CustomerBookingDto['status'];

const ICONS: Record<Status, LucideIcon> = { pending: Clock, confirmed: CircleCheck, completed: Flag, cancelled: CircleX };

/** The status as a coloured badge with its word and an icon (colour is never the only signal). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      <Icon size={14} aria-hidden="true" />
      {t(`myBookings.status.${status}`)}
    </span>
  );
}
