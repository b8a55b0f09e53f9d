import { toRenderBlocks, walkBlocks } from '@/components/blocks/render-blocks';
import type { RenderBlock } from '@/components/blocks/render-block';
import { log } from '@/lib/log';
import { PAGE_CONTENT_VERSION, type Block, type PageContent } from '@/lib/schemas/page-content';
import { expandSections } from '@/components/blocks/sections';
import { readSectionBlocks } from '../sections/section-blocks';
import type { ShopRef } from './document-rows';
import { readContent, type ContentStage } from './read-document';
import type { DocumentTarget } from './target';

/**
 * The spec's `data.columns` of a multi-column block: how many columns it has. The columns themselves are
 * the block's `columns`; the count is derived on every read and never stored (the layout's schema has no
 * data, so a write that sends it back drops it).
 */
function withColumnCounts(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => {
    if (!block.columns) return block;
    const columns = block.columns.map(withColumnCounts);
    return { ...block, ...(block.type === 'multi-column' ? { data: { ...block.data, columns: columns.length } } : {}), columns };
  });
}

/** A target's content in one locale in the API's shape (spec section 3: blocks with their data, a multi-column's `data.columns`). */
export async function readPageContent(shop: ShopRef, target: DocumentTarget, locale: string, stage: ContentStage = 'published'): Promise<PageContent> {
  return { version: PAGE_CONTENT_VERSION, blocks: withColumnCounts(await readContent(shop, target, locale, stage)) };
}

/**
 * A target's blocks in one locale, ready for the views (validated once here, not on every render), each
 * section reference holding its section's blocks (Markdown, the headline and the block data see them). A
 * stored block that cannot be rendered is logged: shoppers see nothing of it, and the owner's canvas
 * marks it, so it is never dropped without a word.
 */
export async function readRenderBlocks(shop: ShopRef, target: DocumentTarget, locale: string, stage: ContentStage): Promise<RenderBlock[]> {
  const own = await readContent(shop, target, locale, stage);
  // Each section reference renders its section's blocks of the same stage (the draft in the editor).
  const blocks = toRenderBlocks(expandSections(own, await readSectionBlocks(shop, own, locale, stage)));
  for (const block of walkBlocks(blocks)) {
    if ('problem' in block) {
      log.warn({ shop: shop.slug, target, locale, stage, blockId: block._id, blockType: block.type, problem: block.problem }, 'A stored block cannot be rendered');
    }
  }
  return blocks;
}
