import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { VillaCard } from '../../../components/villa-card/villa-card.tsx';
import { VillaCardSkeleton } from '../../../components/villa-card/villa-card-skeleton.tsx';
import { useVillaSearch, SEARCH_PAGE_SIZE } from '../api/search-villas.ts';
import { clearFilters, type SearchFilters } from '../search-params.ts';
import { FilterTags } from './filter-tags.tsx';
import { Pagination } from './pagination.tsx';
import { SortSelect } from './sort-select.tsx';
import styles from './search-page.module.css';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';

interface SearchResultsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** The Filters button on narrow screens. */
  filtersButton?: React.ReactNode;
  /** The villa whose card and map pin are highlighted (hovered or focused on either). */
  highlightedId?: string | null;
  onHighlight?: (villaId: string | null) => void;
  /** Phones with the map shown: the map takes the cards' place (the count, tags and sort stay). */
  listHidden?: boolean;
}

/** The id of a result's list item, for the map's pins to bring it into view. */
export const resultItemId = (villaId: string) => `villa-result-${villaId}`;

export function SearchResults({ filters, onChange, filtersButton, highlightedId = null, onHighlight, listHidden = false }: SearchResultsProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isValidating, mutate } = useVillaSearch(filters);
  const top = useRef<HTMLDivElement>(null);
  const page = filters.page ?? 1;
  // The villa page reads the same names, so a card opens it with these dates, guests and the quote.
  const chosenStay = { checkIn: filters.checkIn, checkOut: filters.checkOut, guests: filters.guests };

  // A new page of results starts at the top of the list (not on the first render).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  return (
    <div className={styles.results} ref={top}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" aria-live="polite">
          {data ? t('search.results.count', { count: data.total }) : isLoading ? t('search.results.searching') : ''}
        </p>
        <div className={styles.toolbarActions}>
          {filtersButton}
          <SortSelect filters={filters} onChange={onChange} />
        </div>
      </div>

      <FilterTags filters={filters} onChange={onChange} />

      {listHidden ? null : error && !data ? (
        <RetryMessage icon={TriangleExclamationPoint} title={t('search.results.errorTitle')} text={t('search.results.errorText')} onRetry={() => void mutate()} />
      ) : !data ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('search.results.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <VillaCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data.data.length === 0 ? (
        <StateMessage
          icon={SearchX}
          title={t('search.results.emptyTitle')}
          text={t('search.results.emptyText')}
          actions={
            <Button variant="primary" onClick={() => onChange(clearFilters(filters))}>
              {t('search.tags.clearAll')}
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.grid} aria-busy={isValidating} data-stale={isValidating || undefined}>
            {data.data.map((villa, index) => (
              <li
                key={villa.id}
                id={resultItemId(villa.id)}
                className={villa.id === highlightedId ? styles.highlighted : undefined}
                aria-current={villa.id === highlightedId ? 'true' : undefined}
                onMouseEnter={() => onHighlight?.(villa.id)}
                onMouseLeave={() => onHighlight?.(null)}
                onFocus={() => onHighlight?.(villa.id)}
                onBlur={(event) => {
                  // Focus moving within the card (the heart, the name) keeps it highlighted.
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHighlight?.(null);
                }}
              >
                <VillaCard villa={villa} stay={chosenStay} priority={index < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pagination filters={filters} page={data.page} totalPages={data.totalPages} />
          <p className={styles.pageInfo}>
            {t('search.pagination.showing', {
              from: (data.page - 1) * SEARCH_PAGE_SIZE + 1,
              to: (data.page - 1) * SEARCH_PAGE_SIZE + data.data.length,
              total: data.total,
            })}
          </p>
        </>
      )}
    </div>
  );
}
