import type { z } from 'zod';
import { walkBlocks } from '@/components/blocks/render-blocks';
import { blockDataKey, blockDataQuery } from '@/lib/blocks/block-data-query';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { productListSchema } from '@/lib/contract/catalog';
import { listProducts } from '@/lib/server/catalog/product-listing';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/cache-tags';

export type ProductListPayload = z.output<typeof productListSchema>;

/** Data that blocks of a page show, loaded once by the page before rendering, in the API's shape. */
export interface BlockData {
  /** What each block's query (its definition's `query`) found, keyed by block id: the first page of its listing. */
  lists: Record<string, ProductListPayload>;
  /**
   * The query (blockDataKey) each data-driven block was loaded for, keyed by block id, whether it found
   * products or not: the editor's canvas renders blocks as the owner changes them, and shows data only
   * while it still answers a block's settings.
   */
  queries: Record<string, string>;
}

/**
 * Loads what the data-driven blocks of a page need, in parallel. A block whose products fail to load
 * (a deleted or hidden category, say) simply has no data and renders nothing (spec section 8). The
 * owner's editor shows hidden categories' products too (`includeHidden`): an owner prepares a category
 * and the page that shows it before either opens.
 */
export async function loadBlockData(shop: Shop, locale: string, blocks: RenderBlock[], options: { includeHidden?: boolean } = {}): Promise<BlockData> {
  const loads = [...walkBlocks(blocks)].map(async (block) => {
    const query = blockDataQuery(block);
    if (!query) return null;
    const key = blockDataKey(query);
    try {
      return { block, key, list: await listProducts(shop, locale, query, options) };
    } catch {
      return { block, key, list: null };
    }
  });
  const data: BlockData = { lists: {}, queries: {} };
  for (const loaded of await Promise.all(loads)) {
    if (!loaded) continue;
    data.queries[loaded.block._id] = loaded.key;
    if (loaded.list) data.lists[loaded.block._id] = loaded.list;
  }
  return data;
}

/**
 * The cache tags of what a page's data-driven blocks show: each listed category (its settings and its
 * products) and each chosen product, known from the blocks before loading.
 */
export function blockDataTags(shop: Pick<Shop, 'slug'>, blocks: RenderBlock[]): string[] {
  return [...walkBlocks(blocks)].flatMap((block) => {
    const query = blockDataQuery(block);
    if (!query) return [];
    return query.categoryId ? [TAGS.category(shop.slug, query.categoryId), TAGS.categoryProducts(shop.slug, query.categoryId)]
      : (query.productIds ?? []).map((id) => TAGS.product(shop.slug, id));
  });
}
