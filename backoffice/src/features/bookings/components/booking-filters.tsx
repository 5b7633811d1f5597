import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { BOOKING_STATUSES } from '@islandstay/shared/bookings/booking.schemas';
import { Button } from '../../../components/button/button.tsx';
import form from '../../../components/form/form.module.css';
import type { VillaOption } from '../api/villa-options.ts';
import { hasActiveFilters } from '../hooks/booking-filters.ts';
import { useBookingFilters } from '../hooks/use-booking-filters.ts';
import styles from './bookings.module.css';

/** Typing waits this long before the URL (and the list) follow. */
const SEARCH_DEBOUNCE_MS = 300;

/** Search, status, villa and stay dates; every change rewrites the URL and goes back to page 1. */
export function BookingFilters({ villas }: { villas: readonly VillaOption[] }) {
  const { t } = useTranslation();
  const { filters, update, clear } = useBookingFilters();
  const [search, setSearch] = useState(filters.search);

  // The URL changed from outside (back button, Clear): the box shows it.
  useEffect(() => setSearch(filters.search), [filters.search]);

  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => update({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);

  return (
    <div role="search" className={styles.filters} aria-label={t('bookings.filters.label')}>
      <div className={`${form.field} ${styles.searchField}`}>
        <label htmlFor="bookings-search" className={form.label}>
          {t('bookings.filters.search')}
        </label>
        <div className={styles.searchBox}>
          <Search size={18} aria-hidden="true" />
          <input
            id="bookings-search"
            type="search"
            className={form.input}
            value={search}
            placeholder={t('bookings.filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className={form.field}>
        <label htmlFor="bookings-status" className={form.label}>
          {t('bookings.filters.status')}
        </label>
        <select id="bookings-status" className={form.input} value={filters.status} onChange={(event) => update({ status: event.target.value as typeof filters.status })}>
          <option value="all">{t('bookings.filters.allStatuses')}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bookingStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor="bookings-villa" className={form.label}>
          {t('bookings.filters.villa')}
        </label>
        <select id="bookings-villa" className={form.input} value={filters.villa} onChange={(event) => update({ villa: event.target.value })}>
          <option value="">{t('bookings.filters.allVillas')}</option>
          {villas.map((villa) => (
            <option key={villa.id} value={villa.id}>
              {villa.name}
            </option>
          ))}
        </select>
      </div>
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
      {hasActiveFilters(filters) && (
        <Button className={styles.clear} variant="ghost" onClick={clear}>
          <X size={16} aria-hidden="true" />
          {t('bookings.filters.clear')}
        </Button>
      )}
    </div>
  );
}
