import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../features/home/components/hero.tsx';
import { HeroFormPlaceholder } from '../../features/home/components/hero-form-placeholder.tsx';
import { WhyChoose } from '../../features/home/components/why-choose.tsx';
import { EMPTY_FILTERS, searchHref } from '../../features/search/search-params.ts';
import { FeaturedVillasPlaceholder } from '../../features/villas/components/featured-villas-placeholder.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { useHydrated } from '@islandstay/web-common/lib/use-hydrated';

// The headline paints first (it is the LCP); the form (react-hook-form, zod, Radix) and the cards
// (prices with decimal.js) follow in their own chunks behind same-size placeholders (no shift).
const SearchForm = lazy(() => import('../../features/search/components/search-form.tsx').then((m) => ({ default: m.SearchForm })));
const FeaturedVillas = lazy(() => import('../../features/villas/components/featured-villas.tsx').then((m) => ({ default: m.FeaturedVillas })));

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A page the server wrote has the placeholders in its HTML: they stay until React has adopted it.
  const hydrated = useHydrated();
  usePageTitle(t('home.title'));
  return (
    <main id="main">
      <Hero>
        {hydrated ? (
          <Suspense fallback={<HeroFormPlaceholder />}>
            <SearchForm variant="hero" initial={EMPTY_FILTERS} onSearch={(filters) => navigate(searchHref(filters))} />
          </Suspense>
        ) : (
          <HeroFormPlaceholder />
        )}
      </Hero>
      {hydrated ? (
        <Suspense fallback={<FeaturedVillasPlaceholder />}>
          <FeaturedVillas />
        </Suspense>
      ) : (
        <FeaturedVillasPlaceholder />
      )}
      <WhyChoose />
    </main>
  );
}
