'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProductDetailPayload } from '@/lib/contract/catalog';
import styles from './product-gallery.module.css';

/** Thumbnail edge in pixels (spec section 9: product thumbnails 120x120). */
const THUMBNAIL_SIZE = 120;

/**
 * The main image's width: the page's first column (1.15 of 2.15 parts beside the buy box) from 768px,
 * at most about 36rem on the 76rem page; the whole width on phones.
 */
const STAGE_SIZES = '(min-width: 76rem) 36rem, (min-width: 48rem) 47vw, 100vw';

type ProductImage = ProductDetailPayload['images'][number];

/**
 * The product's main image with a row of thumbnail buttons that switch it. The first image loads
 * eagerly with high priority (it is the page's largest paint); sizes come from the stored image. Uploaded
 * photos come as resized AVIF or WebP copies (a srcset), SVGs as they are.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useTranslations('ProductMedia');
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return <div className={styles.placeholder} role="img" aria-label={name} />;
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.stage}>
        <Image
          key={main.url}
          className={styles.main}
          src={main.url}
          alt={main.alt || name}
          width={main.width}
          height={main.height}
          sizes={STAGE_SIZES}
          preload={selected === 0}
          loading="eager"
          fetchPriority={selected === 0 ? 'high' : 'auto'}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button type="button" className={styles.thumbnail} aria-pressed={index === selected}
                aria-label={t('showImage', { index: index + 1, total: images.length })} onClick={() => setSelected(index)}>
                <Image src={image.url} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
