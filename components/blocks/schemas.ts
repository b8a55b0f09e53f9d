import type { z } from 'zod';
import type { ContentBlockType } from '@/lib/schemas/block-types';
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

/** The data schema (with defaults) of every content block type; layouts hold columns, not data. */
export const blockDataSchemas = {
  text: textBlockSchema,
  image: imageBlockSchema,
  video: videoBlockSchema,
  'content-slider': contentSliderBlockSchema,
  maps: mapsBlockSchema,
  'contact-form': contactFormBlockSchema,
  html: htmlBlockSchema,
  category: categoryBlockSchema,
  'category-swiper': categorySwiperBlockSchema,
  'product-slider': productSliderBlockSchema,
} satisfies Record<ContentBlockType, z.ZodType>;

/** The data of a block of a content type, with defaults filled in. */
export type BlockDataOf<T extends ContentBlockType> = z.output<(typeof blockDataSchemas)[T]>;
