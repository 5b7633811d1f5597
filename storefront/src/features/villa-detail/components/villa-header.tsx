import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin, Star } from 'lucide-react';
import type { LocalizedText, VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ShareMenu } from './share-menu.tsx';
import { VillaPlace } from './villa-place.tsx';
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

interface VillaHeaderProps {
  villa: Pick<VillaDto, 'name' | 'rating' | 'reviews'>;
  /** The villa's areas as shown (lib/shown-texts.ts): in the page's language where they have it. */
  shownAreas: readonly LocalizedText[];
}

export function VillaHeader({ villa, shownAreas }: VillaHeaderProps) {
  const { t } = useTranslation();
  const back = useBack('/search');

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
          <VillaPlace areas={shownAreas} />
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
