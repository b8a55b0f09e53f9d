import { toRenderBlocks } from '@/components/blocks/render-blocks';
import type { RenderBlock } from '@/components/blocks/render-block';
import { PAGE_CONTENT_VERSION, type PageContent } from '@/lib/schemas/page-content';
import type { ShopRef } from './document-rows';
import { readContent, type ContentStage } from './read-document';
import type { DocumentTarget } from './target';

/** A target's content in one locale in the API's shape (spec section 3: blocks with their data). */
export async function readPageContent(shop: ShopRef, target: DocumentTarget, locale: string, stage: ContentStage = 'published'): Promise<PageContent> {
  return { version: PAGE_CONTENT_VERSION, blocks: await readContent(shop, target, locale, stage) };
}

/** A target's blocks in one locale, ready for the views (validated once here, not on every render). */
export async function readRenderBlocks(shop: ShopRef, target: DocumentTarget, locale: string, stage: ContentStage): Promise<RenderBlock[]> {
  return toRenderBlocks(await readContent(shop, target, locale, stage));
}
