import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { GalleryImage } from './gallery-image.tsx';
import styles from './villa-gallery.module.css';

interface GalleryViewerProps {
  images: readonly VillaImageDto[];
  name: string;
  /** The photo on screen; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const SWIPE_PX = 40;

/**
 * Full-screen photo viewer: a Radix dialog (focus trap, Escape closes, focus goes back to the
 * tile), previous/next buttons, arrow keys, swipe on touch screens and a thumbnail strip.
 */
export function GalleryViewer({ images, name, index, onIndexChange }: GalleryViewerProps) {
  const { t } = useTranslation();
  const touchStart = useRef<number | null>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  // The viewer opens from several tiles and has no Radix Trigger: focus goes back to the tile used.
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null;
  const current = index ?? 0;
  const total = images.length;
  const go = (delta: number) => onIndexChange((current + delta + total) % total);

  useEffect(() => {
    if (!open) return;
    const active = stripRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [open, current]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_PX) go(-1);
    else if (start - end > SWIPE_PX) go(1);
  }

  const image = images[current];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.viewerOverlay} />
        <Dialog.Content
          className={styles.viewer}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.viewerBar}>
            <Dialog.Title className={styles.viewerTitle}>{t('villa.gallery.viewerTitle', { name })}</Dialog.Title>
            <p className={styles.viewerCount} aria-live="polite">
              {t('villa.gallery.position', { index: current + 1, total })}
            </p>
            <Dialog.Close className={styles.viewerButton} aria-label={t('villa.gallery.close')}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div
            className={styles.stage}
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={onTouchEnd}
          >
            {total > 1 && (
              <button type="button" className={`${styles.viewerButton} ${styles.prev}`} onClick={() => go(-1)} aria-label={t('villa.gallery.previous')}>
                <ChevronLeft size={28} aria-hidden="true" />
              </button>
            )}
            {image && <GalleryImage key={image.url} image={image} priority minWidth={1000} sizes="100vw" className={styles.stageImage} />}
            {total > 1 && (
              <button type="button" className={`${styles.viewerButton} ${styles.next}`} onClick={() => go(1)} aria-label={t('villa.gallery.next')}>
                <ChevronRight size={28} aria-hidden="true" />
              </button>
            )}
          </div>

          {total > 1 && (
            <ul ref={stripRef} className={styles.strip} aria-label={t('villa.gallery.thumbnails')}>
              {images.map((thumb, i) => (
                <li key={thumb.id ?? thumb.url}>
                  <button type="button" className={styles.stripButton} aria-current={i === current} aria-label={t('villa.gallery.show', { index: i + 1, total })} onClick={() => onIndexChange(i)}>
                    <GalleryImage image={thumb} minWidth={245} sizes="96px" className={styles.stripImage} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
