import type { BlockType } from '@/lib/schemas/block-types';
import { CategoryBlock } from './category/view';
import { HtmlBlock } from './html/view';
import { ImageBlock } from './image/view';
import { LayoutBlock } from './layout/view';
import { TextBlock } from './text/view';
import type { BlockView } from './types';

/**
 * Storefront views by block type. Types without an entry yet render nothing rather than the unknown
 * notice, because they are valid content (their views come with the storefront's block set).
 */
export const blockViews: Partial<Record<BlockType, BlockView>> = {
  text: TextBlock,
  image: ImageBlock,
  html: HtmlBlock,
  category: CategoryBlock,
  'headline-block': LayoutBlock,
  'nested-headline-block': LayoutBlock,
  'multi-column': LayoutBlock,
  'image-with-text': LayoutBlock,
};
