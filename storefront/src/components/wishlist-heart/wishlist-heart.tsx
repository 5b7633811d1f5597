import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Heart } from 'lucide-react';
import { useSession } from '../../lib/api/session.ts';
import { addToWishlist, rememberPendingWishlistVilla, removeFromWishlist, useWishlist } from '../../lib/api/wishlist.ts';
import styles from './wishlist-heart.module.css';

interface WishlistHeartProps {
  villaId: string;
  villaName: string;
  className?: string;
}

/**
 * Signed-in customer: toggles the villa in the wishlist. Anyone else: remembers the villa and goes
 * to the customer sign-in, which comes back here; the villa is added once the session appears.
 */
export function WishlistHeart({ villaId, villaName, className }: WishlistHeartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { isCustomer } = useSession();
  const { entries } = useWishlist(isCustomer);
  const [busy, setBusy] = useState(false);
  const saved = isCustomer && entries.some((entry) => entry.villaId === villaId || entry.id === villaId);

  async function onClick() {
    if (!isCustomer) {
      rememberPendingWishlistVilla(villaId);
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      if (saved) await removeFromWishlist(villaId);
      else await addToWishlist(villaId);
    } catch {
      toast.error(t('wishlist.updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={[styles.heart, saved ? styles.saved : '', className ?? ''].join(' ')}
      aria-pressed={saved}
      aria-label={saved ? t('wishlist.remove', { name: villaName }) : t('wishlist.add', { name: villaName })}
      disabled={busy}
      onClick={onClick}
    >
      <Heart size={20} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
