/** How many products a category swiper and a cross-selling show unless told otherwise (spec section 9: default size 4). */
export const PRODUCT_SWIPER_SIZE = 4;

/** Slides per view and per group below the first breakpoint. */
export const PRODUCT_SWIPER_BASE_SLIDES = 2;

/** Product swipers: 2 slides, 3 from 480px, 4 from 768px, 5 from 992px (spec sections 2 and 9). */
export const PRODUCT_SWIPER_BREAKPOINTS: Record<number, { slidesPerView: number; slidesPerGroup: number }> = {
  480: { slidesPerView: 3, slidesPerGroup: 3 },
  768: { slidesPerView: 4, slidesPerGroup: 4 },
  992: { slidesPerView: 5, slidesPerGroup: 5 },
};
