'use client';

import { memo, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { shallow } from 'zustand/vanilla/shallow';
import { hiddenOnOf } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { sectionIdOf } from '@/components/blocks/sections';
import { blockActions } from './block-actions';
import { BLOCK_ICONS, BlockIcon } from './block-icons';
import { blockName } from './block-names';
import { columnTargetId } from './block-moves';
import { ConfirmDialog } from './confirm-dialog';
import { useEditor, useEditorStore } from './editor-store-context';
import type { EditorStore } from './state/store';
import { fill, type WorkbenchLabels } from './labels';
import { OutlineDrag } from './outline-drag';
import { RowMenu } from './row-menu';
import { useSaveAsSection } from './sections/save-as-section';
import { useTreeDraggable, useTreeDropTarget } from './tree/tree-drag';
import type { DropSide } from './tree/flat-tree';
import styles from './workbench.module.css';

/** A layout's column: its name is where a block is dropped to go first in it, which is how an empty one fills. */
function ColumnRows({ layout, index, blocks, labels }: { layout: Block; index: number; blocks: Block[]; labels: WorkbenchLabels }) {
  const { ref, drop } = useTreeDropTarget(columnTargetId(layout._id, index));
  return (
    <li data-drop={drop?.side}>
      <span ref={ref} className={styles.columnName}>{fill(labels.ui.column, { number: index + 1 })}</span>
      {blocks.length > 0 ? <BlockRows blocks={blocks} labels={labels} /> : <p className={styles.empty}>{labels.ui.emptyColumn}</p>}
    </li>
  );
}

/**
 * Shift with the up or down arrow on a row's name: the selection reaches the row above or below, which
 * gets the focus (the rows' names in the order shown).
 */
function extendSelection(event: KeyboardEvent<HTMLButtonElement>, store: EditorStore) {
  if (!event.shiftKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  const rows = [...(event.currentTarget.closest('section')?.querySelectorAll<HTMLButtonElement>('[data-row-name]') ?? [])];
  const next = rows[rows.indexOf(event.currentTarget) + (event.key === 'ArrowUp' ? -1 : 1)];
  event.preventDefault();
  if (!next) return;
  if (!store.getState().selectedIds.includes(event.currentTarget.dataset.rowName!)) store.getState().select(event.currentTarget.dataset.rowName!);
  store.getState().selectMore(next.dataset.rowName!, 'range');
  next.focus();
}

/**
 * A row's buttons and question, memoised apart from its drag state: while a block is dragged dnd-kit
 * re-renders every sortable row, and on a 200-block page only these shells may redo their work.
 */
const RowControls = memo(function RowControls({ block, name, labels }: { block: Block; name: string; labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const selected = useEditor((s) => s.selectedIds.includes(block._id));
  /** The blocks its buttons act on: the whole selection when this row is one of several selected. */
  const count = useEditor((s) => (s.selectedIds.length > 1 && s.selectedIds.includes(block._id) ? s.selectedIds.length : 1));
  const [confirming, setConfirming] = useState(false);
  const { ui } = labels;
  const actions = blockActions(store, block);
  const saveAs = useSaveAsSection(block, labels);
  return (
    <>
      <button type="button" className={styles.rowName} aria-pressed={selected} data-row-name={block._id}
        onClick={(event) => {
          if (event.shiftKey) store.getState().selectMore(block._id, 'range');
          else if (event.ctrlKey || event.metaKey) store.getState().selectMore(block._id, 'toggle');
          else store.getState().select(block._id);
        }}
        onKeyDown={(event) => extendSelection(event, store)}>{name}</button>
      <span className={styles.rowActions}>
        <button type="button" aria-label={`${ui.moveUp}: ${name}`} title={ui.moveUp} onClick={() => actions.move(-1)}><BlockIcon d={BLOCK_ICONS.up} size={16} /></button>
        <button type="button" aria-label={`${ui.moveDown}: ${name}`} title={ui.moveDown} onClick={() => actions.move(1)}><BlockIcon d={BLOCK_ICONS.down} size={16} /></button>
        <button type="button" aria-label={`${ui.duplicateBlock}: ${name}`} title={ui.duplicateBlock}
          onClick={actions.duplicate}><BlockIcon d={BLOCK_ICONS.duplicate} size={16} /></button>
        <button type="button" aria-label={`${ui.deleteBlock}: ${name}`} title={ui.deleteBlock} onClick={() => setConfirming(true)}><BlockIcon d={BLOCK_ICONS.remove} size={16} /></button>
        <RowMenu label={`${ui.moreActions}: ${name}`} lang={labels.language} items={[
          { label: ui.copy, onSelect: actions.copy }, { label: ui.cut, onSelect: actions.cut }, { label: ui.paste, onSelect: actions.paste },
          ...(saveAs.available ? [{ label: ui.saveAsSection, onSelect: saveAs.start }] : []),
        ]} />
      </span>
      {saveAs.dialog}
      {confirming && (
        <ConfirmDialog question={count > 1 ? fill(ui.deleteSelectionQuestion, { count }) : fill(ui.deleteQuestion, { name })} confirm={ui.confirm} cancel={ui.cancel}
          onConfirm={actions.remove} onClose={() => setConfirming(false)} />
      )}
    </>
  );
});

/** "Hidden on Phone and Tablet" under a row whose block is hidden on some widths. */
const HiddenNote = memo(function HiddenNote({ settings, ui }: { settings: Block['settings']; ui: WorkbenchLabels['ui'] }) {
  const locale = useEditor((s) => s.document.locale);
  const hiddenOn = hiddenOnOf(settings);
  if (hiddenOn.length === 0) return null;
  const widths = new Intl.ListFormat(locale, { type: 'conjunction' }).format(hiddenOn.map((width) => ui[width]));
  return <span className={styles.hiddenNote}>{fill(ui.hiddenOn, { widths })}</span>;
});

/**
 * A row's drag state: dnd-kit re-renders every draggable when a drag starts and ends, so this part only
 * reads it and hands the row's look to RowView, which redoes its work only for rows whose look changes.
 */
const Row = memo(function Row({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const { setNodeRef, setActivatorNodeRef, handle, transform, isDragging } = useTreeDraggable(block._id);
  const { ref: targetRef, drop } = useTreeDropTarget(block._id);
  // The row's head is both what is dragged and where others are dropped.
  const nodeRef = useCallback((element: HTMLElement | null) => {
    setNodeRef(element);
    targetRef(element);
  }, [setNodeRef, targetRef]);
  return (
    <RowView block={block} labels={labels} isDragging={isDragging} drop={drop?.side}
      transform={transform} nodeRef={nodeRef} setActivatorNodeRef={setActivatorNodeRef} handle={handle} />
  );
});

interface RowViewProps {
  block: Block;
  labels: WorkbenchLabels;
  isDragging: boolean;
  /** Where a dragged block would land on this row: before or after it. */
  drop: DropSide | undefined;
  transform: string | undefined;
  nodeRef(element: HTMLElement | null): void;
  setActivatorNodeRef(element: HTMLElement | null): void;
  /** The drag handle's attributes and listeners from dnd-kit. */
  handle: object;
}

const RowView = memo(function RowView({ block, labels, isDragging, drop, transform, nodeRef, setActivatorNodeRef, handle }: RowViewProps) {
  const sectionName = useEditor((s) => s.sections[sectionIdOf(block) ?? '']?.name);
  const name = useMemo(() => blockName(block, labels, sectionName), [block, labels, sectionName]);
  return (
    <li className={styles.row} data-dragging={isDragging || undefined} data-drop={drop}>
      <div ref={nodeRef} className={styles.rowHead} style={transform ? { transform } : undefined}>
        <button type="button" ref={setActivatorNodeRef} className={styles.dragHandle} {...handle}
          aria-label={`${labels.moves.dragBlock}: ${name}`} title={labels.moves.dragBlock}>⠿</button>
        <RowControls block={block} name={name} labels={labels} />
      </div>
      <HiddenNote settings={block.settings} ui={labels.ui} />
      {block.columns && (
        <ol className={styles.columns}>
          {block.columns.map((column, columnIndex) => (
            <ColumnRows key={columnIndex} layout={block} index={columnIndex} blocks={column} labels={labels} />
          ))}
        </ol>
      )}
    </li>
  );
}, (before, after) => {
  // The handle's object is new at every render of Row; what it holds changes only with the drag's state.
  const { handle: a, ...restBefore } = before;
  const { handle: b, ...restAfter } = after;
  return shallow(restBefore, restAfter) && shallow(a, b);
});

function BlockRows({ blocks, labels }: { blocks: Block[]; labels: WorkbenchLabels }) {
  return <ol className={styles.rows}>{blocks.map((block) => <Row key={block._id} block={block} labels={labels} />)}</ol>;
}

/**
 * The page manager: the page's blocks as a tree, each selectable (several with Shift or Ctrl/Cmd and a
 * click, or Shift and the arrows), movable (by drag and drop, by keyboard, by Move up and Move down),
 * duplicable, deletable, and copied, cut and pasted from its menu.
 */
export function Outline({ labels }: { labels: WorkbenchLabels }) {
  const blocks = useEditor((s) => s.blocks);
  return (
    <section aria-label={labels.ui.layers}>
      <h2 className={styles.heading}>{labels.ui.layers}</h2>
      {blocks.length > 0
        ? <OutlineDrag labels={labels}><BlockRows blocks={blocks} labels={labels} /></OutlineDrag>
        : <p className={styles.empty}>{labels.ui.emptyPage}</p>}
    </section>
  );
}
