'use client';

import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
// Imported, not loaded with next/dynamic: the strip's code is smaller than next/dynamic's own runtime
// (about 2.8 KB compressed), which every page with a carousel would otherwise load.
import { CarouselThumbnails } from './carousel-thumbnails';
import { SlideMediaProvider } from './slide-media';
import type { CarouselProps, SwiperSlidesProps } from './swiper-carousel';
import styles from './carousel.module.css';
import { loadChunk } from '@/components/shell/chunk-load';

/** How long a visible carousel waits before loading swiper when nobody touches it (its autoplay needs it). */
const IDLE_LOAD_DELAY_MS = 2500;
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * A carousel that costs nothing on first load: the slides render at once as a scrollable row with the
 * widths swiper will give them, and swiper loads when the shopper reaches for the carousel or after it
 * has been visible for a moment, then takes over the same slides. The region and the thumbnails stay
 * when it does, so a thumbnail that has the focus keeps it.
 */
export function Carousel({ label, thumbnails, ...props }: CarouselProps) {
  const { slides, variant } = props;
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [SwiperCarousel, setSwiperCarousel] = useState<ComponentType<SwiperSlidesProps> | null>(null);
  // The slide shown: told by swiper once it runs, chosen with a thumbnail.
  const [active, setActive] = useState(0);

  useEffect(() => {
    const node = ref.current;
    if (!node || slides.length < 2) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(load, IDLE_LOAD_DELAY_MS);
    });
    function stopWaiting(): void {
      for (const type of INTERACTIONS) node!.removeEventListener(type, load);
      observer.disconnect();
      clearTimeout(timer);
    }
    function load(): void {
      stopWaiting();
      // A chunk that fails reaches ChunkLoadRecovery (components/shell) as an unhandled rejection: one reload.
      void loadChunk(() => import('./swiper-carousel')).then((module) => {
        // A transition: React renders swiper's slides in slices between the browser's other work, rather
        // than in one long task while the page may still be loading.
        if (!cancelled) startTransition(() => setSwiperCarousel(() => module.SwiperCarousel));
      });
    }
    for (const type of INTERACTIONS) node.addEventListener(type, load, { passive: true });
    observer.observe(node);
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [slides.length]);

  const show = (index: number) => {
    setActive(index);
    // Before swiper runs, the row shows one content slide per width.
    if (!SwiperCarousel) track.current?.scrollTo({ left: index * track.current.clientWidth });
  };

  return (
    <div ref={ref} className={`${styles.carousel} ${styles[variant]}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <SlideMediaProvider>
        {SwiperCarousel ? <SwiperCarousel {...props} active={active} onActiveChange={setActive} /> : (
          // Scrollable by keyboard until swiper takes over, hence the tab stop.
          <ul ref={track} className={styles.track} tabIndex={0}>
            {slides.map((slide, index) => <li key={index} className={styles.slide}>{slide}</li>)}
          </ul>
        )}
      </SlideMediaProvider>
      {thumbnails && thumbnails.length > 1 && <CarouselThumbnails thumbnails={thumbnails} active={active} onSelect={show} />}
    </div>
  );
}
