import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The wishlist as cards, with prices also in the display currency (`?currency=`). */
export function useWishlistPage(currency: string) {
  return useApi(api.wishlist.list, { query: { currency } });
}
