'use server';

import { toRenderBlocks } from '@/components/blocks/render-blocks';
import { loadBlockData, type BlockData } from '@/lib/server/content/block-data';
import { resolveEditorRequest } from '../_lib/editor-request';

/** The part of a block its data depends on, as the canvas sends it. */
export interface CanvasBlockInput {
  _id: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The data of one block the owner just set up or changed on the canvas (a product slider's products,
 * a category block's category), at once rather than after the draft's save and the page's refresh.
 * A server function is a public endpoint: every argument comes from the browser, so the owner's
 * session of that shop is checked here as on the page, and the block is checked by its type's schema
 * (one that does not fit loads nothing). Hidden categories count, as everywhere in the editor.
 */
export async function loadCanvasBlockData(shopSlug: string, locale: string, block: CanvasBlockInput): Promise<BlockData> {
  const request = await resolveEditorRequest(shopSlug, locale);
  if (!request.storefront) throw new Error('Unauthorized');
  const { shop, locale: shopLocale } = request.storefront;
  const data = typeof block?.data === 'object' && block.data !== null ? block.data : {};
  // The block alone (a layout's blocks are loaded as blocks of their own), and only of a known type.
  const blocks = toRenderBlocks([{ _id: String(block?._id), type: String(block?.type), data }]).filter((known) => !('problem' in known));
  return loadBlockData(shop, shopLocale, blocks, { includeHidden: true });
}
