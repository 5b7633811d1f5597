import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { Modal } from '../../../components/modal/modal.tsx';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { AdminVilla } from '../api/admin-villas.ts';
import styles from './villas.module.css';

/** The villa modal's view mode: Basic Information, Specifications, Images, Amenities, Booking Statistics (docs/product.md#villas). */
export function VillaViewDialog({ villa, onClose, onEdit }: { villa: AdminVilla; onClose: () => void; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const number = new Intl.NumberFormat(i18n.language);
  const pairs = (rows: [string, string][]) => (
    <dl className={styles.detailList}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailPair}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('villas.view.title')}
      description={villa.name}
      footer={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button variant="primary" onClick={onEdit}>
            {t('villas.actions.edit')}
          </Button>
        </>
      }
    >
      <section className={styles.detailSection} aria-labelledby="villa-view-basic">
        <h3 id="villa-view-basic" className={styles.detailTitle}>
          {t('villas.view.basic')}
        </h3>
        {pairs([
          [t('villas.form.name'), villa.name],
          [t('villas.form.type'), t(`villas.types.${villa.villatype}`, { defaultValue: villa.villatype })],
          [t('villas.columns.owner'), villa.owner?.name || t('villas.noOwner')],
          [t('villas.form.areas'), villa.areas.join(', ') || '—'],
          [t('villas.form.price'), formatFrom(villa.price, villa.currency)],
          [t('villas.view.currentPrice'), formatFrom(villa.currentPrice, villa.currency)],
          [t('villas.columns.status'), villa.isActive ? t('villas.status.active') : t('villas.status.inactive')],
          [t('villas.columns.promoted'), villa.isPromoted ? t('villas.promoted.yes') : t('villas.promoted.no')],
        ])}
        <p className={styles.rating}>
          <Star size={14} aria-hidden="true" /> {t('villas.rating', { rating: number.format(villa.rating), count: villa.reviews })}
        </p>
        <p className={styles.description}>{villa.description}</p>
      </section>
      <section className={styles.detailSection} aria-labelledby="villa-view-specs">
        <h3 id="villa-view-specs" className={styles.detailTitle}>
          {t('villas.view.specs')}
        </h3>
        {pairs([
          [t('villas.form.guests'), number.format(villa.guests)],
          [t('villas.form.bedrooms'), number.format(villa.bedrooms)],
          [t('villas.form.bathrooms'), number.format(villa.bathrooms)],
        ])}
      </section>
      <section className={styles.detailSection} aria-labelledby="villa-view-images">
        <h3 id="villa-view-images" className={styles.detailTitle}>
          {t('villas.view.images')}
        </h3>
        {villa.images.length === 0 ? (
          <p className={styles.hint}>{t('villas.photos.none')}</p>
        ) : (
          <ul className={styles.viewImages}>
            {villa.images.map((image, i) => (
              <li key={`${image.id ?? image.url}-${i}`}>
                <img src={image.formats.small?.url ?? image.url} alt={image.alt} width={160} height={120} loading="lazy" />
                {i === 0 && <span className={styles.mainTag}>{t('villas.photos.main')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.detailSection} aria-labelledby="villa-view-amenities">
        <h3 id="villa-view-amenities" className={styles.detailTitle}>
          {t('villas.form.amenities')}
        </h3>
        {villa.amenities.length === 0 ? (
          <p className={styles.hint}>{t('villas.amenities.none')}</p>
        ) : (
          <ul className={styles.chips}>
            {villa.amenities.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.detailSection} aria-labelledby="villa-view-stats">
        <h3 id="villa-view-stats" className={styles.detailTitle}>
          {t('villas.view.stats')}
        </h3>
        {pairs([
          [t('villas.bookings.total'), number.format(villa.totalBookings)],
          [t('villas.bookings.confirmed'), number.format(villa.confirmedBookings)],
          [t('villas.bookings.completed'), number.format(villa.completedBookings)],
          [t('villas.revenue'), formatFrom(villa.totalRevenue, villa.currency)],
        ])}
      </section>
    </Modal>
  );
}
