import { z } from 'zod';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';

/** Data of a category swiper: a carousel of a category's first products. */
export const categorySwiperBlockSchema = z.object({
  categoryId: z.string().max(64).default(''),
  showStock: z.boolean().default(true),
  showPrice: z.boolean().default(true),
  size: z.number().int().min(1).max(24).default(PRODUCT_SWIPER_SIZE),
});
