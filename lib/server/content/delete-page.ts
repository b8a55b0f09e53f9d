import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { pages } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimNavigation, pagePlacements, removeNavigationItem } from './navigation-place';
import { findPageRow } from './page-rows';

/**
 * Deletes a blank page (found by its slug in the locale) in every locale. Spec section 4: it leaves
 * the footer, and its children in the main navigation move up one level into its place.
 */
export async function deletePage(shop: Shop, locale: string, slug: string): Promise<void> {
  const db = await getDb();
  const page = await findPageRow(db, shop.id, locale, slug);
  if (!page) throw new NotFoundError('Page not found');
  if (page.type === 'legal') throw new BusinessRuleError('Legal pages cannot be deleted; hide them instead', 'LegalPageFixed');
  await db.transaction(async (tx) => {
    await claimNavigation(tx, shop.id);
    for (const placement of await pagePlacements(tx, shop.id, page.id)) await removeNavigationItem(tx, shop.id, placement.itemId);
    await tx.delete(pages).where(and(eq(pages.shopId, shop.id), eq(pages.id, page.id)));
  });
  revalidateTags(CHANGES.pageSettings(shop.slug));
}
