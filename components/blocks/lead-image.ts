import type { RenderBlock } from './render-block';
import { walkBlocks } from './render-blocks';

/** Top-level blocks that may show above the fold on a phone or a desktop. */
const ABOVE_THE_FOLD = 3;

/**
 * The image block that is likely a page's largest paint: the first image with a picture among the
 * page's first blocks (in a layout's columns too), or null. It loads at once and first rather than
 * lazily: Lighthouse found the home page's largest paint waiting for a lazy image.
 */
export function leadImageBlockId(blocks: RenderBlock[]): string | null {
  for (const block of walkBlocks(blocks.slice(0, ABOVE_THE_FOLD))) {
    if (!('problem' in block) && block.type === 'image' && block.data.src) return block._id;
  }
  return null;
}
