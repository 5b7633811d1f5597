import { useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../form/form.module.css';
import styles from './list-page.module.css';

/** Typing waits this long before the URL (and the list) follow. */
const SEARCH_DEBOUNCE_MS = 300;

/** A list's URL setter (useUrlListState's `update`), as far as the search box needs it. */
type UpdateSearch = (patch: { search: string }, options: { replace: boolean }) => void;

/**
 * The search box's own text; the URL follows once typing pauses, replacing its history entry
 * rather than adding one a keystroke.
 */
export function useDebouncedSearch(urlSearch: string, update: UpdateSearch): [string, Dispatch<SetStateAction<string>>] {
  const [search, setSearch] = useState(urlSearch);

  // The URL changed from outside (back button, Clear): the box shows it.
  useEffect(() => setSearch(urlSearch), [urlSearch]);

  useEffect(() => {
    if (search.trim() === urlSearch.trim()) return;
    const timer = setTimeout(() => update({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, update]);

  return [search, setSearch];
}

interface FilterBarProps {
  /** Names the search landmark ("Filter bookings"). */
  label: string;
  /** The page's filter grid (its module composes list-page's `filters`). */
  className: string | undefined;
  children: ReactNode;
}

/** The filter card above a list: a search landmark of labelled fields. */
export function FilterBar({ label, className, children }: FilterBarProps) {
  return (
    <div role="search" className={className} aria-label={label}>
      {children}
    </div>
  );
}

interface SearchFilterProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** The free-text search, first in the bar and across it on narrower screens. */
export function SearchFilter({ id, label, placeholder, value, onChange, maxLength }: SearchFilterProps) {
  return (
    <div className={`${form.field} ${styles.searchField}`}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <div className={styles.searchBox}>
        <Search size={18} aria-hidden="true" />
        <input id={id} type="search" className={form.input} value={value} maxLength={maxLength} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}

/** One labelled choice of the bar (status, villa, sort, order ...). */
export function SelectFilter({ id, label, value, onChange, options }: SelectFilterProps) {
  return (
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
}

interface ClearFiltersProps {
  label: string;
  onClear: () => void;
  /** A page that places the button itself (its module composes list-page's `clear`). */
  className?: string | undefined;
}

/** Clear all: shown only while a filter is set. */
export function ClearFilters({ label, onClear, className = styles.clear }: ClearFiltersProps) {
  return (
    <Button className={className} variant="ghost" onClick={onClear}>
      <X size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}
