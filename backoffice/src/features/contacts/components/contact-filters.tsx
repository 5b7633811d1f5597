import { useTranslation } from 'react-i18next';
import { CONTACT_SORTS, CONTACT_STATUSES } from '@islandstay/shared/contacts/contact.schemas';
import { ClearFilters, FilterBar, SearchFilter, SelectFilter, useDebouncedSearch } from '../../../components/list-page/list-filters.tsx';
import { hasActiveContactFilters, type ContactFilters, type SortOrder } from '../hooks/contact-filters.ts';
import { useContactFilters } from '../hooks/use-contact-filters.ts';
import styles from './contacts.module.css';

/** The longest search the API takes. */
const SEARCH_MAX_LENGTH = 100;

/** Search, status, sort and order; every change rewrites the URL and goes back to page 1. */
export function ContactFiltersBar() {
  const { t } = useTranslation();
  const { filters, update, clear } = useContactFilters();
  const [search, setSearch] = useDebouncedSearch(filters.search, update);

  return (
    <FilterBar className={styles.filters} label={t('contacts.filters.label')}>
      <SearchFilter id="contacts-search" label={t('contacts.filters.search')} placeholder={t('contacts.filters.searchPlaceholder')} value={search} onChange={setSearch} maxLength={SEARCH_MAX_LENGTH} />
      <SelectFilter
        id="contacts-status"
        label={t('contacts.filters.status')}
        value={filters.status}
        onChange={(status) => update({ status: status as ContactFilters['status'] })}
        options={[{ value: 'all', label: t('contacts.filters.allStatuses') }, ...CONTACT_STATUSES.map((status) => ({ value: status, label: t(`contactStatus.${status}`) }))]}
      />
      <SelectFilter
        id="contacts-sort"
        label={t('contacts.filters.sortBy')}
        value={filters.sortBy}
        onChange={(sortBy) => update({ sortBy: sortBy as ContactFilters['sortBy'] })}
        options={CONTACT_SORTS.map((sort) => ({ value: sort, label: t(`contacts.sort.${sort}`) }))}
      />
      <SelectFilter
        id="contacts-order"
        label={t('contacts.filters.order')}
        value={filters.sortOrder}
        onChange={(order) => update({ sortOrder: order as SortOrder })}
        options={[
          { value: 'desc', label: t('contacts.filters.desc') },
          { value: 'asc', label: t('contacts.filters.asc') },
        ]}
      />
      {hasActiveContactFilters(filters) && <ClearFilters label={t('contacts.filters.clear')} onClear={clear} />}
    </FilterBar>
  );
}
