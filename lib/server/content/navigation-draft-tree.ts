import type { NavigationDraft, NavigationDraftEntry } from '@/lib/content/site-draft';
import type { Menu } from './navigation-place';

/** A page's or a category's key in both menus: `page:<id>`, `category:<id>`. */
export const entryKey = (entry: { pageId?: string | null; categoryId?: string | null }): string =>
  (entry.pageId ? `page:${entry.pageId}` : `category:${entry.categoryId}`);

export type MenuTrees = Record<Menu, NavigationDraftEntry[]>;
const MENUS: readonly Menu[] = ['main', 'footer'];

/** Every key of a tree. */
function keysOf(tree: readonly NavigationDraftEntry[], into = new Set<string>()): Set<string> {
  for (const entry of tree) {
    into.add(entryKey(entry));
    keysOf(entry.children, into);
  }
  return into;
}

/** The tree without the entries `drop` says, each one's children lifted into its place (as deleting a menu entry does). */
export function withoutEntries(tree: readonly NavigationDraftEntry[], drop: (entry: NavigationDraftEntry) => boolean): NavigationDraftEntry[] {
  return tree.flatMap((entry) => {
    const children = withoutEntries(entry.children, drop);
    return drop(entry) ? children : [{ ...entry, children }];
  });
}

/**
 * The menus as they will be once the navigation draft is published, from the live menus (every page and
 * category that has an entry, with its live visibility) and the draft: a drafted menu is the owner's
 * arrangement, less the entries whose page or category has left the menus since (deleted), plus the live
 * entries of that menu the draft does not place anywhere (a page created since, or one the locale the
 * owner arranged in could not show), at its end; a menu not drafted is the live one, less the entries
 * the draft places in the other. Used alike by the editor's view of the draft and by the publish, so
 * that what the owner sees is what goes live.
 */
export function draftMenus(live: MenuTrees, draft: NavigationDraft): MenuTrees {
  const existing = keysOf([...live.main, ...live.footer]);
  const placed = keysOf(MENUS.flatMap((menu) => draft[menu]?.tree ?? []));
  const unplaced = (menu: Menu) => withoutEntries(live[menu], (entry) => placed.has(entryKey(entry)));
  const result = {} as MenuTrees;
  for (const menu of MENUS) {
    const drafted = draft[menu];
    result[menu] = drafted
      ? [...withoutEntries(drafted.tree, (entry) => !existing.has(entryKey(entry))), ...unplaced(menu)]
      : unplaced(menu);
  }
  return result;
}

/** Whether two sets of menus are the same: entries, order, nesting and visibility. */
export function sameMenus(a: MenuTrees, b: MenuTrees): boolean {
  const shape = (tree: readonly NavigationDraftEntry[]): unknown[] =>
    tree.map((entry) => [entryKey(entry), entry.isVisible, shape(entry.children)]);
  return MENUS.every((menu) => JSON.stringify(shape(a[menu])) === JSON.stringify(shape(b[menu])));
}

/** A draft with one menu arranged anew: the other drafted menu loses the entries this one now holds. */
export function withDraftedMenu(draft: NavigationDraft, menu: Menu, locale: string, tree: NavigationDraftEntry[]): NavigationDraft {
  const held = keysOf(tree);
  const next: NavigationDraft = { ...draft, [menu]: { locale, tree } };
  const other: Menu = menu === 'main' ? 'footer' : 'main';
  const otherDraft = draft[other];
  if (otherDraft) next[other] = { ...otherDraft, tree: withoutEntries(otherDraft.tree, (entry) => held.has(entryKey(entry))) };
  return next;
}
