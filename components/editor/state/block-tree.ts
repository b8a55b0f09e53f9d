import type { Block } from '@/lib/schemas/page-content';
import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';

/**
 * Where a block sits or goes: a list of blocks (the page's own, `parentId` null, or a column of a layout
 * block) and an index in it. Pure functions over the block tree; each answers a new tree that shares
 * every untouched branch with the old one, so history snapshots cost little and memoised rows of
 * untouched blocks do not re-render.
 */
export interface BlockPlace {
  parentId: string | null;
  column: number;
  index: number;
}

/** Why the tree refused a change; the editor shows it, the tree stays as it was. */
export type TreeRefusal = 'unknown-block' | 'unknown-place' | 'into-itself' | 'too-deep' | 'too-many-blocks' | 'category-once';

export class TreeError extends Error {
  constructor(readonly reason: TreeRefusal) {
    super(reason);
    this.name = 'TreeError';
  }
}

/** Every block of the tree, parents before their children, with its depth (1 on the page). */
export function* walkBlocks(blocks: readonly Block[], depth = 1): Generator<{ block: Block; depth: number }> {
  for (const block of blocks) {
    yield { block, depth };
    for (const column of block.columns ?? []) yield* walkBlocks(column, depth + 1);
  }
}

export const countBlocks = (blocks: readonly Block[]): number => [...walkBlocks(blocks)].length;

export function findBlock(blocks: readonly Block[], id: string): Block | null {
  for (const { block } of walkBlocks(blocks)) if (block._id === id) return block;
  return null;
}

/** The place of a block, or null when the tree has none with that id. */
export function placeOf(blocks: readonly Block[], id: string, parentId: string | null = null, column = 0): BlockPlace | null {
  for (const [index, block] of blocks.entries()) {
    if (block._id === id) return { parentId, column, index };
    for (const [c, children] of (block.columns ?? []).entries()) {
      const found = placeOf(children, id, block._id, c);
      if (found) return found;
    }
  }
  return null;
}

/** Depth of the list at a place: 1 for the page, one more per layout above it. */
function depthOfList(blocks: readonly Block[], parentId: string | null): number {
  if (parentId === null) return 1;
  for (const { block, depth } of walkBlocks(blocks)) if (block._id === parentId) return depth + 1;
  throw new TreeError('unknown-place');
}

/** How many levels a block occupies: 1, plus its deepest column's. */
function heightOf(block: Block): number {
  return 1 + Math.max(0, ...(block.columns ?? []).flat().map(heightOf));
}

/** The tree with the list at `parentId`/`column` replaced by `change(list)`. */
function withList(blocks: readonly Block[], parentId: string | null, column: number, change: (list: readonly Block[]) => Block[]): Block[] {
  if (parentId === null) return change(blocks);
  let found = false;
  // `map` always answers a new array: keep the old list where nothing in it changed, so that layouts
  // off the changed path stay the same objects.
  const visit = (list: readonly Block[]): readonly Block[] => {
    const mapped = list.map((block) => {
      if (block._id === parentId) {
        const columns = block.columns ?? [];
        if (column < 0 || column >= columns.length) throw new TreeError('unknown-place');
        found = true;
        return { ...block, columns: columns.map((c, i) => (i === column ? change(c) : c)) };
      }
      if (!block.columns) return block;
      const columns = block.columns.map(visit) as Block[][];
      return columns.every((c, i) => c === block.columns![i]) ? block : { ...block, columns };
    });
    return mapped.every((block, i) => block === list[i]) ? list : mapped;
  };
  const result = [...visit(blocks)];
  if (!found) throw new TreeError('unknown-place');
  return result;
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(index, length));

/** Inserts a block (with any columns it holds) at a place, checking the page's limits. */
export function insertBlock(blocks: readonly Block[], block: Block, at: BlockPlace): Block[] {
  if (countBlocks(blocks) + countBlocks([block]) > PAGE_CONTENT_LIMITS.blocks) throw new TreeError('too-many-blocks');
  if (block.type === 'category' && [...walkBlocks(blocks)].some(({ block: b }) => b.type === 'category')) throw new TreeError('category-once');
  if (depthOfList(blocks, at.parentId) + heightOf(block) - 1 > PAGE_CONTENT_LIMITS.depth) throw new TreeError('too-deep');
  return withList(blocks, at.parentId, at.column, (list) => {
    const next = [...list];
    next.splice(clampIndex(at.index, list.length), 0, block);
    return next;
  });
}

/** Takes a block out of the tree: the tree without it, and the block. */
export function removeBlock(blocks: readonly Block[], id: string): { blocks: Block[]; removed: Block } {
  const place = placeOf(blocks, id);
  if (!place) throw new TreeError('unknown-block');
  let removed: Block | undefined;
  const next = withList(blocks, place.parentId, place.column, (list) => {
    removed = list[place.index];
    return list.filter((_, i) => i !== place.index);
  });
  return { blocks: next, removed: removed! };
}

/**
 * Moves a block to a place; `to.index` is its index in the destination list once moved (so within one
 * list it matches dnd-kit's arrayMove). A layout cannot go into one of its own columns.
 */
export function moveBlock(blocks: readonly Block[], id: string, to: BlockPlace): Block[] {
  const moving = findBlock(blocks, id);
  if (!moving) throw new TreeError('unknown-block');
  if (to.parentId !== null && (to.parentId === id || findBlock(moving.columns?.flat() ?? [], to.parentId))) throw new TreeError('into-itself');
  const { blocks: without } = removeBlock(blocks, id);
  if (depthOfList(without, to.parentId) + heightOf(moving) - 1 > PAGE_CONTENT_LIMITS.depth) throw new TreeError('too-deep');
  return withList(without, to.parentId, to.column, (list) => {
    const next = [...list];
    next.splice(clampIndex(to.index, list.length), 0, moving);
    return next;
  });
}

/** Replaces one block by what `change` makes of it. */
export function mapBlock(blocks: readonly Block[], id: string, change: (block: Block) => Block): Block[] {
  const place = placeOf(blocks, id);
  if (!place) throw new TreeError('unknown-block');
  return withList(blocks, place.parentId, place.column, (list) => list.map((block, i) => (i === place.index ? change(block) : block)));
}

/** A copy of a block and everything in its columns, each with an id from `newId`. */
export function copyBlock(block: Block, newId: () => string): Block {
  return {
    ...block,
    _id: newId(),
    data: structuredClone(block.data),
    ...(block.settings ? { settings: structuredClone(block.settings) } : {}),
    ...(block.columns ? { columns: block.columns.map((column) => column.map((child) => copyBlock(child, newId))) } : {}),
  };
}
