import { z } from 'zod';
import { defineBlock } from '../define-block';
import { productSliderBlockSchema } from './schema';

const uuid = z.uuid();

/** Chosen products in the owner's order; ids that cannot name a product are passed over. */
export const productSliderBlock = defineBlock({
  type: 'product-slider', label: 'productSlider', schema: productSliderBlockSchema, texts: [], constraints: {},
  query: (data) => {
    const ids = data.productIds.filter((id) => uuid.safeParse(id).success);
    return ids.length ? { productIds: ids, page: 1, resultsPerPage: ids.length } : null;
  },
});
