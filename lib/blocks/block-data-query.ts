import { z } from 'zod';
import type { RenderBlock } from '@/components/blocks/render-block';

/** The products a data-driven block shows, as the catalogue's listing asks for them. */
export interface BlockDataQuery {
  categoryId?: string;
  productIds?: string[];
  page: number;
  resultsPerPage: number;
}

const uuid = z.uuid();

/**
 * The product query a data-driven block needs (a category listing, a category swiper, a product
 * slider), or null when it needs none or is not set up yet. Pure, so that the server loads by it and
 * the editor's canvas can tell whether the data it has still answers a block's settings.
 */
export function blockDataQuery(block: RenderBlock): BlockDataQuery | null {
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

/** The query as a string that two equal queries share (BlockData.queries records it per block). */
export const blockDataKey = (query: BlockDataQuery): string => JSON.stringify([query.categoryId ?? null, query.productIds ?? null, query.resultsPerPage]);
