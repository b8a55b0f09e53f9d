import type { BlockDataQuery } from '@/components/blocks/define-block';
import { blockDefinitions } from '@/components/blocks/definitions';
import type { RenderBlock } from '@/components/blocks/render-block';

export type { BlockDataQuery };

/**
 * The product query a block needs, from its type's definition (`query`), or null when it shows no
 * catalogue data or is not set up yet. Pure, so that the server loads by it and the editor's canvas can
 * tell whether the data it has still answers a block's settings.
 */
export function blockDataQuery(block: RenderBlock): BlockDataQuery | null {
  if ('problem' in block) return null;
  // Each definition's query takes its own type's data; the block's type is the definition's, so this holds.
  const query = (blockDefinitions[block.type] as { query?: (data: unknown) => BlockDataQuery | null }).query;
  return query ? query(block.data) : null;
}

/** The query as a string that two equal queries share (BlockData.queries records it per block). */
export const blockDataKey = (query: BlockDataQuery): string => JSON.stringify([query.categoryId ?? null, query.productIds ?? null, query.resultsPerPage]);
