import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import styles from './villa-image.module.css';

/** Formats, smallest first, that can go into a srcset. Absent fields: an older API, or an unmeasured photo. */
export function imageCandidates(image: Partial<Pick<VillaImageDto, 'formats' | 'width' | 'height'>> & { url: string }) {
  const candidates = Object.values(image.formats ?? {})
    .filter((f): f is { url: string; width: number; height: number } => Boolean(f && f.url && f.width > 0))
    .map((f) => ({ url: f.url, width: f.width, height: f.height }));
  if (image.width && image.height) candidates.push({ url: image.url, width: image.width, height: image.height });
  const unique = new Map(candidates.map((c) => [c.width, c]));
  return [...unique.values()].sort((a, b) => a.width - b.width);
}

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
  const candidates = imageCandidates(image);
  const srcSet = candidates.length > 1 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
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
