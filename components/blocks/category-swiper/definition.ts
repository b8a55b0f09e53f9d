import { defineBlock } from '../define-block';
import { categorySwiperBlockSchema } from './schema';

/** A carousel of a category's first products. */
export const categorySwiperBlock = defineBlock({
  type: 'category-swiper', label: 'categorySwiper', schema: categorySwiperBlockSchema, texts: [], constraints: {},
  query: (data) => (data.categoryId ? { categoryId: data.categoryId, page: 1, resultsPerPage: data.size } : null),
});
