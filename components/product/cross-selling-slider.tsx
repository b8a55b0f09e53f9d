'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { Carousel } from '@/components/carousel/carousel';
import { MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';
import type { LinkContext } from '@/lib/routing/links';
import { useCrossSelling, type ProductRef } from './product-queries';
import styles from './cross-selling.module.css';

/**
 * Products recommended with this one, under the owner's title when the product has one. The page
 * prefetches the first PRODUCT_SWIPER_SIZE (spec section 9: default size 4); when there are more, "Show
 * all" loads the rest. Hidden when there are none or loading failed (spec section 8).
 */
export function CrossSellingSlider({ links, ...ref }: ProductRef & { links: LinkContext }) {
  const t = useTranslations('ProductMedia');
  const headingId = useId();
  const [size, setSize] = useState(PRODUCT_SWIPER_SIZE);
  const { data, isPlaceholderData } = useCrossSelling(ref, size);
  const loaded = data?.products.filter((product) => product.isLoaded) ?? [];
  if (!data || loaded.length === 0) return null;
  const title = data.manualCrossSellingTitle ?? t('crossSelling');
  const more = data.products.length - loaded.length;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{title}</h2>
      <Carousel
        slides={loaded.map((product) => <ProductCard key={product.productId} product={product} links={links} />)}
        label={title}
        variant="products"
      />
      {more > 0 && (
        <button type="button" className={styles.more} disabled={isPlaceholderData} onClick={() => setSize(MAX_RESULTS_PER_PAGE)}>
          {t('crossSellingShowAll', { count: data.products.length })}
        </button>
      )}
    </section>
  );
}
