import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS } from '@islandstay/shared/villas/villa.schemas';
import { Select } from '@islandstay/web-common/components/select/select';
import type { SearchFilters, SearchSort } from '../search-params.ts';
import styles from './search-page.module.css';

export function SortSelect({ filters, onChange }: { filters: SearchFilters; onChange: (filters: SearchFilters) => void }) {
  const { t } = useTranslation();
  const options = SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }));
  return (
    <div className={styles.sort}>
      <span className={styles.sortLabel} aria-hidden="true">
        {t('search.sort.label')}
      </span>
      <Select
        label={t('search.sort.label')}
        value={filters.sort ?? 'relevance'}
        options={options}
        onChange={(value) => {
          const { page: _page, ...rest } = filters;
          onChange({ ...rest, sort: value as SearchSort });
        }}
      />
    </div>
  );
}
