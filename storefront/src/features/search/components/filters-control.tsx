import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import type { SearchFilters } from '../search-params.ts';
import { SearchFormPlaceholder } from './search-form-placeholder.tsx';
import styles from './search-page.module.css';

const SearchForm = lazy(() => import('./search-form.tsx').then((m) => ({ default: m.SearchForm })));
// The sheet (a Radix dialog) loads once the page is idle or Filters is pressed.
const FiltersSheet = lazy(() => import('./filters-sheet.tsx'));

interface FiltersControlProps {
  filters: SearchFilters;
  /** Changes when the URL changes elsewhere (tags, Back), so the form's fields show the URL. */
  formKey: string;
  onApply: (filters: SearchFilters) => void;
}

/**
 * The Filters button of narrow screens and its sheet. Whether the sheet is open is this
 * component's own state, not the page's: opening and closing it re-render the button and the
 * sheet only, not the twelve result cards beside them, so the tap's next frame comes sooner on a
 * slow phone.
 */
export function FiltersControl({ filters, formKey, onApply }: FiltersControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const idle = useIdle();

  const apply = (next: SearchFilters) => {
    setOpen(false);
    // The sheet closes in the tap's own frame; the URL change is a transition, so the cards for
    // the new filters render after that frame, not before it.
    startTransition(() => onApply(next));
  };

  return (
    <>
      <Button className={styles.filtersButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {t('search.filters')}
      </Button>
      {(idle || open) && (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={setOpen} placeholder={<SearchFormPlaceholder />}>
            <Suspense fallback={<SearchFormPlaceholder />}>
              <SearchForm key={formKey} variant="panel" initial={filters} onSearch={apply} />
            </Suspense>
          </FiltersSheet>
        </Suspense>
      )}
    </>
  );
}
