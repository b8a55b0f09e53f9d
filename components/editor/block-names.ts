import type { BlockType } from '@/lib/schemas/block-types';
import type { Block } from '@/lib/schemas/page-content';
import { isBlockType } from '@/components/blocks/definitions';
import type { WorkbenchLabels } from './labels';

/** Message keys of the block types' names (messages/*.json, namespace EditorBlocks). */
export const BLOCK_NAME_KEYS: Record<BlockType, string> = {
  text: 'text', image: 'image', video: 'video', 'content-slider': 'contentSlider', maps: 'maps', 'contact-form': 'contactForm',
  html: 'html', category: 'category', 'category-swiper': 'categorySwiper', 'product-slider': 'productSlider',
  'headline-block': 'headline', 'nested-headline-block': 'nestedHeadline', 'multi-column': 'multiColumn', 'image-with-text': 'imageWithText',
};

/** A block's name in the outline: its type's name, and the start of its text where it has one. */
export function blockName(block: Block, labels: WorkbenchLabels): string {
  const name = isBlockType(block.type) ? labels.blocks[BLOCK_NAME_KEYS[block.type]] ?? block.type : block.type;
  const text = typeof block.data.content === 'string' ? block.data.content.replace(/<[^>]*>/g, ' ').trim().slice(0, 40) : '';
  return text ? `${name}: ${text}` : name;
}
