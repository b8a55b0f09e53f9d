import { z } from 'zod';
import { DEFAULT_RESULTS_PER_PAGE, MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';

/** Data of a category listing block: which category, and how many products a page shows. */
export const categoryBlockSchema = z.object({
  categoryId: z.string().max(64).default(''),
  pageSize: z.number().int().min(1).max(MAX_RESULTS_PER_PAGE).default(DEFAULT_RESULTS_PER_PAGE),
});
