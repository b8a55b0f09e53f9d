import type { CSSProperties } from 'react';
import styles from './reviews.module.css';

/**
 * Five stars filled to a rating, read by screen readers as its label alone ("4.5 out of 5 stars, 12
 * reviews"). Plain markup without hooks: server pages and client islands render the same.
 */
export function StarRating({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'large' }) {
  const fill = { '--rating-fill': `${Math.max(0, Math.min(5, rating)) * 20}%` } as CSSProperties;
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${size === 'large' ? styles.large : ''}`} style={fill}>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
