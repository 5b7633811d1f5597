import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Star, X } from 'lucide-react';
import { REVIEW_SEARCH_MAX } from '@islandstay/shared/reviews/review.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { Select } from '@islandstay/web-common/components/select/select';
import { REVIEW_ORDERS, STAR_VALUES, type ReviewFilters as Filters, type ReviewOrder, type StarValue } from '../review-params.ts';
import styles from './reviews.module.css';

interface ReviewFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Text search, several star values and the order: every change goes to the URL, back on page 1. */
export function ReviewFilters({ filters, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const { page: _page, ...base } = filters;
  const urlStars = filters.stars ?? [];
  // The URL changes a moment after a click (a router navigation): the boxes show the click at once.
  const [pending, setPending] = useState<StarValue[] | null>(null);
  const urlKey = urlStars.join(',');
  useEffect(() => setPending(null), [urlKey]);
  const stars = pending ?? urlStars;
  const active = Boolean(filters.q || stars.length > 0);

  function toggleStar(star: StarValue) {
    const next = stars.includes(star) ? stars.filter((s) => s !== star) : [...stars, star];
    setPending(next);
    onChange({ ...base, stars: next.length > 0 ? next : undefined });
  }

  return (
    <div className={styles.filters}>
      {/* Remount when the URL's text changes elsewhere (Back, Clear), so the field shows it. */}
      <SearchField key={filters.q ?? ''} value={filters.q ?? ''} onSearch={(q) => onChange({ ...base, q: q || undefined })} />

      <fieldset className={styles.starFilter}>
        <legend className={styles.filterLegend}>{t('reviews.filters.stars')}</legend>
        <div className={styles.starOptions}>
          {STAR_VALUES.map((star) => (
            <label key={star} className={styles.starOption}>
              <input type="checkbox" checked={stars.includes(star)} onChange={() => toggleStar(star)} />
              <Star size={14} aria-hidden="true" fill="currentColor" className={styles.starOn} />
              {t('reviews.filters.starOption', { count: star })}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.sortField}>
        <span className={styles.filterLegend} aria-hidden="true">
          {t('reviews.sort.label')}
        </span>
        <Select
          label={t('reviews.sort.label')}
          value={filters.order ?? 'newest'}
          options={REVIEW_ORDERS.map((order) => ({ value: order, label: t(`reviews.sort.${order}`) }))}
          onChange={(value) => onChange({ ...base, order: value as ReviewOrder })}
        />
      </div>

      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ order: filters.order })}>
          <X size={16} aria-hidden="true" />
          {t('reviews.filters.clear')}
        </Button>
      )}
    </div>
  );
}

function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor="review-search" className={styles.filterLegend}>
        {t('reviews.filters.search')}
      </label>
      <div className={styles.searchRow}>
        <input
          id="review-search"
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={REVIEW_SEARCH_MAX}
          placeholder={t('reviews.filters.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" aria-label={t('reviews.filters.searchButton')}>
          <Search size={16} aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
