'use client';

import { useEffect, useState } from 'react';
import { sameBoxes, type BlockBox } from './canvas-geometry';

/** A block element's box in its document's coordinates (what an absolutely placed overlay there uses). */
export function boxOf(element: Element, id: string, index: number): BlockBox | null {
  const rect = element.getBoundingClientRect();
  if (rect.height === 0 && rect.width === 0) return null;
  const view = element.ownerDocument.defaultView!;
  return { id, index, top: rect.top + view.scrollY, bottom: rect.bottom + view.scrollY, left: rect.left + view.scrollX, right: rect.right + view.scrollX };
}

const elementOfBlock = (doc: Document, id: string) => doc.querySelector(`[data-block-id="${CSS.escape(id)}"]`);

/** A column of a layout block on the canvas: its box, and its blocks' boxes (their indexes within the column). */
export interface ColumnBoxes {
  box: BlockBox;
  blocks: BlockBox[];
}

/** The columns of the layout block shown by `element` (none for a block without columns). */
function columnBoxesOf(element: Element, id: string): ColumnBoxes[] {
  const columns = element.querySelectorAll(':scope > .block-layout > .block-layout__column');
  return [...columns].flatMap((column, index) => {
    const box = boxOf(column, `${id}:${index}`, index);
    if (!box) return [];
    const blocks = [...column.querySelectorAll<HTMLElement>(':scope > [data-block-id]')].flatMap((block, at) => {
      const inner = boxOf(block, block.dataset.blockId!, at);
      return inner ? [inner] : [];
    });
    return [{ box, blocks }];
  });
}

/** The boxes of the page-level blocks `ids` as the canvas shows them now (blocks hidden at this width have none). */
export function pageBlockBoxes(doc: Document, ids: readonly string[]): BlockBox[] {
  return ids.flatMap((id, index) => {
    const element = elementOfBlock(doc, id);
    const box = element && boxOf(element, id, index);
    return box ? [box] : [];
  });
}

interface CanvasBoxes {
  page: BlockBox[];
  selected: BlockBox | null;
  columns: ColumnBoxes[];
}

/** Every box measured, in one list: the selected block's, the page's, and each column's with its blocks'. */
const allBoxes = ({ page, selected, columns }: CanvasBoxes): BlockBox[] =>
  [...(selected ? [selected] : []), ...page, ...columns.flatMap((column) => [column.box, ...column.blocks])];

/**
 * The boxes of the page-level blocks `ids` on the canvas (blocks hidden at this width have none), of the
 * block `selectedId` wherever it is and of its columns when it is a layout, measured again whenever the
 * canvas's content or size changes (a block rendered anew, an image loaded, another device), at most once
 * per frame.
 */
export function useBlockBoxes(doc: Document, ids: readonly string[], selectedId: string | null) {
  const [boxes, setBoxes] = useState<CanvasBoxes>({ page: [], selected: null, columns: [] });
  useEffect(() => {
    const view = doc.defaultView;
    if (!view) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = pageBlockBoxes(doc, ids);
      const element = selectedId ? elementOfBlock(doc, selectedId) : null;
      const selected = element && boxOf(element, selectedId!, -1);
      // A selected block hidden at this width keeps its toolbar where it was, so that it can be shown again.
      const columns = element && selected ? columnBoxesOf(element, selectedId!) : [];
      setBoxes((before) => {
        const next = { page, columns, selected: selected ?? (before.selected?.id === selectedId ? before.selected : null) };
        // Most changes (a key typed, a colour) move no block: the overlay keeps its boxes and is not drawn again.
        return sameBoxes(allBoxes(before), allBoxes(next)) ? before : next;
      });
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(measure);
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
      resized.disconnect();
      changed.disconnect();
      doc.removeEventListener('load', schedule, true);
    };
  }, [doc, ids, selectedId]);
  return boxes;
}
