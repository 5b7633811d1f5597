import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, RotateCcw, Trash2, Upload } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../../../components/form/form.module.css';
import type { PhotoState } from '../hooks/use-photos.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES } from '../hooks/photo-rules.ts';
import styles from './villas.module.css';

interface SortableItem {
  key: string;
  src: string;
  name: string;
}

interface SortableListProps {
  items: SortableItem[];
  label: string;
  /** Index of the first item in the whole gallery (the first of all is the main photo). */
  offset: number;
  onMove: (from: number, to: number) => void;
  removeLabel: (name: string) => string;
  onRemove: (index: number) => void;
}

/** Photos reordered by drag and drop, or by the move buttons (keyboard). */
function SortableList({ items, label, offset, onMove, removeLabel, onRemove }: SortableListProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listId = useId();

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragging !== null) onMove(dragging, to);
    setDragging(null);
    setOver(null);
  }

  return (
    <ol className={styles.photoList} aria-label={label} id={listId}>
      {items.map((item, index) => {
        const position = offset + index + 1;
        return (
          <li
            key={item.key}
            className={[styles.photo, over === index ? styles.photoOver : '', dragging === index ? styles.photoDragging : ''].join(' ')}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.key);
              setDragging(index);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <div className={styles.photoImage}>
              <img src={item.src} alt={t('villas.photos.alt', { position, name: item.name })} width={160} height={120} loading="lazy" />
              {position === 1 && <span className={styles.mainTag}>{t('villas.photos.main')}</span>}
              <GripVertical className={styles.grip} size={18} aria-hidden="true" />
            </div>
            <div className={styles.photoBar}>
              <span className={styles.photoName} title={item.name}>
                {position}. {item.name}
              </span>
              <span className={styles.photoButtons}>
                <button type="button" className={styles.iconButton} disabled={index === 0} aria-label={t('villas.photos.moveUp', { position })} onClick={() => onMove(index, index - 1)}>
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={index === items.length - 1}
                  aria-label={t('villas.photos.moveDown', { position })}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <button type="button" className={`${styles.iconButton} ${styles.dangerIcon}`} aria-label={removeLabel(item.name)} onClick={() => onRemove(index)}>
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function imageName(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}

/**
 * The villa form's image management (docs/product.md#villas, villa modal): the current photos in order (the first
 * is the main one), removal with restore, and new photos by drag and drop or the picker, each
 * checked for type and size before upload and previewed.
 */
export function PhotoManager({ photos, serverError }: { photos: PhotoState; serverError?: string }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dropActive, setDropActive] = useState(false);
  const id = useId();
  const maxMb = Math.round(PHOTO_MAX_BYTES / 1024 / 1024);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.label}>{t('villas.photos.title')}</legend>
      {photos.kept.length > 0 && (
        <SortableList
          label={t('villas.photos.current')}
          offset={0}
          items={photos.kept.map((image, i) => ({ key: `kept-${image.id ?? image.url}-${i}`, src: image.formats.thumbnail?.url ?? image.formats.small?.url ?? image.url, name: imageName(image.url) }))}
          onMove={photos.moveKept}
          removeLabel={(name) => t('villas.photos.remove', { name })}
          onRemove={(index) => photos.remove(photos.kept[index]!)}
        />
      )}
      {photos.added.length > 0 && (
        <>
          <p className={styles.subLabel}>{t('villas.photos.new')}</p>
          <SortableList
            label={t('villas.photos.new')}
            offset={photos.kept.length}
            items={photos.added.map((photo) => ({ key: photo.key, src: photo.preview, name: photo.file.name }))}
            onMove={photos.moveAdded}
            removeLabel={(name) => t('villas.photos.discard', { name })}
            onRemove={(index) => photos.discard(photos.added[index]!.key)}
          />
        </>
      )}
      {photos.kept.length === 0 && photos.added.length === 0 && <p className={styles.hint}>{t('villas.photos.none')}</p>}

      {photos.removed.length > 0 && (
        <div className={styles.removed}>
          <p className={styles.subLabel}>{t('villas.photos.toRemove')}</p>
          <ul className={styles.removedList}>
            {photos.removed.map((image, i) => (
              <li key={`${image.id ?? image.url}-${i}`}>
                <img src={image.formats.thumbnail?.url ?? image.url} alt="" width={48} height={36} />
                <span className={styles.photoName}>{imageName(image.url)}</span>
                <Button size="sm" onClick={() => photos.restore(image)}>
                  <RotateCcw size={14} aria-hidden="true" />
                  {t('villas.photos.restore')}
                  <span className="visually-hidden"> {imageName(image.url)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div
        className={[styles.dropzone, dropActive ? styles.dropActive : ''].join(' ')}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => {
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          setDropActive(false);
          void photos.addFiles([...event.dataTransfer.files]);
        }}
      >
        <Upload size={24} aria-hidden="true" />
        <p>{t('villas.photos.drop')}</p>
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('villas.photos.choose')}
          aria-describedby={`${id}-files-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void photos.addFiles(files);
          }}
        />
        <Button onClick={() => inputRef.current?.click()}>
          <ImagePlus size={16} aria-hidden="true" />
          {t('villas.photos.choose')}
        </Button>
        <p id={`${id}-files-hint`} className={styles.hint}>
          {t('villas.photos.hint', { mb: maxMb, max: PHOTO_MAX_FILES })}
        </p>
      </div>
      {photos.refused.length > 0 && (
        <div className={form.alert} role="alert">
          <ul className={styles.refusedList}>
            {photos.refused.map((file, i) => (
              <li key={`${file.name}-${i}`}>{t(`villas.photos.refused.${file.problem}`, { name: file.name, mb: maxMb, max: PHOTO_MAX_FILES })}</li>
            ))}
          </ul>
        </div>
      )}
      {serverError && (
        <p className={form.error} role="alert">
          {serverError}
        </p>
      )}
    </fieldset>
  );
}
