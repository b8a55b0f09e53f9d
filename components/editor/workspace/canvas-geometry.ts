import type { BlockPlace } from '@/components/blocks/block-tree';

/** A page-level block's box on the canvas, in the frame document's coordinates (scrolled content included). */
export interface BlockBox {
  id: string;
  /** The block's index on the page (blocks hidden at this width have no box, so it may skip some). */
  index: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A "+" between blocks: the index a block added there takes on the page, and where it stands. */
export interface InsertionPoint {
  index: number;
  y: number;
  left: number;
  right: number;
}

/**
 * Where the "+" buttons stand: before the first block, halfway between each two, after the last; across
 * the wider of the two blocks they separate. None on an empty page (its own call to action adds the first).
 */
export function insertionPoints(boxes: readonly BlockBox[]): InsertionPoint[] {
  if (boxes.length === 0) return [];
  return Array.from({ length: boxes.length + 1 }, (_, at) => {
    const above = boxes[at - 1];
    const below = boxes[at];
    const y = above && below ? (above.bottom + below.top) / 2 : above ? above.bottom : below!.top;
    const left = Math.min(above?.left ?? Infinity, below?.left ?? Infinity);
    const right = Math.max(above?.right ?? -Infinity, below?.right ?? -Infinity);
    return { index: below ? below.index : above!.index + 1, y, left, right };
  });
}

/** The index of the "+" nearest to the pointer's height `y`, when it is within `reach`; null otherwise or without a pointer. */
export function nearestPoint(points: readonly InsertionPoint[], y: number | null, reach: number): number | null {
  if (y === null) return null;
  let nearest: InsertionPoint | null = null;
  for (const point of points) if (Math.abs(point.y - y) <= reach && (!nearest || Math.abs(point.y - y) < Math.abs(nearest.y - y))) nearest = point;
  return nearest?.index ?? null;
}

/**
 * Where a block dragged on the canvas would land with the pointer at `y`: before the first block whose
 * middle is below the pointer (so the gap the pointer is nearest), as an index among the blocks as they are.
 */
export function dropIndexAt(y: number, boxes: readonly BlockBox[]): number {
  const below = boxes.find((box) => y < (box.top + box.bottom) / 2);
  return below ? below.index : (boxes.at(-1)?.index ?? -1) + 1;
}

/** The height of the line that shows where a dragged block lands: the top of the block it goes before, else below the last. */
export function dropLineY(drop: number, boxes: readonly BlockBox[], fallback: number): number {
  const at = boxes.find((box) => box.index >= drop);
  return at ? at.top : (boxes.at(-1)?.bottom ?? fallback);
}

/** A box on the canvas without a block of its own (a layout's column), in the frame document's coordinates. */
export type Area = Pick<BlockBox, 'top' | 'bottom' | 'left' | 'right'>;

/** A layout's column as a place to drop a block into: where it reaches on the canvas, and its blocks' boxes (their indexes within the column). */
export interface ColumnTarget {
  layoutId: string;
  column: number;
  /** How deep the layout is nested (1 on the page): a column inside another's column is the nearer target. */
  depth: number;
  area: Area;
  blocks: BlockBox[];
}

/** How tall (frame CSS pixels) an empty column is at least taken to be: one with no height would take no drop. */
export const EMPTY_COLUMN_REACH = 32;

/**
 * Where each of a layout's columns (`columns`, in order; null where one shows no box) takes drops: its own
 * width, and the height of its row, since columns side by side end at the tallest one (a grid's columns
 * sit at the row's top or middle, an empty one has no height), but at least EMPTY_COLUMN_REACH from its
 * top. Stacked columns (a phone's) do not share a row, so each keeps its own height.
 */
export function columnAreas(columns: readonly (Area | null)[]): (Area | null)[] {
  return columns.map((column) => {
    if (!column) return null;
    const row = columns.filter((other): other is Area => !!other && other.top <= column.bottom && column.top <= other.bottom);
    const top = Math.min(...row.map((other) => other.top));
    const bottom = Math.max(...row.map((other) => other.bottom), column.top + EMPTY_COLUMN_REACH);
    return { top, bottom, left: column.left, right: column.right };
  });
}

/**
 * Where a block dropped at the point (`x`, `y`, in the frame document's coordinates) lands: in the most
 * deeply nested layout column whose area holds the point, before the first of its blocks whose middle is
 * below it (first in an empty column); elsewhere among the page's blocks (`page`), the same way.
 */
export function dropPlaceAt(x: number, y: number, page: readonly BlockBox[], columns: readonly ColumnTarget[]): BlockPlace {
  let target: ColumnTarget | null = null;
  for (const column of columns) {
    const { top, bottom, left, right } = column.area;
    if (x >= left && x <= right && y >= top && y <= bottom && (!target || column.depth > target.depth)) target = column;
  }
  return target
    ? { parentId: target.layoutId, column: target.column, index: dropIndexAt(y, target.blocks) }
    : { parentId: null, column: 0, index: dropIndexAt(y, page) };
}

/**
 * The index a moved block takes once it has left its own place: dropping it just before or after itself
 * leaves it where it is (null: no move to make).
 */
export function moveTarget(from: number, dropIndex: number): number | null {
  const to = dropIndex > from ? dropIndex - 1 : dropIndex;
  return to === from ? null : to;
}

/**
 * The neighbour a page-level block dragged by its handle is told against while its line is at `dropIndex`
 * (among `ids`, the page's blocks, the dragged one `id` included): the block after the line, else the one
 * before it, never the dragged block itself (at its own place it stays "before" its next neighbour or "after"
 * its previous one). Null when the page holds nothing else.
 */
export function dragNeighbour(ids: readonly string[], id: string, dropIndex: number): { overId: string; side: 'before' | 'after' } | null {
  const after = ids[dropIndex];
  if (after !== undefined && after !== id) return { overId: after, side: 'before' };
  const before = ids[dropIndex - 1];
  if (before !== undefined && before !== id) return { overId: before, side: 'after' };
  // The line is at the dragged block's own place: it stays before the block after itself, or after the one before.
  const next = ids[dropIndex + 1];
  if (next !== undefined && ids[dropIndex] === id) return { overId: next, side: 'before' };
  const previous = ids[dropIndex - 2];
  return previous !== undefined ? { overId: previous, side: 'after' } : null;
}

/**
 * How far to scroll the frame per animation frame while a drag holds the pointer near its top or bottom
 * edge: faster the nearer the edge, nothing elsewhere (negative scrolls up).
 */
export function autoScrollStep(y: number, viewportHeight: number, edge = 56, fastest = 24): number {
  if (y < edge) return -Math.ceil(fastest * (1 - Math.max(0, y) / edge));
  if (y > viewportHeight - edge) return Math.ceil(fastest * (1 - Math.max(0, viewportHeight - y) / edge));
  return 0;
}

/**
 * The "+" of a layout's column: in each gap between its blocks, before the first and after the last, at
 * the column's middle; a single one at the top of an empty column.
 */
export function columnInsertionPoints(column: BlockBox, blocks: readonly BlockBox[]): InsertionPoint[] {
  if (blocks.length === 0) return [{ index: 0, y: column.top + 16, left: column.left, right: column.right }];
  return insertionPoints(blocks).map((point) => ({ ...point, left: column.left, right: column.right }));
}

/** Whether two lists of boxes are the same, box by box: the canvas then keeps what it drew from them. */
export function sameBoxes(a: readonly BlockBox[], b: readonly BlockBox[]): boolean {
  return a.length === b.length && a.every((box, i) => {
    const other = b[i]!;
    return box.id === other.id && box.index === other.index && box.top === other.top && box.bottom === other.bottom
      && box.left === other.left && box.right === other.right;
  });
}
