import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { usePendingWishlist } from '../../components/wishlist-heart/use-pending-wishlist.ts';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { isRouteHandle } from '../route-handle.ts';
import { SiteHeader } from './site-header.tsx';

// Below the fold on every page: its code (the newsletter form, with react-hook-form from the chunk
// of Radix and sonner) and its reads (CMS settings, areas) come once the page is idle after its
// first paint, not beside the page's own code and largest paint. It only adds below the content.
const SiteFooter = lazy(() => import('./site-footer.tsx'));

export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  usePendingWishlist();
  const idle = useIdle();

  const hideChrome = matches.some((match) => isRouteHandle(match.handle) && match.handle.hideChrome);
  // Only a move to another page (its code loading) shows the spinner; a filter change does not.
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {!hideChrome && <SiteHeader />}
      <Outlet />
      {!hideChrome && idle && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {changingPage && <FullScreenLoader />}
      {/* docs/product.md#conventions: scroll resets on every route change; query-string changes keep the position. */}
      <ScrollRestoration getKey={(loc) => loc.pathname} />
    </>
  );
}
