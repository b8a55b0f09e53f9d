import type { Block } from '@/lib/schemas/page-content';
import type { EditorAction } from './state/actions';
import { placeOf, type BlockPlace } from '@/components/blocks/block-tree';

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
 * The outline's drop targets: every block, and the start of every layout column, which is how a block
 * gets into an empty column. Their ids in the order the outline shows them; columns' ids say which.
 */
const COLUMN_PREFIX = 'column:';
export const columnTargetId = (layoutId: string, column: number) => `${COLUMN_PREFIX}${column}:${layoutId}`;
export function columnOfTarget(id: string): { layoutId: string; column: number } | null {
  if (!id.startsWith(COLUMN_PREFIX)) return null;
  const [column, ...layoutId] = id.slice(COLUMN_PREFIX.length).split(':');
  return { layoutId: layoutId.join(':'), column: Number(column) };
}

export function outlineOrder(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => [
    block._id,
    ...(block.columns ?? []).flatMap((column, index) => [columnTargetId(block._id, index), ...outlineOrder(column)]),
  ]);
}

/** Where a block dragged onto a target lands, relative to it: dragged down, after it; up, before it. */
export type DropSide = 'before' | 'after' | 'into';
export function dropSide(order: readonly string[], activeId: string, overId: string): DropSide {
  if (columnOfTarget(overId)) return 'into';
  return order.indexOf(activeId) < order.indexOf(overId) ? 'after' : 'before';
}

/**
 * The move a drag ends in, as the same action the buttons dispatch; null when it ends where it began.
 * Onto a column's start: first in that column. Onto a block of the same list: that block's index (the
 * list's order as dnd-kit's arrayMove has it). Onto a block of another list: before or after it.
 */
export function dropMove(blocks: Block[], activeId: string, overId: string): EditorAction | null {
  if (activeId === overId) return null;
  const column = columnOfTarget(overId);
  if (column) return { type: 'move', id: activeId, to: { parentId: column.layoutId, column: column.column, index: 0 } };
  const from = placeOf(blocks, activeId);
  const onto = placeOf(blocks, overId);
  if (!from || !onto) return null;
  if (from.parentId === onto.parentId && from.column === onto.column) return { type: 'move', id: activeId, to: onto };
  const side = dropSide(outlineOrder(blocks), activeId, overId);
  return { type: 'move', id: activeId, to: { ...onto, index: onto.index + (side === 'after' ? 1 : 0) } };
}
