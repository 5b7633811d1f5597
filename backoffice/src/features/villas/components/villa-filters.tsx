import { useTranslation } from 'react-i18next';
import { ADMIN_VILLA_SORTS } from '@islandstay/shared/villas/admin-villa.schemas';
import { ClearFilters, FilterBar, SearchFilter, SelectFilter, useDebouncedSearch } from '../../../components/list-page/list-filters.tsx';
import type { OwnerOption } from '../api/villa-lookups.ts';
import { hasActiveVillaFilters, type VillaSort, type VillaStatusFilter } from '../hooks/villa-filters.ts';
import { useVillaFilters } from '../hooks/use-villa-filters.ts';
import styles from './villas.module.css';

interface VillaFiltersProps {
  areas: readonly string[];
  /** Admin only; undefined hides the Owner filter. */
  owners?: readonly OwnerOption[];
}

/** Search, Area, Status, Owner (admin), Sort by and Order; every change rewrites the URL and goes back to page 1. */
export function VillaFilters({ areas, owners }: VillaFiltersProps) {
  const { t } = useTranslation();
  const { filters, update, clear } = useVillaFilters();
  const [search, setSearch] = useDebouncedSearch(filters.search, update);

  const areaOptions = [...new Set([...areas, ...(filters.area ? [filters.area] : [])])];
  return (
    <FilterBar className={styles.filters} label={t('villas.filters.label')}>
      <SearchFilter id="villas-search" label={t('villas.filters.search')} placeholder={t('villas.filters.searchPlaceholder')} value={search} onChange={setSearch} />
      <SelectFilter
        id="villas-area"
        label={t('villas.filters.area')}
        value={filters.area}
        onChange={(area) => update({ area })}
        options={[{ value: '', label: t('villas.filters.allAreas') }, ...areaOptions.map((area) => ({ value: area, label: area }))]}
      />
      <SelectFilter
        id="villas-status"
        label={t('villas.filters.status')}
        value={filters.status}
        onChange={(status) => update({ status: status as VillaStatusFilter })}
        options={[
          { value: 'all', label: t('villas.filters.allStatuses') },
          { value: 'active', label: t('villas.status.active') },
          { value: 'inactive', label: t('villas.status.inactive') },
        ]}
      />
      {owners && (
        <SelectFilter
          id="villas-owner"
          label={t('villas.filters.owner')}
          value={filters.owner}
          onChange={(owner) => update({ owner })}
          options={[
            { value: '', label: t('villas.filters.allOwners') },
            ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
            ...(filters.owner && !owners.some((o) => o.id === filters.owner) ? [{ value: filters.owner, label: filters.owner }] : []),
          ]}
        />
      )}
      <SelectFilter
        id="villas-sort"
        label={t('villas.filters.sortBy')}
        value={filters.sortBy}
        onChange={(sortBy) => update({ sortBy: sortBy as VillaSort })}
        options={ADMIN_VILLA_SORTS.map((sort) => ({ value: sort, label: t(`villas.sorts.${sort}`) }))}
      />
      <SelectFilter
        id="villas-order"
        label={t('villas.filters.order')}
        value={filters.sortOrder}
        onChange={(order) => update({ sortOrder: order === 'asc' ? 'asc' : 'desc' })}
        options={[
          { value: 'desc', label: t('villas.filters.desc') },
          { value: 'asc', label: t('villas.filters.asc') },
        ]}
      />
      {hasActiveVillaFilters(filters) && <ClearFilters label={t('villas.filters.clear')} onClear={clear} />}
    </FilterBar>
  );
}
