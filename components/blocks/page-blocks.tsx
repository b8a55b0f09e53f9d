import 'server-only';
import { BlockList } from './block-list';
import { HtmlScriptSources } from './html/script-sources';
import { leadImageBlockId } from './lead-image';
import type { PageBlocksProps } from './types';

/**
 * A shopper page's blocks, rendered on the server: the views, and the marker that lets the page's
 * policy run the free HTML blocks' scripts (the editor's canvas renders the same views in the browser
 * and runs no scripts). The page's lead image loads at once and first (lead-image.ts).
 */
export function PageBlocks({ blocks, context }: PageBlocksProps) {
  return (
    <>
      <BlockList blocks={blocks} context={{ ...context, leadImageBlockId: leadImageBlockId(blocks) }} />
      {context.mode !== 'editor' && <HtmlScriptSources blocks={blocks} />}
    </>
  );
}
