import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin, Star } from 'lucide-react';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ShareMenu } from './share-menu.tsx';
import styles from './villa-header.module.css';

/** Back to where the visitor came from; straight to the search when the page was opened directly. */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
}

export function VillaHeader({ villa }: { villa: Pick<VillaDto, 'name' | 'areas' | 'rating' | 'reviews'> }) {
  const { t } = useTranslation();
  const back = useBack('/search');
  const island = t('common.islandName');
  const place = villa.areas.length > 0 ? t('villa.header.place', { areas: villa.areas.join(', '), island }) : island;

  return (
    <header className={styles.header}>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('villa.header.back')}
        </Button>
        <ShareMenu title={villa.name} />
      </div>
      <h1 className={styles.title}>{villa.name}</h1>
      <div className={styles.meta}>
        <span className={styles.place}>
          <MapPin size={16} aria-hidden="true" />
          {place}
        </span>
        {villa.reviews > 0 ? (
          <a href="#reviews" className={styles.rating}>
            <Star size={16} aria-hidden="true" fill="currentColor" className={styles.star} />
            {t('villa.header.rating', { rating: villa.rating.toFixed(1), count: villa.reviews })}
          </a>
        ) : (
          <span className={styles.newBadge}>{t('villa.header.new')}</span>
        )}
      </div>
    </header>
  );
}
