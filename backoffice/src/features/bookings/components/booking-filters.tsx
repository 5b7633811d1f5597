import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '@islandstay/shared/bookings/booking.schemas';
import { PAYMENT_STATUSES } from '@islandstay/shared/payments/payment-status';
import form from '../../../components/form/form.module.css';
import { ClearFilters, FilterBar, SearchFilter, SelectFilter, useDebouncedSearch } from '../../../components/list-page/list-filters.tsx';
import type { VillaOption } from '../api/villa-options.ts';
import { hasActiveFilters } from '../hooks/booking-filters.ts';
import { useBookingFilters } from '../hooks/use-booking-filters.ts';
import styles from './bookings.module.css';

/** Search, status, villa and stay dates; every change rewrites the URL and goes back to page 1. */
export function BookingFilters({ villas }: { villas: readonly VillaOption[] }) {
  const { t } = useTranslation();
  const { filters, update, clear } = useBookingFilters();
  const [search, setSearch] = useDebouncedSearch(filters.search, update);

  return (
    <FilterBar className={styles.filters} label={t('bookings.filters.label')}>
      <SearchFilter id="bookings-search" label={t('bookings.filters.search')} placeholder={t('bookings.filters.searchPlaceholder')} value={search} onChange={setSearch} />
      <SelectFilter
        id="bookings-status"
        label={t('bookings.filters.status')}
        value={filters.status}
        onChange={(status) => update({ status: status as typeof filters.status })}
        options={[{ value: 'all', label: t('bookings.filters.allStatuses') }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookingStatus.${status}`) }))]}
      />
      <SelectFilter
        id="bookings-payment"
        label={t('bookings.filters.payment')}
        value={filters.payment}
        onChange={(payment) => update({ payment: payment as typeof filters.payment })}
        options={[
          { value: 'all', label: t('bookings.filters.allPayments') },
          ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) })),
          { value: 'overdue', label: t('bookings.filters.overdue') },
        ]}
      />
      <SelectFilter
        id="bookings-villa"
        label={t('bookings.filters.villa')}
        value={filters.villa}
        onChange={(villa) => update({ villa })}
        options={[{ value: '', label: t('bookings.filters.allVillas') }, ...villas.map((villa) => ({ value: villa.id, label: villa.name }))]}
      />
      <div className={form.field}>
        <label htmlFor="bookings-from" className={form.label}>
          {t('bookings.filters.from')}
        </label>
        <input id="bookings-from" type="date" className={form.input} value={filters.from} max={filters.to || undefined} onChange={(event) => update({ from: event.target.value })} />
      </div>
      <div className={form.field}>
        <label htmlFor="bookings-to" className={form.label}>
          {t('bookings.filters.to')}
        </label>
        <input id="bookings-to" type="date" className={form.input} value={filters.to} min={filters.from || undefined} onChange={(event) => update({ to: event.target.value })} />
      </div>
      {hasActiveFilters(filters) && <ClearFilters className={styles.clear} label={t('bookings.filters.clear')} onClear={clear} />}
    </FilterBar>
  );
}
