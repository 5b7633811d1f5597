import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_MESSAGE_MAX } from '@islandstay/shared/reviews/review.schemas';
import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { rateBooking } from '../api/rate-booking.ts';
import { serverMessage } from './messages.ts';
import { StarRating } from './star-rating.tsx';
import styles from './booking-review.module.css';

/**
 * Stars and a review box for a stay after check-out. A star click submits at once with whatever
 * is typed (docs/product.md#my-bookings); Save review sends a changed text with the chosen stars. Rating again updates.
 */
export function BookingReview({ booking }: { booking: CustomerBookingDto }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState<number | null>(booking.review?.rating ?? null);
  const [message, setMessage] = useState(booking.review?.message ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(stars: number | null) {
    if (stars === null) {
      setError(t('myBookings.rating.pickFirst'));
      return;
    }
    const previous = rating;
    setRating(stars);
    setError(null);
    setPending(true);
    try {
      await rateBooking({ bookingId: booking.id, rating: stars, message });
      toast.success(t('myBookings.rating.saved'));
    } catch (cause) {
      setRating(previous);
      const text = serverMessage(t, cause, 'myBookings.rating.failed');
      setError(text);
      toast.error(text);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.review} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {booking.review ? t('myBookings.rating.yourReview') : t('myBookings.rating.title')}
      </h3>
      <StarRating value={rating} disabled={pending} label={t('myBookings.rating.groupLabel', { name: booking.villa.name })} onRate={(stars) => void submit(stars)} />
      <label htmlFor={`${id}-message`} className={styles.label}>
        {t('myBookings.rating.messageLabel')}
      </label>
      <textarea
        id={`${id}-message`}
        className={styles.textarea}
        rows={3}
        maxLength={REVIEW_MESSAGE_MAX}
        value={message}
        placeholder={t('myBookings.rating.placeholder')}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={styles.footer}>
        <span id={`${id}-count`} className={styles.count}>
          {t('myBookings.rating.counter', { count: message.length, max: REVIEW_MESSAGE_MAX })}
        </span>
        <Button size="sm" disabled={pending} onClick={() => void submit(rating)}>
          {pending ? t('myBookings.rating.saving') : t('myBookings.rating.save')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </section>
  );
}
