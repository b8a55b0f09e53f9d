import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '@/components/shell/after-paint';
import { RESIZE_DEBOUNCE_MS } from '@/lib/display-constants.mjs';

interface Scroller {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which sides of a sideways-scrolling strip have more to show (a pixel of rounding is none). */
export function hiddenSides({ scrollLeft, scrollWidth, clientWidth }: Scroller): { start: boolean; end: boolean } {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * Marks a sideways-scrolling strip with `data-more-start` and `data-more-end` while it has more to show on
 * that side, for its scroll shadow (SCROLL_SHADOW_PX, in its CSS). Measured after the first paint (not while
 * hydrating: a forced reflow), on scrolling, and again once the window has stopped resizing for
 * RESIZE_DEBOUNCE_MS (a resize changes what fits).
 */
export function useScrollShadows(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const mark = () => {
      const { start, end } = hiddenSides(strip);
      strip.toggleAttribute('data-more-start', start);
      strip.toggleAttribute('data-more-end', end);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resized = () => {
      clearTimeout(timer);
      timer = setTimeout(mark, RESIZE_DEBOUNCE_MS);
    };
    const cancelFirst = afterNextPaint(mark);
    strip.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', resized);
    return () => {
      cancelFirst();
      clearTimeout(timer);
      strip.removeEventListener('scroll', mark);
      window.removeEventListener('resize', resized);
    };
  }, [ref]);
}
