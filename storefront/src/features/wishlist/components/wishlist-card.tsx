import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Star } from 'lucide-react';
import type { WishlistEntryDto } from '@islandstay/shared/wishlist/wishlist.schemas';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { AreaNames } from '../../../components/shown-text/area-names.tsx';
import { CapacityStats, PriceBlock } from '../../../components/villa-card/villa-card.tsx';
import { VillaImage } from '../../../components/villa-card/villa-image.tsx';
import { RemoveDialog } from './remove-dialog.tsx';
import styles from './wishlist.module.css';

/**
 * A saved villa (docs/product.md#wishlist, Wishlist): photo, name, area, guests, bedrooms, rating, the price as the
 * villa cards show it with a '(Seasonal)' note, View Details and Remove.
 */
export function WishlistCard({ entry, priority = false }: { entry: WishlistEntryDto; priority?: boolean }) {
  const { t } = useTranslation();
  const href = `/villa/${entry.villaId}`;

  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <VillaImage image={entry.images[0]} name={entry.name} priority={priority} sizes="(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw" />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={href}>{entry.name}</Link>
        </h2>
        <p className={styles.meta}>
          <MapPin size={16} aria-hidden="true" />
          <AreaNames names={entry.areas} none={t('common.islandName')} />
        </p>
        <CapacityStats guests={entry.guests} bedrooms={entry.bedrooms} className={styles.stats}>
          <li>
            <Star size={16} aria-hidden="true" className={styles.star} fill="currentColor" />
            {entry.reviews > 0 ? t('villaCard.rating', { rating: entry.rating.toFixed(1), count: entry.reviews }) : t('villaCard.new')}
          </li>
        </CapacityStats>
        <div className={styles.price}>
          <PriceBlock villa={entry} />
          {entry.pricingSummary.hasSeasonalPricing && <span className={styles.seasonal}>{t('wishlist.page.seasonal')}</span>}
        </div>
        <div className={styles.actions}>
          <Link to={href} className={buttonClass('primary', 'sm')} aria-label={t('wishlist.page.viewDetailsOf', { name: entry.name })}>
            {t('wishlist.page.viewDetails')}
          </Link>
          <RemoveDialog villaId={entry.villaId} villaName={entry.name} />
        </div>
      </div>
    </article>
  );
}
