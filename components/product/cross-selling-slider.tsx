'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { CROSS_SELLING_DEFAULT_SIZE } from '@/lib/catalog/product-swiper';
import type { LinkContext } from '@/lib/routing/links';
import type { CrossSellingSwiperProps } from './cross-selling-swiper';
import { useCrossSelling, type ProductRef } from './product-queries';
import { ProductTile } from './product-tile';
import styles from './cross-selling.module.css';

/**
 * Products recommended with this one, from the prefetched cross-selling (or a fetch when the server
 * could not load it). Hidden when there are none or loading failed (spec section 8). The row renders
 * at once; swiper is loaded after it, so it never weighs on the page's first load.
 */
export function CrossSellingSlider({ links, ...ref }: ProductRef & { links: LinkContext }) {
  const t = useTranslations('ProductMedia');
  const headingId = useId();
  const { data } = useCrossSelling(ref);
  const [Swiper, setSwiper] = useState<ComponentType<CrossSellingSwiperProps> | null>(null);
  const hasProducts = (data?.products.length ?? 0) > 0;
  useEffect(() => {
    if (!hasProducts) return;
    let live = true;
    void import('./cross-selling-swiper').then((module) => {
      if (live) setSwiper(() => module.CrossSellingSwiper);
    });
    return () => {
      live = false;
    };
  }, [hasProducts]);
  if (!data || !hasProducts) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{data.manualCrossSellingTitle ?? t('crossSelling')}</h2>
      {Swiper ? <Swiper products={data.products} links={links} /> : (
        <ul className={styles.row}>
          {data.products.slice(0, CROSS_SELLING_DEFAULT_SIZE).map((product) => (
            <li key={product.productId}><ProductTile product={product} links={links} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
