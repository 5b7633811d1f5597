import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** The saved rating, or null before the first one. */
  value: number | null;
  onRate: (rating: number) => void;
  /** The group's accessible name ("Rate your stay at Villa Breeze"). */
  label: string;
  disabled?: boolean;
}

/**
 * Five stars as a radio group: one Tab stop (the chosen star, else the first), arrow keys, Home
 * and End move between stars and preview them, Enter, Space or a click chooses one (docs/product.md#my-bookings: a star
 * click submits the rating at once, so merely moving with the arrows must not).
 */
export function StarRating({ value, onRate, label, disabled = false }: StarRatingProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState<number>(value ?? 1);
  const [preview, setPreview] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = preview ?? value ?? 0;

  function moveTo(star: number) {
    const next = Math.min(5, Math.max(1, star));
    setFocused(next);
    buttons.current[next - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, star: number) {
    const moves: Record<string, number> = { ArrowRight: star + 1, ArrowUp: star + 1, ArrowLeft: star - 1, ArrowDown: star - 1, Home: 1, End: 5 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={styles.group} onMouseLeave={() => setPreview(null)}>
      {STARS.map((star) => (
        <button
          key={star}
          ref={(node) => {
            buttons.current[star - 1] = node;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('myBookings.rating.star', { count: star })}
          tabIndex={star === focused ? 0 : -1}
          disabled={disabled}
          className={[styles.star, star <= shown ? styles.on : ''].join(' ')}
          onClick={() => {
            setFocused(star);
            onRate(star);
          }}
          onKeyDown={(event) => onKeyDown(event, star)}
          onMouseEnter={() => setPreview(star)}
          onFocus={() => {
            setFocused(star);
            setPreview(star);
          }}
          onBlur={() => setPreview(null)}
        >
          <Star size={28} aria-hidden="true" fill={star <= shown ? 'currentColor' : 'none'} strokeWidth={1.75} />
        </button>
      ))}
    </div>
  );
}
