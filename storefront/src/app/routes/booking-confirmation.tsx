import { Navigate, useLocation, useParams } from 'react-router';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { loginPathReturningTo } from '../../features/auth/redirect.ts';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation.tsx';
import { PaymentPanel } from '../../features/payments/components/payment-panel.tsx';
import { useSession } from '../../lib/api/session.ts';

/** /booking-confirmation/:bookingId: customers only; anyone else signs in first and comes back. The booking's payment panel sits under its details (`#payment`). */
export function Component() {
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const { isCustomer, isLoading } = useSession();
  if (isLoading) return <FullScreenLoader />;
  if (!isCustomer) return <Navigate to={loginPathReturningTo(location.pathname + location.search + location.hash)} replace />;
  return <BookingConfirmation key={bookingId} bookingId={bookingId} payment={<PaymentPanel bookingId={bookingId} />} />;
}
