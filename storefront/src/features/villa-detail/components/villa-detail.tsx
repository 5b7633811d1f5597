import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bath, BedDouble, CircleDashed, MapPinned, Users } from 'lucide-react';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { AmenityIcon } from '../../../components/villa-card/amenity-icon.tsx';
import { ShownText } from '../../../components/shown-text/shown-text.tsx';
import { WishlistHeart } from '../../../components/wishlist-heart/wishlist-heart.tsx';
import { shownTexts } from '../../../lib/shown-texts.ts';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import { useStayQuote } from '../api/calculate-price.ts';
import { useStayParams } from '../hooks/use-stay-params.ts';
import { BookingCard, MobileBookingBar } from './booking-card.tsx';
import { LongStayNotice } from './long-stay-notice.tsx';
import { VillaAvailability } from './villa-availability.tsx';
import { VillaGallery } from './villa-gallery.tsx';
import { VillaHeader } from './villa-header.tsx';
import { VillaHost } from './villa-host.tsx';
import { VillaPlace } from './villa-place.tsx';
import styles from './villa-detail.module.css';

interface VillaDetailProps {
  villa: VillaDto;
  /** The rating summary with Read More (the reviews feature's), placed in the reviews section. */
  reviews: ReactNode;
  /** The villa on a map (the maps feature's), shown in the location section when the villa has a location. */
  map?: ReactNode;
}

export function bookingHref(villaId: string, stay: { checkIn: string; checkOut: string }, guests: number): string {
  const params = new URLSearchParams();
  if (stay.checkIn) params.set('checkIn', stay.checkIn);
  if (stay.checkOut) params.set('checkOut', stay.checkOut);
  params.set('guests', String(guests));
  return `/booking/${encodeURIComponent(villaId)}?${params.toString()}`;
}

export function VillaDetail({ villa, reviews, map }: VillaDetailProps) {
  const { t } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const { stay, guests, today, setStay, setGuests } = useStayParams(villa.guests);

  const request = useMemo(() => (stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests } : null), [stay.checkIn, stay.checkOut, guests]);
  const quote = useStayQuote(villa.id, request);
  const href = bookingHref(villa.id, stay, guests);
  const unavailable = request !== null && quote.data !== undefined && !quote.data.available;
  const quoted = request !== null && quote.data?.available ? quote.data : undefined;

  const pickDates = () => {
    const section = document.getElementById('availability');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };

  const shown = shownTexts(villa);
  return (
    <div className={styles.page}>
      <VillaHeader villa={villa} shownAreas={shown.areas} />
      <VillaGallery
        images={villa.images}
        name={villa.name}
        overlay={
          <>
            {villa.isPromoted && <span className={styles.promoted}>{t('villa.promoted')}</span>}
            <WishlistHeart villaId={villa.id} villaName={villa.name} className={styles.heart} />
          </>
        }
      />

      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="quick-info-title" className={styles.section}>
            <h2 id="quick-info-title" className="visually-hidden">
              {t('villa.quickInfo.title')}
            </h2>
            <ul className={styles.quickInfo}>
              <li>
                <Users size={18} aria-hidden="true" />
                {t('villa.quickInfo.guests', { count: villa.guests })}
              </li>
              <li>
                <BedDouble size={18} aria-hidden="true" />
                {t('villa.quickInfo.bedrooms', { count: villa.bedrooms })}
              </li>
              <li>
                <Bath size={18} aria-hidden="true" />
                {t('villa.quickInfo.bathrooms', { count: villa.bathrooms })}
              </li>
            </ul>
          </section>

          {villa.longStaysOnly && <LongStayNotice />}

          <section aria-labelledby="about-title" className={styles.section}>
            <h2 id="about-title">{t('villa.about.title')}</h2>
            {shown.description.text.trim() ? (
              <p className={styles.description}>
                <ShownText text={shown.description} />
              </p>
            ) : (
              <p className={styles.muted}>{t('villa.about.empty')}</p>
            )}
          </section>

          {villa.amenities.length > 0 && (
            <section aria-labelledby="amenities-title" className={styles.section}>
              <h2 id="amenities-title">{t('villa.amenities.title')}</h2>
              <ul className={styles.amenities}>
                {villa.amenities.map((amenity, i) => (
                  <li key={amenity}>
                    <AmenityIcon amenity={amenity} size={18} />
                    <ShownText text={shown.amenities[i]!} />
                  </li>
                ))}
              </ul>
            </section>
          )}

          <VillaHost villa={villa} />

          <section id="reviews" aria-labelledby="reviews-title" className={`${styles.section} ${styles.belowFold}`}>
            <h2 id="reviews-title">{t('villa.reviews.title')}</h2>
            {reviews}
          </section>

          <section aria-labelledby="location-title" className={`${styles.section} ${styles.belowFold}`}>
            <h2 id="location-title">{t('villa.location.title')}</h2>
            <p>
              <VillaPlace areas={shown.areas} />
            </p>
            {villa.location && map ? (
              <>
                {map}
                {villa.location.approximate && (
                  <p className={styles.locationNote}>
                    <CircleDashed size={16} aria-hidden="true" />
                    {t('villa.location.approximate')}
                  </p>
                )}
              </>
            ) : (
              <div className={styles.map}>
                <MapPinned size={32} aria-hidden="true" />
                <p>{t('villa.location.noMap')}</p>
              </div>
            )}
          </section>

          {/* Last in the column: on phones the booking card comes right after the calendar. */}
          <div className={`${styles.section} ${styles.calendarSection} ${styles.belowFold}`}>
            <VillaAvailability villaId={villa.id} villaCurrency={villa.currency} stay={stay} today={today} onChange={setStay} rules={villa.pricing?.rules} />
          </div>
        </div>

        <aside className={styles.aside} aria-label={t('villa.booking.label')}>
          <div className={styles.sticky}>
            <BookingCard
              villa={villa}
              stay={stay}
              guests={guests}
              onGuestsChange={setGuests}
              quote={{ data: request ? quote.data : undefined, error: quote.error, pending: quote.pending }}
              format={formatFrom}
              bookHref={href}
              onPickDates={pickDates}
            />
          </div>
        </aside>
      </div>

      <MobileBookingBar
        priceText={quoted ? formatFrom(quoted.totalPrice, quoted.currency) : formatFrom(villa.pricingSummary.daily.from || villa.currentPrice, villa.currency)}
        caption={quoted ? t('villa.booking.totalFor', { count: quoted.nights }) : t('villa.booking.fromPerNight')}
        bookHref={href}
        disabled={unavailable}
      />
    </div>
  );
}
