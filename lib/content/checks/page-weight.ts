import { walkBlocks } from '@/components/blocks/block-tree';
import { blockHtml, htmlTags } from './html-tags';
import type { CheckRuleFunction } from './types';

/** What a page's images, frames and scripts may weigh together before shoppers on a phone wait for it. */
export const PAGE_WEIGHT_BUDGET = 2_000_000;
/**
 * What a third-party frame or script is counted as, its size being unknown to the shop: about what a map
 * frame or a typical widget script loads. Video blocks show a picture until played (video-play-button.tsx)
 * and cost nothing more up front.
 */
export const EMBED_WEIGHT = 400_000;

const KB = 1000;

/**
 * A page whose images (their stored byte sizes, where the shop stores them) and embeds (map blocks,
 * frames and external scripts in HTML blocks) exceed the budget. One finding for the page, showing the
 * heaviest block, as that is where to start.
 */
export const pageWeightRule: CheckRuleFunction = ({ blocks, lookups }) => {
  const weights = new Map<string, number>();
  const add = (blockId: string, bytes: number) => weights.set(blockId, (weights.get(blockId) ?? 0) + bytes);
  for (const { block } of walkBlocks(blocks)) {
    const sources = block.type === 'image' ? [block.data.src]
      : block.type === 'content-slider' && Array.isArray(block.data.images) ? block.data.images.map((slide: { src?: unknown }) => slide?.src) : [];
    for (const src of sources) if (typeof src === 'string') add(block._id, lookups.imageBytes[src] ?? 0);
    if (block.type === 'maps') add(block._id, EMBED_WEIGHT);
    for (const tag of htmlTags(blockHtml(block))) {
      if (tag.name === 'img') add(block._id, lookups.imageBytes[tag.attributes.src ?? ''] ?? 0);
      if (tag.name === 'iframe' || (tag.name === 'script' && tag.attributes.src)) add(block._id, EMBED_WEIGHT);
    }
  }
  const total = [...weights.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (total <= PAGE_WEIGHT_BUDGET) return [];
  const [heaviest] = [...weights].sort((a, b) => b[1] - a[1])[0]!;
  return [{
    rule: 'page-weight', severity: 'warning', blockId: heaviest, message: 'checkPageWeight',
    values: { size: Math.round(total / KB), budget: PAGE_WEIGHT_BUDGET / KB },
  }];
};
