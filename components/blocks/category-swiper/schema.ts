import { z } from 'zod';

/** How many products a category swiper shows unless told otherwise (spec section 9). */
export const CATEGORY_SWIPER_SIZE = 4;

/** Data of a category swiper: a carousel of a category's first products. */
export const categorySwiperBlockSchema = z.object({
  categoryId: z.string().max(64).default(''),
  showStock: z.boolean().default(true),
  showPrice: z.boolean().default(true),
  size: z.number().int().min(1).max(24).default(CATEGORY_SWIPER_SIZE),
});
