import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/api/session.ts';
import { addToWishlist, takePendingWishlistVilla } from '../../lib/api/wishlist.ts';

/** Adds the villa a visitor hearted before signing in, as soon as a customer session exists. */
export function usePendingWishlist(): void {
  const { isCustomer } = useSession();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isCustomer) return;
    const villaId = takePendingWishlistVilla();
    if (!villaId) return;
    addToWishlist(villaId).then(
      () => import('sonner').then(({ toast }) => toast.success(t('wishlist.added'))),
      () => undefined, // docs/product.md#wishlist: a failed add from a card is not worth an alarm
    );
  }, [isCustomer, t]);
}
