'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ProductCardPayload } from '@/lib/api/contract/catalog';
import { PRODUCT_SWIPER_BASE_SLIDES, PRODUCT_SWIPER_BREAKPOINTS } from '@/lib/catalog/product-swiper';
import type { LinkContext } from '@/lib/routing/links';
import { ProductTile } from './product-tile';
import 'swiper/css';
import styles from './cross-selling.module.css';

export interface CrossSellingSwiperProps {
  products: ProductCardPayload[];
  links: LinkContext;
}

/** The cross-selling products as a swiper with 2 to 5 slides by width and real previous/next buttons. */
export function CrossSellingSwiper({ products, links }: CrossSellingSwiperProps) {
  const t = useTranslations('ProductMedia');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const track = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
  const scrollable = !(edges.start && edges.end);
  return (
    <div className={styles.slider}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={PRODUCT_SWIPER_BASE_SLIDES}
        slidesPerGroup={PRODUCT_SWIPER_BASE_SLIDES}
        breakpoints={PRODUCT_SWIPER_BREAKPOINTS}
        spaceBetween={16}
        keyboard={{ enabled: true, onlyInViewport: true }}
        watchSlidesProgress
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
        onBreakpoint={track}
        onResize={track}
      >
        {products.map((product) => (
          <SwiperSlide key={product.productId}><ProductTile product={product} links={links} /></SwiperSlide>
        ))}
      </Swiper>
      {scrollable && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t('previous')} disabled={edges.start} onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.control} aria-label={t('next')} disabled={edges.end} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
