import { useTranslation } from 'react-i18next';
import { MapPinned } from 'lucide-react';
import styles from './map-placeholder.module.css';

/**
 * What stands in a map's frame while it is not drawn: "Loading the map…" over the frame (the map's
 * container stays under it, for MapLibre to draw into), or the message that this browser cannot
 * show maps. Never an empty box.
 */
export function MapPlaceholder({ status }: { status: 'loading' | 'unavailable' }) {
  const { t } = useTranslation();
  return (
    <div className={status === 'loading' ? styles.loading : styles.message} role={status === 'loading' ? 'status' : undefined}>
      <MapPinned size={32} aria-hidden="true" />
      <p>{t(status === 'loading' ? 'maps.loading' : 'maps.unavailable')}</p>
    </div>
  );
}
