import { z } from 'zod';

/** The longest HTML a text block holds. */
export const TEXT_CONTENT_MAX = 100_000;

/** Data of a text block: rich text as HTML. */
export const textBlockSchema = z.object({ content: z.string().max(TEXT_CONTENT_MAX).default('') });
