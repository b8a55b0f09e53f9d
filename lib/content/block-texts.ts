import type { BlockType } from '@/lib/schemas/block-types';

/**
 * The fields of each block type that hold texts, as field-path patterns: they are kept per locale, the
 * rest of a block is shared by all locales. Declared here, free of schemas, so that the data layer's
 * seed and migrations can split texts without importing the block schemas; components/blocks/definitions.ts
 * gives each type its entry.
 */
export const BLOCK_TEXT_PATHS = {
  text: ['content'],
  image: ['alt', 'headline', 'text', 'buttontext'],
  video: [],
  'content-slider': ['images.*.alt'],
  maps: [],
  'contact-form': [],
  html: ['html'],
  category: [],
  'category-swiper': [],
  'product-slider': [],
  'headline-block': [],
  'nested-headline-block': [],
  'multi-column': [],
  'image-with-text': [],
} as const satisfies Record<BlockType, readonly string[]>;

/** The text field patterns of a type; none for a type this build does not know. */
export function textPathsOf(type: string): readonly string[] {
  return (BLOCK_TEXT_PATHS as Record<string, readonly string[]>)[type] ?? [];
}
