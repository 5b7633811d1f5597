import { useTranslation } from 'react-i18next';
import styles from './full-screen-loader.module.css';

/** The full-screen spinner (docs/product.md#conventions): first load of the app and page changes that fetch code. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
