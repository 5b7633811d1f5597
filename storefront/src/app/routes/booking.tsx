import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { completeProfile } from '../../features/auth/api/complete-profile.ts';
import { LoginPanel } from '../../features/auth/components/login-panel.tsx';
import { BookingFlow } from '../../features/booking/components/booking-flow.tsx';

/**
 * /booking/:villaId: the booking flow, with the phone sign-in as its step 2. A new phone's name and
 * email are asked once, in step 3, which saves them with Complete Your Info's call.
 */
export function Component() {
  const { t } = useTranslation();
  const { villaId = '' } = useParams();
  return (
    <BookingFlow
      key={villaId}
      villaId={villaId}
      renderVerification={(onVerified) => <LoginPanel headingLevel={2} title={t('booking.verify.title')} focusOnMount completeInfo={false} onSignedIn={onVerified} />}
      saveNewGuest={completeProfile}
    />
  );
}
