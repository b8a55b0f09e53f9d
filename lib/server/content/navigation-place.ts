import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { categoryTranslations, navigationItems, pageTranslations } from '@/lib/db/schema';
import { claimVersion } from '@/lib/server/versions/resource-versions';
import { BusinessRuleError } from '@/lib/server/errors';

export type Menu = 'main' | 'footer';

/** The main navigation is at most this many levels deep; the footer is flat. */
export const MAX_MAIN_DEPTH = 3;

export interface Placement {
  menu: Menu;
  itemId: string;
  parentId: string | null;
}

/**
 * Claims the shop's navigation for a write, before anything of it is written: counts its version up
 * (refusing a write based on another version with 409, when the writer names one) and serialises the
 * shop's navigation writes until the transaction ends. A menu is rewritten as delete plus insert; two of
 * those interleaving would meet at the one-entry-per-page constraint (a 500) or number positions twice.
 * Every path that changes a menu comes here (a page created into one, moved, deleted; the menus saved),
 * so the version changes with every change an editor's copy of the menus could miss.
 */
export async function claimNavigation(tx: Executor, shopId: string, expectedVersion?: number): Promise<number> {
  return claimVersion(tx, shopId, 'navigation', expectedVersion);
}

const sameParent = (parentId: string | null) =>
  (parentId ? eq(navigationItems.parentId, parentId) : isNull(navigationItems.parentId));

/** The menu entries of a page (at most one per menu), main first. */
export async function pagePlacements(db: Executor, shopId: string, pageId: string): Promise<Placement[]> {
  const rows = await db.select({ menu: navigationItems.menu, itemId: navigationItems.id, parentId: navigationItems.parentId })
    .from(navigationItems)
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.pageId, pageId)));
  return rows.sort((a, b) => Number(a.menu !== 'main') - Number(b.menu !== 'main'));
}

/** Gives entries the positions of their order in the list, in one statement. */
async function renumber(db: Executor, shopId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`), sql`, `);
  await db.execute(sql`update ${navigationItems} set position = v.position
    from (values ${values}) as v(id, position)
    where ${navigationItems.id} = v.id and ${navigationItems.shopId} = ${shopId}`);
}

/**
 * Takes an entry out of its menu. Its children move up one level into its place, keeping their order
 * (spec section 4: deleting a page lifts its children up), instead of being deleted with it.
 */
export async function removeNavigationItem(db: Executor, shopId: string, itemId: string): Promise<void> {
  const [item] = await db.select().from(navigationItems)
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.id, itemId)));
  if (!item) return;
  const level = (parentId: string | null) => db.select({ id: navigationItems.id }).from(navigationItems)
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.menu, item.menu), sameParent(parentId)))
    .orderBy(asc(navigationItems.position), asc(navigationItems.id));
  const siblings = (await level(item.parentId)).map((row) => row.id);
  const children = (await level(item.id)).map((row) => row.id);
  const at = siblings.indexOf(item.id);
  // Re-parented before the delete: the foreign key would otherwise cascade to the children.
  if (children.length > 0) {
    await db.update(navigationItems).set({ parentId: item.parentId })
      .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.parentId, item.id)));
  }
  await db.delete(navigationItems).where(eq(navigationItems.id, item.id));
  await renumber(db, shopId, [...siblings.slice(0, at), ...children, ...siblings.slice(at + 1)]);
}

/** Level of an entry: 1 at the top of its menu. */
export async function itemDepth(db: Executor, shopId: string, itemId: string): Promise<number> {
  let depth = 0;
  // The menus are at most three levels deep; the bound guards against a cycle written by hand.
  for (let id: string | null = itemId; id && depth < 10; depth += 1) {
    const [row]: { parentId: string | null }[] = await db.select({ parentId: navigationItems.parentId }).from(navigationItems)
      .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.id, id)));
    if (!row) break;
    id = row.parentId;
  }
  return depth;
}

/** Adds a page at the end of a menu level (the top level when parentId is null). */
export async function appendPageItem(db: Executor, shopId: string, menu: Menu, pageId: string, parentId: string | null): Promise<void> {
  if (parentId && await itemDepth(db, shopId, parentId) >= MAX_MAIN_DEPTH) {
    throw new BusinessRuleError(`The main navigation is at most ${MAX_MAIN_DEPTH} levels deep`, 'NavigationTooDeep');
  }
  const [last] = await db.select({ max: sql<number | null>`max(${navigationItems.position})` }).from(navigationItems)
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.menu, menu), sameParent(parentId)));
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  await db.insert(navigationItems).values({ shopId, menu, pageId, parentId, position });
}

/**
 * The main-navigation entry a `pageParentSlug` names: a page with that slug in the locale, else a
 * category with it (the two slug spaces are separate, pages are asked first).
 */
export async function findMainItemBySlug(db: Executor, shopId: string, locale: string, slug: string): Promise<{ id: string; pageId: string | null } | null> {
  const inMain = and(eq(navigationItems.shopId, shopId), eq(navigationItems.menu, 'main'));
  const [page] = await db.select({ id: navigationItems.id, pageId: navigationItems.pageId }).from(navigationItems)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, navigationItems.pageId), eq(pageTranslations.locale, locale)))
    .where(and(inMain, eq(pageTranslations.slug, slug))).limit(1);
  if (page) return page;
  const [category] = await db.select({ id: navigationItems.id, pageId: navigationItems.pageId }).from(navigationItems)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, navigationItems.categoryId), eq(categoryTranslations.locale, locale)))
    .where(and(inMain, eq(categoryTranslations.slug, slug))).limit(1);
  return category ?? null;
}

/** Slug (in the locale) of the page or category an entry points at. */
export async function itemSlug(db: Executor, shopId: string, locale: string, itemId: string): Promise<string | null> {
  const [row] = await db.select({ page: pageTranslations.slug, category: categoryTranslations.slug }).from(navigationItems)
    .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, navigationItems.pageId), eq(pageTranslations.locale, locale)))
    .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, navigationItems.categoryId), eq(categoryTranslations.locale, locale)))
    .where(and(eq(navigationItems.shopId, shopId), eq(navigationItems.id, itemId)));
  return row?.page ?? row?.category ?? null;
}

/**
 * Puts a page into a menu, or into none, taking it out of the other one (spec section 4: changing
 * navigation between main and footer moves the entry). `parentId` undefined keeps its place when it
 * already is in that menu; a new parent moves the page alone: its children stay where they were.
 */
export async function setPageNavigation(
  db: Executor, shopId: string, pageId: string, menu: Menu | null, parentId?: string | null,
): Promise<void> {
  const placements = await pagePlacements(db, shopId, pageId);
  for (const placement of placements) {
    if (placement.menu !== menu) await removeNavigationItem(db, shopId, placement.itemId);
  }
  if (menu === null) return;
  const current = placements.find((p) => p.menu === menu);
  const wanted = menu === 'footer' ? null : parentId;
  if (current && (wanted === undefined || current.parentId === wanted)) return;
  if (current) await removeNavigationItem(db, shopId, current.itemId);
  await appendPageItem(db, shopId, menu, pageId, wanted ?? null);
}
