'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { Carousel } from '@/components/carousel/carousel';
import type { LinkContext } from '@/lib/routing/links';
import { useCrossSelling, type ProductRef } from './product-queries';
import styles from './cross-selling.module.css';

/**
 * Products recommended with this one, from the prefetched cross-selling (or a fetch when the server
 * could not load it). Hidden when there are none or loading failed (spec section 8).
 */
export function CrossSellingSlider({ links, ...ref }: ProductRef & { links: LinkContext }) {
  const t = useTranslations('ProductMedia');
  const headingId = useId();
  const { data } = useCrossSelling(ref);
  if (!data || data.products.length === 0) return null;
  const title = data.manualCrossSellingTitle ?? t('crossSelling');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{title}</h2>
      <Carousel
        slides={data.products.map((product) => <ProductCard key={product.productId} product={product} links={links} />)}
        label={title}
        variant="products"
      />
    </section>
  );
}
