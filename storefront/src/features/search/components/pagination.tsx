import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { searchHref, type SearchFilters } from '../search-params.ts';
import styles from './search-page.module.css';

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** Real links (shareable, work without JavaScript routing), one per page. */
export function Pagination({ filters, page, totalPages }: { filters: SearchFilters; page: number; totalPages: number }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const href = (p: number) => searchHref({ ...filters, page: p });
  return (
    <nav className={styles.pagination} aria-label={t('search.pagination.label')}>
      {page > 1 ? (
        <Link className={styles.pageLink} to={href(page - 1)} aria-label={t('search.pagination.previous')}>
          <ChevronLeft size={18} aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-hidden="true">
          <ChevronLeft size={18} />
        </span>
      )}
      {pageWindow(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={item} className={styles.pageLink} to={href(item)} aria-current={item === page ? 'page' : undefined} aria-label={t('search.pagination.page', { page: item })}>
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link className={styles.pageLink} to={href(page + 1)} aria-label={t('search.pagination.next')}>
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-hidden="true">
          <ChevronRight size={18} />
        </span>
      )}
    </nav>
  );
}
