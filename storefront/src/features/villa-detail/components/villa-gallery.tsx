import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { VILLA_MAIN_PHOTO_SIZES } from '@islandstay/shared/villas/villa-photos';
import { GalleryImage } from './gallery-image.tsx';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import styles from './villa-gallery.module.css';

// The full-screen viewer (a Radix dialog) loads once the page is idle, or when a photo is opened
// first: the page's largest paint (the main photo) does not wait for its code.
const GalleryViewer = lazy(() => import('./gallery-viewer.tsx').then((m) => ({ default: m.GalleryViewer })));

/** docs/product.md#villa-page: four thumbnails beside the main photo; the rest behind '+N more'. */
export const GALLERY_THUMBNAILS = 4;

interface VillaGalleryProps {
  images: readonly VillaImageDto[];
  name: string;
  /** Over the main photo: PROMOTED tag and the wishlist heart. */
  overlay?: ReactNode;
}

export function VillaGallery({ images, name, overlay }: VillaGalleryProps) {
  const { t } = useTranslation();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const idle = useIdle();

  if (images.length === 0) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.main} ${styles.letter}`}>
          {/* The picture is the letter alone: the overlay's buttons cannot sit inside an img role. */}
          <span role="img" aria-label={t('villa.gallery.noPhotos', { name })}>
            <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
          </span>
          {overlay}
        </div>
      </div>
    );
  }

  const [first, ...rest] = images;
  const thumbs = rest.slice(0, GALLERY_THUMBNAILS);
  const hidden = images.length - 1 - thumbs.length;

  return (
    <div className={`${styles.gallery} ${thumbs.length === 0 ? styles.single : ''}`}>
      <div className={styles.main}>
        <button type="button" className={styles.tile} onClick={() => setOpenAt(0)} aria-label={t('villa.gallery.open', { index: 1, total: images.length })}>
          <GalleryImage image={first as VillaImageDto} priority minWidth={750} sizes={VILLA_MAIN_PHOTO_SIZES} className={styles.image} />
        </button>
        {overlay}
      </div>
      {thumbs.length > 0 && (
        <ul className={styles.thumbs} aria-label={t('villa.gallery.more')}>
          {thumbs.map((image, i) => {
            const index = i + 1;
            const isLast = i === thumbs.length - 1 && hidden > 0;
            return (
              <li key={image.id ?? image.url} className={styles.thumbItem}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => setOpenAt(index)}
                  aria-label={
                    isLast
                      ? t('villa.gallery.showAll', { more: t('villa.gallery.moreCount', { count: hidden }), count: images.length })
                      : t('villa.gallery.open', { index: index + 1, total: images.length })
                  }
                >
                  {/* Under "+N more" the photo is only a backdrop: the button's name starts with the words on it (WCAG 2.5.3). */}
                  <GalleryImage image={image} minWidth={245} sizes="(min-width: 769px) 240px, 25vw" className={styles.image} alt={isLast ? '' : undefined} />
                  {isLast && (
                    <span className={styles.moreTile}>
                      <Images size={20} aria-hidden="true" />
                      {t('villa.gallery.moreCount', { count: hidden })}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(idle || openAt !== null) && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} name={name} index={openAt} onIndexChange={setOpenAt} />
        </Suspense>
      )}
    </div>
  );
}
