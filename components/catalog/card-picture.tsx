'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CARD_SWATCHES, type Swatch } from '@/lib/catalog/swatches';
import type { CardIslandProduct } from './product-card';
import styles from './product-card.module.css';

/**
 * How the image loads: `priority` for the first row of a listing (likely the page's largest paint, so it
 * is preloaded), `eager` for the first slides of a carousel, `lazy` when it comes near.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/** The card's width: grids and carousels show 2 cards on phones, 3 from 480px, 4 from 768px, 5 from 992px. */
const IMAGE_SIZES = '(min-width: 76rem) 14rem, (min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 480px) 33vw, 50vw';

interface Props {
  product: Pick<CardIslandProduct, 'name' | 'image' | 'swatches'>;
  imageLoading: ImageLoading;
}

/**
 * The card's picture and, for a variation master, its colour swatches under it: pointing at or focusing
 * a swatch shows that colour's picture, a tap or click keeps it. The picture box keeps its square, so
 * nothing moves when it changes; the swatch row is in the server's HTML, so nothing moves when it hydrates.
 */
export function CardPicture({ product, imageLoading }: Props) {
  const t = useTranslations('QuickAdd');
  const [chosen, setChosen] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const shownValue = previewed ?? chosen;
  const image = product.swatches.find((s) => s.value === shownValue)?.image ?? product.image;
  const lazy = imageLoading === 'lazy';
  const swatches = product.swatches.slice(0, CARD_SWATCHES);
  const more = product.swatches.length - swatches.length;
  return (
    <>
      <div className={styles.media}>
        {image && (
          <Image
            src={image.url}
            // The name below says what the picture shows; repeating it would read the product twice.
            alt=""
            width={image.width}
            height={image.height}
            // A lazy image is laid out before it loads, so the browser can use the width it really has.
            sizes={lazy ? `auto, ${IMAGE_SIZES}` : IMAGE_SIZES}
            loading={lazy ? 'lazy' : 'eager'}
            // Next's `preload` (which replaced `priority`) no longer raises the fetch priority itself.
            preload={imageLoading === 'priority'}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
          />
        )}
      </div>
      {swatches.length > 0 && (
        <div className={styles.swatches} role="group" aria-label={t('colours', { name: product.name })} onPointerLeave={() => setPreviewed(null)}>
          {swatches.map((swatch) => (
            <button key={swatch.value} type="button" className={styles.swatch} style={swatchStyle(swatch)}
              aria-pressed={chosen === swatch.value} aria-label={swatch.available ? swatch.label : t('soldOutColour', { colour: swatch.label })}
              data-sold-out={swatch.available ? undefined : ''}
              onPointerEnter={() => setPreviewed(swatch.value)} onFocus={() => setPreviewed(swatch.value)} onBlur={() => setPreviewed(null)}
              onClick={() => setChosen(chosen === swatch.value ? null : swatch.value)}>
              {swatch.colour || swatch.image ? null : <span aria-hidden="true">{swatch.label.charAt(0)}</span>}
            </button>
          ))}
          {more > 0 && <span className={styles.moreSwatches}><span aria-hidden="true">+{more}</span><span className="visually-hidden">{t('moreColours', { count: more })}</span></span>}
        </div>
      )}
    </>
  );
}

/** A swatch paints its colour; a value that names none shows its picture instead (or, without one, its initial). */
function swatchStyle(swatch: Swatch) {
  if (swatch.colour) return { backgroundColor: swatch.colour };
  return swatch.image ? { backgroundImage: `url(${swatch.image.url})` } : undefined;
}
