import type { PointerEvent as ReactPointerEvent } from 'react';
import type { BlockPlace } from '@/components/blocks/block-tree';
import type { BlockType } from '@/components/blocks/definitions';
import { newBlock } from '../new-block';
import type { EditorStore } from '../state/store';
import { autoScrollStep, dropPlaceAt } from './canvas-geometry';
import { dropTargets, type DropTargets } from './use-block-boxes';

/** How far (CSS pixels) the pointer must move with the button held before a press becomes a drag. */
const DRAG_THRESHOLD = 4;

const canvasFrame = () => document.querySelector<HTMLIFrameElement>('iframe[name="canvas"]');

/** Where the pointer is on the canvas: in the frame's window (`x`, `y`) and in its document (`pageX`, `pageY`); null outside it. */
function pointOnCanvas(clientX: number, clientY: number) {
  const frame = canvasFrame();
  const view = frame?.contentWindow;
  if (!frame || !view) return null;
  const rect = frame.getBoundingClientRect();
  if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
  // The frame is laid out at the device's width and scaled down as a whole (canvas-frame.tsx).
  const scale = frame.offsetHeight > 0 ? rect.height / frame.offsetHeight : 1;
  const x = (clientX - rect.left) / scale;
  const y = (clientY - rect.top) / scale;
  return { view, doc: view.document, x, y, pageX: x + view.scrollX, pageY: y + view.scrollY };
}

/** A moment of a palette drag, for screen readers: picked up, over a place (null: none), dropped (the block added), cancelled. */
export type PaletteDragMoment = { key: 'pickedUp' | 'dropped' | 'cancelled' } | { key: 'over'; place: BlockPlace | null };

export interface PaletteDragHandlers {
  /** The press became a drag: the click that ends it adds nothing more. */
  started(): void;
  tell(moment: PaletteDragMoment): void;
}

/**
 * A block type dragged from the Add block palette into the canvas. @dnd-kit does not reach into the frame,
 * so the press captures the pointer in the editor's document (pointer capture holds across the frame's
 * edge) and maps its position into the frame, scaled as it is drawn: a line there shows where the block
 * lands, among the page's blocks or in the layout column under the pointer (`dropPlaceAt` over the
 * boxes `dropTargets` measures, kept in the store's `dropAt` and drawn by the canvas overlay), the frame
 * scrolls at its edges, Escape or a release outside the canvas cancels, a release on it inserts the block
 * there: one insert, one step of Undo. Each moment is told (`tell`), and a press released without moving
 * stays a click (`started` tells the caller to skip that click).
 */
export function dragFromPalette(event: ReactPointerEvent<HTMLElement>, store: EditorStore, type: BlockType, handlers: PaletteDragHandlers): void {
  if (event.button !== 0 || event.pointerType === 'touch') return;
  const source = event.currentTarget;
  const start = { x: event.clientX, y: event.clientY };
  let pointer = start;
  let dragging = false;
  let scrolling = 0;
  // Measured once the pointer is over the canvas and again after each scroll step (lazy images may load
  // in): nothing else changes the page while the block is dragged.
  let targets: DropTargets | null = null;

  const update = () => {
    const point = pointOnCanvas(pointer.x, pointer.y);
    const { blocks, dropAt: before, showDropAt } = store.getState();
    if (point) targets ??= dropTargets(point.doc, blocks);
    showDropAt(point && targets ? dropPlaceAt(point.pageX, point.pageY, targets.page, targets.columns) : null);
    const place = store.getState().dropAt;
    if (place !== before) handlers.tell({ key: 'over', place });
  };
  const scroll = () => {
    const point = pointOnCanvas(pointer.x, pointer.y);
    const step = point ? autoScrollStep(point.y, point.view.innerHeight) : 0;
    if (step) {
      point!.view.scrollBy(0, step);
      targets = null;
      update();
    }
    scrolling = requestAnimationFrame(scroll);
  };
  const stop = (commit: boolean) => {
    cancelAnimationFrame(scrolling);
    source.removeEventListener('pointermove', onMove);
    source.removeEventListener('pointerup', onUp);
    source.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey, true);
    const { dropAt, showDropAt, dispatch } = store.getState();
    showDropAt(null);
    if (!dragging) return;
    if (!commit || dropAt === null) handlers.tell({ key: 'cancelled' });
    // A refused insert (a page-only block into a column) is told by the refusal notice.
    else if (dispatch({ type: 'insert', block: newBlock(type), at: dropAt })) handlers.tell({ key: 'dropped' });
  };
  const onMove = (moved: PointerEvent) => {
    pointer = { x: moved.clientX, y: moved.clientY };
    if (!dragging && Math.hypot(pointer.x - start.x, pointer.y - start.y) < DRAG_THRESHOLD) return;
    if (!dragging) {
      dragging = true;
      handlers.started();
      handlers.tell({ key: 'pickedUp' });
      scrolling = requestAnimationFrame(scroll);
    }
    update();
  };
  const onUp = () => stop(true);
  const onCancel = () => stop(false);
  const onKey = (key: KeyboardEvent) => {
    if (key.key !== 'Escape' || !dragging) return;
    key.preventDefault();
    stop(false);
  };
  source.setPointerCapture(event.pointerId);
  source.addEventListener('pointermove', onMove);
  source.addEventListener('pointerup', onUp);
  source.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey, true);
}
