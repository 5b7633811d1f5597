import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bath, BedDouble, MapPin, Star, Users } from 'lucide-react';
import type { TFunction } from 'i18next';
import { FROM_PRICE_WINDOW_DAYS } from '@islandstay/shared/pricing/pricing-types';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { VILLA_CARD_PHOTO_SIZES } from '@islandstay/shared/villas/villa-photos';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import { useTerm } from '@islandstay/web-common/lib/term-preference';
import { shownTexts } from '../../lib/shown-texts.ts';
import { ShownList, ShownText } from '../shown-text/shown-text.tsx';
import { WishlistHeart } from '../wishlist-heart/wishlist-heart.tsx';
import { AmenityIcon } from './amenity-icon.tsx';
import { VillaImage } from './villa-image.tsx';
import styles from './villa-card.module.css';

export const CARD_AMENITIES = 3;

/** A villa's capacity as a list of facts, each an icon and its words: guests, bedrooms, then what the card adds. */
export function CapacityStats({ guests, bedrooms, className, children }: { guests: number; bedrooms: number; className: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('villaCard.capacity')}>
      <li>
        <Users size={16} aria-hidden="true" />
        {t('villaCard.guests', { count: guests })}
      </li>
      <li>
        <BedDouble size={16} aria-hidden="true" />
        {t('villaCard.bedrooms', { count: bedrooms })}
      </li>
      {children}
    </ul>
  );
}
export const DESCRIPTION_PREVIEW = 120;

/** docs/product.md#villa-card: the description preview is cut at 120 characters. */
export function previewText(text: string, max = DESCRIPTION_PREVIEW): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}

export type VillaCardData = Pick<
  VillaDto,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'areas'
  | 'amenities'
  | 'images'
  | 'guests'
  | 'bedrooms'
  | 'bathrooms'
  | 'currency'
  | 'rating'
  | 'reviews'
  | 'isPromoted'
  | 'currentPrice'
  | 'pricingSummary'
  | 'stay'
  | 'localized'
>;

/** What a search chose and the villa page reads from its URL (the same parameter names). */
export interface StayChoice {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/**
 * The villa page's address with the stay a search chose, so it opens with those dates and guests
 * and the quote already asked for; without a choice, the plain page.
 */
export function villaHref(villaId: string, stay: StayChoice = {}): string {
  const params = new URLSearchParams();
  if (stay.checkIn) params.set('checkIn', stay.checkIn);
  if (stay.checkIn && stay.checkOut) params.set('checkOut', stay.checkOut);
  if (stay.guests && stay.guests > 1) params.set('guests', String(stay.guests));
  const query = params.toString();
  return `/villa/${encodeURIComponent(villaId)}${query ? `?${query}` : ''}`;
}

interface VillaCardProps {
  villa: VillaCardData;
  /** The search's dates and guests, carried to the villa page. */
  stay?: StayChoice;
  /** The first cards of a page are above the fold: their photo loads at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function VillaCard({ villa, stay, priority = false, headingLevel = 3 }: VillaCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const moreAmenities = villa.amenities.length - CARD_AMENITIES;
  const shown = shownTexts(villa);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <VillaImage image={villa.images[0]} name={villa.name} priority={priority} sizes={VILLA_CARD_PHOTO_SIZES} />
        {villa.isPromoted && <span className={styles.promoted}>{t('villaCard.promoted')}</span>}
        <WishlistHeart villaId={villa.id} villaName={villa.name} className={styles.heart} />
      </div>

      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={villaHref(villa.id, stay)} className={styles.link}>
            {villa.name}
          </Link>
        </Heading>
        <p className={styles.areas}>
          <MapPin size={16} aria-hidden="true" />
          {shown.areas.length > 0 ? <ShownList texts={shown.areas} /> : t('villaCard.island')}
        </p>

        <CapacityStats guests={villa.guests} bedrooms={villa.bedrooms} className={styles.stats}>
          <li>
            <Bath size={16} aria-hidden="true" />
            {t('villaCard.bathrooms', { count: villa.bathrooms })}
          </li>
        </CapacityStats>

        {villa.amenities.length > 0 && (
          <ul className={styles.amenities} aria-label={t('villaCard.amenities')}>
            {villa.amenities.slice(0, CARD_AMENITIES).map((amenity, i) => (
              <li key={amenity} className={styles.amenity}>
                <AmenityIcon amenity={amenity} size={14} />
                <ShownText text={shown.amenities[i]!} />
              </li>
            ))}
            {moreAmenities > 0 && <li className={styles.more}>{t('villaCard.moreAmenities', { count: moreAmenities })}</li>}
          </ul>
        )}

        <p className={styles.description}>
          <ShownText text={{ ...shown.description, text: previewText(shown.description.text) }} />
        </p>

        <div className={styles.footer}>
          <Rating rating={villa.rating} reviews={villa.reviews} />
          <PriceBlock villa={villa} />
        </div>
      </div>
    </article>
  );
}

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation();
  if (reviews === 0) return <span className={styles.newBadge}>{t('villaCard.new')}</span>;
  return (
    <span className={styles.rating}>
      <Star size={16} aria-hidden="true" className={styles.star} fill="currentColor" />
      <span>{t('villaCard.rating', { rating: rating.toFixed(1), count: reviews })}</span>
    </span>
  );
}

/**
 * Which nights a "from" price was taken from, in words ("next 6 months"): the server's window
 * (pricingSummary.fromWindowDays), in months when it is whole months or more.
 */
export function fromWindowText(t: TFunction, days: number = FROM_PRICE_WINDOW_DAYS): string {
  return days >= 60 && days % 30 === 0 ? t('villaCard.fromWindowMonths', { count: days / 30 }) : t('villaCard.fromWindowDays', { count: days });
}

/**
 * Last and strongest: with dates, the stay's average night and total; otherwise the
 * lowest nightly (short term) or monthly (long term) rate, in the visitor's currency.
 */
export function PriceBlock({ villa }: { villa: Pick<VillaCardData, 'currency' | 'currentPrice' | 'pricingSummary' | 'stay'> }) {
  const { t } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const { term } = useTerm();

  if (villa.stay) {
    return (
      <p className={styles.price}>
        <span className={styles.amount}>{formatFrom(villa.stay.averageNightlyRate, villa.currency)}</span>
        <span className={styles.unit}>{t('villaCard.perNight')}</span>
        <span className={styles.total}>
          {t(villa.stay.cleaningFee ? 'villaCard.stayTotalWithFee' : 'villaCard.stayTotal', { total: formatFrom(villa.stay.totalPrice, villa.currency), count: villa.stay.nights })}
        </span>
      </p>
    );
  }

  const monthly = term === 'long' && villa.pricingSummary.monthly.from > 0;
  const amount = monthly ? villa.pricingSummary.monthly.from : villa.pricingSummary.daily.from || villa.currentPrice;
  return (
    <p className={styles.price}>
      <span className={styles.from}>{t('villaCard.from')}</span> <span className={styles.amount}>{formatFrom(amount, villa.currency)}</span>
      <span className={styles.unit}>{monthly ? t('villaCard.perMonth') : t('villaCard.perNight')}</span> <span className={styles.total}>{fromWindowText(t, villa.pricingSummary.fromWindowDays)}</span>
    </p>
  );
}
