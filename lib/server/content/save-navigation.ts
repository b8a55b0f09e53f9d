import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { NavigationInputItem } from '@/lib/contract/content';
import { getDb, type Executor } from '@/lib/db';
import { categories, navigationItems, pages } from '@/lib/db/schema';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { getNavigation } from './navigation';
import { lockShopNavigation, MAX_MAIN_DEPTH, removeNavigationItem, type Menu } from './navigation-place';
import { flattenNavigationTree, type FlatNavigationEntry } from './navigation-tree';
import { blankPageIdsBySlug } from './page-rows';
import type { NavigationItem } from './types';

type Target = { pageId: string } | { categoryId: string };

/** Looks up what every entry points at; an entry naming nothing of this shop is refused (422). */
async function resolveTargets(db: Executor, shop: Shop, locale: string, entries: FlatNavigationEntry[]): Promise<Target[]> {
  const slugs = entries.flatMap((e) => (e.slug !== undefined ? [e.slug] : []));
  const categoryIds = entries.flatMap((e) => (e.categoryId !== undefined ? [e.categoryId] : []));
  const pageIds = await blankPageIdsBySlug(db, shop.id, locale, slugs);
  const known = new Set(categoryIds.length === 0 ? [] : (await db.select({ id: categories.id }).from(categories)
    .where(and(eq(categories.shopId, shop.id), inArray(categories.id, categoryIds)))).map((row) => row.id));
  return entries.map((entry) => {
    if (entry.slug !== undefined) {
      const pageId = pageIds.get(entry.slug);
      if (!pageId) throw new BusinessRuleError(`No page with the slug '${entry.slug}' (${entry.path})`, 'UnknownNavigationTarget');
      return { pageId };
    }
    if (!known.has(entry.categoryId!)) throw new BusinessRuleError(`No category ${entry.categoryId} (${entry.path})`, 'UnknownNavigationTarget');
    return { categoryId: entry.categoryId! };
  });
}

async function setVisibility(db: Executor, shopId: string, targets: Target[], entries: FlatNavigationEntry[]): Promise<void> {
  for (const visible of [true, false]) {
    const chosen = targets.filter((_, i) => entries[i]!.isVisible === visible);
    const pageIds = chosen.flatMap((t) => ('pageId' in t ? [t.pageId] : []));
    const categoryIds = chosen.flatMap((t) => ('categoryId' in t ? [t.categoryId] : []));
    if (pageIds.length) await db.update(pages).set({ isVisible: visible }).where(and(eq(pages.shopId, shopId), inArray(pages.id, pageIds)));
    if (categoryIds.length) await db.update(categories).set({ isVisible: visible }).where(and(eq(categories.shopId, shopId), inArray(categories.id, categoryIds)));
  }
}

/**
 * Replaces a menu with the tree sent (spec section 7, PUT /navigation/{menu}) in one transaction and
 * applies each entry's isVisible to its page or category. A page has one place: putting it into one
 * menu takes it out of the other. Answers the saved menu as the editor sees it.
 */
export async function saveNavigation(shop: Shop, locale: string, menu: Menu, tree: readonly NavigationInputItem[]): Promise<NavigationItem[]> {
  const { entries, errors } = flattenNavigationTree(tree, menu === 'main' ? MAX_MAIN_DEPTH : 1);
  if (errors.length > 0) throw new ValidationError(errors);
  const db = await getDb();
  const targets = await resolveTargets(db, shop, locale, entries);
  await db.transaction(async (tx) => {
    await lockShopNavigation(tx, shop.id);
    await tx.delete(navigationItems).where(and(eq(navigationItems.shopId, shop.id), eq(navigationItems.menu, menu)));
    const pageIds = targets.flatMap((t) => ('pageId' in t ? [t.pageId] : []));
    if (pageIds.length > 0) {
      const elsewhere = await tx.select({ id: navigationItems.id }).from(navigationItems)
        .where(and(eq(navigationItems.shopId, shop.id), ne(navigationItems.menu, menu), inArray(navigationItems.pageId, pageIds)));
      for (const item of elsewhere) await removeNavigationItem(tx, shop.id, item.id);
    }
    const ids = entries.map(() => randomUUID());
    const rows = entries.map((entry, i) => ({
      id: ids[i]!, shopId: shop.id, menu, position: entry.position,
      parentId: entry.parent === null ? null : ids[entry.parent]!, ...targets[i]!,
    }));
    // Level by level: a child row references its parent's id.
    for (let depth = 1; depth <= MAX_MAIN_DEPTH; depth += 1) {
      const level = rows.filter((_, i) => entries[i]!.depth === depth);
      if (level.length > 0) await tx.insert(navigationItems).values(level);
    }
    await setVisibility(tx, shop.id, targets, entries);
  });
  return getNavigation(shop, locale, menu, { includeHidden: true });
}
