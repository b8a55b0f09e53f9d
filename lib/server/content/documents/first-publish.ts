import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { pages } from '@/lib/db/schema';
import type { ShopRef } from './document-rows';
import type { DocumentTarget } from './target';

/**
 * Part of every publish of a page's content: a page made in the editor goes live with its first Publish
 * (spec's clients make live pages at once). True when this publish was that first one, which changes the
 * menus and the sitemap as well as the page.
 */
export async function markPageLive(tx: Executor, shop: Pick<ShopRef, 'id'>, target: DocumentTarget, now = new Date()): Promise<boolean> {
  if (target.kind !== 'page') return false;
  const went = await tx.update(pages).set({ publishedAt: now })
    .where(and(eq(pages.shopId, shop.id), eq(pages.id, target.id), isNull(pages.publishedAt)))
    .returning({ id: pages.id });
  return went.length > 0;
}
