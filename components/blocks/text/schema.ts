import { z } from 'zod';
import { deviceValuesSchema } from '@/lib/schemas/device-values';
import { headlineSizeSchema, textAlignSchema } from '../device-choices';

/** The longest HTML a text block holds. */
export const TEXT_CONTENT_MAX = 100_000;

/**
 * Data of a text block: rich text as HTML, its alignment and the size of its headings on desktops
 * (absent: the theme's), and tablets' and phones' own (lib/schemas/device-values.ts).
 */
export const textBlockSchema = z.object({
  content: z.string().max(TEXT_CONTENT_MAX).default(''),
  align: textAlignSchema.optional(),
  headlineSize: headlineSizeSchema.optional(),
  devices: deviceValuesSchema({ align: textAlignSchema, headlineSize: headlineSizeSchema }).optional(),
});
