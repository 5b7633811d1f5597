import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { usePendingWishlist } from '../../components/wishlist-heart/use-pending-wishlist.ts';
import { isRouteHandle } from '../route-handle.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

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
      {/* In the first render; only its newsletter form waits for the page to be idle (site-footer.tsx). */}
      {!hideChrome && <SiteFooter />}
      {changingPage && <FullScreenLoader />}
      {/* docs/product.md#conventions: scroll resets on every route change; query-string changes keep the position. */}
      <ScrollRestoration getKey={(loc) => loc.pathname} />
    </>
  );
}
