/**
 * The editor's trees (the block outline, the navigation's menus) as one flat list of rows, the way they
 * are shown and dragged: pure functions, shared by the drag layer (tree-drag.tsx) and by each tree's own
 * mapping of a drop to its domain's move (components/editor/block-moves.ts, site/navigation/navigation-drop.ts).
 *
 * A tree is lists of items. An item may hold a list of its own right under it (a navigation entry's
 * sub-entries) and lists that begin with a start row of their own (a layout block's columns, a menu):
 * a start row is where an item is dropped to go first in that list, which is how an empty one fills.
 */
export interface TreeList {
  /** Also the id of its start row, when it has one. */
  id: string;
  /** Whether the list shows a start row (a column's name, a menu's heading). */
  start: boolean;
  items: readonly TreeItem[];
}

export interface TreeItem {
  id: string;
  /** The items right under it, in a list whose id is the item's own; absent where none may go. */
  children?: readonly TreeItem[];
  /** Lists under it that each begin with a start row. */
  lists?: readonly TreeList[];
}

export interface TreeRow {
  id: string;
  kind: 'item' | 'start';
  /** 0 at the top; a start row has the depth of its list's items. */
  depth: number;
  /** The list the row is in; a start row's is the list it starts. */
  listId: string;
  /** Its index in that list (0 for a start row). */
  index: number;
  /** The list of the items right under it (its own id), or null where none may go. */
  childList: string | null;
  /** The top list it is in: a tree may have several (the main navigation and the footer). */
  rootId: string;
}

/** The rows of lists, in the order shown: each item, then what is under it. */
export function flattenTree(lists: readonly TreeList[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (list: TreeList, depth: number, rootId: string) => {
    if (list.start) rows.push({ id: list.id, kind: 'start', depth, listId: list.id, index: 0, childList: null, rootId });
    list.items.forEach((item, index) => {
      rows.push({ id: item.id, kind: 'item', depth, listId: list.id, index, childList: item.children ? item.id : null, rootId });
      if (item.children) visit({ id: item.id, start: false, items: item.children }, depth + 1, rootId);
      for (const inner of item.lists ?? []) visit(inner, depth + 1, rootId);
    });
  };
  for (const list of lists) visit(list, 0, list.id);
  return rows;
}

/** The rows from `index` on that belong to the item there: itself and everything under it. */
function subtreeEnd(rows: readonly TreeRow[], index: number): number {
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > rows[index]!.depth) end += 1;
  return end;
}

/** The ids of an item and of every row under it: no place to drop the item itself. */
export function subtreeIds(rows: readonly TreeRow[], id: string): Set<string> {
  const index = rows.findIndex((row) => row.id === id);
  return new Set(index < 0 ? [] : rows.slice(index, subtreeEnd(rows, index)).map((row) => row.id));
}

/** The rows a dragged item can be dropped on, in order: all but those under it (it keeps its own, to change only its depth). */
export const dropTargetRows = (rows: readonly TreeRow[], activeId: string): TreeRow[] => {
  const inside = subtreeIds(rows, activeId);
  return rows.filter((row) => row.id === activeId || !inside.has(row.id));
};

/**
 * Where a dragged item goes relative to the row it is over: a start row, first into that list;
 * otherwise by the way it went, dragged down after the row, up before it.
 */
export type DropSide = 'before' | 'after' | 'into';
export function dropSide(rows: readonly TreeRow[], activeId: string, overId: string): DropSide {
  const over = rows.findIndex((row) => row.id === overId);
  if (rows[over]?.kind === 'start') return 'into';
  return rows.findIndex((row) => row.id === activeId) < over ? 'after' : 'before';
}

/** What a drag is over: the row, the side, and how many levels in (+) or out (-) it was dragged sideways. */
export interface TreeDrop {
  activeId: string;
  overId: string;
  side: DropSide;
  depthShift: number;
}

/** Where a dropped item goes: a list and its index there once the item has left its old place. */
export interface TreePlace {
  listId: string;
  index: number;
  depth: number;
}

export type TreeRefusal = 'too-deep';

export interface ProjectOptions {
  /**
   * Whether sideways drags choose the depth (as in dnd-kit's sortable tree): the item's depth plus
   * `depthShift`. Otherwise it goes at the depth of the row it is over.
   */
  shiftDepth: boolean;
  /** The deepest depth a top list allows (0: flat); unlimited when absent. */
  maxDepth?(rootId: string): number;
}

/**
 * Where a drop puts the dragged item, with everything under it: before or after the row it is over
 * (after an item that holds a list of its own, right under its row; after one that does not, after
 * all it holds), or first in a start row's list. The depth is the one asked for, kept between what
 * the rows around the place allow: at most one below the row above (when that row holds items right
 * under it), at least the depth of the row below, which keeps its parent. Null where nothing changes
 * or the drop is on a row under the item itself; 'too-deep' where the item and what it holds cannot fit.
 */
export function projectPlace(rows: readonly TreeRow[], drop: TreeDrop, options: ProjectOptions): TreePlace | { refused: TreeRefusal } | null {
  const start = rows.findIndex((row) => row.id === drop.activeId);
  const active = rows[start];
  if (!active || active.kind !== 'item') return null;
  const end = subtreeEnd(rows, start);
  const moving = rows.slice(start, end);
  const rest = [...rows.slice(0, start), ...rows.slice(end)];
  const height = Math.max(...moving.filter((row) => row.kind === 'item').map((row) => row.depth)) - active.depth;

  let at: number;
  let over: TreeRow;
  if (drop.overId === drop.activeId) {
    at = start;
    over = active;
  } else {
    const overIndex = rest.findIndex((row) => row.id === drop.overId);
    if (overIndex < 0) return null;
    over = rest[overIndex]!;
    if (over.kind === 'start') at = overIndex + 1;
    else if (drop.side === 'before') at = overIndex;
    else at = over.childList ? overIndex + 1 : subtreeEnd(rest, overIndex);
  }

  const above = rest[at - 1];
  const below = rest[at];
  const cap = options.maxDepth ? options.maxDepth(over.rootId) - height : Infinity;
  let depth: number;
  if (over.kind === 'start') {
    depth = over.depth;
    if (depth > cap) return { refused: 'too-deep' };
  } else {
    const most = Math.min(!above ? 0 : above.kind === 'item' && above.childList ? above.depth + 1 : above.depth, cap);
    const least = below ? below.depth : 0;
    if (least > most) return { refused: 'too-deep' };
    const wanted = options.shiftDepth ? active.depth + drop.depthShift : over.depth;
    depth = Math.min(most, Math.max(least, wanted));
  }

  const place = placeAt(rest, at, depth);
  if (!place) return null;
  return place.listId === active.listId && place.index === active.index ? null : place;
}

/** The list and index of an item put between `rest[at - 1]` and `rest[at]` at `depth`: from the nearest row above it at that depth or just above. */
function placeAt(rest: readonly TreeRow[], at: number, depth: number): TreePlace | null {
  for (let i = at - 1; i >= 0; i -= 1) {
    const row = rest[i]!;
    if (row.depth > depth) continue;
    if (row.depth === depth) {
      if (row.kind === 'start') return { listId: row.listId, index: 0, depth };
      const before = rest.slice(0, i).filter((other) => other.kind === 'item' && other.listId === row.listId).length;
      return { listId: row.listId, index: before + 1, depth };
    }
    return row.depth === depth - 1 && row.childList ? { listId: row.childList, index: 0, depth } : null;
  }
  return depth === 0 && rest[0] ? { listId: rest[0].listId, index: 0, depth } : null;
}
