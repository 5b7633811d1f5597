import { Star } from 'lucide-react';
import styles from './reviews.module.css';

interface StarsProps {
  /** 0-5; halves and above round up to a full star, as the breakdown rounds (docs/product.md#reviews). */
  value: number;
  /** The accessible text ("Rated 4.5 out of 5"): the icons alone say nothing to a screen reader. */
  label: string;
  size?: number;
}

export function Stars({ value, label, size = 16 }: StarsProps) {
  const full = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} aria-hidden="true" className={n <= full ? styles.starOn : styles.starOff} fill={n <= full ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}
