import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the list for screen readers ("Bookings pages"). */
  label: string;
}

/** Previous, Page X of Y, Next (docs/product.md#back-office); shown only with more than one page. */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <span className={styles.status} aria-live="polite">
        {t('pagination.pageOf', { page, total: totalPages })}
      </span>
      <Button size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
