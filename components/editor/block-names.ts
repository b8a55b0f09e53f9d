import type { BlockType } from '@/lib/schemas/block-types';

/** Message keys of the block types' names (messages/*.json, namespace EditorBlocks). */
export const BLOCK_NAME_KEYS: Record<BlockType, string> = {
  text: 'text', image: 'image', video: 'video', 'content-slider': 'contentSlider', maps: 'maps', 'contact-form': 'contactForm',
  html: 'html', category: 'category', 'category-swiper': 'categorySwiper', 'product-slider': 'productSlider',
  'headline-block': 'headline', 'nested-headline-block': 'nestedHeadline', 'multi-column': 'multiColumn', 'image-with-text': 'imageWithText',
};
