import { z } from 'zod';
import { MAX_PRODUCT_IDS } from '@/lib/contract/catalog';

/** Data of a product slider: chosen products in the owner's order. */
export const productSliderBlockSchema = z.object({
  productIds: z.array(z.string().max(64)).max(MAX_PRODUCT_IDS).default([]),
  id: z.string().max(64).optional(),
});
