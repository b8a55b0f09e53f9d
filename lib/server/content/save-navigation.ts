import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { NavigationInputItem } from '@/lib/contract/content';
import { getDb, type Executor } from '@/lib/db';
import { categories, categoryTranslations, navigationItems, pages, pageTranslations } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimVersion, settingsResource } from '@/lib/server/versions/resource-versions';
import { getNavigation } from './navigation';
import { claimNavigation, MAX_MAIN_DEPTH, removeNavigationItem, type Menu } from './navigation-place';
import { flattenNavigationTree, MAX_NAVIGATION_ENTRIES, type FlatNavigationEntry } from './navigation-tree';
import { blankPageIdsBySlug } from './page-rows';
import type { NavigationItem } from './types';

/** What a menu entry points at. */
export type Target = { pageId: string } | { categoryId: string };

/** Looks up what every entry points at; an entry naming nothing of this shop is refused (422). */
export async function resolveTargets(db: Executor, shop: Shop, locale: string, entries: FlatNavigationEntry[]): Promise<Target[]> {
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

/** Applies each entry's visibility to its page or category; answers the categories it showed or hid. */
export async function setVisibility(db: Executor, shopId: string, entries: readonly (Target & { isVisible: boolean })[]): Promise<string[]> {
  const categoriesChanged: string[] = [];
  for (const visible of [true, false]) {
    const chosen = entries.filter((entry) => entry.isVisible === visible);
    const pageIds = chosen.flatMap((t) => ('pageId' in t ? [t.pageId] : []));
    const categoryIds = chosen.flatMap((t) => ('categoryId' in t ? [t.categoryId] : []));
    // Only what changes, and a change of visibility is one of that page's or category's settings too.
    const changedPages = pageIds.length === 0 ? [] : await db.update(pages).set({ isVisible: visible })
      .where(and(eq(pages.shopId, shopId), inArray(pages.id, pageIds), ne(pages.isVisible, visible))).returning({ id: pages.id });
    const changedCategories = categoryIds.length === 0 ? [] : await db.update(categories).set({ isVisible: visible })
      .where(and(eq(categories.shopId, shopId), inArray(categories.id, categoryIds), ne(categories.isVisible, visible))).returning({ id: categories.id });
    for (const { id } of changedPages) await claimVersion(db, shopId, settingsResource('page', id));
    for (const { id } of changedCategories) await claimVersion(db, shopId, settingsResource('category', id));
    categoriesChanged.push(...changedCategories.map(({ id }) => id));
  }
  return categoriesChanged;
}

/**
 * Keeps the entries a locale's menu does not show (a page or category without text in that locale,
 * and what hangs under it: `getNavigation` leaves them out), which a save in that locale therefore
 * cannot name: their subtrees move to the end of the menu's top level instead of being deleted with
 * the rest. Answers their ids.
 */
async function keepUnseenEntries(tx: Executor, shopId: string, locale: string, menu: Menu): Promise<string[]> {
  const rows = await tx.select({ id: navigationItems.id, parentId: navigationItems.parentId, categoryText: categoryTranslations.slug, pageText: pageTranslations.slug })
    .from(navigationItems)
    .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, navigationItems.categoryId), eq(categoryTranslations.locale, locale)))
    .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, navigationItems.pageId), eq(pageTranslations.locale, locale)))
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.menu, menu)));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const untranslated = new Set(rows.filter((row) => row.categoryText === null && row.pageText === null).map((row) => row.id));
  const unseen = (id: string | null): boolean => id !== null && (untranslated.has(id) || unseen(parentOf.get(id) ?? null));
  const kept = rows.filter((row) => unseen(row.id)).map((row) => row.id);
  const roots = kept.filter((id) => !unseen(parentOf.get(id) ?? null));
  for (const [i, id] of roots.entries()) {
    await tx.update(navigationItems).set({ parentId: null, position: MAX_NAVIGATION_ENTRIES + i }).where(eq(navigationItems.id, id));
  }
  return kept;
}

/**
 * Replaces a menu with the tree sent (spec section 7, PUT /navigation/{menu}) in one transaction and
 * applies each entry's isVisible to its page or category. A page has one place: putting it into one
 * menu takes it out of the other. Entries the locale cannot show are kept (`keepUnseenEntries`).
 * With `expectedVersion` (the navigation's version the editor read) a save based on another version is
 * refused with 409 (`claimNavigation`). Answers the saved menu as the editor sees it, and the
 * navigation's new version.
 */
export async function saveNavigation(
  shop: Shop, locale: string, menu: Menu, tree: readonly NavigationInputItem[], expectedVersion?: number,
): Promise<{ tree: NavigationItem[]; version: number }> {
  const { entries, errors } = flattenNavigationTree(tree, menu === 'main' ? MAX_MAIN_DEPTH : 1);
  if (errors.length > 0) throw new ValidationError(errors);
  const db = await getDb();
  const targets = await resolveTargets(db, shop, locale, entries);
  const { version, categoriesShownOrHidden } = await db.transaction(async (tx) => {
    const claimed = await claimNavigation(tx, shop.id, expectedVersion);
    const kept = await keepUnseenEntries(tx, shop.id, locale, menu);
    await tx.delete(navigationItems).where(and(
      eq(navigationItems.shopId, shop.id), eq(navigationItems.menu, menu), ...(kept.length > 0 ? [notInArray(navigationItems.id, kept)] : []),
    ));
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
    return { version: claimed, categoriesShownOrHidden: await setVisibility(tx, shop.id, targets.map((target, i) => ({ ...target, isVisible: entries[i]!.isVisible }))) };
  });
  revalidateTags(CHANGES.navigation(shop.slug, categoriesShownOrHidden));
  return { tree: await getNavigation(shop, locale, menu, { includeHidden: true }), version };
}
