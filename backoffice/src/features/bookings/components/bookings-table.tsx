import { useTranslation } from 'react-i18next';
import type { AdminBookingListItem } from '@islandstay/shared/bookings/booking.schemas';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { VillaThumb } from '../../../components/villa-thumb/villa-thumb.tsx';
import { formatDate, formatDay } from '@islandstay/web-common/lib/dates';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import { BookingRowMenu, type BookingActions } from './booking-row-menu.tsx';
import styles from './bookings.module.css';

/**
 * The bookings table: sticky header, status as a badge with its word (and "Overdue" when the
 * balance's date has passed with money still due),
 * numbers right-aligned, actions in a menu at the row's end. Below 900 px each row is a card, its
 * cells labelled by their column.
 */
export function BookingsTable({ bookings, actions, caption }: { bookings: AdminBookingListItem[]; actions: BookingActions; caption: string }) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const number = new Intl.NumberFormat(i18n.language);
  const columns = {
    booking: t('bookings.columns.booking'),
    guest: t('bookings.columns.guest'),
    villa: t('bookings.columns.villa'),
    stay: t('bookings.columns.stay'),
    nights: t('bookings.columns.nights'),
    guests: t('bookings.columns.guests'),
    total: t('bookings.columns.total'),
    status: t('bookings.columns.status'),
    actions: t('bookings.columns.actions'),
  };

  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={caption}
      head={
        <>
          <th scope="col">{columns.booking}</th>
          <th scope="col">{columns.guest}</th>
          <th scope="col">{columns.villa}</th>
          <th scope="col">{columns.stay}</th>
          <th scope="col" className={styles.numeric}>
            {columns.nights}
          </th>
          <th scope="col" className={styles.numeric}>
            {columns.guests}
          </th>
          <th scope="col" className={styles.numeric}>
            {columns.total}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className={styles.actionsCell}>
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </>
      }
    >
      {bookings.map((booking) => (
        <tr key={booking.id}>
          <td data-label={columns.booking}>
            <button type="button" className={styles.reference} onClick={() => actions.onView(booking)}>
              {booking.bookingReference}
            </button>
            <span className={styles.muted}>{formatDay(booking.createdAt, i18n.language)}</span>
          </td>
          <td data-label={columns.guest}>
            <span className={styles.strong}>{booking.customerInfo.name}</span>
            <span className={styles.muted}>{booking.customerInfo.email || booking.customerInfo.phone}</span>
          </td>
          <td data-label={columns.villa}>
            <span className={styles.villa}>
              <VillaThumb images={booking.villa.images} size={36} />
              <span className={styles.strong}>{booking.villa.name || booking.villaName}</span>
            </span>
          </td>
          <td data-label={columns.stay}>
            <span className={styles.nowrap}>{formatDate(booking.checkIn, i18n.language)}</span>
            <span className={`${styles.muted} ${styles.nowrap}`}>{t('bookings.until', { date: formatDate(booking.checkOut, i18n.language) })}</span>
          </td>
          <td data-label={columns.nights} className={styles.numeric}>
            {number.format(booking.nights)}
          </td>
          <td data-label={columns.guests} className={styles.numeric}>
            {number.format(booking.guests)}
          </td>
          <td data-label={columns.total} className={`${styles.numeric} ${styles.strong}`}>
            {formatFrom(booking.totalPrice, booking.villaCurrency)}
          </td>
          <td data-label={columns.status}>
            <span className={styles.badges}>
              <BookingStatusBadge status={booking.status} />
              {booking.balanceOverdue && <span className={styles.overdue}>{t('bookings.overdueBadge')}</span>}
            </span>
          </td>
          <td className={styles.actionsCell}>
            <BookingRowMenu booking={booking} actions={actions} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
