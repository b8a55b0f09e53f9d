import { walkBlocks } from '@/components/blocks/block-tree';
import type { LocaleBlock } from '@/lib/content/locale-texts';
import { blockHtml, htmlTags } from './html-tags';

/** A link of a block as the owner wrote it. */
export interface BlockLink {
  blockId: string;
  href: string;
}

/** What an internal link names: a page (`/i/…`), a category (`/c/…`) or a product (`/p/…`), by slug or id. */
export interface LinkTarget {
  kind: 'page' | 'category' | 'product';
  slugOrId: string;
}

const KINDS = { i: 'page', c: 'category', p: 'product' } as const;
/** An optional language prefix, then the route of lib/routing/links.ts, then nothing but a query or fragment. */
const INTERNAL = /^\/(?:[a-z]{2}\/)?([icp])\/([^/?#]+)\/?(?:[?#].*)?$/;

/** Every link of the blocks: an image's, and the anchors of text and HTML blocks. */
export function blockLinks(blocks: readonly LocaleBlock[]): BlockLink[] {
  const links: BlockLink[] = [];
  for (const { block } of walkBlocks(blocks)) {
    if (block.type === 'image' && block.data.src && typeof block.data.link === 'string') links.push({ blockId: block._id, href: block.data.link });
    for (const tag of htmlTags(blockHtml(block))) {
      if (tag.name === 'a') links.push({ blockId: block._id, href: tag.attributes.href ?? '' });
    }
  }
  return links;
}

/** The page, category or product an internal link names, or null for any other address. */
export function linkTarget(href: string): LinkTarget | null {
  const match = INTERNAL.exec(href.trim());
  if (!match) return null;
  try {
    return { kind: KINDS[match[1] as keyof typeof KINDS], slugOrId: decodeURIComponent(match[2]!) };
  } catch {
    // A malformed escape names nothing the shop has.
    return { kind: KINDS[match[1] as keyof typeof KINDS], slugOrId: '' };
  }
}
