import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { useSession } from '../lib/api/session.ts';

/**
 * Customer-only pages (docs/product.md#storefront-routes): anyone else goes to the customer sign-in, which brings them back
 * here afterwards. The session comes only from the shared session key.
 */
export function CustomerOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { isCustomer, isLoading } = useSession();
  if (isLoading) return <FullScreenLoader />;
  if (!isCustomer) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
