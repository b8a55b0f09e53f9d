import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NavigationInputItem } from '@/lib/contract/content';
import type { NavigationDraft, NavigationDraftEntry } from '@/lib/content/site-draft';
import { getDb, type Executor } from '@/lib/db';
import { navigationItems } from '@/lib/db/schema';
import { ValidationError } from '@/lib/server/errors';
import { keepSiteDraft, readSiteDraft } from '@/lib/server/site/site-draft-rows';
import type { Shop } from '@/lib/server/shop/types';
import { getNavigation, readLiveMenus } from './navigation';
import { draftMenus, sameMenus, withDraftedMenu, type MenuTrees } from './navigation-draft-tree';
import { claimNavigation, MAX_MAIN_DEPTH, type Menu } from './navigation-place';
import { flattenNavigationTree, type FlatNavigationEntry } from './navigation-tree';
import { resolveTargets, setVisibility, type Target } from './save-navigation';
import type { NavigationItem } from './types';

/** The flat entries of a sent tree, with what each points at, as the nested tree a draft keeps. */
function draftTreeOf(entries: readonly FlatNavigationEntry[], targets: readonly Target[]): NavigationDraftEntry[] {
  const nodes = entries.map((entry, i): NavigationDraftEntry => ({ ...targets[i]!, isVisible: entry.isVisible, children: [] }));
  const roots: NavigationDraftEntry[] = [];
  // Parents come first, and siblings in their order.
  entries.forEach((entry, i) => (entry.parent === null ? roots : nodes[entry.parent]!.children).push(nodes[i]!));
  return roots;
}

/**
 * Keeps a menu as the owner arranged it in the editor (PUT /navigation/{menu} with `draft=true`) in the
 * site draft until "Publish site changes"; shoppers keep the live menus. Checked as a live save is (depth,
 * entries named twice, what each entry names), and versioned with the navigation: a save based on
 * another version is refused with 409. Menus arranged back as they are live leave the list of changes.
 * Answers the menu as the editor now shows it, and the navigation's version.
 */
export async function saveNavigationDraft(
  shop: Shop, locale: string, menu: Menu, tree: readonly NavigationInputItem[], ownerId: string, expectedVersion?: number,
): Promise<{ tree: NavigationItem[]; version: number }> {
  const { entries, errors } = flattenNavigationTree(tree, menu === 'main' ? MAX_MAIN_DEPTH : 1);
  if (errors.length > 0) throw new ValidationError(errors);
  const db = await getDb();
  const arranged = draftTreeOf(entries, await resolveTargets(db, shop, locale, entries));
  const { version, waiting } = await db.transaction(async (tx) => {
    const claimed = await claimNavigation(tx, shop.id, expectedVersion);
    const next = withDraftedMenu(await readSiteDraft<NavigationDraft>(tx, shop.id, 'navigation') ?? {}, menu, locale, arranged);
    const live = await readLiveMenus(tx, shop.id, locale);
    const left = sameMenus(draftMenus(live, next), live) ? null : next;
    await keepSiteDraft(tx, shop.id, 'navigation', left, ownerId);
    return { version: claimed, waiting: left };
  });
  const shown: Shop = { ...shop, siteDrafts: { ...shop.siteDrafts, navigation: waiting ?? undefined } };
  return { tree: await getNavigation(shown, locale, menu, { includeHidden: true }), version };
}

/** The rows of a menu's tree, parents before their children. */
function rowsOf(shopId: string, menu: Menu, tree: readonly NavigationDraftEntry[], parentId: string | null = null) {
  return tree.flatMap((entry, position): (typeof navigationItems.$inferInsert)[] => {
    const id = randomUUID();
    const target = entry.pageId ? { pageId: entry.pageId } : { categoryId: entry.categoryId! };
    return [{ id, shopId, menu, position, parentId, ...target }, ...rowsOf(shopId, menu, entry.children, id)];
  });
}

/** Every entry of the menus with its visibility. */
const visibilities = (menus: MenuTrees) => {
  const all: (Target & { isVisible: boolean })[] = [];
  const walk = (tree: readonly NavigationDraftEntry[]) => tree.forEach((entry) => {
    all.push({ ...(entry.pageId ? { pageId: entry.pageId } : { categoryId: entry.categoryId! }), isVisible: entry.isVisible });
    walk(entry.children);
  });
  walk(menus.main);
  walk(menus.footer);
  return all;
};

/**
 * Makes a navigation draft live in the caller's transaction: both menus become what `draftMenus` makes
 * of the live ones and the draft (what the editor showed), and each page's and category's visibility
 * follows its entry. Answers the categories shown or hidden, whose pages it changes.
 */
export async function publishNavigationDraft(tx: Executor, shop: Shop, draft: NavigationDraft): Promise<string[]> {
  await claimNavigation(tx, shop.id);
  const menus = draftMenus(await readLiveMenus(tx, shop.id, shop.defaultLocale), draft);
  await tx.delete(navigationItems).where(eq(navigationItems.shopId, shop.id));
  const rows = [...rowsOf(shop.id, 'main', menus.main), ...rowsOf(shop.id, 'footer', menus.footer)];
  if (rows.length > 0) await tx.insert(navigationItems).values(rows);
  return setVisibility(tx, shop.id, visibilities(menus));
}
