import { removeFromWishlist } from '../../../lib/api/wishlist.ts';
import { refreshWishlistPage } from './get-wishlist.ts';

/** Removes a villa (the hearts' shared list refreshes in lib) and refreshes this page's cards. */
export async function removeWishlistVilla(villaId: string): Promise<void> {
  await removeFromWishlist(villaId);
  await refreshWishlistPage();
}
