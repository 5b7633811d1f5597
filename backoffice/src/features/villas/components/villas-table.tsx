import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { VillaThumb } from '../../../components/villa-thumb/villa-thumb.tsx';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { AdminVilla } from '../api/admin-villas.ts';
import { VillaRowMenu, type VillaActions } from './villa-row-menu.tsx';
import styles from './villas.module.css';

interface VillasTableProps {
  villas: AdminVilla[];
  actions: VillaActions;
  caption: string;
  /** The villa whose toggle is being saved. */
  busyId: string | null;
}

/**
 * The villa table (docs/product.md#villas, Villa Management): Villa Details, Location & Specs, Pricing & Stats,
 * Bookings, Status, Promoted, Actions. Status and Promoted are buttons that toggle (docs/product.md#villas); an
 * owner sees Promoted as a plain badge (promotion is the admin's). Below 900 px each row is a card.
 */
export function VillasTable({ villas, actions, caption, busyId }: VillasTableProps) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const number = new Intl.NumberFormat(i18n.language);
  const columns = {
    details: t('villas.columns.details'),
    location: t('villas.columns.location'),
    pricing: t('villas.columns.pricing'),
    bookings: t('villas.columns.bookings'),
    status: t('villas.columns.status'),
    promoted: t('villas.columns.promoted'),
    actions: t('villas.columns.actions'),
  };

  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={caption}
      head={
        <>
          <th scope="col">{columns.details}</th>
          <th scope="col">{columns.location}</th>
          <th scope="col">{columns.pricing}</th>
          <th scope="col" className={styles.numeric}>
            {columns.bookings}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.promoted}</th>
          <th scope="col" className={styles.actionsCell}>
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </>
      }
    >
      {villas.map((villa) => {
        // Tonight's price differs from the base (a season, a seasonal rule or the weekend): the base is named beside it.
        const tonight =
          villa.currentPrice === villa.price
            ? t('villas.baseRateTonight')
            : t('villas.seasonPrice', { season: villa.currentSeason ?? t('villas.tonightRate'), base: formatFrom(villa.price, villa.currency) });
        return (
          <tr key={villa.id}>
            <td data-label={columns.details} className={styles.detailsCell}>
              <span className={styles.villa}>
                <VillaThumb images={villa.images} size={48} />
                <span>
                  <button type="button" className={styles.nameButton} onClick={() => actions.onView(villa)}>
                    {villa.name}
                  </button>
                  <span className={styles.muted}>
                    <Star size={12} aria-hidden="true" className={styles.star} /> {t('villas.rating', { rating: number.format(villa.rating), count: villa.reviews })}
                  </span>
                  <span className={styles.muted}>{villa.owner?.name ? t('villas.ownedBy', { name: villa.owner.name }) : t('villas.noOwner')}</span>
                </span>
              </span>
            </td>
            <td data-label={columns.location}>
              <span>{villa.areas.join(', ') || '—'}</span>
              <span className={styles.muted}>
                {[t('villas.guestsCount', { count: villa.guests }), t('villas.bedroomsCount', { count: villa.bedrooms }), t('villas.bathroomsCount', { count: villa.bathrooms })].join(' · ')}
              </span>
              <span className={styles.muted}>{t(`villas.types.${villa.villatype}`, { defaultValue: villa.villatype })}</span>
            </td>
            <td data-label={columns.pricing}>
              <span className={styles.strong}>{t('villas.perNight', { price: formatFrom(villa.currentPrice, villa.currency) })}</span>
              {/* Always one line, on one line: a row keeps its height whatever tonight's rate is. */}
              <span className={styles.oneLine} title={tonight}>
                {tonight}
              </span>
              <span className={styles.muted}>{t('villas.currency', { code: villa.currency })}</span>
              <span className={styles.muted}>{t('villas.revenueValue', { amount: formatFrom(villa.totalRevenue, villa.currency) })}</span>
            </td>
            <td data-label={columns.bookings} className={styles.numeric}>
              <span className={styles.strong}>{t('villas.bookings.totalCount', { count: villa.totalBookings })}</span>
              <span className={styles.muted}>{t('villas.bookings.confirmedCount', { count: villa.confirmedBookings })}</span>
              <span className={styles.muted}>{t('villas.bookings.completedCount', { count: villa.completedBookings })}</span>
            </td>
            <td data-label={columns.status}>
              <button
                type="button"
                className={`${styles.badge} ${villa.isActive ? styles.active : styles.inactive}`}
                aria-label={villa.isActive ? t('villas.status.deactivate', { name: villa.name }) : t('villas.status.activate', { name: villa.name })}
                title={villa.isActive ? t('villas.status.deactivateHint') : t('villas.status.activateHint')}
                disabled={busyId === villa.id}
                onClick={() => actions.onToggleActive(villa)}
              >
                {villa.isActive ? t('villas.status.active') : t('villas.status.inactive')}
              </button>
            </td>
            <td data-label={columns.promoted}>
              {actions.onTogglePromoted ? (
                <button
                  type="button"
                  className={`${styles.badge} ${villa.isPromoted ? styles.promoted : styles.notPromoted}`}
                  aria-label={villa.isPromoted ? t('villas.promoted.stop', { name: villa.name }) : t('villas.promoted.start', { name: villa.name })}
                  disabled={busyId === villa.id}
                  onClick={() => actions.onTogglePromoted?.(villa)}
                >
                  {villa.isPromoted ? t('villas.promoted.yes') : t('villas.promoted.no')}
                </button>
              ) : (
                <span className={`${styles.badge} ${villa.isPromoted ? styles.promoted : styles.notPromoted}`}>{villa.isPromoted ? t('villas.promoted.yes') : t('villas.promoted.no')}</span>
              )}
            </td>
            <td className={styles.actionsCell}>
              <VillaRowMenu villa={villa} actions={actions} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
