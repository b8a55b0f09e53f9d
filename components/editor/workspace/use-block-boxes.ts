'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { walkBlocks, type BlockPlace } from '@/components/blocks/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import { columnAreas, dropLineY, sameBoxes, type BlockBox, type ColumnTarget } from './canvas-geometry';

/** A block element's box in its document's coordinates (what an absolutely placed overlay there uses). */
export function boxOf(element: Element, id: string, index: number): BlockBox | null {
  const rect = element.getBoundingClientRect();
  if (rect.height === 0 && rect.width === 0) return null;
  const view = element.ownerDocument.defaultView!;
  return { id, index, top: rect.top + view.scrollY, bottom: rect.bottom + view.scrollY, left: rect.left + view.scrollX, right: rect.right + view.scrollX };
}

/** The canvas's element of the block `id`. */
export const elementOfBlock = (doc: Document, id: string) => doc.querySelector(`[data-block-id="${CSS.escape(id)}"]`);

/** A column of a layout block on the canvas: its box, and its blocks' boxes (their indexes within the column). */
export interface ColumnBoxes {
  box: BlockBox;
  blocks: BlockBox[];
}

/** The column elements of the layout block shown by `element` (none for a block without columns). */
const columnsOf = (element: Element) => [...element.querySelectorAll(':scope > .block-layout > .block-layout__column')];

/** The boxes of the blocks in a layout's column, by their indexes within it. */
function columnBlockBoxes(column: Element): BlockBox[] {
  return [...column.querySelectorAll<HTMLElement>(':scope > [data-block-id]')].flatMap((block, at) => {
    const inner = boxOf(block, block.dataset.blockId!, at);
    return inner ? [inner] : [];
  });
}

/** The columns of the layout block shown by `element` (none for a block without columns). */
function columnBoxesOf(element: Element, id: string): ColumnBoxes[] {
  return columnsOf(element).flatMap((column, index) => {
    const box = boxOf(column, `${id}:${index}`, index);
    return box ? [{ box, blocks: columnBlockBoxes(column) }] : [];
  });
}

/** Where a block dragged over the canvas can land: among the page's blocks, or in one of its layouts' columns. */
export interface DropTargets {
  page: BlockBox[];
  columns: ColumnTarget[];
}

/**
 * The drop targets of the page's tree `blocks` as the canvas shows them now: the page-level blocks'
 * boxes, and every column of its layouts (a section's blocks are the section's, not the page's, so its
 * layouts take no drop), each reaching over its row (`columnAreas`). Hidden ones have no box.
 */
export function dropTargets(doc: Document, blocks: readonly Block[]): DropTargets {
  const columns = [...walkBlocks(blocks)].flatMap(({ block, depth }) => {
    const element = block.columns ? elementOfBlock(doc, block._id) : null;
    if (!element) return [];
    const elements = columnsOf(element);
    const areas = columnAreas(elements.map((column, index) => boxOf(column, `${block._id}:${index}`, index)));
    return elements.flatMap((column, index) => {
      const area = areas[index];
      return area ? [{ layoutId: block._id, column: index, depth, area, blocks: columnBlockBoxes(column) }] : [];
    });
  });
  return { page: pageBlockBoxes(doc, blocks.map((block) => block._id)), columns };
}

/** The line where a block dropped into a layout's column (`place`) would land, in the frame document's coordinates. */
export function columnDropLine(doc: Document, place: BlockPlace): { top: number; left: number; width: number } | null {
  const layout = place.parentId ? elementOfBlock(doc, place.parentId) : null;
  const column = layout ? columnsOf(layout)[place.column] : undefined;
  const box = column && boxOf(column, '', place.column);
  if (!box) return null;
  return { top: dropLineY(place.index, columnBlockBoxes(column!), box.top), left: box.left, width: box.right - box.left };
}

/** The boxes of the page-level blocks `ids` as the canvas shows them now (blocks hidden at this width have none). */
export function pageBlockBoxes(doc: Document, ids: readonly string[]): BlockBox[] {
  // One query for all of them: a query per block was most of the measuring on a 200-block page.
  const elements = new Map<string, HTMLElement>();
  for (const element of doc.querySelectorAll<HTMLElement>('[data-block-id]')) elements.set(element.dataset.blockId!, element);
  return ids.flatMap((id, index) => {
    const element = elements.get(id);
    const box = element && boxOf(element, id, index);
    return box ? [box] : [];
  });
}

interface CanvasBoxes {
  page: BlockBox[];
  selected: BlockBox | null;
  /** Whether the selected block shows at this width: a hidden one keeps the box it had, for its toolbar. */
  selectedShown: boolean;
  columns: ColumnBoxes[];
}

/** The selected block's boxes (its own and its columns'), or none. */
type SelectionBoxes = Pick<CanvasBoxes, 'selected' | 'selectedShown' | 'columns'>;
const NO_SELECTION: SelectionBoxes = { selected: null, selectedShown: false, columns: [] };

/** Every box of a selection, in one list. */
const selectionBoxes = ({ selected, columns }: SelectionBoxes): BlockBox[] =>
  [...(selected ? [selected] : []), ...columns.flatMap((column) => [column.box, ...column.blocks])];

/** The block `id`'s boxes as the canvas shows it now; a block hidden at this width keeps `before`'s box. */
function measureSelection(doc: Document, id: string | null, before: SelectionBoxes): SelectionBoxes {
  const element = id ? elementOfBlock(doc, id) : null;
  const selected = element && boxOf(element, id!, -1);
  if (!selected) return { selected: before.selected?.id === id ? before.selected : null, selectedShown: false, columns: [] };
  return { selected, selectedShown: true, columns: columnBoxesOf(element!, id!) };
}

/** How long the page's boxes may wait for the browser to be idle after the canvas changed. */
const PAGE_BOXES_WITHIN_MS = 150;

/**
 * The boxes of the page-level blocks `ids` on the canvas (blocks hidden at this width have none), of the
 * block `selectedId` wherever it is and of its columns when it is a layout, measured again whenever the
 * canvas's content or size changes (a block rendered anew, an image loaded, another device): the selected
 * block's in the next frame, the page's once the browser is idle. Another selection measures only the selected block: the page's 200 boxes stay as they were.
 * A change that moves no box (a key typed, a colour) keeps the same objects, so the overlay is not drawn again.
 */
export function useBlockBoxes(doc: Document, ids: readonly string[], selectedId: string | null): CanvasBoxes {
  const [page, setPage] = useState<BlockBox[]>([]);
  const [selection, setSelection] = useState<SelectionBoxes>(NO_SELECTION);
  // The selection the content's observers measure when the content changes.
  const selectedRef = useRef(selectedId);

  const remeasureSelection = useCallback((id: string | null) => setSelection((before) => {
    const next = measureSelection(doc, id, before);
    return next.selectedShown === before.selectedShown && sameBoxes(selectionBoxes(before), selectionBoxes(next)) ? before : next;
  }), [doc]);

  useEffect(() => {
    const view = doc.defaultView;
    if (!view) return;
    let frame = 0;
    let idle = 0;
    // The selected block's toolbar follows in the next frame; the page's 200 boxes (for the "+" and drops)
    // when the browser is idle, within PAGE_BOXES_WITHIN_MS: measuring them forces the canvas's layout,
    // which in the frame of a move or a drop made it miss the next frame.
    const followSelection = () => {
      frame = 0;
      remeasureSelection(selectedRef.current);
    };
    const measurePage = () => {
      idle = 0;
      const next = pageBlockBoxes(doc, ids);
      setPage((before) => (sameBoxes(before, next) ? before : next));
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(followSelection);
      if (!idle) idle = view.requestIdleCallback(measurePage, { timeout: PAGE_BOXES_WITHIN_MS });
    };
    schedule();
    const resized = new view.ResizeObserver(schedule);
    resized.observe(doc.body);
    const changed = new view.MutationObserver(schedule);
    const main = doc.querySelector('main') ?? doc.body;
    changed.observe(main, { childList: true, subtree: true, characterData: true });
    // Images and frames load without changing the body's size when the page is longer than the window.
    doc.addEventListener('load', schedule, true);
    return () => {
      if (frame) view.cancelAnimationFrame(frame);
      if (idle) view.cancelIdleCallback(idle);
      resized.disconnect();
      changed.disconnect();
      doc.removeEventListener('load', schedule, true);
    };
  }, [doc, ids, remeasureSelection]);

  useEffect(() => {
    selectedRef.current = selectedId;
    const view = doc.defaultView;
    if (!view) return;
    const frame = view.requestAnimationFrame(() => remeasureSelection(selectedId));
    return () => view.cancelAnimationFrame(frame);
  }, [doc, selectedId, remeasureSelection]);

  return useMemo(() => ({ page, ...selection }), [page, selection]);
}
