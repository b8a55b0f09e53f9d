import type { PageBlocksProps } from '@/components/blocks/types';
import { CanvasBlocks } from '@/components/editor/canvas-blocks';
import { loadCanvasBlockData } from '../_actions/load-block-data';

/**
 * A page's blocks in the editor: in place of the shoppers' server rendering, the canvas renders them
 * in the browser from the editor's store (the server's blocks are the same draft the store starts
 * from). The context goes as plain data, the shop as its slug alone. It sits inside the screen's
 * PageMessages, the shop locale's texts of the blocks' namespaces; the workbench around has its own.
 */
export function CanvasPageBlocks({ context, isHome }: PageBlocksProps) {
  const { shop, locale, mode, links, data, headlineBlockId } = context;
  return (
    <CanvasBlocks context={{ shop: { slug: shop.slug }, locale, mode, links, data, headlineBlockId }} isHome={isHome}
      loadBlockData={loadCanvasBlockData.bind(null, shop.slug, locale)} />
  );
}
