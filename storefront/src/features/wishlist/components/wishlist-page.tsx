import { useTranslation } from 'react-i18next';
import { AlertTriangle, Heart } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { VillaCardSkeleton } from '../../../components/villa-card/villa-card-skeleton.tsx';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { useWishlistPage } from '../api/get-wishlist.ts';
import { WishlistCard } from './wishlist-card.tsx';
import styles from './wishlist.module.css';

/** The customer's wishlist: a grid of saved villas, or the empty state with Explore Villas. */
export function WishlistPage() {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const { data, error, isLoading, mutate } = useWishlistPage(currency.code);
  const entries = data?.data;

  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('wishlist.page.title')}</h1>
        {entries && entries.length > 0 && (
          <p className={styles.count} aria-live="polite">
            {t('wishlist.page.count', { count: entries.length })}
          </p>
        )}
      </div>
      {error && !entries ? (
        <StateMessage icon={AlertTriangle} tone="error" title={t('wishlist.page.loadFailed')} actions={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />
      ) : isLoading || !entries ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <VillaCardSkeleton key={i} />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <LinkMessage icon={Heart} title={t('wishlist.page.empty')} text={t('wishlist.page.emptyText')} links={[{ to: '/search', label: t('common.exploreVillas') }]} />
      ) : (
        <ul className={styles.grid}>
          {entries.map((entry, index) => (
            <li key={entry.villaId}>
              <WishlistCard entry={entry} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
