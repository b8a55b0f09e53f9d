'use client';

import { useCallback, useContext, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { findBlock } from '@/components/blocks/block-tree';
import { sectionIdOf } from '@/components/blocks/sections';
import { hiddenOnOf } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { blockActions } from '../block-actions';
import { dragSelection } from '../state/selection';
import { blockName } from '../block-names';
import { ConfirmDialog } from '../confirm-dialog';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { CanvasScaleContext, useCanvasDocument } from './canvas-document';
import { autoScrollStep, columnInsertionPoints, dragNeighbour, dropIndexAt, dropLineY, insertionPoints, moveTarget, nearestPoint } from './canvas-geometry';
import { InsertionPoints } from './insertion-points';
import { SelectionBoxes } from './selection-boxes';
import { MissingMarkers } from '../translations/missing-markers';
import { SaveAsSectionTool } from '../sections/save-as-section';
import { elementOf } from './element-of';
import { boxOf, columnDropLine, elementOfBlock, useBlockBoxes } from './use-block-boxes';
import { willGoText } from '../drop-texts';
import { BLOCK_ICONS as ICON, BlockIcon as Icon } from '../block-icons';
import styles from './workspace.module.css';

/**
 * The palette's first block type, once the Add block module shows it (in the editor's document): the keyboard
 * goes on where the owner was led, from "Add your first block" or a "+".
 */
export const focusPalette = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-add-block-palette] button')?.focus());

/** On the canvas, the block `id` as a Tab stop; without one, the empty page's "Add your first block". */
const focusAfterDelete = (doc: Document, id: string | null) =>
  (id ? elementOfBlock(doc, id) : doc.querySelector('[data-add-first-block]')) as HTMLElement | null;

/** How near (in the frame's CSS pixels, before its scaling) the pointer must come to a gap for its "+" to show. */
const INSERT_REACH = 14;

interface Drag {
  id: string;
  from: number;
  /** The index among the page's blocks where it would land, and the line's height there. */
  drop: number;
  y: number;
}

/**
 * What the canvas shows over the page: the block under the pointer outlined and named; the selected block's
 * toolbar at its top (drag handle, Move up, Move down, Duplicate block, Copy, Cut, Paste, Save as section, Delete block, hide on the
 * previewed device; for every selected block when several are, each of them outlined); "+" insertion points between page-level blocks, which open the block palette for that place
 * (shown where the pointer comes near their gap or the keyboard reaches them, so they never cover a block),
 * and in each column of a selected layout, between its blocks;
 * while a block is dragged by its handle (or a new one from the palette), a line where it will land, the
 * frame scrolling at its edges, and Escape to cancel. Every button dispatches the same store actions as Layers.
 */
export function CanvasOverlay({ labels }: { labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const doc = useCanvasDocument();
  const { ui } = labels;
  const joinedIds = useEditor((s) => s.blocks.map((block) => block._id).join('\n'));
  const ids = useMemo(() => (joinedIds ? joinedIds.split('\n') : []), [joinedIds]);
  const selectedId = useEditor((s) => s.selectedId);
  const selected = useEditor((s) => (s.selectedId ? findBlock(s.blocks, s.selectedId) : null));
  /** How many blocks the toolbar acts on: the whole selection when several are selected. */
  const count = useEditor((s) => Math.max(1, s.selectedIds.length));
  const viewport = useEditor((s) => s.viewport);
  const paletteDrop = useEditor((s) => s.dropAt);
  const boxes = useBlockBoxes(doc, ids, selectedId);
  // The editor's controls keep their size however small the frame is drawn.
  const unscale = 1 / useContext(CanvasScaleContext);
  const [hovered, setHovered] = useState<{ id: string; box: NonNullable<ReturnType<typeof boxOf>> } | null>(null);
  /** The pointer's height in the frame document: a "+" near it shows and takes clicks, the others let clicks through. */
  const [pointerY, setPointerY] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The block that took the deleted ones' place, while the question's answer is shown. */
  const nextFocus = useRef<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** A handle drag told to screen readers in Layers' words: picked up, where it will go, dropped or cancelled. */
  const [dragStatus, setDragStatus] = useState('');

  // The block under the pointer, outlined and named: the innermost one, as a click would select it.
  useEffect(() => {
    const onOver = (event: MouseEvent) => {
      const block = elementOf(event.target)?.closest<HTMLElement>('[data-block-id]');
      const box = block && boxOf(block, block.dataset.blockId!, -1);
      setHovered(box ? { id: box.id, box } : null);
    };
    const onMove = (event: MouseEvent) => setPointerY(event.clientY + (doc.defaultView?.scrollY ?? 0));
    const onLeave = () => {
      setHovered(null);
      setPointerY(null);
    };
    doc.addEventListener('mouseover', onOver);
    doc.addEventListener('mousemove', onMove);
    doc.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      doc.removeEventListener('mouseover', onOver);
      doc.removeEventListener('mousemove', onMove);
      doc.documentElement.removeEventListener('mouseleave', onLeave);
    };
  }, [doc]);

  const hoveredBlock = useEditor((s) => (hovered ? findBlock(s.blocks, hovered.id) : null));
  const selectedIndex = selectedId ? ids.indexOf(selectedId) : -1;
  const points = useMemo(() => insertionPoints(boxes.page), [boxes.page]);
  const nearIndex = nearestPoint(points, pointerY, INSERT_REACH * unscale);
  const insertTexts = useMemo(() => ({ insertHere: ui.insertHere, addBlock: ui.addBlock }), [ui.insertHere, ui.addBlock]);
  const insertAt = useCallback((index: number) => {
    store.getState().openPaletteAt({ parentId: null, column: 0, index });
    focusPalette();
  }, [store]);

  const startDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || selectedIndex === -1 || !selectedId) return;
    const view = doc.defaultView!;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    let clientY = event.clientY;
    let scrolling = 0;
    const { moves } = labels;
    setDragStatus(fill(moves.pickedUp, { name }));
    const update = () => {
      const y = clientY + view.scrollY;
      const drop = dropIndexAt(y, boxes.page);
      // The first line is drawn where the block already is: "Picked up" stays until the line moves.
      const moved = dragRef.current !== null && dragRef.current.drop !== drop;
      dragRef.current = { id: selectedId, from: selectedIndex, drop, y: dropLineY(drop, boxes.page, y) };
      setDrag(dragRef.current);
      const neighbour = moved ? dragNeighbour(ids, selectedId, drop) : null;
      if (neighbour) setDragStatus(willGoText(store.getState().blocks, labels, name, neighbour));
    };
    const scroll = () => {
      const step = autoScrollStep(clientY, view.innerHeight);
      if (step) {
        view.scrollBy(0, step);
        update();
      }
      scrolling = view.requestAnimationFrame(scroll);
    };
    const stop = (commit: boolean) => {
      view.cancelAnimationFrame(scrolling);
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', onCancel);
      doc.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keydown', onKey, true);
      const done = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      const to = done && commit ? moveTarget(done.from, done.drop) : null;
      setDragStatus(fill(commit ? moves.dropped : moves.cancelled, { name }));
      if (done && to !== null) {
        const { blocks: tree, selectedIds, dispatch } = store.getState();
        dispatch(dragSelection(tree, selectedIds, { type: 'move', id: done.id, to: { parentId: null, column: 0, index: to } }));
      }
    };
    const onMove = (moved: PointerEvent) => {
      clientY = moved.clientY;
      update();
    };
    const onUp = () => stop(true);
    const onCancel = () => stop(false);
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      key.preventDefault();
      stop(false);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', onCancel);
    doc.addEventListener('keydown', onKey, true);
    window.addEventListener('keydown', onKey, true);
    update();
    scrolling = view.requestAnimationFrame(scroll);
  };

  // A block dragged here from the palette (palette-drag.ts) shows its line like a block dragged on the
  // canvas, or across the layout column it would land in.
  const lineY = drag ? drag.y : paletteDrop?.parentId === null ? dropLineY(paletteDrop.index, boxes.page, 0) : null;
  const columnLine = !drag && paletteDrop?.parentId ? columnDropLine(doc, paletteDrop) : null;
  const dropping = lineY !== null || columnLine !== null;
  const sections = useEditor((s) => s.sections);
  const sectionName = (block: Block) => sections[sectionIdOf(block) ?? '']?.name;
  const name = !selected ? '' : count > 1 ? fill(ui.selectedCount, { count }) : blockName(selected, labels, sectionName(selected));
  const actions = selected ? blockActions(store, selected) : null;
  const hiddenHere = selected ? hiddenOnOf(selected.settings).includes(viewport) : false;
  const box = boxes.selected;
  return (
    <div className={styles.overlay} data-canvas-overlay="">
      {hovered && hovered.id !== selectedId && hoveredBlock && !dropping && (
        <div className={styles.hoverBox} style={{ top: hovered.box.top, left: hovered.box.left, width: hovered.box.right - hovered.box.left, height: hovered.box.bottom - hovered.box.top }}>
          <span className={styles.blockTag} style={{ scale: String(unscale) }}>{blockName(hoveredBlock, labels, sectionName(hoveredBlock))}</span>
        </div>
      )}
      {/* Drawn over the page rather than styled on the block: a rule naming the block made the browser restyle the whole page at each selection. */}
      {box && boxes.selectedShown && (
        <div className={styles.selectedBox} data-selected-box="" style={{ top: box.top, left: box.left, width: box.right - box.left, height: box.bottom - box.top }} />
      )}
      <SelectionBoxes doc={doc} primaryId={selectedId} />
      <MissingMarkers doc={doc} label={ui.missingTranslation} lang={labels.language} unscale={unscale} />
      {!dropping && (
        <InsertionPoints points={points} selectedIndex={selectedIndex} nearIndex={nearIndex} unscale={unscale} texts={insertTexts} onInsert={insertAt} />
      )}
      {!dropping && selectedId && boxes.columns.map((column, columnIndex) => columnInsertionPoints(column.box, column.blocks).map((point) => (
        <button key={`${columnIndex}:${point.index}`} type="button" className={styles.insertPoint} data-in-column=""
          style={{ top: point.y, left: (point.left + point.right) / 2, scale: String(unscale) }} title={ui.addBlock}
          aria-label={fill(ui.insertInColumn, { column: columnIndex + 1, position: point.index + 1 })}
          onClick={() => {
            store.getState().openPaletteAt({ parentId: selectedId, column: columnIndex, index: point.index });
            focusPalette();
          }}>
          <Icon d={ICON.add} />
        </button>
      )))}
      {lineY !== null && <div className={styles.dropLine} data-drop-line="" style={{ top: lineY, left: boxes.page[0]?.left ?? 0, width: (boxes.page[0] ? boxes.page[0].right - boxes.page[0].left : 0) }} />}
      {columnLine && <div className={styles.dropLine} data-drop-line="" style={columnLine} />}
      {selected && box && actions && (
        <div role="toolbar" aria-label={fill(ui.blockToolbar, { name })} className={styles.blockToolbar}
          style={{ top: Math.max(0, box.top - 38), left: box.left, scale: String(unscale) }} lang={labels.language}>
          {selectedIndex !== -1 && (
            <button type="button" className={styles.dragHandle} aria-label={`${labels.moves.dragBlock}: ${name}`} title={labels.moves.dragBlock}
              onPointerDown={startDrag}><Icon d={ICON.drag} /></button>
          )}
          <button type="button" aria-label={`${ui.moveUp}: ${name}`} title={ui.moveUp} onClick={() => actions.move(-1)}><Icon d={ICON.up} /></button>
          <button type="button" aria-label={`${ui.moveDown}: ${name}`} title={ui.moveDown} onClick={() => actions.move(1)}><Icon d={ICON.down} /></button>
          <button type="button" aria-label={`${ui.duplicateBlock}: ${name}`} title={ui.duplicateBlock} onClick={actions.duplicate}><Icon d={ICON.duplicate} /></button>
          <button type="button" aria-label={`${ui.copy}: ${name}`} title={ui.copy} onClick={actions.copy}><Icon d={ICON.copy} /></button>
          <button type="button" aria-label={`${ui.cut}: ${name}`} title={ui.cut} onClick={actions.cut}><Icon d={ICON.cut} /></button>
          <button type="button" aria-label={`${ui.paste}: ${name}`} title={ui.paste} onClick={actions.paste}><Icon d={ICON.paste} /></button>
          {count === 1 && <SaveAsSectionTool block={selected} name={name} labels={labels} />}
          <button type="button" aria-label={`${ui.hideOn} ${ui[viewport]}: ${name}`} title={`${ui.hideOn} ${ui[viewport]}`} aria-pressed={hiddenHere}
            onClick={() => actions.hideOn(viewport, !hiddenHere)}><Icon d={ICON.hide} /></button>
          <button type="button" aria-label={`${ui.deleteBlock}: ${name}`} title={ui.deleteBlock} onClick={() => setConfirming(true)}><Icon d={ICON.remove} /></button>
        </div>
      )}
      {createPortal(<p className="visually-hidden" aria-live="polite" data-canvas-drag-status="">{dragStatus}</p>, document.body)}
      {/* In the editor's document: a modal there keeps the whole workspace waiting, not just the canvas. */}
      {confirming && actions && createPortal(
        <ConfirmDialog question={count > 1 ? fill(ui.deleteSelectionQuestion, { count }) : fill(ui.deleteQuestion, { name })} confirm={ui.confirm} cancel={ui.cancel}
          // Asked no more once confirmed: the toolbar stays mounted, and the dialog's close event comes after the
          // deleted selection unmounted it, so Undo bringing the selection back would ask again.
          onConfirm={() => {
            setConfirming(false);
            nextFocus.current = actions.afterRemoval();
            actions.remove();
          }}
          onClose={() => setConfirming(false)}
          // Deleted, the focus goes to the block in its place (or the empty page's "Add your first block"); kept, to Delete.
          focusAfter={(confirmed) => (confirmed ? focusAfterDelete(doc, nextFocus.current) : undefined)} />,
        document.body,
      )}
    </div>
  );
}
