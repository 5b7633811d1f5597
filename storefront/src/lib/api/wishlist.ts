import useSWR, { mutate } from 'swr';
import type { WishlistEntryDto } from '@islandstay/shared/wishlist/wishlist.schemas';

const schemas = () => import('@islandstay/shared/wishlist/wishlist.schemas');
import { apiRequest } from '../api-client.ts';

export const WISHLIST_KEY = '/api/wishlist';

export async function fetchWishlist(): Promise<WishlistEntryDto[]> {
  return (await apiRequest(WISHLIST_KEY, () => schemas().then((m) => m.wishlistResponseSchema))).data;
}

/** The signed-in customer's wishlist; not fetched at all for anyone else. */
export function useWishlist(enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? WISHLIST_KEY : null, fetchWishlist);
  return { entries: data ?? [], error, isLoading };
}

export async function addToWishlist(villaId: string): Promise<void> {
  await apiRequest('/api/wishlist/add', () => schemas().then((m) => m.wishlistAddResponseSchema), { method: 'POST', body: { villaId } });
  await mutate(WISHLIST_KEY);
}

export async function removeFromWishlist(villaId: string): Promise<void> {
  await apiRequest('/api/wishlist/remove', () => schemas().then((m) => m.wishlistRemoveResponseSchema), { method: 'DELETE', body: { villaId } });
  await mutate(WISHLIST_KEY);
}

const PENDING_KEY = 'islandstay.pendingWishlistVilla';

/**
 * A signed-out visitor who taps a heart is sent to sign in; the villa waits here and is added
 * once a customer session appears (spec 4, Wishlist).
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
