import { z } from 'zod';

/** Data of a free HTML block. */
export const htmlBlockSchema = z.object({ html: z.string().max(100_000).default('') });
