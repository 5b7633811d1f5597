import type { ReactNode } from 'react';
import { Pagination } from '../pagination/pagination.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './list-page.module.css';

interface LoadingRowsProps {
  /** Read by screen readers while the rows stand in for the data. */
  label: string;
  rows: number;
  rowHeight: number;
}

/** Placeholder rows while the first page of a list loads. */
export function LoadingRows({ label, rows, rowHeight }: LoadingRowsProps) {
  return (
    <div className={styles.loadingRows} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </div>
  );
}

interface PagedResultsProps {
  /** True while the next page (or a new filter) loads: the current one stays, dimmed. */
  stale: boolean;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the pager for screen readers ("Bookings pages"). */
  pagesLabel: string;
  /** The table. */
  children: ReactNode;
}

/** A page of a list and the pager under it; a page past the last (rows deleted meanwhile) shows as the last. */
export function PagedResults({ stale, page, totalPages, onPageChange, pagesLabel, children }: PagedResultsProps) {
  return (
    <div className={stale ? styles.stale : undefined} aria-busy={stale}>
      {children}
      <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onChange={onPageChange} label={pagesLabel} />
    </div>
  );
}
