import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { ImageOff } from 'lucide-react';
import styles from './villa-thumb.module.css';

/** A villa's first photo, small (Strapi's thumbnail when it exists), or a placeholder (docs/product.md#villas). */
export function VillaThumb({ images, size = 48 }: { images: readonly VillaImageDto[]; size?: number }) {
  const image = images[0];
  if (!image) {
    return (
      <span className={styles.placeholder} style={{ width: size, height: size }} aria-hidden="true">
        <ImageOff size={18} />
      </span>
    );
  }
  const src = image.formats.thumbnail?.url ?? image.formats.small?.url ?? image.url;
  return <img className={styles.thumb} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
