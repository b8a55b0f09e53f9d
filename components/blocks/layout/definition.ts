import { z } from 'zod';
import { deviceValuesSchema } from '@/lib/schemas/device-values';
import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import { defineBlock } from '../define-block';
import { spacingSchema } from '../device-choices';

/**
 * Layouts arrange their children in `columns`, all side by side on desktops. Their data: the space
 * around and between their columns on desktops (`spacing`, absent: the theme's), and what tablets and
 * phones show instead (`devices`, lib/schemas/device-values.ts): how many columns sit side by side there
 * and their own spacing. A layout without `devices` stacks its columns on phones (columns-by-device.ts),
 * as layouts always did.
 */
const layoutSchema = z.object({
  spacing: spacingSchema.optional(),
  devices: deviceValuesSchema({ columns: z.number().int().min(1).max(PAGE_CONTENT_LIMITS.columns), spacing: spacingSchema }).optional(),
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
