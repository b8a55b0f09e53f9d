import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations, navigationItems, pageTranslations, pages } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import type { Shop } from '@/lib/server/shop/types';
import { isPublished } from './page-rows';
import type { NavigationItem } from './types';

const categoryText = alias(categoryTranslations, 'category_text');
const pageText = alias(pageTranslations, 'page_text');

/**
 * A menu as a tree in its order. Shoppers get only visible entries (spec section 5) of published pages;
 * the editor asks for hidden and unpublished ones too. Entries without a translation in the locale are left out.
 */
export async function getNavigation(
  shop: Shop, locale: string, menu: 'main' | 'footer', options: { includeHidden?: boolean } = {},
): Promise<NavigationItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: navigationItems.id, parentId: navigationItems.parentId,
      categoryId: navigationItems.categoryId, pageId: navigationItems.pageId,
      categoryVisible: categories.isVisible, pageVisible: pages.isVisible, pagePublished: isPublished(),
      categoryTitle: categoryText.title, categorySlug: categoryText.slug,
      categoryTitleTag: categoryText.titleTag, categoryMeta: categoryText.metaDescription,
      pageTitle: pageText.title, pageSlug: pageText.slug, pageTitleTag: pageText.titleTag, pageMeta: pageText.metaDescription,
    })
    .from(navigationItems)
    .leftJoin(categories, eq(categories.id, navigationItems.categoryId))
    .leftJoin(categoryText, and(eq(categoryText.categoryId, categories.id), eq(categoryText.locale, locale)))
    .leftJoin(pages, eq(pages.id, navigationItems.pageId))
    .leftJoin(pageText, and(eq(pageText.pageId, pages.id), eq(pageText.locale, locale)))
    .where(and(eq(navigationItems.shopId, shop.id), eq(navigationItems.menu, menu)))
    .orderBy(asc(navigationItems.position));

  const nodes = new Map<string, NavigationItem>();
  const parentOf = new Map<string, string | null>();
  for (const row of rows) {
    const isCategory = row.categoryId !== null;
    const title = isCategory ? row.categoryTitle : row.pageTitle;
    const slug = isCategory ? row.categorySlug : row.pageSlug;
    if (title === null || slug === null) continue;
    const isVisible = (isCategory ? row.categoryVisible : row.pageVisible) ?? false;
    // A page not yet published is in the owner's menu, where it will be, but no shopper's.
    if (!(isVisible && (isCategory || row.pagePublished)) && !options.includeHidden) continue;
    parentOf.set(row.id, row.parentId);
    nodes.set(row.id, {
      id: row.id,
      type: isCategory ? 'category' : 'page',
      title,
      slug,
      // Spec section 2: category links in the navigation use the category id.
      href: isCategory ? routes.category(row.categoryId!) : routes.page(slug),
      isVisible,
      isPublished: isCategory || Boolean(row.pagePublished),
      categoryId: row.categoryId,
      pageId: row.pageId,
      titleTag: isCategory ? row.categoryTitleTag : row.pageTitleTag,
      metaDescription: isCategory ? row.categoryMeta : row.pageMeta,
      navigation: menu,
      children: [],
    });
  }
  // Rows come in position order, so children are appended in order; children of a left-out entry go too.
  const roots: NavigationItem[] = [];
  for (const [id, node] of nodes) {
    const parentId = parentOf.get(id);
    if (!parentId) roots.push(node);
    else nodes.get(parentId)?.children.push(node);
  }
  return roots;
}
