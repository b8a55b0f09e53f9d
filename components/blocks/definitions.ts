import { z } from 'zod';
import { BLOCK_TEXT_PATHS } from '@/lib/content/block-texts';
import { BLOCK_TYPES, LAYOUT_BLOCK_TYPES, type BlockType } from '@/lib/schemas/block-types';
import { categorySwiperBlockSchema } from './category-swiper/schema';
import { categoryBlockSchema } from './category/schema';
import { contactFormBlockSchema } from './contact-form/schema';
import { contentSliderBlockSchema } from './content-slider/schema';
import { htmlBlockSchema } from './html/schema';
import { imageBlockSchema } from './image/schema';
import { mapsBlockSchema } from './maps/schema';
import { productSliderBlockSchema } from './product-slider/schema';
import { textBlockSchema } from './text/schema';
import { videoBlockSchema } from './video/schema';

/** Layouts keep no data of their own: they arrange their children in `columns`. */
const layoutSchema = z.object({});

/**
 * What the storefront, the API and the editor know of a block type, declared once: its data schema
 * (with defaults), which of its fields are texts (per locale, as field-path patterns), and whether it
 * holds columns of other blocks. Shared by the services (validation), the editor and the views, so it
 * lives below all of them; views (components/blocks/registry.ts) and editor settings are keyed by the same types.
 */
export const blockDefinitions = {
  text: { schema: textBlockSchema, texts: BLOCK_TEXT_PATHS['text'] },
  image: { schema: imageBlockSchema, texts: BLOCK_TEXT_PATHS['image'] },
  video: { schema: videoBlockSchema, texts: BLOCK_TEXT_PATHS['video'] },
  'content-slider': { schema: contentSliderBlockSchema, texts: BLOCK_TEXT_PATHS['content-slider'] },
  maps: { schema: mapsBlockSchema, texts: BLOCK_TEXT_PATHS['maps'] },
  'contact-form': { schema: contactFormBlockSchema, texts: BLOCK_TEXT_PATHS['contact-form'] },
  html: { schema: htmlBlockSchema, texts: BLOCK_TEXT_PATHS['html'] },
  category: { schema: categoryBlockSchema, texts: BLOCK_TEXT_PATHS['category'] },
  'category-swiper': { schema: categorySwiperBlockSchema, texts: BLOCK_TEXT_PATHS['category-swiper'] },
  'product-slider': { schema: productSliderBlockSchema, texts: BLOCK_TEXT_PATHS['product-slider'] },
  'headline-block': { schema: layoutSchema, texts: BLOCK_TEXT_PATHS['headline-block'] },
  'nested-headline-block': { schema: layoutSchema, texts: BLOCK_TEXT_PATHS['nested-headline-block'] },
  'multi-column': { schema: layoutSchema, texts: BLOCK_TEXT_PATHS['multi-column'] },
  'image-with-text': { schema: layoutSchema, texts: BLOCK_TEXT_PATHS['image-with-text'] },
} as const satisfies Record<BlockType, { schema: z.ZodType; texts: readonly string[] }>;

/** The data of a block of a type, with defaults filled in. */
export type BlockDataOf<T extends BlockType> = z.output<(typeof blockDefinitions)[T]['schema']>;

/** Whether a type name is one this build knows. */
export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

/** Whether blocks of this type hold columns of other blocks. */
export function isLayoutType(type: string): boolean {
  return (LAYOUT_BLOCK_TYPES as readonly string[]).includes(type);
}

