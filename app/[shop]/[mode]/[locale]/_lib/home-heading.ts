import { openingHeadlineId } from '@/components/blocks/page-headline';
import type { RenderBlock } from '@/components/blocks/render-block';

/** How a category or info page heads itself. */
export interface PageHeading {
  /** The breadcrumb: every trail starts at the home page, which would read "Home / Home" itself. */
  breadcrumb: boolean;
  /** The entry's title as the h1. */
  title: boolean;
  /** The text block whose leading heading is the h1 instead (BlockContext.headlineBlockId). */
  headlineBlockId: string | null;
}

/**
 * The home page is a shop's front, not a page titled "Home": no breadcrumb, and when its content opens
 * with a hero (a headline band starting with a heading, components/blocks/page-headline.ts) the hero's
 * headline is the page's one h1 in place of the title. Every other page, and a home page whose content
 * opens otherwise, keeps its title as the h1.
 */
export function pageHeading(isHome: boolean, blocks: readonly RenderBlock[]): PageHeading {
  const headlineBlockId = isHome ? openingHeadlineId(blocks) : null;
  return { breadcrumb: !isHome, title: headlineBlockId === null, headlineBlockId };
}
