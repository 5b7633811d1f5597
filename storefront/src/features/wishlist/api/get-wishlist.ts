import useSWR, { mutate } from 'swr';
import { wishlistResponseSchema, type WishlistResponse } from '@islandstay/shared/wishlist/wishlist.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

const WISHLIST_PAGE = 'wishlist-page';

export function fetchWishlistPage(currency: string): Promise<WishlistResponse> {
  return apiRequest('/api/wishlist', wishlistResponseSchema, { query: { currency } });
}

/** The wishlist as cards, with prices also in the display currency (`?currency=`). */
export function useWishlistPage(currency: string) {
  return useSWR([WISHLIST_PAGE, currency] as const, ([, code]) => fetchWishlistPage(code));
}

/** After a change: every currency's copy of this page is stale. */
export function refreshWishlistPage() {
  return mutate((key) => Array.isArray(key) && key[0] === WISHLIST_PAGE);
}
