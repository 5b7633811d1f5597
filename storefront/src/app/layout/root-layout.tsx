import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../components/full-screen-loader/full-screen-loader.tsx';
import { usePendingWishlist } from '../../components/wishlist-heart/use-pending-wishlist.ts';
import { isRouteHandle } from '../route-handle.ts';
import { SiteHeader } from './site-header.tsx';

// Below the fold on every page: its code (newsletter form, CMS settings) comes after the first paint.
const SiteFooter = lazy(() => import('./site-footer.tsx'));

export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  usePendingWishlist();

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
      {!hideChrome && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {changingPage && <FullScreenLoader />}
      {/* Spec 2: scroll resets on every route change; query-string changes keep the position. */}
      <ScrollRestoration getKey={(loc) => loc.pathname} />
    </>
  );
}
