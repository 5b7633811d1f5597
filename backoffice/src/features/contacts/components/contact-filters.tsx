import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { CONTACT_SORTS, CONTACT_STATUSES } from '@islandstay/shared/contacts/contact.schemas';
import { Button } from '../../../components/button/button.tsx';
import form from '../../../components/form/form.module.css';
import { hasActiveContactFilters, type ContactFilters, type SortOrder } from '../hooks/contact-filters.ts';
import { useContactFilters } from '../hooks/use-contact-filters.ts';
import styles from './contacts.module.css';

/** Typing waits this long before the URL (and the list) follow. */
const SEARCH_DEBOUNCE_MS = 300;

/** Search, status, sort and order; every change rewrites the URL and goes back to page 1. */
export function ContactFiltersBar() {
  const { t } = useTranslation();
  const { filters, update, clear } = useContactFilters();
  const [search, setSearch] = useState(filters.search);

  // The URL changed from outside (back button, Clear): the box shows it.
  useEffect(() => setSearch(filters.search), [filters.search]);

  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => update({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);

  return (
    <div role="search" className={styles.filters} aria-label={t('contacts.filters.label')}>
      <div className={`${form.field} ${styles.searchField}`}>
        <label htmlFor="contacts-search" className={form.label}>
          {t('contacts.filters.search')}
        </label>
        <div className={styles.searchBox}>
          <Search size={18} aria-hidden="true" />
          <input
            id="contacts-search"
            type="search"
            className={form.input}
            value={search}
            maxLength={100}
            placeholder={t('contacts.filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className={form.field}>
        <label htmlFor="contacts-status" className={form.label}>
          {t('contacts.filters.status')}
        </label>
        <select
          id="contacts-status"
          className={form.input}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value as ContactFilters['status'] })}
        >
          <option value="all">{t('contacts.filters.allStatuses')}</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`contactStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor="contacts-sort" className={form.label}>
          {t('contacts.filters.sortBy')}
        </label>
        <select id="contacts-sort" className={form.input} value={filters.sortBy} onChange={(event) => update({ sortBy: event.target.value as ContactFilters['sortBy'] })}>
          {CONTACT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`contacts.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor="contacts-order" className={form.label}>
          {t('contacts.filters.order')}
        </label>
        <select id="contacts-order" className={form.input} value={filters.sortOrder} onChange={(event) => update({ sortOrder: event.target.value as SortOrder })}>
          <option value="desc">{t('contacts.filters.desc')}</option>
          <option value="asc">{t('contacts.filters.asc')}</option>
        </select>
      </div>
      {hasActiveContactFilters(filters) && (
        <Button className={styles.clear} variant="ghost" onClick={clear}>
          <X size={16} aria-hidden="true" />
          {t('contacts.filters.clear')}
        </Button>
      )}
    </div>
  );
}
