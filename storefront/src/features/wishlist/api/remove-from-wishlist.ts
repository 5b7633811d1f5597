import { removeFromWishlist } from '../../../lib/api/wishlist.ts';

/** Removes a villa: every read of the wishlist (the hearts' and this page's cards) refreshes. */
export async function removeWishlistVilla(villaId: string): Promise<void> {
  await removeFromWishlist(villaId);
}
