import { refreshSession } from '../../../lib/api/session.ts';
import { addToWishlist, takePendingWishlistVilla } from '../../../lib/api/wishlist.ts';

/**
 * After a customer signs in: the villa hearted while signed out is added (so the heart is filled
 * when they return to it), then every page learns about the new session.
 */
export async function finishSignIn(): Promise<void> {
  const pendingVilla = takePendingWishlistVilla();
  if (pendingVilla) await addToWishlist(pendingVilla).catch(() => undefined); // docs/product.md#sign-in: a failed add is not worth an alarm
  await refreshSession();
}
