import type { Block } from '@/lib/schemas/page-content';
import type { EditorAction, MoveAction } from './state/actions';
import { placeOf, type BlockPlace } from '@/components/blocks/block-tree';
import { flattenTree, projectPlace, type TreeDrop, type TreeItem, type TreeRow } from './tree/flat-tree';

/** The list a place is in. */
function listAt(blocks: Block[], place: BlockPlace): Block[] {
  if (place.parentId === null) return blocks;
  const parentPlace = placeOf(blocks, place.parentId)!;
  return listAt(blocks, parentPlace)[parentPlace.index]!.columns![place.column]!;
}

/**
 * "Move up" and "Move down" from the keyboard or the outline: one step within the block's list, and
 * from the first or last place of a column out, before or after its layout. Null where nothing is
 * left to move past (the top or bottom of the page).
 */
export function stepMove(blocks: Block[], id: string, direction: -1 | 1): EditorAction | null {
  const place = placeOf(blocks, id);
  if (!place) return null;
  const length = listAt(blocks, place).length;
  const index = place.index + direction;
  if (index >= 0 && index < length) return { type: 'move', id, to: { ...place, index } };
  if (place.parentId === null) return null;
  const parent = placeOf(blocks, place.parentId)!;
  return { type: 'move', id, to: { ...parent, index: parent.index + (direction === 1 ? 1 : 0) } };
}

/**
 * The outline's rows: every block, and the start of every layout column, which is how a block gets into
 * an empty column. Columns' ids say which.
 */
const COLUMN_PREFIX = 'column:';
export const columnTargetId = (layoutId: string, column: number) => `${COLUMN_PREFIX}${column}:${layoutId}`;
export function columnOfTarget(id: string): { layoutId: string; column: number } | null {
  if (!id.startsWith(COLUMN_PREFIX)) return null;
  const [column, ...layoutId] = id.slice(COLUMN_PREFIX.length).split(':');
  return { layoutId: layoutId.join(':'), column: Number(column) };
}

/**
 * What a place is told against, in the outline's words (its rows' ids): before the block at its index,
 * after the last of its list, at the start of an empty column; null on an empty page or where the tree
 * has no such list.
 */
export function placeBeside(blocks: Block[], place: BlockPlace): Pick<TreeDrop, 'overId' | 'side'> | null {
  if (place.parentId !== null && !placeOf(blocks, place.parentId)) return null;
  const list = listAt(blocks, place);
  if (!list) return null;
  const at = list[place.index];
  if (at) return { overId: at._id, side: 'before' };
  const last = list.at(-1);
  if (last) return { overId: last._id, side: 'after' };
  return place.parentId === null ? null : { overId: columnTargetId(place.parentId, place.column), side: 'into' };
}

/** The page's own list of blocks: it has no start row. */
const PAGE_LIST = 'page';

const blockItem = (block: Block): TreeItem => ({
  id: block._id,
  lists: block.columns?.map((column, index) => ({ id: columnTargetId(block._id, index), start: true, items: column.map(blockItem) })),
});

/** The outline as the shared tree's rows (components/editor/tree/flat-tree.ts), in the order shown. */
export const outlineRows = (blocks: readonly Block[]): TreeRow[] =>
  flattenTree([{ id: PAGE_LIST, start: false, items: blocks.map(blockItem) }]);

/**
 * The move a drop makes, as the same action the buttons dispatch; null where it ends where it began.
 * A block lands at the depth of what it is dropped on (the outline has no sideways levels): before or
 * after a block, in that block's list; onto a column's start, first in that column. The tree refuses
 * the rest (a layout too deep) when the action is dispatched, as it does the buttons'.
 */
export function dropMove(blocks: readonly Block[], drop: TreeDrop): { move: MoveAction; depth: number } | null {
  const place = projectPlace(outlineRows(blocks), drop, { shiftDepth: false });
  if (!place || 'refused' in place) return null;
  const column = columnOfTarget(place.listId);
  const to = column ? { parentId: column.layoutId, column: column.column, index: place.index } : { parentId: null, column: 0, index: place.index };
  return { move: { type: 'move', id: drop.activeId, to }, depth: place.depth };
}
