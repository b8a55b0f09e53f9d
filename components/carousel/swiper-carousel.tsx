'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { PRODUCT_SWIPER_BASE_SLIDES, PRODUCT_SWIPER_BREAKPOINTS } from '@/lib/catalog/product-swiper';
import styles from './carousel.module.css';
import { SLIDE_MEDIA_PLAYING, SLIDE_MEDIA_PLAYING_ATTRIBUTE } from './slide-media';

/** Product carousels: 2 slides on phones up to 5 on wide screens, moving a view at a time (spec section 9). */
const PRODUCT_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  0: { slidesPerView: PRODUCT_SWIPER_BASE_SLIDES, slidesPerGroup: PRODUCT_SWIPER_BASE_SLIDES },
  ...PRODUCT_SWIPER_BREAKPOINTS,
};

export interface CarouselProps {
  slides: ReactNode[];
  /** Names the carousel for assistive technology. */
  label: string;
  variant: 'products' | 'content';
  /** Milliseconds between slides; null for no autoplay. */
  autoplayDelay?: number | null;
  loop?: boolean;
  bullets?: boolean;
  navigation?: boolean;
  /** A small picture per slide for a strip of thumbnails under the slides; none without. */
  thumbnails?: ReactNode[];
}

/** What swiper needs from the carousel around it: the slide to show, and where to say which one it shows. */
export interface SwiperSlidesProps extends Omit<CarouselProps, 'label' | 'thumbnails'> {
  active: number;
  onActiveChange: (index: number) => void;
}

const MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(MOTION_QUERY).matches;
function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The one place swiper is used: content sliders and product carousels, keyboard operable, pausable. It fills
 * the carousel's region (carousel.tsx), which stays when swiper takes over, and shows the slide `active`
 * names (a thumbnail chosen), telling every change of slide back.
 */
export function SwiperCarousel({ slides, variant, autoplayDelay = null, loop = false, bullets = true, navigation = true, active, onActiveChange }: SwiperSlidesProps) {
  const t = useTranslations('Blocks');
  const swiper = useRef<SwiperInstance | null>(null);
  const reduced = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  // Shoppers who ask for less motion get no autoplay unless they start it themselves.
  const playing = autoplayDelay !== null && (choice ? choice === 'play' : !reduced);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay || autoplayDelay === null) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing, autoplayDelay]);

  useEffect(() => {
    const instance = swiper.current;
    if (instance && instance.realIndex !== active) instance.slideToLoop(active);
  }, [active]);

  const init = (instance: SwiperInstance) => {
    if (prefersReducedMotion()) instance.params.speed = 0;
    swiper.current = instance;
    // A video playing in a slide stops the slideshow, which would move it out of view (and so pause it);
    // the shopper may start the slideshow again.
    if (instance.el.querySelector(`[${SLIDE_MEDIA_PLAYING_ATTRIBUTE}]`)) setChoice('pause');
    instance.el.addEventListener(SLIDE_MEDIA_PLAYING, () => setChoice('pause'));
  };

  return (
    <>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        onSwiper={init}
        onSlideChange={(instance) => onActiveChange(instance.realIndex)}
        initialSlide={active}
        loop={loop && slides.length > 1}
        autoplay={autoplayDelay !== null ? { delay: autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={navigation}
        pagination={bullets ? { clickable: true } : false}
        spaceBetween={variant === 'products' ? 16 : 0}
        breakpoints={variant === 'products' ? PRODUCT_BREAKPOINTS : undefined}
        a11y={{
          prevSlideMessage: t('previousSlide'),
          nextSlideMessage: t('nextSlide'),
          firstSlideMessage: t('firstSlide'),
          lastSlideMessage: t('lastSlide'),
          // Swiper fills in {{index}} and {{slidesLength}} itself.
          paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
          slideLabelMessage: t('slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: t('slide'),
        }}
      >
        {slides.map((slide, index) => <SwiperSlide key={index}>{slide}</SwiperSlide>)}
      </Swiper>
      {autoplayDelay !== null && slides.length > 1 && (
        <button type="button" className={styles.toggle} onClick={() => setChoice(playing ? 'pause' : 'play')}>
          {playing ? t('pauseSlideshow') : t('playSlideshow')}
        </button>
      )}
    </>
  );
}
