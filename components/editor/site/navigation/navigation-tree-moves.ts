import { containsKey, flattenMenu, MAX_LEVELS, type EntryInfo, type Menu, type NavigationEntry, type NavigationTrees } from './navigation-tree';

/** The moves of an entry's buttons: one place up or down, one level in or out, into the other menu. */
export type NavigationMove = 'up' | 'down' | 'in' | 'out' | 'other-list';

/** Why the API would refuse a move (lib/server/content/save-navigation.ts and its body schemas). */
export type MoveRefusal = 'too-deep' | 'footer-flat' | 'already-there';

/** Where an entry is: its menu, its level (1 at the top) and its position among its siblings (from 1). */
export interface Place {
  menu: Menu;
  level: number;
  position: number;
}

/** A change of the menus: the new trees, the menus that changed (each saved), and where the entry went. */
export interface MenuChange {
  trees: NavigationTrees;
  changed: Menu[];
  place: Place;
}

export type MoveOutcome = MenuChange | { refused: MoveRefusal };

export const otherMenu = (menu: Menu): Menu => (menu === 'main' ? 'footer' : 'main');

type Path = number[];

function pathOf(entries: readonly NavigationEntry[], key: string): Path | null {
  for (const [index, entry] of entries.entries()) {
    if (entry.key === key) return [index];
    const below = pathOf(entry.children, key);
    if (below) return [index, ...below];
  }
  return null;
}

const entryAt = (entries: readonly NavigationEntry[], path: Path): NavigationEntry =>
  path.slice(1).reduce((entry, index) => entry.children[index]!, entries[path[0]!]!);

/** The menu with the list under `parent` (the top level when empty) replaced; the rest stays the same objects. */
function withList(entries: NavigationEntry[], parent: Path, change: (list: NavigationEntry[]) => NavigationEntry[]): NavigationEntry[] {
  if (parent.length === 0) return change(entries);
  const [index, ...rest] = parent;
  return entries.map((entry, i) => (i === index ? { ...entry, children: withList(entry.children, rest, change) } : entry));
}

const removeAt = (entries: NavigationEntry[], path: Path) =>
  withList(entries, path.slice(0, -1), (list) => list.filter((_, i) => i !== path.at(-1)));

const insertAt = (entries: NavigationEntry[], parent: Path, index: number, entry: NavigationEntry) =>
  withList(entries, parent, (list) => [...list.slice(0, index), entry, ...list.slice(index)]);

/** Where an entry is in a menu, or null when it is not there. */
export function placeIn(entries: readonly NavigationEntry[], menu: Menu, key: string): Place | null {
  const path = pathOf(entries, key);
  return path && { menu, level: path.length, position: path.at(-1)! + 1 };
}

/**
 * Whether a button's move can be made: 'ok', the API's reason to refuse it, or 'impossible' where there
 * is nothing to move past (the first entry cannot move up, the footer has no levels).
 */
export function moveCheck(trees: NavigationTrees, menu: Menu, info: EntryInfo, move: NavigationMove): 'ok' | 'impossible' | MoveRefusal {
  switch (move) {
    case 'up':
      return info.index > 0 ? 'ok' : 'impossible';
    case 'down':
      return info.index < info.siblings - 1 ? 'ok' : 'impossible';
    case 'in':
      // Into the entry above, as its last sub-entry, with everything below it.
      if (menu === 'footer' || info.index === 0) return 'impossible';
      return info.level + 1 + info.height > MAX_LEVELS[menu] ? 'too-deep' : 'ok';
    case 'out':
      return info.level > 1 ? 'ok' : 'impossible';
    case 'other-list': {
      const to = otherMenu(menu);
      // A menu holds a page or category once (the API refuses a second entry); a category may be in both.
      if (containsKey(trees[to], info.entry.key)) return 'already-there';
      if (info.height + 1 > MAX_LEVELS[to]) return to === 'footer' ? 'footer-flat' : 'too-deep';
      return 'ok';
    }
  }
}

/**
 * A button's move of the entry `key` of `menu`: up or down among its siblings, in (the last sub-entry of
 * the entry above it), out (right after its parent), or to the end of the other menu. Null where it is
 * impossible or the entry is gone; the API's refusal where it would refuse the result.
 */
export function moveEntry(trees: NavigationTrees, menu: Menu, key: string, move: NavigationMove): MoveOutcome | null {
  const info = flattenMenu(trees[menu]).find((candidate) => candidate.entry.key === key);
  if (!info) return null;
  const check = moveCheck(trees, menu, info, move);
  if (check === 'impossible') return null;
  if (check !== 'ok') return { refused: check };
  const tree = trees[menu];
  const path = pathOf(tree, key)!;
  const parent = path.slice(0, -1);
  const index = path.at(-1)!;
  const removed = removeAt(tree, path);
  if (move === 'other-list') {
    const to = otherMenu(menu);
    const next = { ...trees, [menu]: removed, [to]: [...trees[to], info.entry] } as NavigationTrees;
    return { trees: next, changed: [menu, to], place: placeIn(next[to], to, key)! };
  }
  let moved: NavigationEntry[];
  if (move === 'up' || move === 'down') {
    moved = insertAt(removed, parent, index + (move === 'up' ? -1 : 1), info.entry);
  } else if (move === 'in') {
    const above = [...parent, index - 1];
    moved = insertAt(removed, above, entryAt(removed, above).children.length, info.entry);
  } else {
    moved = insertAt(removed, parent.slice(0, -1), parent.at(-1)! + 1, info.entry);
  }
  return { trees: { ...trees, [menu]: moved }, changed: [menu], place: placeIn(moved, menu, key)! };
}

/**
 * The entry `key` of `from`, with its sub-entries, moved to `to.index` of a list of `to.menu`: its top
 * (`parentKey` null) or an entry's sub-entries. The index is the one it has there once moved. Null
 * where the entry or the parent is gone.
 */
export function placeEntry(
  trees: NavigationTrees, from: Menu, key: string, to: { menu: Menu; parentKey: string | null; index: number },
): MenuChange | null {
  const path = pathOf(trees[from], key);
  if (!path) return null;
  const entry = entryAt(trees[from], path);
  const next = { ...trees, [from]: removeAt(trees[from], path) } as NavigationTrees;
  const parent = to.parentKey === null ? [] : pathOf(next[to.menu], to.parentKey);
  if (!parent) return null;
  next[to.menu] = insertAt(next[to.menu], parent, to.index, entry);
  const changed: Menu[] = from === to.menu ? [from] : [from, to.menu];
  return { trees: next, changed, place: placeIn(next[to.menu], to.menu, key)! };
}

function withVisibility(entries: readonly NavigationEntry[], key: string, isVisible: boolean): NavigationEntry[] {
  return entries.map((entry) => ({
    ...entry, isVisible: entry.key === key ? isVisible : entry.isVisible, children: withVisibility(entry.children, key, isVisible),
  }));
}

/**
 * Shows or hides a page or category. Its visibility is the page's or category's own (the API applies an
 * entry's isVisible to it), so a category in both menus changes in both, and both are saved.
 */
export function setVisibility(trees: NavigationTrees, key: string, isVisible: boolean): { trees: NavigationTrees; changed: Menu[] } {
  const changed = (Object.keys(trees) as Menu[]).filter((menu) => containsKey(trees[menu], key));
  const next = { ...trees };
  for (const menu of changed) next[menu] = withVisibility(trees[menu], key, isVisible);
  return { trees: next, changed };
}
