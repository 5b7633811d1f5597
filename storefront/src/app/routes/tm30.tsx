import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { loginPathReturningTo } from '../../features/auth/redirect.ts';
import { Tm30Page } from '../../features/tm30/components/tm30-page.tsx';
import { useSession } from '../../lib/api/session.ts';

/**
 * /booking-confirmation/:bookingId/tm30: the pre-arrival form. The confirmation email's link
 * carries a token that opens it without signing in; without one, the booking's customer signs in.
 */
export function Component() {
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const location = useLocation();
  const { isCustomer, isLoading } = useSession();
  if (token) return <Tm30Page key={bookingId} bookingId={bookingId} token={token} />;
  if (isLoading) return <FullScreenLoader />;
  if (!isCustomer) return <Navigate to={loginPathReturningTo(location.pathname + location.search)} replace />;
  return <Tm30Page key={bookingId} bookingId={bookingId} />;
}
