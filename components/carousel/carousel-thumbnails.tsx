'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './carousel-thumbnails.module.css';

interface Props {
  /** One small picture per slide, in the slides' order; their buttons name them. */
  thumbnails: ReactNode[];
  /** The slide shown now. */
  active: number;
  onSelect: (index: number) => void;
}

/**
 * The strip of thumbnails under a content slider ('Show thumbnails', spec section 3): a button per slide,
 * reached by Tab, named by its slide's number, the shown one marked as current.
 */
export function CarouselThumbnails({ thumbnails, active, onSelect }: Props) {
  const t = useTranslations('Blocks');
  return (
    <ul className={styles.strip} aria-label={t('slideThumbnails')}>
      {thumbnails.map((thumbnail, index) => (
        <li key={index}>
          <button
            type="button" className={styles.thumbnail} onClick={() => onSelect(index)}
            aria-label={t('showSlide', { index: index + 1, count: thumbnails.length })} aria-current={index === active ? 'true' : undefined}
          >
            {thumbnail}
          </button>
        </li>
      ))}
    </ul>
  );
}
