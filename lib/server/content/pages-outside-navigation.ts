import { and, asc, eq, notExists } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { navigationItems, pageTranslations, pages } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { isPublished } from './page-rows';
import type { Page } from './types';

/**
 * The shop's pages that are in neither the main nor the footer menu, with their text in the locale,
 * visible or not, by title: blank pages the owner has not placed (or took out of the menus), which
 * the menus cannot show, and the legal pages, which live in the legal navigation only. Pages without
 * a text in the locale are left out, as the menus leave them out.
 */
export async function listPagesOutsideNavigation(shop: Shop, locale: string): Promise<Page[]> {
  const db = await getDb();
  const inAMenu = db.select({ id: navigationItems.id }).from(navigationItems)
    .where(and(eq(navigationItems.shopId, shop.id), eq(navigationItems.pageId, pages.id)));
  return db.select({
    id: pages.id, type: pages.type, isVisible: pages.isVisible, isPublished: isPublished(), slug: pageTranslations.slug, title: pageTranslations.title,
    titleTag: pageTranslations.titleTag, metaDescription: pageTranslations.metaDescription,
  })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pages.shopId, shop.id), notExists(inAMenu)))
    .orderBy(asc(pageTranslations.title), asc(pages.id));
}
