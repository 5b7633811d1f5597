import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { logout } from '../../../lib/api/logout.ts';
import { readPreference } from '@islandstay/web-common/lib/storage';

/** The header's remembered login role (docs/product.md#customer-profile, `selectedLoginRole`): a preference, not a session. */
const LOGIN_ROLE_KEY = 'selectedLoginRole';

/**
 * docs/product.md#customer-profile: logout ends the session, then goes to the sign-in of the remembered login role: the
 * back office's for an owner or admin, else the customer's.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await logout();
    } catch {
      toast.error(t('profile.logoutFailed'));
      setPending(false);
      return;
    }
    const role = readPreference(LOGIN_ROLE_KEY);
    // A full load: nothing of this customer's (bookings, wishlist, profile) stays in memory.
    window.location.assign(role === 'owner' || role === 'admin' ? '/admin-login' : '/login');
  }

  return (
    <Button variant="secondary" disabled={pending} onClick={() => void signOut()}>
      <LogOut size={16} aria-hidden="true" />
      {t('profile.logout')}
    </Button>
  );
}
