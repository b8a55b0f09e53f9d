import { defineBlock } from '../define-block';
import { categoryBlockSchema } from './schema';

/**
 * A category's products with sorting, paging and "Show more". Once per page (spec section 2, editor
 * mode), and on the page itself: a paged listing with its toolbar needs the page's width, and its
 * sorting and paging are the page's address (`?sort`, `?page`), which one listing owns.
 */
export const categoryBlock = defineBlock({
  type: 'category', label: 'category', schema: categoryBlockSchema, texts: [],
  constraints: { oncePerPage: true, placement: 'page' },
  query: (data) => (data.categoryId ? { categoryId: data.categoryId, page: 1, resultsPerPage: data.pageSize } : null),
});
