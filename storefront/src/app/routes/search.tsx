import { useTranslation } from 'react-i18next';
import { List, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { MapBounds } from '@islandstay/shared/villas/villa-location';
import { Button } from '@islandstay/web-common/components/button/button';
import { SearchFormPlaceholder } from '../../features/search/components/search-form-placeholder.tsx';
import { FiltersControl } from '../../features/search/components/filters-control.tsx';
import { resultItemId, SearchResults } from '../../features/search/components/search-results.tsx';
import { SearchMap } from '../../features/search/components/search-map.tsx';
import { villaHref } from '../../components/villa-card/villa-card.tsx';
import { api } from '@islandstay/shared/api/client';
import { searchRead, useVillaSearch } from '../../features/search/api/search-villas.ts';
import styles from '../../features/search/components/search-page.module.css';
import { useSearchFilters } from '../../features/search/hooks/use-search-filters.ts';
import { toSearchParams, type SearchFilters } from '../../features/search/search-params.ts';
import { startingContentLocale } from '../../lib/content-locale.ts';
import { keyForEarlyRead, primeFromEarlyResponse } from '../../lib/landing-data.ts';
import { pendingEarlyResponses } from '../../early-responses.ts';
import { isServerRender } from '../../lib/server-render.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { useMediaQuery } from '@islandstay/web-common/lib/use-media-query';
import { useTerm } from '@islandstay/web-common/lib/term-preference';

// The results (the first card's photo is the LCP) render first; the filter form (react-hook-form,
// zod, its fields) follows behind a placeholder of its size, as on home.
const SearchForm = lazy(() => import('../../features/search/components/search-form.tsx').then((m) => ({ default: m.SearchForm })));

/**
 * Where the sidebar shows (search-page.module.css hides it below this width, for the sheet), and
 * the map beside the results; narrower, a List / Map switch puts the map in the cards' place.
 */
const SIDEBAR_SHOWN = '(min-width: 1024px)';

type ResultsView = 'list' | 'map';

/**
 * A visit that starts on /search renders its first cards at once, not their skeletons first: the
 * results index.html asked for beside the code are waited for (lib/landing-data.ts). They fill the
 * key useVillaSearch reads when its query is the same (the default search in the visitor's term
 * and language); otherwise, and on later visits, the page reads its results itself as before.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<null> {
  // On the server the results are read before the render (entry-server.tsx), not here.
  if (isServerRender(context)) return null;
  const url = pendingEarlyResponses().find((pending) => api.villas.search.matches(pending));
  const key = url && keyForEarlyRead(url, startingContentLocale());
  if (!url || !key) return null;
  const input = searchRead(url.slice(url.indexOf('?') + 1));
  await primeFromEarlyResponse(url, key, () => api.villas.search(input));
  return null;
}

/** /search: the URL holds every filter; the form, tags, sort and pages all rewrite it. */
export function Component() {
  const { t } = useTranslation();
  const { filters, setFilters } = useSearchFilters();
  const { term } = useTerm();
  // A hidden sidebar does not load the form: a phone gets it with the sheet.
  const sidebarShown = useMediaQuery(SIDEBAR_SHOWN);
  const navigate = useNavigate();
  // The villa hovered or focused on its card or its pin: both are highlighted.
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [view, setView] = useState<ResultsView>('list');
  const mapShown = sidebarShown || view === 'map';
  usePageTitle(t('search.title'));
  // Remount the form when the URL changes elsewhere (tags, Back), so its fields show the URL.
  const formKey = `${toSearchParams(filters).toString()}|${term}`;

  // Beside the list a pin brings its card into view and focuses it; in the list's place it opens the villa.
  const showVilla = (villaId: string) => {
    const item = sidebarShown ? document.getElementById(resultItemId(villaId)) : null;
    if (!item) {
      void navigate(villaHref(villaId, { checkIn: filters.checkIn, checkOut: filters.checkOut, guests: filters.guests }));
      return;
    }
    item.scrollIntoView?.({ block: 'center' });
    item.querySelector<HTMLAnchorElement>('h2 a')?.focus({ preventScroll: true });
  };
  // A new area starts again at page 1, as any change of filters does.
  const searchArea = (bounds: MapBounds) => setFilters({ ...filters, bounds, page: undefined });
  const clearArea = () => setFilters({ ...filters, bounds: undefined, page: undefined });

  return (
    <main id="main" className={styles.layout}>
      <h1 className={styles.title}>{t('search.heading')}</h1>
      <aside className={styles.sidebar} aria-labelledby="filters-title">
        <h2 id="filters-title" className={styles.sidebarTitle}>
          {t('search.filters')}
        </h2>
        {sidebarShown ? (
          <Suspense fallback={<SearchFormPlaceholder />}>
            <SearchForm key={formKey} variant="panel" initial={filters} onSearch={setFilters} />
          </Suspense>
        ) : (
          <SearchFormPlaceholder />
        )}
      </aside>

      <div className={styles.resultsArea}>
        <SearchResults
          filters={filters}
          onChange={setFilters}
          highlightedId={highlightedId}
          onHighlight={setHighlightedId}
          listHidden={!sidebarShown && view === 'map'}
          filtersButton={<FiltersControl filters={filters} formKey={formKey} onApply={setFilters} />}
        />
        {/* Always there, sized by the CSS from the first paint (a page the server wrote cannot know the
            screen's width): beside the results from 1024 px, in their place on a phone's Map view. */}
        <div className={styles.mapColumn} data-shown={view === 'map' || undefined}>
          {mapShown && <ResultsMap filters={filters} highlightedId={highlightedId} onHighlight={setHighlightedId} onPinClick={showVilla} onSearchArea={searchArea} onClearArea={clearArea} />}
        </div>
        <div className={styles.viewSwitch} role="group" aria-label={t('search.map.view')}>
          <Button size="sm" variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <List size={16} aria-hidden="true" />
            {t('search.map.list')}
          </Button>
          <Button size="sm" variant={view === 'map' ? 'primary' : 'secondary'} aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <MapIcon size={16} aria-hidden="true" />
            {t('search.map.map')}
          </Button>
        </div>
      </div>
    </main>
  );
}

interface ResultsMapProps {
  filters: SearchFilters;
  highlightedId: string | null;
  onHighlight: (villaId: string | null) => void;
  onPinClick: (villaId: string) => void;
  onSearchArea: (bounds: MapBounds) => void;
  onClearArea: () => void;
}

/** The results page's villas on the map: the same read as the list's (one request, SWR shares it). */
function ResultsMap({ filters, ...props }: ResultsMapProps) {
  const { data } = useVillaSearch(filters);
  return <SearchMap villas={data?.data} bounds={filters.bounds} {...props} />;
}
