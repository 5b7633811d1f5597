import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { ADMIN_VILLA_SORTS } from '@islandstay/shared/villas/admin-villa.schemas';
import { Button } from '../../../components/button/button.tsx';
import form from '../../../components/form/form.module.css';
import type { OwnerOption } from '../api/villa-lookups.ts';
import { hasActiveVillaFilters, type VillaSort, type VillaStatusFilter } from '../hooks/villa-filters.ts';
import { useVillaFilters } from '../hooks/use-villa-filters.ts';
import styles from './villas.module.css';

/** Typing waits this long before the URL (and the list) follow. */
const SEARCH_DEBOUNCE_MS = 300;

interface VillaFiltersProps {
  areas: readonly string[];
  /** Admin only; undefined hides the Owner filter. */
  owners?: readonly OwnerOption[];
}

/** Search, Area, Status, Owner (admin), Sort by and Order; every change rewrites the URL and goes back to page 1. */
export function VillaFilters({ areas, owners }: VillaFiltersProps) {
  const { t } = useTranslation();
  const { filters, update, clear } = useVillaFilters();
  const [search, setSearch] = useState(filters.search);

  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => update({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);

  const select = (id: string, label: string, value: string, onChange: (value: string) => void, options: { value: string; label: string }[]) => (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const areaOptions = [...new Set([...areas, ...(filters.area ? [filters.area] : [])])];
  return (
    <div role="search" className={styles.filters} aria-label={t('villas.filters.label')}>
      <div className={`${form.field} ${styles.searchField}`}>
        <label htmlFor="villas-search" className={form.label}>
          {t('villas.filters.search')}
        </label>
        <div className={styles.searchBox}>
          <Search size={18} aria-hidden="true" />
          <input id="villas-search" type="search" className={form.input} value={search} placeholder={t('villas.filters.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      {select('villas-area', t('villas.filters.area'), filters.area, (area) => update({ area }), [{ value: '', label: t('villas.filters.allAreas') }, ...areaOptions.map((area) => ({ value: area, label: area }))])}
      {select('villas-status', t('villas.filters.status'), filters.status, (status) => update({ status: status as VillaStatusFilter }), [
        { value: 'all', label: t('villas.filters.allStatuses') },
        { value: 'active', label: t('villas.status.active') },
        { value: 'inactive', label: t('villas.status.inactive') },
      ])}
      {owners &&
        select('villas-owner', t('villas.filters.owner'), filters.owner, (owner) => update({ owner }), [
          { value: '', label: t('villas.filters.allOwners') },
          ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
          ...(filters.owner && !owners.some((o) => o.id === filters.owner) ? [{ value: filters.owner, label: filters.owner }] : []),
        ])}
      {select(
        'villas-sort',
        t('villas.filters.sortBy'),
        filters.sortBy,
        (sortBy) => update({ sortBy: sortBy as VillaSort }),
        ADMIN_VILLA_SORTS.map((sort) => ({ value: sort, label: t(`villas.sorts.${sort}`) })),
      )}
      {select('villas-order', t('villas.filters.order'), filters.sortOrder, (order) => update({ sortOrder: order === 'asc' ? 'asc' : 'desc' }), [
        { value: 'desc', label: t('villas.filters.desc') },
        { value: 'asc', label: t('villas.filters.asc') },
      ])}
      {hasActiveVillaFilters(filters) && (
        <Button className={styles.clear} variant="ghost" onClick={clear}>
          <X size={16} aria-hidden="true" />
          {t('villas.filters.clear')}
        </Button>
      )}
    </div>
  );
}
