import { flattenTree, projectPlace, type TreeDrop, type TreeItem, type TreeRow } from '../../tree/flat-tree';
import { containsKey, flattenMenu, MAX_LEVELS, MENUS, type Menu, type NavigationEntry, type NavigationTrees } from './navigation-tree';
import { placeEntry, type MoveOutcome } from './navigation-tree-moves';

/** The rows' ids: an entry is `{menu}:{key}`; a menu's heading (its start, and the id of its top list) is `{menu}:`. */
export const rowId = (menu: Menu, key: string | null) => `${menu}:${key ?? ''}`;
export function rowTarget(id: string): { menu: Menu; key: string | null } {
  const colon = id.indexOf(':');
  return { menu: id.slice(0, colon) as Menu, key: id.slice(colon + 1) || null };
}

const entryItem = (menu: Menu, entry: NavigationEntry): TreeItem => ({
  id: rowId(menu, entry.key), children: entry.children.map((child) => entryItem(menu, child)),
});

/** Both menus as the shared tree's rows (components/editor/tree/flat-tree.ts): each heading, then its entries. */
export const menuRows = (trees: NavigationTrees): TreeRow[] =>
  flattenTree(MENUS.map((menu) => ({ id: rowId(menu, null), start: true, items: trees[menu].map((entry) => entryItem(menu, entry)) })));

/**
 * What a drop makes of the menus, as dnd-kit's sortable tree does it: the dragged entry and its
 * sub-entries go before or after the entry it is over, or first into a menu over its heading, at the
 * level the sideways drag asks for within what the place allows (flat-tree.ts `projectPlace`) and no
 * deeper than the menu's levels. Null when nothing changes or the target is the entry's own sub-entry;
 * the API's refusal where it would refuse the result.
 */
export function dropEntry(trees: NavigationTrees, drop: TreeDrop): MoveOutcome | null {
  const from = rowTarget(drop.activeId);
  const to = rowTarget(drop.overId);
  const info = from.key === null ? undefined : flattenMenu(trees[from.menu]).find((candidate) => candidate.entry.key === from.key);
  if (!info) return null;
  if (to.menu !== from.menu && containsKey(trees[to.menu], info.entry.key)) return { refused: 'already-there' };
  if (to.menu === 'footer' && info.height > 0) return { refused: 'footer-flat' };
  const place = projectPlace(menuRows(trees), drop, { shiftDepth: true, maxDepth: (rootId) => MAX_LEVELS[rowTarget(rootId).menu] - 1 });
  if (!place || 'refused' in place) return place;
  const list = rowTarget(place.listId);
  return placeEntry(trees, from.menu, info.entry.key, { menu: list.menu, parentKey: list.key, index: place.index });
}
