import { api } from '@islandstay/shared/api/client';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';

/** The signed-in customer's wishlist (the hearts); not fetched at all for anyone else. */
export function useWishlist(enabled: boolean) {
  const { data, error, isLoading } = useApi(api.wishlist.list, enabled ? {} : null);
  return { entries: data?.data ?? [], error, isLoading };
}

/** After a change: every read of the wishlist (the hearts', the wishlist page's in each currency) is stale. */
export function refreshWishlist() {
  return revalidate(api.wishlist.list);
}

export async function addToWishlist(villaId: string): Promise<void> {
  await api.wishlist.add({ body: { villaId } });
  await refreshWishlist();
}

export async function removeFromWishlist(villaId: string): Promise<void> {
  await api.wishlist.remove({ body: { villaId } });
  await refreshWishlist();
}

const PENDING_KEY = 'islandstay.pendingWishlistVilla';

/**
 * A signed-out visitor who taps a heart signs in in the login dialog; the villa waits here until
 * the sign-in adds it, or a customer session appears (docs/product.md#wishlist, Wishlist). Closing
 * the dialog takes it back.
 */
export function rememberPendingWishlistVilla(villaId: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, villaId);
  } catch {
    // storage disabled: the visitor taps the heart again after signing in
  }
}

export function takePendingWishlistVilla(): string | null {
  try {
    const id = sessionStorage.getItem(PENDING_KEY);
    if (id) sessionStorage.removeItem(PENDING_KEY);
    return id;
  } catch {
    return null;
  }
}
