'use client';

import { useEffect } from 'react';
import { useEditorStore } from '../editor-store-context';
import { isTyping } from '../is-typing';
import { CLIPBOARD_MIME } from './payload';
import { clipboardOf, pasteText, removeBlocks } from './system-clipboard';

/** Text the owner selected on the page (to copy a sentence, say) is copied as text, not as blocks. */
const selectsText = (doc: Document) => !(doc.getSelection()?.isCollapsed ?? true);

/**
 * Ctrl/Cmd+C, X and V on the selected blocks, in the editor's document or the canvas frame's (`frame`,
 * as useShortcuts takes it): the browser's own copy, cut and paste events, which carry the private type between
 * tabs without asking for permission. A text field or text being edited on the canvas keeps its own.
 */
export function useClipboardEvents(frame?: Window | null): void {
  const store = useEditorStore();
  useEffect(() => {
    const view = frame === undefined ? window : frame;
    if (!view) return;
    const doc = view.document;
    const blockIds = (target: EventTarget | null) => {
      const { selectedIds } = store.getState();
      return isTyping(target) || selectsText(doc) ? [] : selectedIds;
    };
    // Chromium offers copy and cut without selected text only when the page says it takes them here.
    const onBefore = (event: Event) => {
      if (blockIds(event.target).length > 0) event.preventDefault();
    };
    const onCopy = (event: ClipboardEvent) => {
      const ids = blockIds(event.target);
      const data = ids.length > 0 ? clipboardOf(store.getState(), ids) : null;
      if (!data || !event.clipboardData) return;
      event.clipboardData.setData(CLIPBOARD_MIME, data.json);
      event.clipboardData.setData('text/plain', data.text);
      event.preventDefault();
      if (event.type === 'cut') removeBlocks(store, ids);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTyping(event.target) || !event.clipboardData) return;
      const raw = event.clipboardData.getData(CLIPBOARD_MIME) || event.clipboardData.getData('text/plain');
      if (pasteText(store, raw, { quiet: true })) event.preventDefault();
    };
    doc.addEventListener('beforecopy', onBefore);
    doc.addEventListener('beforecut', onBefore);
    doc.addEventListener('copy', onCopy);
    doc.addEventListener('cut', onCopy);
    doc.addEventListener('paste', onPaste);
    return () => {
      doc.removeEventListener('beforecopy', onBefore);
      doc.removeEventListener('beforecut', onBefore);
      doc.removeEventListener('copy', onCopy);
      doc.removeEventListener('cut', onCopy);
      doc.removeEventListener('paste', onPaste);
    };
  }, [store, frame]);
}
