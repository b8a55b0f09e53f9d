import type { Block } from '@/lib/schemas/page-content';
import type { EditorAction } from './state/actions';
import { placeOf, type BlockPlace } from './state/block-tree';

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
