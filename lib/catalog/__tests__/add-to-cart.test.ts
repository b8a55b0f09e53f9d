import { ADD_TO_CART_NOTICE_MS, addToCartErrorKey } from '../add-to-cart';
import { PRODUCT_SWIPER_BASE_SLIDES, PRODUCT_SWIPER_BREAKPOINTS } from '../product-swiper';

describe('addToCartErrorKey', () => {
  const lowStock = 'Low StockLevel: only 2 of VT-SCARF-001 available';

  it('translates a Low StockLevel error, in the plural variant above one unit', () => {
    expect(addToCartErrorKey(lowStock, 1)).toBe('productAddedToCartError');
    expect(addToCartErrorKey(lowStock, 2)).toBe('productAddedToCartError_plural');
    expect(addToCartErrorKey(lowStock, 999)).toBe('productAddedToCartError_plural');
  });

  it('keeps the raw text of other errors', () => {
    expect(addToCartErrorKey('Not found', 1)).toBeNull();
    expect(addToCartErrorKey('Internal Server Error', 3)).toBeNull();
  });

  it('hides the notice after 8 seconds', () => {
    expect(ADD_TO_CART_NOTICE_MS).toBe(8000);
  });
});

describe('product swiper breakpoints', () => {
  it('go from 2 to 5 slides at 480, 768 and 992 px', () => {
    expect(PRODUCT_SWIPER_BASE_SLIDES).toBe(2);
    expect(Object.entries(PRODUCT_SWIPER_BREAKPOINTS).map(([width, s]) => [Number(width), s.slidesPerView, s.slidesPerGroup]))
      .toEqual([[480, 3, 3], [768, 4, 4], [992, 5, 5]]);
  });
});
