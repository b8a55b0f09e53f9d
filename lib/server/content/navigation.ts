import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NavigationDraft, NavigationDraftEntry } from '@/lib/content/site-draft';
import { getDb, type Executor } from '@/lib/db';
import { categories, categoryTranslations, navigationItems, pageTranslations, pages } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import type { Shop } from '@/lib/server/shop/types';
import { draftMenus, entryKey, type MenuTrees } from './navigation-draft-tree';
import type { Menu } from './navigation-place';
import { isPublished } from './page-rows';
import type { NavigationItem } from './types';

const categoryText = alias(categoryTranslations, 'category_text');
const pageText = alias(pageTranslations, 'page_text');

/** The live rows of a shop's menus (one menu, or both), in their order, with what each entry points at. */
async function menuRows(db: Executor, shopId: string, locale: string, menu?: Menu) {
  return db
    .select({
      id: navigationItems.id, menu: navigationItems.menu, parentId: navigationItems.parentId,
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
    .where(and(eq(navigationItems.shopId, shopId), ...(menu ? [eq(navigationItems.menu, menu)] : [])))
    .orderBy(asc(navigationItems.position));
}

type MenuRow = Awaited<ReturnType<typeof menuRows>>[number];

/** Both live menus as trees of what their entries point at, with each page's or category's visibility. */
function liveMenuTrees(rows: readonly MenuRow[]): MenuTrees {
  const nodes = new Map(rows.map((row) => [row.id, {
    ...(row.pageId ? { pageId: row.pageId } : { categoryId: row.categoryId! }),
    isVisible: (row.pageId ? row.pageVisible : row.categoryVisible) ?? false,
    children: [] as NavigationDraftEntry[],
  }]));
  const trees: MenuTrees = { main: [], footer: [] };
  // Rows come in position order, so children are appended in order.
  for (const row of rows) (row.parentId ? nodes.get(row.parentId)?.children : trees[row.menu])?.push(nodes.get(row.id)!);
  return trees;
}

/** Both menus as they are now, for a publish of the navigation draft in the caller's transaction. */
export async function readLiveMenus(db: Executor, shopId: string, locale: string): Promise<MenuTrees> {
  return liveMenuTrees(await menuRows(db, shopId, locale));
}

/** A menu entry as the storefront and the editor show it; null when it has no text in the locale. */
function toItem(row: MenuRow, menu: Menu, isVisible: boolean): NavigationItem | null {
  const isCategory = row.categoryId !== null;
  const title = isCategory ? row.categoryTitle : row.pageTitle;
  const slug = isCategory ? row.categorySlug : row.pageSlug;
  if (title === null || slug === null) return null;
  return {
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
  };
}

/** The owner's view of a menu while a navigation draft waits: the menus `draftMenus` makes of the live rows. */
function draftedMenu(rows: readonly MenuRow[], draft: NavigationDraft, menu: Menu): NavigationItem[] {
  const rowOf = new Map(rows.map((row) => [entryKey(row), row]));
  // An entry without text in the locale is left out with what hangs under it, as the live menus do.
  const build = (tree: readonly NavigationDraftEntry[]): NavigationItem[] => tree.flatMap((entry) => {
    const item = toItem(rowOf.get(entryKey(entry))!, menu, entry.isVisible);
    return item ? [{ ...item, children: build(entry.children) }] : [];
  });
  return build(draftMenus(liveMenuTrees(rows), draft)[menu]);
}

/**
 * A menu as a tree in its order. Shoppers get only visible entries (spec section 5) of published pages;
 * the editor asks for hidden and unpublished ones too, and sees the menus as its navigation draft
 * arranges them while one waits. Entries without a translation in the locale are left out.
 */
export async function getNavigation(
  shop: Shop, locale: string, menu: Menu, options: { includeHidden?: boolean } = {},
): Promise<NavigationItem[]> {
  const db = await getDb();
  const draft = options.includeHidden ? shop.siteDrafts?.navigation : undefined;
  if (draft) return draftedMenu(await menuRows(db, shop.id, locale), draft, menu);
  const rows = await menuRows(db, shop.id, locale, menu);
  const nodes = new Map<string, NavigationItem>();
  const parentOf = new Map<string, string | null>();
  for (const row of rows) {
    const isVisible = (row.categoryId !== null ? row.categoryVisible : row.pageVisible) ?? false;
    // A page not yet published is in the owner's menu, where it will be, but no shopper's.
    if (!(isVisible && (row.categoryId !== null || row.pagePublished)) && !options.includeHidden) continue;
    const item = toItem(row, menu, isVisible);
    if (!item) continue;
    parentOf.set(row.id, row.parentId);
    nodes.set(row.id, item);
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
