import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { SearchFormPlaceholder } from '../../features/search/components/search-form-placeholder.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import styles from '../../features/search/components/search-page.module.css';
import { useSearchFilters } from '../../features/search/hooks/use-search-filters.ts';
import { toSearchParams, type SearchFilters } from '../../features/search/search-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTerm } from '../../lib/term-preference.tsx';

// The results (the first card's photo is the LCP) render first; the filter form (react-hook-form,
// zod, its fields) follows behind a placeholder of its size, as on home.
const SearchForm = lazy(() => import('../../features/search/components/search-form.tsx').then((m) => ({ default: m.SearchForm })));

/** /search: the URL holds every filter; the form, tags, sort and pages all rewrite it. */
export function Component() {
  const { t } = useTranslation();
  const { filters, setFilters } = useSearchFilters();
  const { term } = useTerm();
  const [sheetOpen, setSheetOpen] = useState(false);
  usePageTitle(t('search.title'));
  // Remount the form when the URL changes elsewhere (tags, Back), so its fields show the URL.
  const formKey = `${toSearchParams(filters).toString()}|${term}`;

  const apply = (next: SearchFilters) => {
    setSheetOpen(false);
    setFilters(next);
  };

  return (
    <main id="main" className={styles.layout}>
      <h1 className={styles.title}>{t('search.heading')}</h1>
      <aside className={styles.sidebar} aria-labelledby="filters-title">
        <h2 id="filters-title" className={styles.sidebarTitle}>
          {t('search.filters')}
        </h2>
        <Suspense fallback={<SearchFormPlaceholder />}>
          <SearchForm key={formKey} variant="panel" initial={filters} onSearch={apply} />
        </Suspense>
      </aside>

      <SearchResults
        filters={filters}
        onChange={setFilters}
        filtersButton={
          <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
            <Dialog.Trigger asChild>
              <Button className={styles.filtersButton}>
                <SlidersHorizontal size={18} aria-hidden="true" />
                {t('search.filters')}
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.sheetOverlay} />
              <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
                <div className={styles.sheetHeader}>
                  <Dialog.Title className={styles.sheetTitle}>{t('search.filters')}</Dialog.Title>
                  <Dialog.Close className={styles.closeButton} aria-label={t('common.close')}>
                    <X size={22} aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Suspense fallback={<SearchFormPlaceholder />}>
                  <SearchForm key={formKey} variant="panel" initial={filters} onSearch={apply} />
                </Suspense>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        }
      />
    </main>
  );
}
