import type { TFunction } from 'i18next';
import { refreshSession } from '../../../lib/api/session.ts';
import { toast } from '../../../lib/toast.ts';
import { addToWishlist, takePendingWishlistVilla } from '../../../lib/api/wishlist.ts';

/**
 * After a customer signs in: the villa hearted while signed out is added (so its heart is filled,
 * in the login dialog's page or on the page the login page goes back to), then every page learns
 * about the new session.
 */
export async function finishSignIn(t: TFunction): Promise<void> {
  const pendingVilla = takePendingWishlistVilla();
  if (pendingVilla) {
    // docs/product.md#wishlist: "Added to your wishlist"; a failed add is not worth an alarm.
    await addToWishlist(pendingVilla).then(
      () => toast.success(t('wishlist.added')),
      () => undefined,
    );
  }
  await refreshSession();
}
