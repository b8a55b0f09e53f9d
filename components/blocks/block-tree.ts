import type { Block } from '@/lib/schemas/page-content';
import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import type { ShopType } from '@/lib/schemas/shop-type';
import { blockDefinitions, isBlockType, isOfferedFor } from './definitions';

/**
 * The page-tree model: pure functions over a page's block tree, used alike by the editor's reducer
 * (components/editor/state/actions.ts) and by every write of the server (`treeProblem`, through
 * lib/server/content/documents/validate-content.ts), so that neither stores a tree the other refuses.
 * Each change answers a new tree that shares every untouched branch with the old one, so history
 * snapshots cost little and memoised rows of untouched blocks do not re-render.
 *
 * Where a block sits or goes: a list of blocks (the page's own, `parentId` null, or a column of a layout
 * block) and an index in it.
 */
export interface BlockPlace {
  parentId: string | null;
  column: number;
  index: number;
}

/**
 * Why the tree refused a change or a tree; the editor shows it (messages, EditorMoves), the API answers
 * it as the 400's code. The first three concern a change only: a whole tree is checked for the rest.
 */
export type TreeRefusal =
  | 'unknown-block' | 'unknown-place' | 'into-itself'
  | 'too-deep' | 'too-many-blocks' | 'once-per-page' | 'page-only' | 'column-count' | 'not-offered-for-shop';

export class TreeError extends Error {
  /** `blockType`: the type whose constraint refused, for the owner's message ("only one Category block"). */
  constructor(readonly reason: TreeRefusal, readonly blockType?: string) {
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

/** The layouts a block sits in, outermost first, each with the column that holds the next one down (or the block). */
export function ancestorsOf(blocks: readonly Block[], id: string): { block: Block; column: number }[] {
  const path: { block: Block; column: number }[] = [];
  let place = placeOf(blocks, id);
  while (place?.parentId) {
    const parent = findBlock(blocks, place.parentId);
    if (!parent) break;
    path.unshift({ block: parent, column: place.column });
    place = placeOf(blocks, parent._id);
  }
  return path;
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

const constraintsOf = (type: string) => (isBlockType(type) ? blockDefinitions[type].constraints : {});

/** Refuses a type the page already has as often as its definition allows. */
function checkOncePerPage(blocks: readonly Block[], adding: Block): void {
  const present = new Set([...walkBlocks(blocks)].map(({ block }) => block.type));
  for (const { block } of walkBlocks([adding])) {
    if (constraintsOf(block.type).oncePerPage && present.has(block.type)) throw new TreeError('once-per-page', block.type);
    present.add(block.type);
  }
}

/** Refuses a block whose definition keeps it on the page itself arriving in a column, or inside a layout that does. */
function checkPlacement(block: Block, parentId: string | null): void {
  for (const { block: inner, depth } of walkBlocks([block])) {
    if (constraintsOf(inner.type).placement === 'page' && (parentId !== null || depth > 1)) throw new TreeError('page-only', inner.type);
  }
}

/** Refuses a new block (or one in its columns) of a type the shop's type does not get: a new block is never kept. */
function checkOffered(adding: Block, shopType: ShopType): void {
  for (const { block } of walkBlocks([adding])) {
    if (!isOfferedFor(block.type, shopType)) throw new TreeError('not-offered-for-shop', block.type);
  }
}

/**
 * Inserts a block (with any columns it holds) at a place, checking the page's limits and the types' constraints,
 * for a shop of `shopType` (an insert and a duplicate add blocks; a move adds none, so it needs no shop).
 */
export function insertBlock(blocks: readonly Block[], block: Block, at: BlockPlace, shopType: ShopType): Block[] {
  if (countBlocks(blocks) + countBlocks([block]) > PAGE_CONTENT_LIMITS.blocks) throw new TreeError('too-many-blocks');
  checkOffered(block, shopType);
  checkOncePerPage(blocks, block);
  checkPlacement(block, at.parentId);
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
  checkPlacement(moving, to.parentId);
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

/** The columns a layout of this type may have, from its definition; null for a type that holds none. */
export function columnRange(type: string): { min: number; max: number; start: number } | null {
  return constraintsOf(type).columns ?? null;
}

/**
 * A layout with `count` columns: one more is added at the end; one less moves its blocks to the end of
 * the column before it. Refused outside the range its definition allows.
 */
export function setColumnCount(blocks: readonly Block[], id: string, count: number): Block[] {
  return mapBlock(blocks, id, (block) => {
    const range = columnRange(block.type);
    if (!range || !Number.isInteger(count) || count < range.min || count > range.max) throw new TreeError('column-count', block.type);
    const columns = block.columns ?? [[]];
    if (count >= columns.length) return { ...block, columns: [...columns, ...Array.from({ length: count - columns.length }, () => [])] };
    const kept = columns.slice(0, count);
    kept[kept.length - 1] = [...kept[kept.length - 1]!, ...columns.slice(count).flat()];
    return { ...block, columns: kept };
  });
}

/** What is wrong with a whole tree, and the block where it shows; the first problem found. */
export interface TreeProblem {
  reason: Exclude<TreeRefusal, 'unknown-block' | 'unknown-place' | 'into-itself'>;
  blockId: string | null;
  blockType?: string;
}

/**
 * The shop a tree is written for: its type, and the ids of the blocks of types that type does not get
 * which the document already stores (`keptBlockIds`). Those stay, render and may be edited and moved,
 * so that content stored before the rule, or before the shop changed type, is never dropped; a write
 * that adds another one (a new id, a copy, a restored or copied block that is not stored) is refused.
 */
export interface TreeShop {
  type: ShopType;
  kept: ReadonlySet<string>;
}

/** Ids of the blocks in stored trees whose type a shop of `shopType` does not get: what a write may keep of them. */
export function keptBlockIds(shopType: ShopType, ...trees: readonly (readonly Block[])[]): Set<string> {
  const kept = new Set<string>();
  for (const tree of trees) {
    for (const { block } of walkBlocks(tree)) if (!isOfferedFor(block.type, shopType)) kept.add(block._id);
  }
  return kept;
}

/**
 * The first rule a whole tree breaks, or null: the page's limits (blocks, nesting) and each type's
 * constraints (once per page, on the page only, its number of columns, and with `shop`, the shop types
 * that get it). The server checks every tree it stores or publishes with it; every change the editor's
 * reducer accepts keeps a tree that passes it (a property test replays random changes to hold both to that).
 */
export function treeProblem(blocks: readonly Block[], shop?: TreeShop): TreeProblem | null {
  let count = 0;
  let first: TreeProblem | null = null;
  const seen = new Set<string>();
  // One walk: the page's size is known only at its end, and is the rule reported first.
  for (const { block, depth } of walkBlocks(blocks)) {
    count += 1;
    if (first) continue;
    const constraints = constraintsOf(block.type);
    const at = { blockId: block._id, blockType: block.type };
    const columns = block.columns?.length;
    const range = constraints.columns;
    if (depth > PAGE_CONTENT_LIMITS.depth) first = { reason: 'too-deep', ...at };
    else if (constraints.oncePerPage && seen.has(block.type)) first = { reason: 'once-per-page', ...at };
    else if (constraints.placement === 'page' && depth > 1) first = { reason: 'page-only', ...at };
    else if (range && ((columns ?? 0) < range.min || (columns ?? 0) > range.max)) first = { reason: 'column-count', ...at };
    else if (shop && !isOfferedFor(block.type, shop.type) && !shop.kept.has(block._id)) first = { reason: 'not-offered-for-shop', ...at };
    seen.add(block.type);
  }
  return count > PAGE_CONTENT_LIMITS.blocks ? { reason: 'too-many-blocks', blockId: null } : first;
}
