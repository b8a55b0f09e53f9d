import { z } from 'zod';
import { categorySwiperBlockSchema } from '@/components/blocks/category-swiper/schema';
import { categoryBlockSchema } from '@/components/blocks/category/schema';
import { productSliderBlockSchema } from '@/components/blocks/product-slider/schema';
import type { ProductCardPayload, productListSchema } from '@/lib/api/contract/catalog';
import type { Block } from '@/lib/schemas/page-content';
import { listProducts, type ProductListQuery } from '@/lib/server/catalog/product-listing';
import type { Shop } from '@/lib/server/shop/types';

export type ProductListPayload = z.output<typeof productListSchema>;

/** Data that blocks of a page show, loaded once by the page before rendering, in the API's shape. */
export interface BlockData {
  /** First page of each category listing block, keyed by block id. */
  categoryLists: Record<string, ProductListPayload>;
  /** Products of each category swiper and product slider, keyed by block id. */
  productSets: Record<string, ProductCardPayload[]>;
}

function* walk(blocks: Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    for (const column of block.columns ?? []) yield* walk(column);
  }
}

const uuid = z.uuid();

/** The product query a data-driven block needs, or null when it needs none (or is not set up yet). */
function queryOf(block: Block): ProductListQuery | null {
  switch (block.type) {
    case 'category': {
      const parsed = categoryBlockSchema.safeParse(block.data);
      return parsed.success && parsed.data.categoryId ? { categoryId: parsed.data.categoryId, page: 1, resultsPerPage: parsed.data.pageSize } : null;
    }
    case 'category-swiper': {
      const parsed = categorySwiperBlockSchema.safeParse(block.data);
      return parsed.success && parsed.data.categoryId ? { categoryId: parsed.data.categoryId, page: 1, resultsPerPage: parsed.data.size } : null;
    }
    case 'product-slider': {
      const parsed = productSliderBlockSchema.safeParse(block.data);
      const ids = parsed.success ? parsed.data.productIds.filter((id) => uuid.safeParse(id).success) : [];
      return ids.length ? { productIds: ids, page: 1, resultsPerPage: ids.length } : null;
    }
    default:
      return null;
  }
}

/**
 * Loads what the data-driven blocks of a page need, in parallel. A block whose products fail to load
 * (a deleted or hidden category, say) simply has no data and renders nothing (spec section 8).
 */
export async function loadBlockData(shop: Shop, locale: string, blocks: Block[]): Promise<BlockData> {
  const loads = [...walk(blocks)].map(async (block) => {
    const query = queryOf(block);
    if (!query) return null;
    try {
      return { block, list: await listProducts(shop, locale, query) };
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
