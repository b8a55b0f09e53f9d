import 'server-only';
import { extractScripts } from '@/lib/blocks/html-scripts';
import { ownerScriptSources, signSources } from '@/lib/security/script-sources.mjs';
import type { RenderBlock } from '../render-block';
import { walkBlocks } from '../render-blocks';

/**
 * A signed marker naming the scripts of a page's free HTML blocks (their hashes and hosts), from which
 * the page's Content-Security-Policy allows them and nothing else (lib/page-cache/page-cache-handler.ts
 * reads it anywhere in the page). Signed with this process's key, so it is rendered on the server only.
 */
export function HtmlScriptSources({ blocks }: { blocks: RenderBlock[] }) {
  const scripts = [...walkBlocks(blocks)].flatMap((block) => ('problem' in block || block.type !== 'html' ? [] : extractScripts(block.data.html)));
  return scripts.length > 0 ? <template data-csp-sources={signSources(ownerScriptSources(scripts))} /> : null;
}
