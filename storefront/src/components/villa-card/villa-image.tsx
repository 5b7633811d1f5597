import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { photoCandidates, photoSrcSet } from '@islandstay/shared/villas/villa-photos';
import styles from './villa-image.module.css';

interface VillaImageProps {
  image: (Partial<Pick<VillaImageDto, 'formats' | 'width' | 'height' | 'alt'>> & { url: string }) | undefined;
  /** Used for the alt text when the API gives none, and for the first-letter fallback. */
  name: string;
  sizes: string;
  /** Above the fold: load at once with high priority (LCP); otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A 4:3 villa photo with srcset from the API's formats, explicit width and height (no layout
 * shift), lazy below the fold, and the villa's first letter when there is no photo.
 */
export function VillaImage({ image, name, sizes, priority = false, className }: VillaImageProps) {
  if (!image) {
    return (
      <div className={[styles.frame, styles.fallback, className ?? ''].join(' ')} aria-hidden="true">
        <span>{name.trim().charAt(0).toUpperCase() || '?'}</span>
      </div>
    );
  }
  // The same candidates as the server's preload of a page's first photo (booking-service web module).
  const candidates = photoCandidates(image);
  const srcSet = photoSrcSet(candidates);
  const medium = candidates.find((c) => c.width >= 500) ?? candidates.at(-1);
  return (
    <div className={[styles.frame, className ?? ''].join(' ')}>
      <img
        className={styles.image}
        src={medium?.url ?? image.url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={medium?.width ?? 800}
        height={medium?.height ?? 600}
        alt={image.alt || name}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The largest paint: decoded with the frame it is laid out in, not a frame later.
        decoding={priority ? 'auto' : 'async'}
      />
    </div>
  );
}
