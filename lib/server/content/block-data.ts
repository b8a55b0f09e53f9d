import { z } from 'zod';
import { walkBlocks } from '@/components/blocks/render-blocks';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { ProductCardPayload, productListSchema } from '@/lib/contract/catalog';
import { listProducts, type ProductListQuery } from '@/lib/server/catalog/product-listing';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/storefront-cache';

export type ProductListPayload = z.output<typeof productListSchema>;

/** Data that blocks of a page show, loaded once by the page before rendering, in the API's shape. */
export interface BlockData {
  /** First page of each category listing block, keyed by block id. */
  categoryLists: Record<string, ProductListPayload>;
  /** Products of each category swiper and product slider, keyed by block id. */
  productSets: Record<string, ProductCardPayload[]>;
}

const uuid = z.uuid();

/** The product query a data-driven block needs, or null when it needs none (or is not set up yet). */
function queryOf(block: RenderBlock): ProductListQuery | null {
  if ('unknownType' in block) return null;
  switch (block.type) {
    case 'category':
      return block.data.categoryId ? { categoryId: block.data.categoryId, page: 1, resultsPerPage: block.data.pageSize } : null;
    case 'category-swiper':
      return block.data.categoryId ? { categoryId: block.data.categoryId, page: 1, resultsPerPage: block.data.size } : null;
    case 'product-slider': {
      const ids = block.data.productIds.filter((id) => uuid.safeParse(id).success);
      return ids.length ? { productIds: ids, page: 1, resultsPerPage: ids.length } : null;
    }
    default:
      return null;
  }
}

/**
 * Loads what the data-driven blocks of a page need, in parallel. A block whose products fail to load
 * (a deleted or hidden category, say) simply has no data and renders nothing (spec section 8). The
 * owner's editor shows hidden categories' products too (`includeHidden`): an owner prepares a category
 * and the page that shows it before either opens.
 */
export async function loadBlockData(shop: Shop, locale: string, blocks: RenderBlock[], options: { includeHidden?: boolean } = {}): Promise<BlockData> {
  const loads = [...walkBlocks(blocks)].map(async (block) => {
    const query = queryOf(block);
    if (!query) return null;
    try {
      return { block, list: await listProducts(shop, locale, query, options) };
    } catch {
      return null;
    }
  });
  const data: BlockData = { categoryLists: {}, productSets: {} };
  for (const loaded of await Promise.all(loads)) {
    if (!loaded) continue;
    if (loaded.block.type === 'category') data.categoryLists[loaded.block._id] = loaded.list;
    else data.productSets[loaded.block._id] = loaded.list.products;
  }
  return data;
}

/**
 * The cache tags of what a page's data-driven blocks show: each listed category (its products, by
 * lib/server/catalog/catalog-tags.ts) and each chosen product, known from the blocks before loading.
 */
export function blockDataTags(shop: Pick<Shop, 'slug'>, blocks: RenderBlock[]): string[] {
  return [...walkBlocks(blocks)].flatMap((block) => {
    const query = queryOf(block);
    if (!query) return [];
    return query.categoryId ? [TAGS.category(shop.slug, query.categoryId)] : (query.productIds ?? []).map((id) => TAGS.product(shop.slug, id));
  });
}
