import { categoryBlockSchema } from '@/components/blocks/category/schema';
import { defaultCategorySort } from '@/lib/schemas/catalog';
import type { Block } from '@/lib/schemas/page-content';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import type { ProductList } from '@/lib/server/catalog/types';
import type { Shop } from '@/lib/server/shop/types';

/** Data that blocks of a page show, loaded once by the page before rendering. */
export interface BlockData {
  /** First page of each category listing block, keyed by block id. */
  categoryLists: Record<string, ProductList>;
}

function* walk(blocks: Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    for (const column of block.columns ?? []) yield* walk(column);
  }
}

/** Loads what the data-driven blocks of a page need, in parallel. */
export async function loadBlockData(shop: Shop, locale: string, blocks: Block[]): Promise<BlockData> {
  const lists = await Promise.all(
    [...walk(blocks)].filter((block) => block.type === 'category').map(async (block) => {
      const parsed = categoryBlockSchema.safeParse(block.data);
      if (!parsed.success || !parsed.data.categoryId) return null;
      const list = await listCategoryProducts(shop, locale, parsed.data.categoryId, {
        sort: defaultCategorySort(shop.beyond), page: 1, resultsPerPage: parsed.data.pageSize,
      });
      return [block._id, list] as const;
    }),
  );
  return { categoryLists: Object.fromEntries(lists.filter((entry) => entry !== null)) };
}
