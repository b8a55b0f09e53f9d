import { containsKey, MAX_LEVELS, type Menu, type NavigationEntry, type NavigationTrees } from './navigation-tree';
import { otherMenu, placeIn, type MoveOutcome } from './navigation-tree-moves';

/**
 * Where a dragged entry is over: before or after an entry of a menu, or the start of a menu (its heading,
 * which is how an empty footer fills). Over the dragged entry itself, only its level changes.
 */
export interface DropTarget {
  menu: Menu;
  /** The entry under the dragged one, or null for the start of the menu. */
  key: string | null;
  side: 'before' | 'after';
}

/**
 * Before or after the entry it is over: by which half of that row the dragged row's middle is in; when
 * the two middles meet (the keyboard puts the dragged row right onto its target), by the way it went:
 * moved down, after; up, before.
 */
export function dropSide(draggedMiddle: number, overMiddle: number, movedDown: boolean): 'before' | 'after' {
  if (Math.abs(draggedMiddle - overMiddle) < 1) return movedDown ? 'after' : 'before';
  return draggedMiddle < overMiddle ? 'before' : 'after';
}

/** An entry in the order of a menu, without its children, with its depth (0 at the top). */
interface Row {
  entry: NavigationEntry;
  depth: number;
}

const rowsOf = (entries: readonly NavigationEntry[], depth = 0): Row[] =>
  entries.flatMap((entry) => [{ entry, depth }, ...rowsOf(entry.children, depth + 1)]);

/** Rows back into a tree: each row goes under the last row one level above it. */
function treeOf(rows: readonly Row[]): NavigationEntry[] {
  const top: NavigationEntry[] = [];
  const open: NavigationEntry[] = [];
  for (const { entry, depth } of rows) {
    const node = { ...entry, children: [] };
    (depth === 0 ? top : open[depth - 1]!.children).push(node);
    open[depth] = node;
    open.length = depth + 1;
  }
  return top;
}

const shape = (rows: readonly Row[]) => rows.map((row) => `${row.depth}:${row.entry.key}`).join(' ');

/**
 * What a drop makes of the menus, as dnd-kit's sortable tree does it: the dragged entry and everything
 * below it go to the target's place, at the level the horizontal drag asks for (`levelShift` steps
 * in or out) within what that place allows: at most one level below the entry before it, at least the
 * level of the entry after it (which keeps its parent), and no deeper than the menu's levels. Null when
 * nothing changes or the target is the dragged entry's own sub-entry; the API's refusal where it would
 * refuse the result.
 */
export function dropEntry(trees: NavigationTrees, from: Menu, key: string, target: DropTarget, levelShift: number): MoveOutcome | null {
  const source = rowsOf(trees[from]);
  const start = source.findIndex((row) => row.entry.key === key);
  if (start < 0) return null;
  let end = start + 1;
  while (end < source.length && source[end]!.depth > source[start]!.depth) end += 1;
  const dragged = source.slice(start, end);
  const height = Math.max(...dragged.map((row) => row.depth)) - dragged[0]!.depth;
  const sameMenu = target.menu === from;
  const remaining = [...source.slice(0, start), ...source.slice(end)];
  const rest = sameMenu ? remaining : rowsOf(trees[target.menu]);

  let at: number;
  if (target.key === null) at = 0;
  else if (sameMenu && target.key === key) at = start;
  else {
    const over = rest.findIndex((row) => row.entry.key === target.key);
    if (over < 0) return null;
    at = over + (target.side === 'after' ? 1 : 0);
  }

  if (!sameMenu && containsKey(trees[target.menu], key)) return { refused: 'already-there' };
  if (target.menu === 'footer' && height > 0) return { refused: 'footer-flat' };
  const before = rest[at - 1];
  const after = rest[at];
  const least = after ? after.depth : 0;
  const most = Math.min(before ? before.depth + 1 : 0, MAX_LEVELS[target.menu] - 1 - height);
  if (least > most) return { refused: 'too-deep' };
  const depth = Math.min(most, Math.max(least, dragged[0]!.depth + levelShift));

  const placed = dragged.map((row) => ({ entry: row.entry, depth: row.depth - dragged[0]!.depth + depth }));
  const rows = [...rest.slice(0, at), ...placed, ...rest.slice(at)];
  if (sameMenu && shape(rows) === shape(source)) return null;
  const next = { ...trees, [target.menu]: treeOf(rows) } as NavigationTrees;
  if (!sameMenu) next[from] = treeOf(remaining);
  const changed: Menu[] = sameMenu ? [from] : [from, otherMenu(from)];
  return { trees: next, changed, place: placeIn(next[target.menu], target.menu, key)! };
}
