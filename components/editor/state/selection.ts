import type { Breakpoint } from '@/lib/schemas/block-visibility';
import { BREAKPOINTS, hiddenOnOf } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { copyBlock, findBlock, moveBlock, placeOf, removeBlock, TreeError, walkBlocks, type BlockPlace } from '@/components/blocks/block-tree';
import { stepMove } from '../block-moves';
import type { EditorAction, MoveAction } from './actions';

/**
 * What the owner does to several selected blocks at once, as one action each (a `batch`): one undo
 * step, refused whole. Pure, like the reducer, so tests replay them.
 */

/** The blocks of the tree in the order Layers shows them: parents before their children. */
const documentOrder = (blocks: readonly Block[]): string[] => [...walkBlocks(blocks)].map(({ block }) => block._id);

/**
 * The selected blocks that no other selected block holds, in the page's order: what is moved, copied or
 * deleted (a layout takes its columns along, so a block in it is not handled twice).
 */
export function topmostSelected(blocks: readonly Block[], ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  const out: string[] = [];
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if (chosen.has(block._id)) out.push(block._id);
      else for (const column of block.columns ?? []) visit(column);
    }
  };
  visit(blocks);
  return out;
}

/** The blocks from `from` to `to` in the page's order (either way round), both included: Shift with a click or an arrow. */
export function selectionRange(blocks: readonly Block[], from: string, to: string): string[] {
  const order = documentOrder(blocks);
  const [a, b] = [order.indexOf(from), order.indexOf(to)];
  if (a === -1 || b === -1) return b === -1 ? [] : [to];
  const range = order.slice(Math.min(a, b), Math.max(a, b) + 1);
  return a <= b ? range : range.reverse();
}

const batch = (actions: EditorAction[]): EditorAction | null => (actions.length === 0 ? null : actions.length === 1 ? actions[0]! : { type: 'batch', actions });

export const removeSelection = (blocks: readonly Block[], ids: readonly string[]): EditorAction | null =>
  batch(topmostSelected(blocks, ids).map((id) => ({ type: 'remove', id })));

/**
 * The block that takes the place of the blocks `ids` once removed, where the focus goes: the next block
 * left after the last of them, else the nearest one left before it, else the layout that held them, else the
 * page's first block left; null when the page is left empty.
 */
export function blockAfterRemoval(blocks: readonly Block[], ids: readonly string[]): string | null {
  const removed = topmostSelected(blocks, ids);
  const gone = new Set(removed);
  const last = removed.at(-1);
  const place = last === undefined ? null : placeOf(blocks, last);
  if (!place) return null;
  const parent = place.parentId === null ? null : findBlock(blocks, place.parentId);
  const siblings = parent ? parent.columns?.[place.column] ?? [] : blocks;
  const left = (list: readonly Block[]) => list.find((block) => !gone.has(block._id))?._id;
  return left(siblings.slice(place.index + 1)) ?? left(siblings.slice(0, place.index).reverse()) ?? parent?._id ?? left(blocks) ?? null;
}

/** Each selected block's copy right after it. */
export function duplicateSelection(blocks: readonly Block[], ids: readonly string[], newId: () => string): EditorAction | null {
  return batch(topmostSelected(blocks, ids).map((id) => ({ type: 'duplicate', id, copy: copyBlock(findBlock(blocks, id)!, newId) })));
}

/** Hides every selected block on one device, or shows each there again; blocks in a hidden layout are left alone. */
export function hideSelection(blocks: readonly Block[], ids: readonly string[], device: Breakpoint, hidden: boolean): EditorAction | null {
  return batch(ids.flatMap((id) => {
    const block = findBlock(blocks, id);
    if (!block) return [];
    const hiddenOn = hiddenOnOf(block.settings);
    return [{ type: 'update', id, settings: { hiddenOn: BREAKPOINTS.filter((b) => (b === device ? hidden : hiddenOn.includes(b))) } }];
  }));
}

/**
 * Move up or Move down for the selection: each block one step as Move up would take it alone, the first
 * in the direction of the move first, so that neighbours keep their order. Nothing when one of them
 * cannot go further (the top or bottom of the page): the selection moves together or not at all.
 */
export function moveSelection(blocks: readonly Block[], ids: readonly string[], direction: -1 | 1): EditorAction | null {
  const order = topmostSelected(blocks, ids);
  if (direction === 1) order.reverse();
  const actions: EditorAction[] = [];
  let tree = blocks as Block[];
  for (const id of order) {
    const step = stepMove(tree, id, direction);
    if (!step || step.type !== 'move') return null;
    actions.push(step);
    try {
      tree = moveBlock(tree, step.id, step.to);
    } catch (error) {
      // The reducer refuses the same move again, and the editor says why.
      if (error instanceof TreeError) break;
      throw error;
    }
  }
  return batch(actions);
}

/**
 * A drag of a block that is one of several selected: the others go with it, those before it in the page
 * right before it and those after it right after, in the page's order, as one step. A block dragged from
 * outside the selection moves alone. When a move of the selection would be refused (a selected layout into
 * its own column), the batch holds that move, and the reducer refuses the whole of it with its reason.
 */
export function dragSelection(blocks: readonly Block[], ids: readonly string[], move: MoveAction): EditorAction {
  const order = topmostSelected(blocks, ids);
  const dragged = order.indexOf(move.id);
  if (order.length < 2 || dragged === -1) return move;
  const actions: EditorAction[] = [];
  let tree = blocks as Block[];
  // Where `id` goes next to `anchor`, in the tree without it (the index a move takes); an anchor inside `id`
  // keeps its place, which the move then refuses as into itself.
  const besides = (id: string, anchor: string, after: boolean): BlockPlace => {
    const place = (placeOf(removeBlock(tree, id).blocks, anchor) ?? placeOf(tree, anchor))!;
    return { ...place, index: place.index + (after ? 1 : 0) };
  };
  const step = (id: string, to: () => BlockPlace) => {
    const action: EditorAction = { type: 'move', id, to: to() };
    actions.push(action);
    tree = moveBlock(tree, action.id, action.to);
  };
  try {
    step(move.id, () => move.to);
    for (const id of order.slice(0, dragged)) step(id, () => besides(id, move.id, false));
    let last = move.id;
    for (const id of order.slice(dragged + 1)) {
      const anchor = last;
      step(id, () => besides(id, anchor, true));
      last = id;
    }
  } catch (error) {
    if (!(error instanceof TreeError)) throw error;
  }
  return { type: 'batch', actions };
}

/** Where pasted blocks go: right after the block `afterId` (in its list), else at the end of the page. */
export function pastePlace(blocks: readonly Block[], afterId: string | null): BlockPlace {
  const place = afterId ? placeOf(blocks, afterId) : null;
  return place ? { ...place, index: place.index + 1 } : { parentId: null, column: 0, index: blocks.length };
}

/** Inserts blocks one after another from `at`. */
export function insertBlocks(pasted: readonly Block[], at: BlockPlace): EditorAction | null {
  return batch(pasted.map((block, offset) => ({ type: 'insert', block, at: { ...at, index: at.index + offset } })));
}
