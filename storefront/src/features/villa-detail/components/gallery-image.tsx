import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { photoCandidates, photoSrcSet } from '@islandstay/shared/villas/villa-photos';

interface GalleryImageProps {
  image: VillaImageDto;
  sizes: string;
  /** The smallest width the slot needs; the candidate at or above it is the plain `src`. */
  minWidth: number;
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** srcset from the API's formats, explicit width and height (no layout shift), lazy unless first. */
export function GalleryImage({ image, sizes, minWidth, priority = false, className, alt }: GalleryImageProps) {
  const candidates = photoCandidates(image);
  const srcSet = photoSrcSet(candidates);
  const fallback = candidates.find((c) => c.width >= minWidth) ?? candidates.at(-1);
  return (
    <img
      className={className}
      src={fallback?.url ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={fallback?.width ?? image.width ?? 1200}
      height={fallback?.height ?? image.height ?? 900}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // The largest paint: decoded with the frame it is laid out in, not a frame later.
      decoding={priority ? 'auto' : 'async'}
    />
  );
}
