'use client';

import type { ReactNode } from 'react';
import { BlockNamesProvider } from './canvas-block-names';
import { InlineTextEditing } from './canvas-inline-text';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import { useShortcuts } from './use-shortcuts';
import { useCanvasDocument } from './workspace/canvas-document';
import { CanvasOverlay, focusPalette } from './workspace/canvas-overlay';
import { CanvasPage } from './workspace/canvas-page';
import { useSelectionInView } from './workspace/use-selection-in-view';
import styles from './workbench.module.css';

/** The block an event on the canvas is about: the innermost block around its target. */
const blockAt = (target: EventTarget): HTMLElement | null => (target as HTMLElement).closest<HTMLElement>('[data-block-id]');

/** The first control of a field in the settings panel, once the panel shows the selected block. */
function focusSettingsField(name: string): void {
  document.querySelector(`[data-settings-field="${CSS.escape(name)}"]`)?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}


/**
 * The page's screen in the editor (`children`: rendered on the server, its blocks rendered live in the
 * browser by canvas-blocks.tsx). Selects the block the owner clicks on the canvas (with Shift or Ctrl/Cmd,
 * several), or tabs to and presses Enter or Space on, and outlines the selected one there; a selected text block is edited in place
 * (canvas-inline-text.tsx). An empty page offers its first block where the blocks would be.
 */
export function Canvas({ labels, children }: { labels: WorkbenchLabels; children: ReactNode }) {
  const store = useEditorStore();
  const viewport = useEditor((s) => s.viewport);
  const selectedId = useEditor((s) => s.selectedId);
  const empty = useEditor((s) => s.blocks.length === 0);
  // In the canvas frame, the frame's window has the keys while the focus is on the page.
  const doc = useCanvasDocument();
  const view = doc.defaultView;
  useShortcuts(view === window ? null : view);
  useSelectionInView(doc, selectedId);
  return (
    <div
      className={styles.canvas}
      data-viewport={viewport}
      onClickCapture={(event) => {
        const block = blockAt(event.target);
        // Clicks in a text being edited on the canvas are the editor's.
        if (!block || (event.target as HTMLElement).closest('[data-inline-editor]')) return;
        // On the canvas a click picks a block; links and buttons of the page do nothing here.
        event.preventDefault();
        event.stopPropagation();
        const id = block.dataset.blockId!;
        // Shift extends the selection to this block, Ctrl (Cmd on a Mac) adds it or takes it out.
        if (event.shiftKey) {
          // Shift with a click also selects the page's text up to it, which would then be copied instead.
          block.ownerDocument.getSelection()?.removeAllRanges();
          store.getState().selectMore(id, 'range');
        } else if (event.ctrlKey || event.metaKey) store.getState().selectMore(id, 'toggle');
        else store.getState().select(id);
        // A button on the canvas that asks for a setting ("Select category") leads to that field.
        const field = (event.target as HTMLElement).closest<HTMLElement>('[data-focus-field]')?.dataset.focusField;
        if (field) requestAnimationFrame(() => focusSettingsField(field));
      }}
      onKeyDown={(event) => {
        // Only on the block itself: Enter on a link or button inside it is the page's business.
        if ((event.key !== 'Enter' && event.key !== ' ') || event.target !== blockAt(event.target)) return;
        event.preventDefault();
        store.getState().select((event.target as HTMLElement).dataset.blockId!);
      }}
    >
      <CanvasPage>
        <div className={styles.frame}>
          <BlockNamesProvider labels={labels}>{children}</BlockNamesProvider>
          {empty && (
            <div className={styles.firstBlock}>
              <button type="button" data-add-first-block="" onClick={() => { store.getState().openSidebar('add-block'); focusPalette(); }}>
                {labels.ui.addFirstBlock}
              </button>
            </div>
          )}
        </div>
      </CanvasPage>
      <CanvasOverlay labels={labels} />
      <InlineTextEditing labels={labels.richText} />
    </div>
  );
}
