'use client';

import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useEditor, useEditorStore } from './editor-store-context';
import { useCanvasDocument } from './workspace/canvas-document';
import { elementOf } from './workspace/element-of';
import { RichText } from './fields/rich-text';
import type { RichTextTextKey } from './labels';
import { findBlock } from '@/components/blocks/block-tree';
import type { EditorStore } from './state/store';
import styles from './fields/rich-text.module.css';

interface Editing {
  id: string;
  /** The block's element on the canvas, which the editor goes into. */
  block: HTMLElement;
}

/** Fields, and the text already in editing, keep their keys. */
const TAKES_KEYS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [data-inline-editor]';

/**
 * The selected text block's element on the canvas, when `event` (a double-click, or Enter) happened
 * on it.
 */
function selectedTextBlockAt(event: Event, store: EditorStore): Editing | null {
  const target = elementOf(event.target);
  if (!target || target.closest(TAKES_KEYS)) return null;
  const block = target.closest<HTMLElement>('[data-block-id]');
  const { selectedId, blocks } = store.getState();
  if (!block || !selectedId || block.dataset.blockId !== selectedId) return null;
  return findBlock(blocks, selectedId)?.type === 'text' ? { id: selectedId, block } : null;
}

/**
 * Editing a text block where it is, on the canvas: a double-click on the selected text block, or Enter
 * while it is selected and focused, puts the rich text editor in place of the block's rendered text
 * (hidden meanwhile, and kept up to date underneath: the editor sits beside it in the block's element,
 * where the canvas's rendering never touches it), in the shop's text style. Each keystroke updates
 * the block; Escape, or selecting another block, ends it.
 */
export function InlineTextEditing({ labels }: { labels: Record<RichTextTextKey, string> }) {
  const store = useEditorStore();
  const selectedId = useEditor((state) => state.selectedId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const content = useEditor((state) => {
    const block = editing && findBlock(state.blocks, editing.id);
    return typeof block?.data.content === 'string' ? block.data.content : '';
  });
  const hintId = useId();
  // The canvas's own window: in the canvas frame, its double-clicks and keys are not the editor window's.
  const view = useCanvasDocument().defaultView;

  if (editing && editing.id !== selectedId) setEditing(null);

  // The canvas renders its blocks itself (canvas-blocks.tsx): a block moved into or out of a layout is a
  // new element, and the editor follows it there (or ends, when the block is gone).
  useEffect(() => {
    if (!editing) return;
    const canvas = editing.block.closest('[data-viewport]') ?? editing.block.ownerDocument.body;
    const observer = new MutationObserver(() => {
      if (editing.block.isConnected) return;
      const moved = canvas.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(editing.id)}"]`);
      setEditing(moved ? { id: editing.id, block: moved } : null);
    });
    observer.observe(canvas, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [editing]);

  useEffect(() => {
    const onDoubleClick = (event: MouseEvent) => {
      const at = selectedTextBlockAt(event, store);
      if (at) setEditing(at);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const at = selectedTextBlockAt(event, store);
      if (!at) return;
      event.preventDefault();
      setEditing(at);
    };
    // Capturing, on the window: before the canvas's own Enter (which selects a block) sees the key,
    // so that the Enter which selects a block does not also start editing it.
    if (!view) return;
    view.addEventListener('dblclick', onDoubleClick, true);
    view.addEventListener('keydown', onKeyDown, true);
    return () => {
      view.removeEventListener('dblclick', onDoubleClick, true);
      view.removeEventListener('keydown', onKeyDown, true);
    };
  }, [store, view]);

  if (!editing) return null;
  const { id, block } = editing;
  return (
    <>
      <style>{`[data-block-id="${CSS.escape(id)}"] > :not([data-inline-editor]) { display: none; }`}</style>
      {createPortal(
        <div data-inline-editor="" className={styles.inline}
          onKeyDown={(event) => {
            // The canvas's keys (to a block, selecting one) are not for the text being typed.
            event.stopPropagation();
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setEditing(null);
            // Back on the block (a Tab stop of the canvas, block-list.tsx), for the keyboard to go on from there.
            block.focus();
          }}>
          <RichText label={labels.blockText} value={content} labels={labels} variant="inline" autoFocus describedBy={hintId}
            onChange={(html) => store.getState().dispatch({ type: 'update', id, data: { content: html }, typing: true })} />
          <p id={hintId} hidden>{labels.stopEditingHint}</p>
        </div>,
        block,
      )}
    </>
  );
}
