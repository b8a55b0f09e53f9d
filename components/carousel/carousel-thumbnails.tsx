'use client';

import { useTranslations } from 'next-intl';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { SCROLL_SHADOW_PX } from '@/lib/display-constants.mjs';
import styles from './carousel-thumbnails.module.css';
import { useScrollShadows } from './use-scroll-shadows';

const SHADOW = { '--scroll-shadow': `${SCROLL_SHADOW_PX}px` } as CSSProperties;

interface Props {
  /** One small picture per slide, in the slides' order; their buttons name them. */
  thumbnails: ReactNode[];
  /** The slide shown now. */
  active: number;
  onSelect: (index: number) => void;
}

/**
 * The strip of thumbnails under a content slider ('Show thumbnails', spec section 3): a button per slide,
 * reached by Tab, named by its slide's number, the shown one marked as current. More than fit scroll
 * sideways, with a scroll shadow on the side that has more.
 */
export function CarouselThumbnails({ thumbnails, active, onSelect }: Props) {
  const t = useTranslations('Blocks');
  const strip = useRef<HTMLUListElement>(null);
  useScrollShadows(strip);
  return (
    <ul ref={strip} className={styles.strip} style={SHADOW} aria-label={t('slideThumbnails')}>
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
