import { z } from 'zod';

/** Data of a text block: rich text as HTML. */
export const textBlockSchema = z.object({ content: z.string().max(100_000).default('') });
