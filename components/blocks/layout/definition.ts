import { z } from 'zod';
import { deviceValuesSchema } from '@/lib/schemas/device-values';
import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import { defineBlock } from '../define-block';

/**
 * Layouts arrange their children in `columns`, all side by side on desktops. Their one datum is how
 * many of them sit side by side on tablets and phones (`devices`, lib/schemas/device-values.ts); a layout
 * without it stacks them on phones (columns-by-device.ts), as layouts always did.
 */
const layoutSchema = z.object({
  devices: deviceValuesSchema({ columns: z.number().int().min(1).max(PAGE_CONTENT_LIMITS.columns) }).optional(),
});

const columns = (start: number) => ({ columns: { min: 1, max: PAGE_CONTENT_LIMITS.columns, start } });

/** A headline over its blocks (spec section 3, block layouts). */
export const headlineBlock = defineBlock({ type: 'headline-block', label: 'headline', schema: layoutSchema, texts: [], constraints: columns(1) });

/** A headline block inside another layout. */
export const nestedHeadlineBlock = defineBlock({
  type: 'nested-headline-block', label: 'nestedHeadline', schema: layoutSchema, texts: [], constraints: columns(1),
});

/** Columns side by side, stacked on phones. */
export const multiColumnBlock = defineBlock({ type: 'multi-column', label: 'multiColumn', schema: layoutSchema, texts: [], constraints: columns(2) });

/** An image beside a text. */
export const imageWithTextBlock = defineBlock({
  type: 'image-with-text', label: 'imageWithText', schema: layoutSchema, texts: [], constraints: columns(2),
});
